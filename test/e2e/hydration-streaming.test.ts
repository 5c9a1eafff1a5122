// In a real browser (Chromium): a result page whose rates stream in after the client entry has
// started still hydrates; a slow client navigation is announced after 3 s and a newer one
// supersedes it; the page revalidates when the window regains focus, at most every 5 s.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, viewports } from './support/browser.ts';
import { it } from './support/fixture.ts';
import { routeDataFor, waitForHydration } from './support/page.ts';
import { startSite } from './support/site.ts';
import { startHoldingProxy } from './support/holding-proxy.ts';

/** Two frames of the page's own event loop: what an answer that has arrived sets off has run. */
const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

describeInBrowser('hydration while data streams, and slow navigations', () => {
  it('hydrates a result page whose rates stream in after the client entry has started', async ({
    open,
  }) => {
    // The entry is an async module: it runs while the document still streams. Rates that
    // arrive later must not be read as "unavailable" (that rendered the error state on the
    // client: React error #418). A proxy holds the platform's rate call until the entry has
    // started, so it always starts first (for a crawler the document is complete, yet a long one is still
    // being parsed when the module runs: the intermittent failure); the stay comes from a saved
    // search (cookie + session storage).
    let markStarted = () => {};
    const entryStarted = new Promise<void>((resolve) => (markStarted = resolve));
    // The rates are held until the entry has started, so it always starts first.
    const proxy = await startHoldingProxy((path) =>
      path.startsWith('/v2/rate/hotel-rates') ? entryStarted : null,
    );
    // A second site of its own whose platform calls go through the proxy.
    const slow = await startSite({ API_URL: proxy.url });
    proxy.forwardTo(slow.platform.url);
    try {
      // A person's browser (headless Chrome's user agent counts as a crawler, which is sent the
      // complete document at once): the shell streams first, the rates once the entry runs.
      const { page, context, errors } = await open(viewports.desktop, {
        baseURL: slow.url,
        userAgent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      });
      // The entry's modules come from the browser's cache on the page under test, so that it
      // starts well within the site's deadline for the held rate call (UPSTREAM_TIMEOUT_MS).
      await page.goto('/terms-of-use', { waitUntil: 'load' });
      await waitForHydration(page);
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
        { name: 'current-search', value: encodeURIComponent(saved), url: slow.url },
      ]);
      await page.addInitScript((value) => sessionStorage.setItem('currentSearch', value), saved);
      const started: string[] = [];
      await page.exposeFunction('__entryStartedWhile', (state: string) => {
        started.push(state);
        markStarted();
      });
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
      await slow.close();
      await proxy.close();
    }
  });

  it('announces a slow navigation after 3 s and lets a newer navigation supersede an older one', async ({
    open,
    site,
  }) => {
    const { page, errors } = await open();
    await page.goto('/login', { waitUntil: 'load' });
    await waitForHydration(page);
    // Slow after 3 s (a fast connection here).
    let releaseSlow: () => void = () => undefined;
    await page.route(routeDataFor('/majoraccounts'), async (route) => {
      await new Promise<void>((resolve) => (releaseSlow = resolve));
      await route.continue().catch(() => undefined);
    });
    // The held request ends one way or the other: answered once released, or dropped by the
    // browser when the newer navigation aborts it.
    const slowRequestEnded = new Promise<void>((resolve) => {
      const ended = (request: { url(): string }) => {
        if (routeDataFor('/majoraccounts')(new URL(request.url()))) resolve();
      };
      page.on('requestfinished', ended);
      page.on('requestfailed', ended);
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
    await slowRequestEnded;
    await nextFrames(page);
    expect(new URL(page.url()).pathname).toBe('/terms-of-use');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${site.url}/terms-of-use`,
    );
    expect(errors).toEqual([]);
  });

  it('revalidates the page when the window regains focus, at most every 5 s', async ({ open }) => {
    const { page, errors } = await open();
    const documentCalls: number[] = [];
    page.on('request', (request) => {
      if (routeDataFor('/who-we-are')(new URL(request.url()))) documentCalls.push(Date.now());
    });
    // The product's 5 s throttle runs on the page's clock: a fake one, moved on instead of waited for.
    await page.clock.install();
    await page.goto('/who-we-are', { waitUntil: 'load' });
    await waitForHydration(page);
    const focus = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await focus();
    await nextFrames(page);
    expect(documentCalls).toHaveLength(0);
    await page.clock.fastForward(5_000);
    await focus();
    await expect.poll(() => documentCalls).toHaveLength(1);
    await focus();
    await nextFrames(page);
    expect(documentCalls).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
