// Browser tests of the hotel page: server-rendered with JSON-LD, carousels
// by keyboard, favorite heart, traveler rating, axe and html-validate, screenshots at 1280/375.
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectValidHtml } from './support/html.ts';
import { visit } from './support/page.ts';

const HOTEL = '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown';
const SHOTS = process.env.SCREENSHOT_DIR;

describeInBrowser('hotel page', () => {
  it('is server-rendered with JSON-LD Hotel data under the nonce and validates', async ({
    site,
  }) => {
    const response = await fetch(`${site.url}${HOTEL}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(
      /<script type="application\/ld\+json" nonce="[^"]+">\{"@context":"https:\/\/schema.org","@type":"Hotel","name":"Longstay Suites Austin Downtown"/,
    );
    expect(html).toContain('Rooms and Rates');
    await expectValidHtml(site.url, HOTEL);
  });

  it('shows rooms with the all-in total, the carousel works by keyboard, the heart is saved', async ({
    open,
  }) => {
    const { page, errors } = await open();
    await visit(page, HOTEL);
    await expect.poll(() => page.locator('.traveler-rating--full').count()).toBe(1);
    expect(await page.locator('.room-offer').count()).toBeGreaterThan(0);
    // property carousel: next wraps around, by keyboard
    const carousel = page.getByRole('region', {
      name: /Photos of Longstay Suites Austin Downtown/,
    });
    const status = carousel.locator('.image-carousel__status');
    const total = Number((await status.textContent())!.split(' of ')[1]!.trim());
    await carousel.getByRole('button', { name: 'Previous photo' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent()).toBe(`${total} of ${total}`);
    await carousel.getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent()).toBe(`1 of ${total}`);
    // arrow keys when the carousel has focus
    await carousel.locator('.image-carousel__viewport').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => status.textContent()).toBe(`2 of ${total}`);
    // room carousel: previous does nothing on the first slide
    const room = page.locator('.room-carousel').first();
    const roomStatus = room.locator('.image-carousel__status');
    if ((await roomStatus.count()) > 0) {
      const before = await roomStatus.textContent();
      await room.getByRole('button', { name: 'Previous photo' }).click();
      expect(await roomStatus.textContent()).toBe(before);
    }
    // room carousel: the expand button opens the photo in a dialog; Escape closes it, focus returns
    const expand = page
      .locator('.room-carousel')
      .first()
      .locator(
        '.swiper-slide-active .room-carousel__expand, .image-carousel__slide:not([inert]) .room-carousel__expand',
      )
      .first();
    await expand.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('.room-carousel dialog[open]');
    await expect.poll(() => dialog.count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await expand.evaluate((el) => el === document.activeElement)).toBe(true);
    // its Close button is the design system's round icon button, not the browser's grey one
    await page.keyboard.press('Enter');
    const close = dialog.getByRole('button', { name: 'Close' });
    const look = await close.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        radius: style.borderRadius,
        background: style.backgroundColor,
        width: el.clientWidth,
      };
    });
    expect(look).toMatchObject({ radius: '50%', background: 'rgb(255, 255, 255)' });
    expect(look.width).toBeGreaterThanOrEqual(40);
    await close.click();
    await expect.poll(() => dialog.count()).toBe(0);
    // favorite heart: saved in localStorage and read again on load
    const heart = page.getByRole('button', { name: 'Favorite: Longstay Suites Austin Downtown' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe('["TX917"]');
    await page.reload();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(page);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/hotel-1280.png`, fullPage: true });
      await page
        .locator('.room-offer')
        .first()
        .screenshot({ path: `${SHOTS}/hotel-room-1280.png` });
      await page
        .locator('.traveler-rating--full')
        .screenshot({ path: `${SHOTS}/hotel-reviews-1280.png` });
    }
    expect(errors).toEqual([]);
  });

  it('works at 375 px', async ({ open }) => {
    const { page, errors } = await open(viewports.mobile);
    await visit(page, `${HOTEL}?checkIn=2026-12-01&checkOut=2026-12-09`);
    await expect.poll(() => page.locator('.traveler-rating--full').count()).toBe(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    // The map, far below the fold, is a placeholder until its block nears the viewport.
    expect(await page.locator('.hotel-map--offline').count()).toBe(0);
    await page.locator('.hotel-page__map').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.hotel-map--offline').count()).toBe(1);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/hotel-375.png`, fullPage: false });
      await page.locator('#rooms').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/hotel-rooms-375.png`, fullPage: false });
    }
    expect(errors).toEqual([]);
  });
});
