// Browser test of the imagery (issue 13 "Imagery that looks designed", "Delivery"): the home
// hero loads as WebP at a width that fits the screen, with width and height and a high fetch
// priority, the content pages show their hero, and no page scrolls sideways at 320 or 1280 px.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { visit } from './support/page.ts';

async function heroOf(page: Page, selector: string) {
  const image = page.locator(selector);
  await image.evaluate((img: HTMLImageElement) =>
    img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve)),
  );
  return image.evaluate((img: HTMLImageElement) => ({
    currentSrc: img.currentSrc,
    naturalWidth: img.naturalWidth,
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    fetchPriority: img.getAttribute('fetchpriority'),
    loading: img.getAttribute('loading'),
    shown: img.getBoundingClientRect().width,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
}

describeInBrowser('imagery', () => {
  for (const width of [320, 1280]) {
    it(`loads the home hero as WebP with its size at ${width} px, nothing overflowing`, async ({
      open,
    }) => {
      const { page, errors } = await open({ width, height: 900 });
      const types = new Map<string, string>();
      page.on('response', (response) => {
        if (response.url().includes('/media/images/'))
          types.set(response.url(), response.headers()['content-type'] ?? '');
      });
      await visit(page, '/');
      const hero = await heroOf(page, '.home-hero img');
      expect(hero.currentSrc).toMatch(/\/media\/images\/content\/home-hero\.svg\?w=\d+&fm=webp$/);
      // On a cold cache a render that misses its deadline answers once with the SVG, uncached;
      // the rendition the browser chose is WebP as soon as it is rendered.
      const first = types.get(hero.currentSrc);
      expect(['image/webp', 'image/svg+xml; charset=utf-8']).toContain(first);
      await expect
        .poll(async () => (await page.request.get(hero.currentSrc)).headers()['content-type'], {
          timeout: 15_000,
        })
        .toBe('image/webp');
      expect(hero.naturalWidth).toBeGreaterThan(0);
      // The chosen rendition covers the screen without being one of the largest on a phone.
      const chosen = Number(new URL(hero.currentSrc).searchParams.get('w'));
      expect(chosen).toBeGreaterThanOrEqual(width);
      if (width === 320) expect(chosen).toBeLessThanOrEqual(960);
      expect(hero).toMatchObject({
        width: '800',
        height: '533',
        fetchPriority: 'high',
        loading: 'eager',
      });
      expect(hero.shown).toBeGreaterThanOrEqual(width - 1);
      expect(hero.overflow).toBe(0);

      // Every image of the page has its width and height, and the destinations load lazily.
      const missing = await page.$$eval(
        'main img',
        (images) =>
          images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).length,
      );
      expect(missing).toBe(0);
      expect(await page.locator('.home-destination img[loading="lazy"]').count()).toBe(8);

      await visit(page, '/offers');
      const offers = await heroOf(page, '.content-hero img');
      expect(offers.currentSrc).toMatch(/content\/offers-hero\.svg\?w=\d+&fm=webp$/);
      expect(offers.overflow).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});
