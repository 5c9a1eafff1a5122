// The platform as a process of its own (server/platform-process.ts). The real
// entry starts on a fresh SQLite file (migrated and seeded on start), answers /healthz, /readyz and
// the platform API, logs each request with pino, serves a site process started with API_URL
// pointing at it (the three-tier deployment), and on SIGTERM answers /readyz 503 while it drains,
// then exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyClientDir } from '../resilience/support.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const REVIEW_KEY = 'process-test-review-key';

interface Started {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  lines: Array<{ msg: string; req?: { url: string }; res?: { statusCode: number } }>;
}

const children: ChildProcess[] = [];
let dataDir: string;
let clientDir: string;

/** Spawns an entry with tsx and resolves once it logs `listeningMessage` with its port. */
function startEntry(
  entry: string,
  env: Record<string, string>,
  listeningMessage: string,
): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      REVIEW_API_KEY: REVIEW_KEY,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const output: string[] = [];
  const lines: Started['lines'] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      if (!line.startsWith('{')) return;
      const parsed = JSON.parse(line) as Started['lines'][number] & { port?: number };
      lines.push(parsed);
      if (parsed.msg === listeningMessage)
        resolve({ child, url: `http://127.0.0.1:${parsed.port}`, exited, lines });
    });
    void exited.then((code) =>
      reject(new Error(`${entry} exited (${code}):\n${output.join('\n')}`)),
    );
  });
}

let platform: Started;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'longstay-platform-'));
  clientDir = await emptyClientDir();
  platform = await startEntry(
    'server/platform-process.ts',
    { SQLITE_FILE: path.join(dataDir, 'platform.db'), SHUTDOWN_DRAIN_MS: '600' },
    'platform listening',
  );
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  await rm(clientDir, { recursive: true, force: true });
});

describe('the standalone platform process', () => {
  it('answers health, readiness and the platform API, and logs each request', async () => {
    const health = await fetch(`${platform.url}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${platform.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'up' });

    const hotels = await fetch(`${platform.url}/openapi.json`);
    expect(hotels.status).toBe(200);
    const unknown = await fetch(`${platform.url}/no-such-endpoint`);
    expect(unknown.status).toBe(404);

    await expect
      .poll(() => platform.lines.filter((line) => line.msg === 'request completed').length)
      .toBeGreaterThanOrEqual(3);
    const logged = platform.lines.find((line) => line.req?.url === '/no-such-endpoint');
    expect(logged?.res?.statusCode).toBe(404);
  });

  it('serves a site process that reaches it through API_URL', async () => {
    const site = await startEntry(
      'server/index.ts',
      { API_URL: platform.url, CLIENT_DIR: clientDir },
      'site listening',
    );
    const page = await fetch(
      `${site.url}/extended-stay-hotels/texas/dallas/longstay-suites-dallas-downtown`,
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Longstay Suites Dallas Downtown');
    const siteReady = await fetch(`${site.url}/readyz`);
    expect(siteReady.status).toBe(200);
    site.child.kill('SIGTERM');
    expect(await site.exited).toBe(0);
  });

  it('drains on SIGTERM behind /readyz 503, then exits 0', async () => {
    platform.child.kill('SIGTERM');
    await expect
      .poll(() => platform.lines.some((line) => line.msg.startsWith('shutting down')))
      .toBe(true);
    // Each body is read: an answer left unread while the draining platform closes its connection
    // trips undici's paused-parser assertion (nodejs/undici#5360), an uncaught error in this worker.
    const ready = await fetch(`${platform.url}/readyz`);
    expect(ready.status).toBe(503);
    await ready.arrayBuffer();
    const stillServing = await fetch(`${platform.url}/openapi.json`);
    expect(stillServing.status).toBe(200);
    await stillServing.arrayBuffer();
    expect(await platform.exited).toBe(0);
    expect(platform.lines.some((line) => line.msg === 'shutdown complete')).toBe(true);
  });
});
