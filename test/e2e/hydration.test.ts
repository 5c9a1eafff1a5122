// In a real browser (Chromium): the server's document hydrates without refetching its data and
// without a hydration error; a link then navigates on the client — one data request for the new
// page (/_data, its loader run on the site, no /api call of the browser's own), with the new
// page's own title and canonical link, and no full page load.
import { expect } from 'vitest';
import { describeInBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { it } from './support/fixture.ts';
import { waitForHydration } from './support/page.ts';
import { routes } from '#shared/routes.ts';
import { sampleUrls } from '#test/support/sample-urls.ts';

describeInBrowser('hydration and client navigation', () => {
  it.beforeAll(async ({ site }) => {
    // CMS rich text that must be cleaned on client navigation too (by the site, whose loader runs
    // for the navigation's data request).
    await site.platform.store.db
      .updateTable('cms_documents')
      .set({
        body: JSON.stringify([
          {
            markupType: 'rich-text',
            html: '<h1>Deals</h1><p id="kept">Kept <strong>bold</strong> <a href="javascript:alert(1)">bad link</a></p><img src="/media/images/content/hero-suite.jpg" alt="" onerror="window.__pwned=1"><script>window.__pwned=2</script><style>body{display:none}</style>',
          },
        ]),
      })
      .where('key', '=', 'offers')
      .execute();
  });

  it('hydrates without refetching and navigates on the client', async ({ open, site }) => {
    const { page, errors } = await open();
    const apiCalls: string[] = [];
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
      if (url.pathname === '/_data') dataCalls.push(url.searchParams.get('path') ?? '');
    });
    // The product's 2 s dedupe runs on the page's clock: held still here (timers still run), so that
    // "back within 2 s" holds however slowly this machine runs.
    await page.clock.setFixedTime(Date.now());
    const response = await page.goto('/who-we-are', { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const firstTitle = await page.title();
    expect(firstTitle).toContain('Who We Are');
    // Hydration used the handoff: the page's document was not fetched again.
    expect(apiCalls.filter((call) => call.includes('/site/rest/documents/web-page/'))).toEqual([]);
    expect(dataCalls).toEqual([]);
    expect(errors).toEqual([]);

    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    await page.locator('a[href="/offers"]').first().click();
    await page.waitForURL(`${site.url}/offers`);
    await page.waitForFunction(() =>
      document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith('/offers'),
    );
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);
    expect(dataCalls).toEqual(['/offers']);
    expect(apiCalls.filter((call) => call.includes('/site/rest/documents/'))).toEqual([]);
    expect(await page.title()).not.toBe(firstTitle);
    expect(await page.locator('h1').first().textContent()).toBe('Deals');
    // The sanitiser kept the text and the allowed markup, and dropped the rest.
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
    // The image itself is a 404. Nothing else may appear.
    const expected = /Failed to load resource: the server responded with a status of 404/;
    expect(errors.filter((error) => !expected.test(error))).toEqual([]);
    errors.length = 0;

    // Back to the first page within 2 s: served from the data layer, no new request.
    const before = apiCalls.length;
    const dataBefore = dataCalls.length;
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
    expect(dataCalls.slice(dataBefore)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('hydrates streamed (deferred) data from the document without asking again', async ({
    open,
  }) => {
    const { page, errors } = await open();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    });
    // A person gets the shell first; the hotel list streams in behind Suspense.
    await page.goto('/extended-stay-hotels/near/me?latitude=30.27&longitude=-97.74', {
      waitUntil: 'load',
    });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#__DEFER__hotels').count()).toBe(1);
    expect(apiCalls.filter((call) => call.startsWith('/api/v2/hotel/hotels'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('hydrates every route without an error, and axe finds no WCAG A/AA violation', async ({
    open,
  }) => {
    const { page, errors } = await open();
    for (const url of [...new Set(routes.map((route) => sampleUrls[route.id]!)), '/no/such/page']) {
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
  });
});
