// The offline hotel map on a dense result page (a whole state): every hotel keeps a marker of its
// own (spec §2 "Each hotel has a marker"; no numbered clusters): price labels never cover one
// another, a hotel whose label would is a dot, a dot opens the hotel's window like a label does,
// and axe finds nothing with the map loaded, at desktop and phone widths.
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import type { Page } from 'playwright-core';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { visit } from './support/page.ts';
import { overlappingPairs } from './support/overlaps.ts';

const TEXAS = '/extended-stay-hotels/locations/texas/hotels';

/** How many pairs of price labels overlap on screen. */
const overlappingLabels = (page: Page) => overlappingPairs(page, '.map-marker--label');

/** Every listed hotel has exactly one marker on the map, and there is no cluster. */
async function oneMarkerEach(page: Page): Promise<void> {
  const ids = await page
    .locator('.result-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-hotel-id')));
  const markers = await page
    .locator('.map-marker')
    .evaluateAll((found) => found.map((marker) => marker.getAttribute('data-hotel-id')));
  expect(markers.sort()).toEqual(ids.sort());
  expect(await page.locator('.map-cluster').count()).toBe(0);
}

describeInBrowser('map markers on a state map', () => {
  it('gives each hotel its marker; labels never overlap; a dot opens its hotel', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.desktop);
    await visit(page, TEXAS);
    await page.locator('.map-marker--dot').first().waitFor();
    await page.locator('.map-marker--label').first().waitFor();
    await oneMarkerEach(page);
    expect(await overlappingLabels(page)).toBe(0);
    await expectNoAxeViolations(page);

    // A dot is a marker like any other: from the keyboard, its window opens with its price.
    const dot = page.locator('.map-marker--dot').first();
    const name = await dot.locator('.visually-hidden').first().textContent();
    await dot.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Hotel details' });
    await popup.waitFor();
    expect(name).toContain(await popup.locator('.map-info__name').textContent());
    expect(errors).toEqual([]);
  });

  it('keeps labels apart at 375 px too', async ({ open }) => {
    const { page, errors } = await open(viewports.mobile);
    await visit(page, TEXAS);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await page.locator('.map-marker--label').first().waitFor();
    await oneMarkerEach(page);
    expect(await overlappingLabels(page)).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
