// The offline hotel map on a dense result page (a whole state): every hotel keeps a marker of its
// own (no numbered clusters): price labels never cover one
// another, a hotel whose label would is a dot, hotels too close for a target each are a group that
// still draws each one's dot and zooms in to them; targets never overlap (WCAG 2.2 2.5.8) and axe
// finds nothing with the map loaded, at desktop and phone widths.
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import type { Page } from 'playwright-core';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { visit } from './support/page.ts';
import { overlappingPairs } from './support/overlaps.ts';

const TEXAS = '/extended-stay-hotels/locations/texas/hotels';

/** How many pairs of the map's targets (labels, dots, groups) overlap on screen. */
const overlappingTargets = (page: Page) => overlappingPairs(page, 'button.map-marker, .map-group');

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
  it('gives each hotel its marker; targets never overlap; a group zooms in to its hotels', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.desktop);
    await visit(page, TEXAS);
    await page.locator('.map-group').first().waitFor();
    await page.locator('.map-marker--label').first().waitFor();
    await oneMarkerEach(page);
    expect(await overlappingTargets(page)).toBe(0);
    await expectNoAxeViolations(page);

    // A group zooms in until its hotels part: more targets of their own.
    const group = page.locator('.map-group').first();
    const count = await group.locator('.map-marker').count();
    expect(count).toBeGreaterThan(1);
    const before = await page.locator('button.map-marker').count();
    await group.click();
    await page.waitForFunction(
      (was) => document.querySelectorAll('button.map-marker').length > was,
      before,
    );
    expect(await overlappingTargets(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps targets apart at 375 px too', async ({ open }) => {
    const { page, errors } = await open(viewports.mobile);
    await visit(page, TEXAS);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await page.locator('.map-marker--label').first().waitFor();
    await oneMarkerEach(page);
    expect(await overlappingTargets(page)).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
