// The built bundle is what `npm start` runs in production; every other suite runs the sources
// (vitest and tsx forgive things Node does not, such as a package's stylesheet import). This starts
// dist/server/index.js with NODE_ENV unset, as a deployment that forgets the setting would — a
// fresh embedded database, migrated and seeded on first start — and checks that it runs as
// production (no development mailbox, React's production build), pages, the platform behind /api,
// and a clean SIGTERM; then the same build with NODE_ENV=development, which serves the mailbox.
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

interface Built {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** The JSON lines the process logged. */
  lines: () => Array<{ level: number; msg: string; mode?: string; react?: string }>;
}

async function startBuilt(sqliteFile: string, env: Record<string, string>): Promise<Built> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      SQLITE_FILE: sqliteFile,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  await waitForReady(url, child, () => output);
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as ReturnType<Built['lines']>[number]);
  return { child, url, output: () => output, lines };
}

function stop(built: Built | undefined): Promise<number | null> {
  if (!built || built.child.exitCode !== null)
    return Promise.resolve(built?.child.exitCode ?? null);
  const exited = new Promise<number | null>((resolve) => built.child.once('exit', resolve));
  built.child.kill('SIGTERM');
  return exited;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'longstay-built-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the built server (npm start) with NODE_ENV unset', () => {
  let site: Built;

  beforeAll(async () => {
    // Production asks for the captcha key (config.ts); no drain, so SIGTERM is quick here.
    site = await startBuilt(path.join(dir, 'longstay.db'), {
      ALTCHA_HMAC_KEY: 'built-server-test-key',
      SHUTDOWN_DRAIN_MS: '0',
    });
  });

  afterAll(async () => {
    if (site && site.child.exitCode === null) site.child.kill('SIGKILL');
  });

  it("runs as production: says so at start and loads the production build of React's server renderer", () => {
    const listening = site.lines().find((line) => line.msg === 'site listening');
    expect(listening).toMatchObject({ mode: 'production', react: 'production' });
    expect(site.lines().some((line) => line.msg === 'production mode')).toBe(true);
    expect(site.output()).not.toContain('DEVELOPMENT MODE');
  });

  it('serves no development page or endpoint, whatever the Host header says', async () => {
    for (const host of [undefined, 'localhost', 'evil.example']) {
      const headers = host ? { host } : undefined;
      expect(
        (await fetch(`${site.url}/dev/mailbox?to=guest@longstay.test`, { headers })).status,
      ).toBe(404);
      expect((await fetch(`${site.url}/dev/styleguide`, { headers })).status).toBe(404);
      const outbox = await fetch(`${site.url}/api/v1/dev/outbox?to=guest@longstay.test`, {
        headers,
      });
      expect(outbox.status).toBe(404);
    }
  });

  it('serves pages from a freshly seeded database', async () => {
    const home = await fetch(`${site.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<title>[^<]*Longstay[^<]*<\/title>/);
    const hotel = await fetch(
      `${site.url}/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown`,
    );
    expect(hotel.status).toBe(200);
    expect(await hotel.text()).toContain('Longstay Suites Austin Downtown');
    expect((await fetch(`${site.url}/no/such/page`)).status).toBe(404);
  });

  it('reaches the embedded platform through /api and serves hashed assets', async () => {
    const suggest = await fetch(
      `${site.url}/api/v1/place/suggest/dal?country=us&language=en&radius=50&session=smoke`,
    );
    expect(suggest.status).toBe(200);
    expect(JSON.stringify(await suggest.json())).toContain('Dallas');
    const html = await (await fetch(`${site.url}/`)).text();
    const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const script = await fetch(`${site.url}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
  });

  it('exits cleanly on SIGTERM', async () => {
    expect(await stop(site)).toBe(0);
  });
});

describe('the built server with NODE_ENV=development', () => {
  let site: Built;

  beforeAll(async () => {
    // The database the production run seeded.
    site = await startBuilt(path.join(dir, 'longstay.db'), { NODE_ENV: 'development' });
  });

  afterAll(async () => {
    await stop(site);
  });

  it('serves the development mailbox, and warns loudly at start', async () => {
    const mailbox = await fetch(`${site.url}/dev/mailbox?to=guest@longstay.test`);
    expect(mailbox.status).toBe(200);
    expect((await fetch(`${site.url}/api/v1/dev/outbox?to=guest@longstay.test`)).status).toBe(200);
    const warning = site.lines().find((line) => line.msg.startsWith('DEVELOPMENT MODE'));
    expect(warning).toMatchObject({ level: 40, mode: 'development' });
  });
});
