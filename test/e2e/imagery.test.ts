// Browser test of the imagery: the home
// hero, a rendered picture (docs/decisions/0035), loads as one WebP rendition no wider than the
// screen needs, cached for a year, with width and height and a high fetch priority; the content
// pages show their hero, and no page scrolls sideways at 320 or 1280 px.
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
    it(`loads the home hero as a WebP rendition with its size at ${width} px, nothing overflowing`, async ({
      open,
    }) => {
      const { page, errors } = await open({ width, height: 900 });
      const responses = new Map<string, Record<string, string>>();
      page.on('response', (response) => {
        if (response.url().includes('/media/images/'))
          responses.set(response.url(), response.headers());
      });
      await visit(page, '/');
      const hero = await heroOf(page, '.home-hero img');
      expect(hero.currentSrc).toMatch(/\/media\/images\/content\/home-hero\.jpg\?w=\d+&fm=webp$/);
      // One request for the picture, at a width for this screen (the test browser's density is 1).
      const asked = [...responses.keys()].filter((url) => url.includes('home-hero'));
      expect(asked).toEqual([hero.currentSrc]);
      const renditionWidth = Number(/w=(\d+)/.exec(hero.currentSrc)?.[1]);
      expect(renditionWidth).toBeGreaterThanOrEqual(width);
      expect(renditionWidth).toBeLessThanOrEqual(Math.max(480, width * 1.5));
      const headers = responses.get(hero.currentSrc)!;
      // A cold rendition cache may answer the first request with the JPEG original, uncached.
      expect(headers['content-type']).toMatch(/^image\/(webp|jpeg)$/);
      expect(hero.naturalWidth).toBeGreaterThan(0);
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
      expect(offers.currentSrc).toMatch(/content\/offers-hero\.jpg\?w=\d+&fm=webp$/);
      expect(offers.naturalWidth).toBeGreaterThan(0);
      expect(offers.overflow).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});
