// Which mode a built server runs in. A built entry (dist/server/index.js, dist/server/platform.js)
// runs as production unless NODE_ENV says otherwise: a deployment that forgets the setting must not
// serve the development mailbox (every guest's reset links and confirmation numbers) or React's
// development build. Only `npm run dev` and the tests choose development (or test) explicitly.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Logger } from './log.ts';

/** Sets NODE_ENV to production when it is unset or empty; returns the mode chosen. */
export function defaultToProduction(env: NodeJS.ProcessEnv): string {
  if (!env.NODE_ENV) env.NODE_ENV = 'production';
  return env.NODE_ENV;
}

/**
 * Which build of React's server renderer this process has loaded: react-dom/server picks its
 * production or development file from NODE_ENV when it is first imported. Null before it is.
 */
export function loadedReactServerBuild(): 'production' | 'development' | null {
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs');
  const loaded = (build: string) =>
    require.cache[path.join(dir, `react-dom-server.node.${build}.js`)] !== undefined;
  if (loaded('production')) return 'production';
  if (loaded('development')) return 'development';
  return null;
}

/**
 * Says which mode a process runs in, loudly when a build runs as development: then the development
 * mailbox (every guest's mail with its links) and the style guide answer to anyone.
 * `moduleUrl`: the entry's import.meta.url (a .ts file when run from source).
 */
export function logMode(log: Logger, config: Config, moduleUrl: string): void {
  if (config.production) {
    log.info({ mode: 'production', siteUrl: config.siteUrl }, 'production mode');
  } else if (!moduleUrl.endsWith('.ts')) {
    log.warn(
      { mode: config.nodeEnv },
      `DEVELOPMENT MODE (NODE_ENV=${config.nodeEnv}) from a build: the development mailbox and ` +
        'style guide answer to anyone. Never expose this process; unset NODE_ENV for production.',
    );
  } else {
    log.info({ mode: config.nodeEnv }, `${config.nodeEnv} mode`);
  }
}
