// a brand-grade look, the third look review's leftovers, each measured: the deals grid
// leaves no offer alone on its last row, the hotel's policies are tiles side by side, and a
// signed-in device is a row across its card (not kept to a line of text's measure).
import { expect } from 'vitest';
import { signInDemoGuest } from './support/accounts.ts';
import { describeInBrowser } from './support/browser.ts';
import { it } from './support/fixture.ts';
import { visit } from './support/page.ts';

const HOTEL = '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown';

describeInBrowser('look details, third review', () => {
  it('deals: every row of offers is full at 768 and 1280 px', async ({ open }) => {
    for (const width of [768, 1280]) {
      const { page } = await open({ width, height: 900 });
      await visit(page, '/offers', { axe: false });
      const rows = await page.locator('.offers > .offer').evaluateAll((offers) => {
        const grid = offers[0]!.parentElement!.getBoundingClientRect();
        const byTop = new Map<number, number>();
        for (const offer of offers) {
          const box = offer.getBoundingClientRect();
          const top = Math.round(box.top);
          byTop.set(top, (byTop.get(top) ?? 0) + box.width);
        }
        return [...byTop.values()].map((used) => used / grid.width);
      });
      expect(rows.length, `${width} px`).toBeGreaterThan(1);
      // A row's offers and the gaps between them span the grid (gaps take under 10 %).
      for (const share of rows) expect(share, `${width} px: ${rows}`).toBeGreaterThan(0.9);
    }
  });

  it('hotel policies: tiles side by side at 1280 px, stacked at 375 px', async ({ open }) => {
    for (const [width, columns] of [
      [1280, 3],
      [375, 1],
    ] as const) {
      const { page } = await open({ width, height: 900 });
      await visit(page, HOTEL, { axe: false });
      const tiles = page.locator('.hotel-page__policies li');
      const tops = await tiles.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `${width} px`).toBe(tops.length / columns);
      expect(await tiles.first().evaluate((item) => getComputedStyle(item).listStyleType)).toBe(
        'none',
      );
    }
  });

  it('My Account at 1280 px: a signed-in device spans its card', async ({ open, site }) => {
    const { page } = await open({ width: 1280, height: 900 });
    await signInDemoGuest(page, site);
    await visit(page, '/my-account', { axe: false });
    const device = page.locator('.session-list__item').first();
    await device.waitFor();
    const [item, list] = await Promise.all([
      device.boundingBox(),
      page.locator('.session-list').boundingBox(),
    ]);
    expect(item!.width).toBeGreaterThan(list!.width - 2);
    expect(list!.width).toBeGreaterThan(900);
  });
});
