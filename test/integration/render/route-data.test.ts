// A page's data for client navigation, over HTTP against the real site and platform: the route's
// line first (its id, status and data with deferred markers), then each deferred part as it
// settles, flushed through compression; 404, 500 and a loader's redirect as lines; a bad path a
// 400 with a clear message; never stored by a cache; the loaders stopped when the browser leaves.
import { mkdtemp } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as RoutesModule from '#shared/routes.ts';
import {
  closeServer,
  firstAt,
  removeDir,
  startRenderSite,
  timedGet,
  type RenderSite,
} from './support.ts';
import { seenSignals, SLOW_CONTENT, SLOW_MS } from './test-routes.tsx';

vi.mock('#shared/routes.ts', async (importOriginal) => {
  const original = await importOriginal<typeof RoutesModule>();
  const { testRoutes } = await import('./test-routes.tsx');
  return { routes: [...original.routes, ...testRoutes] };
});

const dataPath = (target: string) => `/_data?path=${encodeURIComponent(target)}`;
const lines = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('route data for client navigation', () => {
  let clientDir: string;
  let site: RenderSite;
  let server: Server;
  beforeAll(async () => {
    // The data answer needs no client build: an empty directory (pages render without scripts).
    clientDir = await mkdtemp(path.join(tmpdir(), 'longstay-no-client-'));
    site = await startRenderSite(clientDir);
    server = site.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    await closeServer(server);
    await site?.close();
    if (clientDir) await removeDir(clientDir);
  });

  for (const encoding of ['identity', 'gzip']) {
    it(`sends the route's line at once and the deferred part when it settles (${encoding})`, async () => {
      const { status, chunks } = await timedGet(server, dataPath('/__test/slow'), {
        'Accept-Encoding': encoding,
      });
      expect(status).toBe(200);
      const headAt = firstAt(chunks, '"routeId":"test-slow"');
      const slowAt = firstAt(chunks, SLOW_CONTENT);
      expect(headAt).toBeLessThan(SLOW_MS);
      expect(slowAt).toBeGreaterThanOrEqual(SLOW_MS - 50);
      const [head, part, ...rest] = lines(chunks.map((chunk) => chunk.text).join(''));
      expect(head).toEqual({
        routeId: 'test-slow',
        status: 200,
        data: { slow: { $deferred: 'slow' } },
      });
      expect(part).toEqual({ key: 'slow', settled: { ok: true, value: SLOW_CONTENT } });
      expect(rest).toEqual([]);
    });
  }

  it('answers with the data type, never stored, and labelled in the metrics by route', async () => {
    const response = await request(site.app)
      .get(dataPath('/__test/slow'))
      .set('Accept-Encoding', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Compressed as the pages are.
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-security-policy']).toBeDefined();
    const metrics = (await request(site.app).get('/metrics')).text;
    expect(metrics).toContain(
      'http_request_duration_seconds_count{method="GET",route="data test-slow",status="200"}',
    );
    expect(metrics).not.toContain('__test/slow');
  });

  it('a path no page has: the 404 state', async () => {
    const response = await request(site.app).get(dataPath('/no/such/page'));
    expect(response.status).toBe(404);
    expect(lines(response.text)[0]).toMatchObject({ status: 404, data: null });
  });

  it('a loader that fails: the 500 state, without its detail', async () => {
    const response = await request(site.app).get(dataPath('/__test/loader-throws'));
    expect(response.status).toBe(500);
    expect(lines(response.text)).toEqual([
      { routeId: 'test-loader-throws', status: 500, data: null },
    ]);
    expect(response.text).not.toContain('secret-loader-detail');
  });

  it("a loader's redirect: a line the browser follows, the query kept", async () => {
    const response = await request(site.app).get(dataPath('/my-account?tab=stays'));
    expect(response.status).toBe(200);
    expect(lines(response.text)).toEqual([{ redirect: '/login?returnUrl=%2Fmy-account' }]);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('a page of the site with its query: answered for that address', async () => {
    const response = await request(site.app).get(dataPath('/who-we-are?utm_source=mail'));
    expect(response.status).toBe(200);
    expect(lines(response.text)[0]).toMatchObject({ routeId: 'who-we-are', status: 200 });
  });

  for (const [name, query, message] of [
    ['missing', '', /required/],
    ['empty', '?path=', /required/],
    ['absolute URL', `?path=${encodeURIComponent('https://evil.example/x')}`, /single slash/],
    ['another host', `?path=${encodeURIComponent('//evil.example/x')}`, /single slash/],
    ['a backslash host', `?path=${encodeURIComponent('/\\evil.example/x')}`, /single slash/],
    ['not a path', '?path=who-we-are', /single slash/],
    ['too long', `?path=/${'a'.repeat(3000)}`, /too long/],
    ['repeated', '?path=/a&path=/b', /required/],
    ['malformed encoding', `?path=${encodeURIComponent('/%E0%A4%A')}`, /not a valid address/],
  ] as const)
    it(`a bad path (${name}): 400 with a clear message`, async () => {
      const response = await request(site.app).get(`/_data${query}`);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const body = response.body as { errors: { code: string; message: string }[] };
      expect(body.errors[0]!.code).toBe('BAD_REQUEST');
      expect(body.errors[0]!.message).toMatch(message);
    });

  it("another site's page asking: refused", async () => {
    const response = await request(site.app)
      .get(dataPath('/who-we-are'))
      .set('Sec-Fetch-Site', 'cross-site');
    expect(response.status).toBe(403);
  });

  it('the browser leaving stops the loader', async () => {
    const { port } = server.address() as AddressInfo;
    const before = seenSignals.length;
    const req = httpRequest({ host: '127.0.0.1', port, path: dataPath('/__test/hangs') });
    req.on('error', () => undefined);
    req.end();
    await vi.waitFor(() => expect(seenSignals.length).toBe(before + 1));
    req.destroy();
    await vi.waitFor(() => expect(seenSignals.at(-1)!.aborted).toBe(true));
  });
});
