// With a deliberately slow loader behind Suspense, the head and shell arrive
// before it resolves; a crawler gets the complete document; a thrown render error answers 500
// with the chrome and no stack.
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as RoutesModule from '#shared/routes.ts';
import { routes } from '#shared/routes.ts';
import {
  buildTestClient,
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

describe('streaming render', () => {
  let clientDir: string;
  let site: RenderSite;
  let server: Server;
  beforeAll(async () => {
    const sitePages = routes
      .filter((route) => !route.id.startsWith('test-'))
      .map((route) => [route.id, `shared/pages/${route.page}.tsx`]);
    clientDir = await buildTestClient(Object.fromEntries(sitePages));
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
    it(`sends the head and shell to a person before the slow part resolves (${encoding})`, async () => {
      const { status, chunks } = await timedGet(server, '/__test/slow', {
        'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
        'Accept-Encoding': encoding,
      });
      expect(status).toBe(200);
      const shellAt = firstAt(chunks, 'Loading the slow part…');
      const headAt = firstAt(chunks, '</head>');
      const slowAt = firstAt(chunks, SLOW_CONTENT);
      expect(headAt).toBeLessThan(SLOW_MS);
      expect(shellAt).toBeLessThan(SLOW_MS);
      expect(slowAt).toBeGreaterThanOrEqual(SLOW_MS - 50);
      expect(slowAt - shellAt).toBeGreaterThan(300);
      // The streamed value is handed to the browser for hydration without a refetch.
      const html = chunks.map((chunk) => chunk.text).join('');
      expect(html).toContain('id="__DEFER__slow"');
      // React's own streaming scripts (which move the late part into place) carry the nonce too.
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThanOrEqual(4);
      for (const tag of scripts) expect(tag).toMatch(/ nonce="[^"]+"/);
    });
  }

  it('gives a crawler the complete document in one go', async () => {
    const { status, chunks } = await timedGet(server, '/__test/slow', {
      'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(status).toBe(200);
    expect(chunks[0]!.at).toBeGreaterThanOrEqual(SLOW_MS - 50);
    const html = chunks.map((chunk) => chunk.text).join('');
    expect(html).toContain(`<p>${SLOW_CONTENT}</p>`);
    // No fallback was streamed: the content sits in place, not in a hidden template.
    expect(html).not.toContain('Loading the slow part…');
  });

  it('answers a page that throws while rendering with 500, the chrome and no stack', async () => {
    const res = await request(site.app).get('/__test/throws');
    expect(res.status).toBe(500);
    expect(res.text).toContain('<title>Something Went Wrong | Longstay</title>');
    expect(res.text).toContain('id="main-content"');
    expect(res.text).toContain('Sorry, this page could not be shown just now.');
    expect(res.text).not.toContain('secret-internal-detail');
    expect(res.text).not.toMatch(/at \w+ \(/);
  });

  it('answers a loader that throws with 500, the chrome and no stack', async () => {
    const res = await request(site.app).get('/__test/loader-throws');
    expect(res.status).toBe(500);
    expect(res.text).toContain('id="main-content"');
    expect(res.text).not.toContain('secret-loader-detail');
  });

  it('aborts the loaders when the client goes away', async () => {
    const { port } = server.address() as AddressInfo;
    const req = httpRequest({ host: '127.0.0.1', port, path: '/__test/hangs' });
    req.on('error', () => undefined);
    req.end();
    await vi.waitFor(() => expect(seenSignals.length).toBe(1));
    expect(seenSignals[0]!.aborted).toBe(false);
    req.destroy();
    await vi.waitFor(() => expect(seenSignals[0]!.aborted).toBe(true));
  });
});

describe('the render abort timer', () => {
  let clientDir: string;
  let site: RenderSite;
  beforeAll(async () => {
    const sitePages = routes
      .filter((route) => !route.id.startsWith('test-'))
      .map((route) => [route.id, `shared/pages/${route.page}.tsx`]);
    clientDir = await buildTestClient(Object.fromEntries(sitePages));
    site = await startRenderSite(clientDir, { RENDER_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await site?.close();
    if (clientDir) await removeDir(clientDir);
  });

  it('ends a render that takes longer than RENDER_TIMEOUT_MS, leaving the slow part to the browser', async () => {
    // React's development build reports its own bookkeeping ("There was still abortable task at
    // the root when we closed. This is a bug in React.") when a render with a pending use() is
    // aborted; the production build has no such message. Every other console.error still fails.
    const collect = vi.mocked(console.error).getMockImplementation();
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('There was still abortable task at the root'))
        collect?.(...args);
    });
    const started = Date.now();
    const res = await request(site.app).get('/__test/slow').set('User-Agent', 'Googlebot/2.1');
    const elapsed = Date.now() - started;
    expect(res.status).toBe(200);
    expect(elapsed).toBeLessThan(SLOW_MS);
    expect(res.text).toContain('Loading the slow part…');
    expect(res.text).not.toContain(SLOW_CONTENT);
    expect(res.text).toContain('</html>');
  });
});
