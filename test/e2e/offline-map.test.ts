// The offline map reads as a map: city names appear by zoom and never overlap, a scale
// bar and the data's attribution are there, a pop-up keeps clear of the zoom buttons and Escape
// closes it (focus back on its marker), "Show on map" centres the hotel; the phone's list/map
// switch; the hotel page's location section. No overflow and axe clean at 375 and 1280 px.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { visit } from './support/page.ts';
import { overlappingPairs } from './support/overlaps.ts';

const DALLAS = '/extended-stay-hotels/locations/texas/dallas/hotels';
const HOTEL = '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown';

type Rect = { x: number; y: number; width: number; height: number };
const meet = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const cityNames = (map: Locator) => map.locator('.hotel-map__city text').allTextContents();

/** Waits until the map has drawn its names (its data files have arrived) and they stay put. */
async function namesDrawn(map: Locator): Promise<string[]> {
  let last = '';
  await expect
    .poll(
      async () => {
        const names = (await cityNames(map)).join('|');
        const settled = names !== '' && names === last;
        last = names;
        return settled;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
  return cityNames(map);
}

/** How many pairs of drawn names overlap on screen. */
const overlappingNames = (page: Page) => overlappingPairs(page, '.hotel-map svg text');

async function noOverflow(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

describeInBrowser('offline map', () => {
  it('names more, smaller places closer in, never overlapping; scale bar and attribution', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.desktop);
    await visit(page, DALLAS);
    const map = page.getByRole('region', { name: /^Map of hotels/ });
    const near = await namesDrawn(map);
    expect(await overlappingNames(page)).toBe(0);
    await expect.poll(() => map.locator('.hotel-map__county').count()).toBe(1);
    await expect(map.locator('.hotel-map__scale').innerText()).resolves.toMatch(/^\d[\d,.]* mi$/);
    const credit = await map.locator('.hotel-map__credit').innerText();
    expect(credit).toContain('US Census Bureau');
    expect(credit).toContain('GeoNames');

    // Three steps out: fewer names, only bigger places, no county lines, and the state's name.
    for (let step = 0; step < 3; step++)
      await map.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => map.locator('.hotel-map__state-name').count()).toBeGreaterThan(0);
    const far = await namesDrawn(map);
    expect(far.length).toBeGreaterThan(0);
    expect(far.length).toBeLessThan(near.length);
    expect(near.filter((name) => !far.includes(name)).length).toBeGreaterThan(0);
    expect(await map.locator('.hotel-map__county').count()).toBe(0);
    expect(await overlappingNames(page)).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('keeps a pop-up off the zoom buttons; Escape closes it and focus returns to its marker', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.desktop);
    await visit(page, DALLAS);
    const map = page.getByRole('region', { name: /^Map of hotels/ });
    await namesDrawn(map);
    const marker = map.locator('.map-marker').first();
    const id = await marker.getAttribute('data-hotel-id');
    // Drag the map until this marker sits right under the zoom buttons.
    const zoom = (await map.locator('.hotel-map__zoom').boundingBox())!;
    const pin = (await marker.boundingBox())!;
    await page.mouse.move(pin.x - 20, pin.y + pin.height / 2);
    await page.mouse.down();
    await page.mouse.move(zoom.x + zoom.width / 2 - 20, zoom.y + zoom.height + 30, { steps: 8 });
    await page.mouse.up();
    const moved = map.locator(`.map-marker[data-hotel-id="${id}"]`);
    await moved.click();
    const popup = map.getByRole('dialog', { name: 'Hotel details' });
    await popup.waitFor();
    await expect.poll(async () => meet((await popup.boundingBox())!, zoom)).toBe(false);
    expect(meet((await popup.boundingBox())!, (await map.boundingBox())!)).toBe(true);

    await popup.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-hotel-id'))).toBe(
      id,
    );
    expect(errors).toEqual([]);
  });

  it('"Show on map" centres the hotel', async ({ open }) => {
    const { page, errors } = await open(viewports.desktop);
    await visit(page, DALLAS);
    const map = page.getByRole('region', { name: /^Map of hotels/ });
    await namesDrawn(map);
    const card = page.locator('.result-card').nth(2);
    const id = await card.getAttribute('data-hotel-id');
    await card.getByRole('button', { name: 'Show on map' }).click();
    const marker = map.locator(`.map-marker[data-hotel-id="${id}"]`);
    await expect
      .poll(async () => {
        const frame = (await map.boundingBox())!;
        const pin = (await marker.boundingBox())!;
        return Math.max(
          Math.abs(pin.x + pin.width / 2 - (frame.x + frame.width / 2)),
          Math.abs(pin.y + pin.height - (frame.y + frame.height / 2)),
        );
      })
      .toBeLessThan(4);
    expect(errors).toEqual([]);
  });

  it('switches between list and map on a phone, the pop-up clear of the controls', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.mobile);
    await visit(page, DALLAS);
    const list = page.locator('.results-list');
    const map = page.getByRole('region', { name: /^Map of hotels/ });
    expect(await list.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await namesDrawn(map);
    expect(await list.isVisible()).toBe(false);
    await noOverflow(page, 375);
    await map.locator('.map-marker').first().click();
    const popup = map.getByRole('dialog', { name: 'Hotel details' });
    await popup.waitFor();
    const zoom = (await map.locator('.hotel-map__zoom').boundingBox())!;
    const footer = (await map.locator('.hotel-map__footer').boundingBox())!;
    await expect
      .poll(async () => {
        const box = (await popup.boundingBox())!;
        return meet(box, zoom) || meet(box, footer);
      })
      .toBe(false);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    expect(await list.isVisible()).toBe(true);
    expect(await map.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  for (const viewport of [viewports.mobile, viewports.desktop])
    it(`shows the hotel's location: address, directions, nearby places and the map at ${viewport.width} px`, async ({
      open,
    }) => {
      const { page, errors } = await open(viewport);
      await visit(page, HOTEL);
      const section = page.getByRole('region', { name: 'Location' });
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator('address').innerText()).resolves.toMatch(/Austin, TX \d{5}/);
      const directions = section.getByRole('link', { name: /Get directions/ });
      expect(await directions.getAttribute('href')).toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+\.\d+%2C-?\d+\.\d+$/,
      );
      const nearby = section.locator('.nearby-places');
      await nearby.waitFor();
      expect(await nearby.getByRole('heading', { name: 'Nearby cities' }).count()).toBe(1);
      expect(await nearby.locator('li').first().innerText()).toMatch(/Austin\s+\d+(\.\d)? mi/);
      expect(await nearby.getByText(/\(AUS\)/).count()).toBe(1);
      const map = section.getByRole('region', { name: /^Map of / });
      await namesDrawn(map);
      await noOverflow(page, viewport.width);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
});
