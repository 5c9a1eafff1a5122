// Runs the build once before the browser suites, when dist/ is missing or older than any source
// (the pages hydrate from dist/client, so a stale bundle would test yesterday's code).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { browserRequired, chromiumPath } from './browser.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const sourceDirs = ['shared', 'client', 'server', 'build'];
const sourceFiles = ['package.json', 'package-lock.json', 'tsconfig.json'];
const outputDirs = ['dist/client', 'dist/server'];

function newestMtime(target: string, skipTests: boolean): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || (skipTests && /\.test\.tsx?$/.test(entry.name))) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name), skipTests));
  }
  return newest;
}

function oldestOutput(): number {
  let oldest = Infinity;
  for (const dir of outputDirs) {
    const newest = newestMtime(path.join(root, dir), false);
    if (newest === 0) return 0;
    oldest = Math.min(oldest, newest);
  }
  return oldest;
}

export function buildIsStale(): boolean {
  const built = oldestOutput();
  if (built === 0) return true;
  const sources = Math.max(
    ...sourceDirs.map((dir) => newestMtime(path.join(root, dir), true)),
    ...sourceFiles.map((file) => newestMtime(path.join(root, file), false)),
  );
  return sources > built;
}

export function setup(): void {
  if (!chromiumPath && !browserRequired) return; // the suites skip; no need to build
  if (process.env.E2E_SKIP_BUILD === '1' || !buildIsStale()) return;
  console.log('[e2e] building the site (dist/ missing or older than the sources)…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
