// A guest's client navigations each make one data request (shared/data/route-data.ts): home →
// the Dallas results by the search form → a hotel by a click on a result. Each navigation asks
// /_data once for its address and the browser makes no platform call of its own for hotels,
// rates or reviews (the suggestions as the guest types are the search box's own); no loader code
// is fetched; the progress bar shows while the data is on its way (the data request delayed
// here, so that it shows on any machine), and the streamed parts (prices, rooms) arrive.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { projectRoot } from './support/site.ts';
import { visit } from './support/page.ts';
import { DALLAS, expectDallasResults } from './support/search.ts';

/** How long each data request is held: far past the bar's 40 ms, so it always shows. */
const DATA_DELAY_MS = 600;

/**
 * Strings only the loaders' own code holds (the platform hotel's parsing, the result page's
 * place look-up): a script carrying one is loader code.
 */
const LOADER_MARKERS = ['hotelSummary', 'result-page'];

interface Seen {
  data: string[];
  platform: string[];
  /** Each script's path when it is loader code, else null, once its body is read. */
  scripts: Promise<string | null>[];
}

/** What the browser asks for from now on: data requests, platform calls, loader code. */
function watch(page: Page): Seen {
  const seen: Seen = { data: [], platform: [], scripts: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/_data') seen.data.push(url.searchParams.get('path') ?? '');
    else if (/^\/api\/.*(hotel|rate|review)/.test(url.pathname)) seen.platform.push(url.pathname);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    seen.scripts.push(
      response.text().then(
        (text) =>
          LOADER_MARKERS.some((marker) => text.includes(marker))
            ? new URL(response.url()).pathname
            : null,
        () => null,
      ),
    );
  });
  return seen;
}

describeInBrowser('one data request per navigation', () => {
  it('the markers name loader code the build really has', () => {
    // Else the "no loader code" check below could never fail.
    const dir = path.join(projectRoot, 'dist/client/assets');
    const scripts = readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(dir, name), 'utf8'));
    for (const marker of LOADER_MARKERS)
      expect(
        scripts.some((text) => text.includes(marker)),
        marker,
      ).toBe(true);
  });

  it('home → results by the search form → a hotel by a click: one /_data request each, no platform call, the bar meanwhile', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.desktop);
    await page.route(
      (url) => url.pathname === '/_data',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, DATA_DELAY_MS));
        await route.continue().catch(() => undefined);
      },
    );
    await visit(page, '/', { axe: false });
    const bar = page.getByRole('progressbar', { name: 'Loading the page' });

    await page.locator('#place-input').fill('Dallas');
    await page
      .getByRole('option', { name: /^Dallas, TX/ })
      .first()
      .click();
    // From the click on Find a Hotel: the results' one request, for the address searched.
    let seen = watch(page);
    await page.getByRole('button', { name: 'Find a Hotel' }).click();
    await bar.waitFor();
    await expectDallasResults(page);
    // The prices themselves, streamed after the list: not their placeholders.
    await page.locator('.result-price:not([aria-hidden]) .price__dollars').first().waitFor();
    await expect.poll(() => bar.count()).toBe(0);
    await page.waitForLoadState('networkidle');
    const searched = new URL(page.url());
    expect(seen.data).toEqual([searched.pathname + searched.search]);
    expect(searched.pathname).toBe(DALLAS);
    expect(seen.platform).toEqual([]);

    // A click on a result: the hotel's one request; its rooms and reviews stream in with it.
    page.removeAllListeners('request');
    page.removeAllListeners('response');
    const firstHotel = page.locator('.result-card__name a').first();
    const hotelPath = new URL((await firstHotel.getAttribute('href'))!, page.url()).pathname;
    const hotelName = (await firstHotel.textContent())!;
    const afterSearch = seen;
    seen = watch(page);
    await firstHotel.click();
    await bar.waitFor();
    await page.getByRole('heading', { level: 1, name: hotelName }).waitFor();
    await expect.poll(() => bar.count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(hotelPath);
    expect(seen.data.map((address) => address.split('?')[0])).toEqual([hotelPath]);
    expect(seen.platform).toEqual([]);
    const loaderCode = await Promise.all([...afterSearch.scripts, ...seen.scripts]);
    expect(loaderCode.filter(Boolean)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
