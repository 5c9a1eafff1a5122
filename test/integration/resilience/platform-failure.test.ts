// The platform slow past the site's deadline, then down, then back. Pages
// still render their chrome with a friendly message (never a bare error or a hung socket), /api
// answers 504 then 502 quickly, the process keeps serving, and everything recovers.
// test/integration/server/platform-down.test.ts covers the /api answers in detail; this file is
// about pages. The first site keeps no catalog in memory (CATALOG_CACHE_SECONDS=0), so every
// page needs the platform; the second keeps it as production does, and what it has seen stands
// in while the platform fails.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { closeServer, removeDir, startRenderSite, type RenderSite } from '../render/support.ts';
import { emptyClientDir, startPlatformGate, type PlatformGate } from './support.ts';

// The per-call deadline of the site (UPSTREAM_TIMEOUT_MS), short to keep the file quick.
const DEADLINE_MS = 400;
const PAGES = [
  '/',
  '/extended-stay-hotels/locations/texas/dallas/hotels',
  '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown',
  '/who-we-are',
];
// The pages' own words when their data is missing ("… is unavailable right now. Please try again
// in a moment.") or the error page's.
const UNAVAILABLE = /unavailable right now|could not be shown just now/;

/** The text a person sees in <main>: no scripts (the streamed data), no tags. */
function visibleText(html: string): string {
  const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

let clientDir: string;
let site: RenderSite;
let gate: PlatformGate;
let server: Server;
let base: string;
let cachingSite: RenderSite;
let cachingServer: Server;
let cachingBase: string;

async function listen(app: RenderSite['app']): Promise<[Server, string]> {
  const listening = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  return [listening, `http://127.0.0.1:${(listening.address() as AddressInfo).port}`];
}

beforeAll(async () => {
  clientDir = await emptyClientDir();
  // A first site only to get a seeded platform; the site under test talks to it through the gate.
  const seeded = await startRenderSite(clientDir, {}, { seed: true });
  gate = await startPlatformGate(seeded.platform.url);
  site = await startRenderSite(clientDir, {
    API_URL: gate.url,
    UPSTREAM_TIMEOUT_MS: String(DEADLINE_MS),
    CATALOG_CACHE_SECONDS: '0',
  });
  cachingSite = await startRenderSite(clientDir, {
    API_URL: gate.url,
    UPSTREAM_TIMEOUT_MS: String(DEADLINE_MS),
    CATALOG_CACHE_SECONDS: '1',
  });
  const closeSeeded = seeded.close;
  const closeSite = site.close;
  site.close = async () => {
    await closeSite();
    await closeSeeded();
  };
  [server, base] = await listen(site.app);
  [cachingServer, cachingBase] = await listen(cachingSite.app);
});

afterAll(async () => {
  await closeServer(server);
  await closeServer(cachingServer);
  await cachingSite?.close();
  await gate?.close();
  await site?.close();
  if (clientDir) await removeDir(clientDir);
});

async function page(path: string, origin = base, cookie?: string) {
  const started = Date.now();
  const res = await fetch(origin + path, {
    signal: AbortSignal.timeout(10_000),
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
  const html = await res.text();
  return {
    status: res.status,
    html,
    ms: Date.now() - started,
    location: res.headers.get('location'),
    retryAfter: res.headers.get('retry-after'),
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1],
  };
}

async function api(origin = base) {
  const started = Date.now();
  const res = await fetch(`${origin}/api/v1/place/suggest/dal?country=us&language=en`, {
    signal: AbortSignal.timeout(10_000),
  });
  return {
    status: res.status,
    body: (await res.json()) as { errors: { code: string }[] },
    ms: Date.now() - started,
  };
}

describe('pages and /api while the platform fails', () => {
  it('serve every page normally while the platform answers', async () => {
    for (const path of PAGES) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(visibleText(res.html), path).not.toMatch(UNAVAILABLE);
    }
  });

  it('when the platform hangs past the deadline, and then when it is down, pages render the chrome with a friendly message and /api fails fast', async () => {
    for (const mode of ['hang', 'down'] as const) {
      await gate.set(mode);
      for (const path of PAGES) {
        const res = await page(path);
        // Bounded by the deadline (all calls of a page run in parallel), never hung.
        expect(res.ms, `${mode} ${path}`).toBeLessThan(DEADLINE_MS + 2000);
        // A page whose data could not be loaded is a 503, kept by no crawler.
        if (path === '/') expect(res.status).toBe(200);
        else {
          expect(res.status, `${mode} ${path}`).toBe(503);
          expect(res.retryAfter, path).toBe('30');
          expect(res.robots, path).toBe('noindex, follow');
        }
        expect(res.html).toMatch(/<header[\s>]/);
        expect(res.html).toMatch(/<main[\s>]/);
        expect(res.html).toMatch(/<footer[\s>]/);
        // The home page needs no platform data; every other page says so in words.
        if (path !== '/') expect(visibleText(res.html), `${mode} ${path}`).toMatch(UNAVAILABLE);
      }
      const answer = await api();
      if (mode === 'hang') {
        expect(answer.status).toBe(504);
        expect(answer.body.errors[0]?.code).toBe('UPSTREAM_TIMEOUT');
        expect(answer.ms).toBeLessThan(DEADLINE_MS + 1000);
      } else {
        expect(answer.status).toBe(502);
        expect(answer.body.errors[0]?.code).toBe('UPSTREAM_UNAVAILABLE');
        expect(answer.ms).toBeLessThan(1000);
      }
      // The process is up and says the platform is not.
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await fetch(`${base}/readyz`)).status).toBe(503);
    }
  });

  it('with the catalog kept in memory, what was seen stands in while the platform hangs and is down; what is per guest says it is unavailable', async () => {
    await gate.set('pass');
    for (const path of PAGES) expect((await page(path, cachingBase)).status).toBe(200);
    expect((await api(cachingBase)).status).toBe(200);
    // Past CATALOG_CACHE_SECONDS: every kept answer is stale, so each use asks the platform again.
    // The cache ages by the clock (Date): moved on 1.1 s, while timers and sockets stay real.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(Date.now() + 1100);
    for (const mode of ['hang', 'down'] as const) {
      await gate.set(mode);
      const results = await page(PAGES[1]!, cachingBase);
      expect(results.status).toBe(200);
      expect(visibleText(results.html), mode).toContain('Longstay Suites Dallas Downtown');
      const hotel = await page(PAGES[2]!, cachingBase);
      expect(hotel.ms, mode).toBeLessThan(DEADLINE_MS + 2000);
      expect(visibleText(hotel.html), mode).toContain('Longstay Suites Austin Downtown');
      // The rooms and rates of a stay are never kept: they are the guest's, and fresh.
      expect(visibleText(hotel.html), mode).toMatch(UNAVAILABLE);
      const content = await page(PAGES[3]!, cachingBase);
      expect(visibleText(content.html), mode).not.toMatch(UNAVAILABLE);
      // Place suggest from memory; a page never seen needs the platform and says so.
      expect((await api(cachingBase)).status, mode).toBe(200);
      const unseen = await page(
        '/extended-stay-hotels/locations/georgia/atlanta/hotels',
        cachingBase,
      );
      expect(unseen.status).toBe(503);
      expect(unseen.robots).toBe('noindex, follow');
      expect(visibleText(unseen.html), mode).toMatch(UNAVAILABLE);
    }
  });

  it('a signed-in guest whose account cannot be loaded reads that it is unavailable, not the sign-in page', async () => {
    await gate.set('pass');
    // A session straight from the platform (the site's 400 ms deadline is short for a sign-in).
    const signIn = await fetch(`${gate.url}/v1/account/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'guest@longstay.test',
        password: Buffer.from('Longstay2026').toString('base64'),
      }).toString(),
    });
    expect(signIn.status).toBe(200);
    const { authorization } = (await signIn.json()) as { authorization: { accessToken: string } };
    const cookie = `session=${encodeURIComponent(`guest@longstay.test|${authorization.accessToken}`)}`;
    expect((await page('/my-account', base, cookie)).status).toBe(200);
    for (const mode of ['hang', 'down'] as const) {
      await gate.set(mode);
      for (const path of ['/my-account', '/edit-account']) {
        const res = await page(path, base, cookie);
        expect(res.status, `${mode} ${path}`).toBe(503);
        expect(res.location).toBeNull();
        expect(res.retryAfter).toBe('30');
        expect(visibleText(res.html)).toContain(
          'Your account is unavailable right now. Please try again in a moment.',
        );
      }
    }
    await gate.set('pass');
    expect((await page('/my-account', base, cookie)).status).toBe(200);
  });

  it('recovers when the platform is back', async () => {
    await gate.set('pass');
    for (const path of PAGES) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(visibleText(res.html), path).not.toMatch(UNAVAILABLE);
    }
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // The results page lists hotels again.
    const results = await page(PAGES[1]!);
    expect(visibleText(results.html)).not.toMatch(UNAVAILABLE);
  });
});
