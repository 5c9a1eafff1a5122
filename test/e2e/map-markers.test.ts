// The hotel map as a guest meets it on the Dallas results (12 hotels): every hotel has a marker of
// its own carrying the card's all-in price, every marker is whole on the first view at 1280 and at
// 375 px, and its pop-up repeats the same total; zoomed in as far as the offline map goes at
// 375 px, no big blank patch of land is left (a zoomed cluster once showed a bare beige square).
// SCREENSHOT_DIR=dir keeps the pictures (results map, pop-up, hotel page map) at 375, 768, 1280.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports, type Viewport } from './support/browser.ts';
import { largestBlankSquare } from './support/blank-area.ts';
import { visit } from './support/page.ts';
import { overlappingPairs } from './support/overlaps.ts';

const DALLAS = '/extended-stay-hotels/locations/texas/dallas/hotels';
const HOTEL = '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown';
const SHOTS = process.env.SCREENSHOT_DIR;
const tablet: Viewport = { width: 768, height: 1000 };
/** The offline map's land (hotel-map.css .hotel-map__land). */
const LAND: [number, number, number] = [0xf4, 0xf1, 0xe8];

/** The results map, shown (the phone's Map tab) and with a marker for every card. */
async function resultsMap(page: Page): Promise<Locator> {
  await visit(page, DALLAS);
  // Phones show the list or the map (a "Map" switch); wider screens show both.
  const mapTab = page.getByRole('button', { name: 'Map', exact: true });
  if (await mapTab.isVisible()) await mapTab.click();
  const map = page.getByRole('region', { name: /^Map of hotels/ });
  await map.scrollIntoViewIfNeeded();
  const cards = await page.locator('.result-card').count();
  expect(cards).toBe(12);
  // The rates stream in after the page: wait until the cards and the markers show them.
  await expect
    .poll(() => map.locator('.map-marker__label').count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect.poll(() => map.locator('.map-marker').count()).toBe(cards);
  return map;
}

/** What each card leads with: its all-in total ("$680.40"), or its state. */
function cardPrices(page: Page): Promise<Record<string, string>> {
  return page
    .locator('.result-card')
    .evaluateAll((cards) =>
      Object.fromEntries(
        cards.map((card) => [
          card.getAttribute('data-hotel-id') ?? '',
          (
            card.querySelector('.price--total')?.textContent ??
            card.querySelector('.result-card__status')?.textContent ??
            ''
          ).trim(),
        ]),
      ),
    );
}

describeInBrowser('hotel map markers', () => {
  for (const viewport of [viewports.desktop, tablet, viewports.mobile])
    it(`gives every hotel its own marker with the card's price, all in view, at ${viewport.width} px`, async ({
      open,
    }) => {
      const { page, errors } = await open(viewport);
      const map = await resultsMap(page);
      const prices = await cardPrices(page);
      const frame = (await map.boundingBox())!;
      for (const [id, price] of Object.entries(prices)) {
        const marker = map.locator(`.map-marker[data-hotel-id="${id}"]`);
        expect(await marker.count()).toBe(1);
        // Its target's name says the price, even as a dot or in a group of hotels too close
        // together for a target each; a label shows it.
        const target = marker.locator('xpath=ancestor-or-self::button[1]');
        expect(await target.textContent()).toContain(price);
        if (await marker.locator('.map-marker__label').count())
          expect(await marker.locator('.map-marker__label').textContent()).toBe(price);
        // The first view fits all markers, each whole inside the map.
        const box = (await marker.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(frame.x);
        expect(box.y).toBeGreaterThanOrEqual(frame.y);
        expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
        expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
      }
      expect(await map.locator('.map-cluster').count()).toBe(0);
      // WCAG 2.2 2.5.8: the targets (labels, dots, groups) never overlap.
      expect(await overlappingPairs(page, 'button.map-marker, .map-group')).toBe(0);
      if (SHOTS) await map.screenshot({ path: `${SHOTS}/map-results-${viewport.width}.png` });

      // The pop-up of a priced marker leads with the same total.
      const label = map.locator('.map-marker--label').first();
      const price = await label.locator('.map-marker__label').textContent();
      await label.click();
      const popup = map.getByRole('dialog', { name: 'Hotel details' });
      await popup.waitFor();
      expect(await popup.locator('.price--total').textContent()).toBe(price);
      if (SHOTS) await map.screenshot({ path: `${SHOTS}/map-popup-${viewport.width}.png` });
      expect(errors).toEqual([]);
    });

  it('leaves no big blank patch zoomed in as far as it goes, over each hotel, at 375 px', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.mobile);
    await resultsMap(page);
    const map = page.getByRole('region', { name: /^Map of hotels/ });
    const cards = page.locator('.result-card');
    for (let index = 0; index < 4; index++) {
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await cards.nth(index).getByRole('button', { name: 'Show on map' }).click();
      const zoomIn = map.getByRole('button', { name: 'Zoom in', exact: true });
      while (await zoomIn.isEnabled()) await zoomIn.click();
      // Close in, the state's detailed file draws the names: wait until they stay put.
      let last = '';
      await expect
        .poll(
          async () => {
            const names = (await map.locator('svg text').allTextContents()).join('|');
            const still = names === last && names !== '';
            last = names;
            return still;
          },
          { timeout: 15_000, interval: 300 },
        )
        .toBe(true);
      expect(await map.locator('svg text').count()).toBeGreaterThanOrEqual(4);
      const shot = await map.screenshot();
      const width = (await map.boundingBox())!.width;
      expect(await largestBlankSquare(shot, LAND)).toBeLessThan(width * 0.55);
      if (SHOTS && index === 0) await map.screenshot({ path: `${SHOTS}/map-closest-375.png` });
    }
    expect(errors).toEqual([]);
  });

  if (SHOTS)
    for (const viewport of [viewports.desktop, tablet, viewports.mobile])
      it(`pictures the hotel page's map at ${viewport.width} px`, async ({ open }) => {
        const { page } = await open(viewport);
        await visit(page, HOTEL);
        const section = page.locator('.hotel-page__map');
        await section.scrollIntoViewIfNeeded();
        await section.locator('.hotel-map__city').first().waitFor({ timeout: 15_000 });
        await section.screenshot({ path: `${SHOTS}/map-hotel-${viewport.width}.png` });
      });
});
