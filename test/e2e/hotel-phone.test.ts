// The hotel page as a guest uses it: on a phone (375 px, touch) a book bar stays at the bottom of
// the screen with the stay's headline total (the booking panel's figure) and a Book button that
// leads to the rooms; the rooms, below the first screen, hydrate when the guest comes near them;
// from 768 px the photo's "Hotel details" closes with Escape, focus back on
// its button.
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { focusedElement, visit } from './support/page.ts';

const HOTEL = '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown';
const screen = { width: 375, height: 667 };

describeInBrowser('the hotel page', () => {
  it('a phone keeps a book bar with the headline total in view', async ({ open }) => {
    const { page, errors } = await open(screen, { hasTouch: true, isMobile: true });
    await visit(page, HOTEL);
    const bar = page.getByRole('region', { name: 'Book this hotel' });
    const price = bar.locator('.book-bar__price');
    await price.waitFor();
    const panelTotal = page.locator('[data-lowest-total] .price--total').first();
    expect(await price.textContent()).toBe(await panelTotal.textContent());
    expect(await bar.textContent()).toMatch(/total for \d+ nights/);

    // Held at the bottom of the screen wherever the guest is on the page.
    for (const y of [0, 1500]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const box = (await bar.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(screen.height);
    }
    await bar.getByRole('link', { name: 'Book' }).tap();
    await page.waitForURL((url) => url.hash === '#rooms');
    const rooms = (await page.locator('#rooms-heading').boundingBox())!;
    expect(rooms.y).toBeGreaterThanOrEqual(0);
    expect(rooms.y).toBeLessThan(screen.height - 64);
    expect(errors).toEqual([]);
  });

  it('the rooms hydrate and start their swipe when the guest comes near them, and a tap before that counts', async ({
    open,
  }) => {
    const { page, errors } = await open(screen, { hasTouch: true, isMobile: true });
    await visit(page, HOTEL);
    // The property carousel, in the first screen, has started swiper; the rooms, far below, have
    // not, and React has not hydrated their list, the amenities or the reviews yet (they hold the
    // server's HTML).
    await expect.poll(() => page.locator('.property-carousel .swiper-initialized').count()).toBe(1);
    const isHydrated = (selector: string) =>
      page
        .locator(selector)
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));
    for (const below of ['section.hotel-page__amenities', '#reviews > .traveler-rating'])
      expect(await isHydrated(below), below).toBe(false);
    const list = page.locator('ul.room-offers');
    const hydrated = () => isHydrated('ul.room-offers');
    expect(await hydrated()).toBe(false);
    expect(await list.locator('.swiper-initialized').count()).toBe(0);

    // A tap on a room's next photo reaches it (held until the list has hydrated, then replayed).
    // The first room with two photos (a locator filtered on its status would move on to the next).
    const statuses = await list.locator('.room-carousel .image-carousel__status').allTextContents();
    const room = list.locator('.room-carousel').nth(statuses.indexOf('1 of 2'));
    await room.getByRole('button', { name: 'Next photo' }).tap();
    await expect.poll(() => room.locator('.image-carousel__status').textContent()).toBe('2 of 2');
    expect(await hydrated()).toBe(true);
    await expect.poll(() => room.locator('.swiper-initialized').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('no book bar from 768 px; Escape closes the Hotel details', async ({ open }) => {
    const { page, errors } = await open({ width: 768, height: 900 });
    await visit(page, HOTEL);
    expect(await page.getByRole('region', { name: 'Book this hotel' }).isVisible()).toBe(false);
    const button = page.locator('.hotel-gallery').getByRole('button', { name: 'Hotel details' });
    await button.click();
    const details = page.locator('.property-carousel__details').first();
    await expect.poll(() => details.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => details.isVisible()).toBe(false);
    expect(await focusedElement(page)).toBe('button.property-carousel__details-button');
    expect(errors).toEqual([]);
  });
});
