// The offline hotel map on a dense result page (a whole state): markers that would overlap are
// merged into cluster buttons (WCAG 2.2 2.5.8 target size), a cluster zooms in to its hotels, and
// axe finds nothing with the map loaded, at desktop and phone widths.
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import type { Page } from 'playwright-core';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { visit } from './support/page.ts';
import { overlappingPairs } from './support/overlaps.ts';

const TEXAS = '/extended-stay-hotels/locations/texas/hotels';

/** How many pairs of map targets (markers and clusters) overlap on screen. */
const overlappingTargets = (page: Page) => overlappingPairs(page, '.map-marker, .map-cluster');

describeInBrowser('map clusters', () => {
  it('merges overlapping markers on a state map; a cluster zooms in to its hotels', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.desktop);
    await visit(page, TEXAS);
    const cluster = page.locator('.map-cluster').first();
    await cluster.waitFor();
    expect(await overlappingTargets(page)).toBe(0);
    await expectNoAxeViolations(page);

    const count = Number((await cluster.textContent())?.match(/^\d+/)?.[0]);
    expect(count).toBeGreaterThan(1);
    const markersBefore = await page.locator('.map-marker').count();
    await cluster.click();
    await page.waitForFunction(
      (before) => document.querySelectorAll('.map-marker').length > before,
      markersBefore,
    );
    expect(await overlappingTargets(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps targets apart at 375 px too', async ({ open }) => {
    const { page, errors } = await open(viewports.mobile);
    await visit(page, TEXAS);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await page.locator('.map-cluster').first().waitFor();
    expect(await overlappingTargets(page)).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
