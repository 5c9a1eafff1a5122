// The process entry: validate the configuration, start the embedded
// platform when API_URL is unset, build
// the app, listen, and shut down gracefully on SIGTERM/SIGINT (server/ops/shutdown.ts: drain,
// then close).
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Express } from 'express';
import { loadConfig, loadConfigOrExit, type Config } from './config.ts';
import { platformSettings, platformStore } from './config-platform.ts';
import { createLogger, type Logger } from './log.ts';
import { register } from 'node:module';
import { createShutdownState, installGracefulShutdown } from './ops/shutdown.ts';
import { limitHeapGrowth } from './ops/heap.ts';
import { loadedReactServerBuild, logMode } from './node-env.ts';
import { startTracing } from './ops/tracing.ts';
import type { RunningPlatform } from '#platform/start.ts';

// Page components import their stylesheets, which the esbuild bundle (`npm start`) drops; run
// from source (`npm run dev`, tsx) the same imports must load as nothing too. Registered before
// the app is imported, hence the dynamic import below.
if (import.meta.url.endsWith('.ts')) {
  const ignoreCss = `export async function load(url, context, next) {
    return url.endsWith('.css') ? { format: 'module', source: 'export default {};', shortCircuit: true } : next(url, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(ignoreCss)}`);
}

// Before anything allocates: the web process's heap grows 1.3× between full collections, not
// up to 4× (server/ops/heap.ts).
limitHeapGrowth();

async function main(): Promise<void> {
  const { closeApp, createApp } = await import('./app.ts');
  let config: Config = loadConfigOrExit(process.env);
  // Before the logger, the app and the platform's store are made: they add spans and trace ids
  // only when tracing is on (OTEL_* settings, docs/operations.md "Traces").
  const tracing = await startTracing({ serviceName: 'longstay-site' });
  const log = createLogger({ level: config.logLevel });
  if (tracing) log.info('tracing on');

  // Production mode is asserted, not assumed: the client build the pages link to is present.
  if (config.production) {
    const manifest = path.join(config.clientDir, 'manifest.json');
    if (!existsSync(manifest)) {
      log.fatal({ manifest }, 'production mode needs the client build: run `npm run build` first');
      process.exit(78);
    }
  }
  logMode(log, config, import.meta.url);

  let platform: RunningPlatform | undefined;
  if (config.embeddedPlatform) {
    // Loaded only here: with API_URL set, the site never loads the platform or its data.
    const { startPlatform } = await import('#platform/start.ts');
    if (tracing) (await import('#platform/http/tracing.ts')).tracePlatform();
    platform = await startPlatform({
      ...platformStore(config),
      keepWarm: true,
      config: platformSettings(config),
      log: log.child({ component: 'platform' }),
    });
    // The embedded platform is now the upstream of every base URL that was not set explicitly.
    config = {
      ...loadConfig({ ...process.env, API_URL: platform.url, REVIEW_API_KEY: config.reviewApiKey }),
      embeddedPlatform: true,
    };
  }

  const shutdownState = createShutdownState();
  const app = createApp(config, { log, shutdown: shutdownState });
  const server = await listen(app, config, log);
  const { listenForMetrics } = await import('./ops/metrics-access.ts');
  const metricsServer = await listenForMetrics(config, log);
  if (!config.metricsToken && config.metricsPort === null && config.production)
    log.warn('/metrics is not served: set METRICS_PORT or METRICS_TOKEN (docs/operations.md)');

  installGracefulShutdown({
    server,
    log,
    state: shutdownState,
    drainMs: config.shutdownDrainMs,
    timeoutMs: config.shutdownTimeoutMs,
    async cleanup() {
      metricsServer?.close();
      await closeApp(app);
      await platform?.close();
      await tracing?.stop();
    },
  });
}

function listen(app: Express, config: Config, log: Logger): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(config.port, config.host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      log.info(
        {
          port,
          siteUrl: config.siteUrl,
          api: config.apiUrl,
          embedded: config.embeddedPlatform,
          mode: config.nodeEnv,
          react: loadedReactServerBuild(),
        },
        'site listening',
      );
      resolve(server);
    });
    server.once('error', reject);
    // Longer than a load balancer's idle timeout, so it never reuses a socket we just closed.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  });
}

main().catch((error: unknown) => {
  createLogger({ level: 'fatal' }).fatal({ err: error }, 'the site could not start');
  process.exit(1);
});
