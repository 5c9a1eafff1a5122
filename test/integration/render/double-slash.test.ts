// A page path that starts with `//` or `/\` names another host to anything that resolves it
// against the site's URL: `//evil.example/x` once rendered a 404 whose canonical link and og:url
// pointed at evil.example, and other such paths answered 500. They are now sent to the
// single-slash path on the site, and the head's links are built from SITE_URL only.
import http from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyClientDir } from '../resilience/support.ts';
import { closeServer, removeDir, startRenderSite, type RenderSite } from './support.ts';

let clientDir: string;
let site: RenderSite;
let server: Server;

beforeAll(async () => {
  clientDir = await emptyClientDir();
  site = await startRenderSite(clientDir, {}, { seed: false });
  server = site.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  await closeServer(server);
  await site?.close();
  await removeDir(clientDir);
});

/** One request with the path exactly as given (no client normalises it). */
function raw(method: string, path: string) {
  return new Promise<{ status: number; location: string | undefined; body: string }>(
    (resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: (server.address() as AddressInfo).port, method, path },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

const HOSTILE = [
  ['//evil.example/x', '/evil.example/x'],
  ['//evil.example', '/evil.example'],
  ['/\\evil.example/x?y=1', '/evil.example/x?y=1'],
  ['///evil.example/x', '/evil.example/x'],
  ['//', '/'],
  ['/\\/\\', '/'],
  ['//login', '/login'],
] as const;

describe('page paths that start with two slashes', () => {
  it.each(HOSTILE)('%s is redirected to the single-slash path %s', async (path, target) => {
    const res = await raw('GET', path);
    expect(res.status).toBe(301);
    expect(res.location).toBe(target);
    expect(res.body).not.toMatch(/href="(https?:)?\/\/evil/);
  });

  it('answers other methods 404 and HEAD like GET', async () => {
    expect((await raw('POST', '//evil.example/x')).status).toBe(404);
    expect((await raw('HEAD', '//evil.example/x')).location).toBe('/evil.example/x');
  });

  it('renders the redirect target on the site, its canonical link and og:url on SITE_URL', async () => {
    const res = await raw('GET', '/evil.example/x');
    expect(res.status).toBe(404);
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(res.body)?.[1];
    const ogUrl = /<meta property="og:url" content="([^"]*)"/.exec(res.body)?.[1];
    expect(canonical).toBe('http://localhost:3000/evil.example/x');
    expect(ogUrl).toBe(canonical);
  });
});
