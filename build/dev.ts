// `npm run dev`: the client rebuilt on change (esbuild watch, manifest rewritten) and the server
// restarted on change (tsx watch), in development mode, chosen here explicitly (a built server
// runs as production unless told otherwise, server/node-env.ts). The render handler re-reads the
// manifest outside production.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildClient } from './build.ts';

async function main(): Promise<void> {
  await buildClient({ minify: false });
  const children = [
    spawn(process.execPath, ['--import', 'tsx', 'build/build.ts', '--watch'], { stdio: 'inherit' }),
    spawn(path.join('node_modules', '.bin', 'tsx'), ['watch', 'server/index.ts'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' },
    }),
  ];
  const stop = (signal: NodeJS.Signals) => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  for (const child of children)
    child.once('exit', (code) => {
      stop('SIGTERM');
      process.exitCode = code ?? 0;
    });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
