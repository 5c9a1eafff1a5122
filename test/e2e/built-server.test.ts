// The built bundle is what `npm start` runs in production; every other suite runs the sources
// (vitest and tsx forgive things Node does not, such as a package's stylesheet import). This starts
// dist/server/index.js as the README's first command does — a fresh embedded database, migrated
// and seeded on first start — and checks pages, the platform behind /api, and a clean SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './support/site.ts';
import { waitFor } from '#test/support/wait-for.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
      return fetch(`${url}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
    },
    () => `the server to be ready within 60 s:\n${output()}`,
    { timeoutMs: 60_000, intervalMs: 250 },
  );
}

describe('the built server (npm start)', () => {
  let dir: string;
  let child: ChildProcess;
  let url: string;
  let output = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'longstay-built-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['dist/server/index.js'], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: url,
        SQLITE_FILE: path.join(dir, 'longstay.db'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    await waitForReady(url, child, () => output);
  });

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('serves pages from a freshly seeded database', async () => {
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<title>[^<]*Longstay[^<]*<\/title>/);
    const hotel = await fetch(
      `${url}/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown`,
    );
    expect(hotel.status).toBe(200);
    expect(await hotel.text()).toContain('Longstay Suites Austin Downtown');
    expect((await fetch(`${url}/no/such/page`)).status).toBe(404);
  });

  it('reaches the embedded platform through /api and serves hashed assets', async () => {
    const suggest = await fetch(
      `${url}/api/v1/place/suggest/dal?country=us&language=en&radius=50&session=smoke`,
    );
    expect(suggest.status).toBe(200);
    expect(JSON.stringify(await suggest.json())).toContain('Dallas');
    const html = await (await fetch(`${url}/`)).text();
    const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const script = await fetch(`${url}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
  });

  it('exits cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
