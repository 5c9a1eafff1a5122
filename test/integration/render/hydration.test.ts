// In a real browser (Chromium): the server's document hydrates without refetching its data and
// without a hydration error; a link then navigates on the client — through the browser ApiClient
// (/api/...), with the new page's own title and canonical link, and no full page load.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, launchBrowser, openPage } from '#test/e2e/support/browser.ts';
import { expectNoAxeViolations } from '#test/e2e/support/axe.ts';
import { waitForHydration } from '#test/e2e/support/page.ts';
import { routes } from '#shared/routes.ts';
import { sampleUrls } from './sample-urls.ts';
import {
  buildTestClient,
  closeServer,
  removeDir,
  startRenderSite,
  type RenderSite,
} from './support.ts';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';

describeInBrowser('hydration and client navigation', () => {
  let clientDir: string;
  let site: RenderSite;
  let server: Server;
  let baseUrl: string;
  let browser: Browser;
  beforeAll(async () => {
    clientDir = await buildTestClient();
    // SITE_URL must be the address the browser uses: take a port first, then configure.
    server = (await import('node:http')).createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    site = await startRenderSite(clientDir, { SITE_URL: baseUrl }, { seed: true });
    server.on('request', site.app);
    // CMS rich text that must be cleaned by the browser's sanitiser on client navigation.
    await site.platform.store.db
      .updateTable('cms_documents')
      .set({
        body: JSON.stringify([
          {
            markupType: 'rich-text',
            html: '<h1>Deals</h1><p id="kept">Kept <strong>bold</strong> <a href="javascript:alert(1)">bad link</a></p><img src="/media/images/content/hero-suite.svg" alt="" onerror="window.__pwned=1"><script>window.__pwned=2</script><style>body{display:none}</style>',
          },
        ]),
      })
      .where('key', '=', 'offers')
      .execute();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeServer(server);
    await site?.close();
    if (clientDir) await removeDir(clientDir);
  });

  it('hydrates without refetching and navigates on the client', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
    });
    try {
      const response = await page.goto('/who-we-are', { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const firstTitle = await page.title();
      expect(firstTitle).toContain('Who We Are');
      // Hydration used the handoff: the page's document was not fetched again.
      expect(apiCalls.filter((call) => call.includes('/site/rest/documents/web-page/'))).toEqual(
        [],
      );
      expect(errors).toEqual([]);

      await page.evaluate(() => {
        (window as unknown as { __noReload: boolean }).__noReload = true;
      });
      await page.locator('a[href="/offers"]').first().click();
      await page.waitForURL(`${baseUrl}/offers`);
      await page.waitForFunction(() =>
        document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith('/offers'),
      );
      expect(
        await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
      ).toBe(true);
      expect(apiCalls).toContain('/api/site/rest/documents/web-page/offers');
      expect(await page.title()).not.toBe(firstTitle);
      expect(await page.locator('h1').first().textContent()).toBe('Deals');
      // The browser sanitiser kept the text and the allowed markup, and dropped the rest.
      expect(await page.locator('#main-content strong').first().textContent()).toBe('bold');
      const cleaned = await page.evaluate(() => ({
        pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
        onerror: document.querySelectorAll('#main-content [onerror]').length,
        scripts: document.querySelectorAll('#main-content script:not([type="application/json"])')
          .length,
        styles: document.querySelectorAll('#main-content style').length,
        badLinks: Array.from(document.querySelectorAll('#main-content a')).filter((a) =>
          a.getAttribute('href')?.startsWith('javascript'),
        ).length,
      }));
      expect(cleaned).toEqual({ pwned: null, onerror: 0, scripts: 0, styles: 0, badLinks: 0 });
      // Chrome checks CSP when DOMParser merely parses the hostile markup (an inert document, so
      // nothing runs) and reports the blocks; the image itself is a 404. Nothing else may appear.
      const expected =
        /Content Security Policy|Failed to load resource: the server responded with a status of 404/;
      expect(errors.filter((error) => !expected.test(error))).toEqual([]);
      errors.length = 0;

      // Back to the first page within 2 s: served from the data layer, no new request.
      const before = apiCalls.length;
      await page.goBack();
      await page.waitForFunction(() =>
        document
          .querySelector('link[rel="canonical"]')
          ?.getAttribute('href')
          ?.endsWith('/who-we-are'),
      );
      expect(apiCalls.slice(before).filter((call) => call.includes('web-page/who-we-are'))).toEqual(
        [],
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('hydrates streamed (deferred) data from the document without asking again', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    });
    try {
      // A person gets the shell first; the hotel list streams in behind Suspense.
      await page.goto('/extended-stay-hotels/near/me?latitude=30.27&longitude=-97.74', {
        waitUntil: 'load',
      });
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#__DEFER__hotels').count()).toBe(1);
      expect(apiCalls.filter((call) => call.startsWith('/api/v2/hotel/hotels'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('hydrates a result page whose rates stream in after the client entry has started', async () => {
    // The entry is an async module: it runs while the document still streams. Rates that
    // arrive later must not be read as "unavailable" (that rendered the error state on the
    // client: React error #418). A proxy holds the platform's rate call for 1.5 s so the
    // entry always starts first (for a crawler the document is complete, yet a long one is still
    // being parsed when the module runs: the intermittent failure); the stay comes from a saved search (cookie + session storage).
    let target = '';
    const proxy = (await import('node:http')).createServer((req, res) => {
      const forward = () => {
        const upstream = new URL(req.url ?? '/', target);
        const outgoing = httpRequest(
          upstream,
          { method: req.method, headers: { ...req.headers, host: upstream.host } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        outgoing.on('error', () => res.destroy());
        req.pipe(outgoing);
      };
      if (req.url?.startsWith('/v2/rate/hotel-rates')) setTimeout(forward, 1_500);
      else forward();
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const slowServer = (await import('node:http')).createServer();
    await new Promise<void>((resolve) => slowServer.listen(0, '127.0.0.1', resolve));
    const slowUrl = `http://127.0.0.1:${(slowServer.address() as AddressInfo).port}`;
    const slow = await startRenderSite(
      clientDir,
      { SITE_URL: slowUrl, API_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` },
      { seed: true },
    );
    target = slow.platform.url;
    slowServer.on('request', slow.app);
    // A person's browser (headless Chrome's user agent counts as a crawler, which is sent the
    // complete document at once): the shell streams first, the rates 1.5 s later.
    const context = await browser.newContext({
      baseURL: slowUrl,
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    try {
      const checkIn = new Date();
      checkIn.setHours(0, 0, 0, 0);
      checkIn.setDate(checkIn.getDate() + 10);
      const checkOut = new Date(checkIn);
      checkOut.setDate(checkOut.getDate() + 3);
      const saved = JSON.stringify({
        checkInDate: checkIn.getTime(),
        checkOutDate: checkOut.getTime(),
        searchPlace: null,
        searchAddress: null,
      });
      await context.addCookies([
        { name: 'current-search', value: encodeURIComponent(saved), url: slowUrl },
      ]);
      await page.addInitScript((value) => sessionStorage.setItem('currentSearch', value), saved);
      const started: string[] = [];
      await page.exposeFunction('__entryStartedWhile', (state: string) => started.push(state));
      await page.addInitScript(() => {
        // Records the document's state when the entry first looks for streamed data.
        const original = document.getElementById.bind(document);
        document.getElementById = (id: string) => {
          if (id.startsWith('__DEFER__'))
            (window as unknown as { __entryStartedWhile(state: string): void }).__entryStartedWhile(
              document.readyState,
            );
          return original(id);
        };
      });
      await page.goto('/extended-stay-hotels/locations/texas/austin/hotels', { waitUntil: 'load' });
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(started[0]).toBe('loading');
      const day = (date: Date) =>
        `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
      await expect
        .poll(() => page.locator('.results-tools__count').textContent())
        .toContain(`3 nights from ${day(checkIn)}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await closeServer(slowServer);
      await slow.close();
      await closeServer(proxy);
    }
  });

  it('announces a slow navigation after 3 s and lets a newer navigation supersede an older one', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    try {
      await page.goto('/login', { waitUntil: 'load' });
      await waitForHydration(page);
      // spec §9: slow after 3 s (a fast connection here).
      let releaseSlow: () => void = () => undefined;
      await page.route('**/api/site/rest/documents/web-page/majoraccounts', async (route) => {
        await new Promise<void>((resolve) => (releaseSlow = resolve));
        await route.continue().catch(() => undefined);
      });
      const started = Date.now();
      await page.locator('a[href="/majoraccounts"]').first().click();
      await page.waitForFunction(() =>
        document.querySelector('.route-status')?.textContent?.startsWith('Still loading'),
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
      expect(await page.locator('h1').first().textContent()).toBe('Sign In');

      // A newer navigation supersedes the slow one: the late answer never replaces it.
      await page.locator('a[href="/terms-of-use"]').first().click();
      await page.waitForFunction(() =>
        document
          .querySelector('link[rel="canonical"]')
          ?.getAttribute('href')
          ?.endsWith('/terms-of-use'),
      );
      expect(await page.locator('.route-status').textContent()).toBe('');
      releaseSlow();
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/terms-of-use');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${baseUrl}/terms-of-use`,
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('revalidates the page when the window regains focus, at most every 5 s', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    const documentCalls: number[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/site/rest/documents/web-page/who-we-are'))
        documentCalls.push(Date.now());
    });
    try {
      await page.goto('/who-we-are', { waitUntil: 'load' });
      await waitForHydration(page);
      const focus = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await focus();
      await page.waitForTimeout(300);
      expect(documentCalls).toHaveLength(0);
      await page.waitForTimeout(5_000);
      await focus();
      await page.waitForTimeout(300);
      expect(documentCalls).toHaveLength(1);
      await focus();
      await page.waitForTimeout(300);
      expect(documentCalls).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('hydrates every route without an error, and axe finds no WCAG A/AA violation', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    try {
      for (const url of [
        ...new Set(routes.map((route) => sampleUrls[route.id]!)),
        '/no/such/page',
      ]) {
        await page.goto(url, { waitUntil: 'load' });
        await waitForHydration(page);
        await expectNoAxeViolations(page);
        // The 404 page's own document answers 404, which Chrome reports once.
        const expected =
          url === '/no/such/page'
            ? [
                'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
              ]
            : [];
        expect(errors, url).toEqual(expected);
        errors.length = 0;
      }
    } finally {
      await context.close();
    }
  });
});
