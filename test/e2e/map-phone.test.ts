// The results map as a guest meets it on a phone (375 px, touch): the Dallas first view showed one
// price and grouped dots for the rest; labels now stand below, beside or off their points on a
// stem where the spot above is taken, so most hotels show their price as at 1280 px, all in view,
// no two targets overlapping. And the pop-up of a hotel whose rooms cannot sleep the party in the
// rooms asked for said "Sold Out"; it says what the hotel's card says and searches for more rooms.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { visit } from './support/page.ts';
import { overlappingPairs } from './support/overlaps.ts';
import { DALLAS } from './support/search.ts';

const phone = { hasTouch: true, isMobile: true };

/** The phone's Map tab, once every card's marker is on it and the rates have come. */
async function openMap(page: Page, path: string) {
  await visit(page, path);
  await page.getByRole('button', { name: 'Map', exact: true }).tap();
  const map = page.getByRole('region', { name: /^Map of hotels/ });
  await expect
    .poll(() => map.locator('.map-marker__label').count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect.poll(() => map.locator('.map-marker').count()).toBe(12);
  return map;
}

describeInBrowser('the results map on a phone', () => {
  it('shows most hotels with their price on the first view at 375 px, every one whole in view', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.mobile, phone);
    const map = await openMap(page, DALLAS);
    // Let the rates settle: the count of labels is that of the first view the guest sees.
    await page.waitForTimeout(500);
    const labels = map.locator('.map-marker--label');
    // It was 1 of 12: every other hotel was a dot in a group with no price in sight.
    expect(await labels.count()).toBeGreaterThanOrEqual(9);
    const frame = (await map.boundingBox())!;
    for (const box of await labels.evaluateAll((found) =>
      found.map((label) => label.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(frame.x);
      expect(box.top).toBeGreaterThanOrEqual(frame.y);
      expect(box.right).toBeLessThanOrEqual(frame.x + frame.width);
      expect(box.bottom).toBeLessThanOrEqual(frame.y + frame.height);
    }
    // A label off its point draws a stem that ends on the hotel's point: the label opens its hotel.
    expect(await overlappingPairs(page, 'button.map-marker, .map-group')).toBe(0);
    const lifted = map.locator('.map-marker--lifted').first();
    if (await lifted.count()) {
      const name = await lifted.getAttribute('data-hotel-id');
      await lifted.tap();
      const popup = map.getByRole('dialog', { name: 'Hotel details' });
      const card = page.locator(`.result-card[data-hotel-id="${name}"]`);
      expect(await popup.locator('.map-info__name').textContent()).toBe(
        (await card.locator('h2, h3').first().textContent())?.trim(),
      );
    }
    expect(errors).toEqual([]);
  });

  it('2 adults and a child: the pop-up says the hotel needs 2 rooms, as its card does, not "Sold Out"', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.mobile, phone);
    await visit(page, `${DALLAS}?adults=2&children=1&rooms=1`);
    // Richardson (TX854) has only rooms for 2: its card says so once the rates are in.
    const card = page.locator('.result-card', { hasText: 'Richardson' }).first();
    // textContent, not innerText: a card below the screen is not laid out yet
    // (content-visibility), and innerText of an unlaid card is empty.
    await expect
      .poll(() => card.textContent(), { timeout: 15_000 })
      .toContain('Rooms for this party need 2 rooms');
    await card.getByRole('button', { name: 'Show on map' }).tap();
    const map = page.getByRole('region', { name: /^Map of hotels/ });
    const popup = map.getByRole('dialog', { name: 'Hotel details' });
    // "Show on map" zooms to the hotel: its marker is a target of its own, which opens its pop-up.
    const target = map.locator('button.map-marker[data-hotel-id="TX854"]');
    await target.waitFor();
    if (!(await popup.isVisible())) await target.tap();
    await popup.waitFor();
    expect(await popup.innerText()).toContain('Rooms for this party need 2 rooms');
    expect(await popup.innerText()).not.toContain('Sold Out');
    const marker = map.locator('.map-marker[data-hotel-id="TX854"]');
    expect(await marker.textContent()).toContain('Needs 2 rooms');
    expect(await marker.textContent()).not.toContain('Sold Out');
    await popup.getByRole('link', { name: 'Search for 2 rooms' }).tap();
    await page.waitForURL((url) => url.searchParams.get('rooms') === '2');
    expect(new URL(page.url()).pathname).toBe(DALLAS);
    const again = page.locator('.result-card', { hasText: 'Richardson' }).first();
    await expect.poll(() => again.locator('.result-price').count(), { timeout: 15_000 }).toBe(1);
    expect(errors).toEqual([]);
  });
});
