// What a guest's walk through the site in Chromium found, each measured: the header's place field
// shows a whole place name from 1280 px; the booking page shows the stay (dates, nights, room,
// total) before its Complete Reservation button on a phone and a tablet; the hotel photo on a
// phone carries no details pill over the building; the home hero's words stay readable over the
// hotel's lit sign; a rate's button is named "Book: room, rate" (the map pop-up keeps the product's "BOOK"); the confirmation's next steps buttons
// are even at 768 px.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDays, format } from 'date-fns';
import sharp from 'sharp';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { visit } from './support/page.ts';
import { bookThroughPlatform, HOTEL } from './support/booking.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const guestData = `/guest-data?checkIn=${day(30)}&checkOut=${day(37)}&adults=2&children=0&hotelId=TX917&roomTypeCode=SQ&ratePlanCode=STANDARD`;

/** The room left for words inside the header's place field, less the width `text` takes. */
function roomFor(field: Locator, text: string): Promise<number> {
  return field.evaluate((element, words) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room =
      element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return room - context.measureText(words).width;
  }, text);
}

/** The top of an element's box in the page. */
const top = async (locator: Locator) => (await locator.boundingBox())!.y;

/**
 * The contrast of white words against the brightest part of the picture behind them (its 99th
 * percentile, so a stray anti-aliased pixel does not decide): the words are made clear for the
 * shot, so only the hero's picture and scrim are measured.
 */
async function contrastBehind(page: Page, words: Locator): Promise<number> {
  const box = (await words.boundingBox())!;
  await words.evaluate((element) => {
    (element as HTMLElement).style.setProperty('color', 'transparent');
    (element as HTMLElement).style.setProperty('text-shadow', 'none');
  });
  const shot = await page.screenshot({ clip: box });
  const { data, info } = await sharp(shot)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminances: number[] = [];
  for (let i = 0; i < data.length; i += info.channels)
    luminances.push(
      0.2126 * linear(data[i]!) + 0.7152 * linear(data[i + 1]!) + 0.0722 * linear(data[i + 2]!),
    );
  luminances.sort((a, b) => a - b);
  const brightest = luminances[Math.floor(luminances.length * 0.99)]!;
  return 1.05 / (brightest + 0.05);
}

describeInBrowser('layout found on a guest walk', () => {
  it.for([1280, 1440])(
    'the header place field holds a whole place name at %i px',
    async (width, { open }) => {
      const { page } = await open({ width, height: 900 });
      for (const path of [HOTEL, '/offers', guestData]) {
        await visit(page, path, { axe: false });
        const field = page.locator('.site-header__search .destination__input');
        for (const text of ['Dallas, TX', 'Fort Worth, TX', 'Where to?'])
          expect(await roomFor(field, text), `${path}: ${text}`).toBeGreaterThanOrEqual(0);
      }
      if (SHOTS) {
        await page
          .locator('.site-header__search .destination__input')
          .evaluate((element) => ((element as HTMLInputElement).value = 'Fort Worth, TX'));
        await page
          .locator('.site-header__bar')
          .screenshot({ path: `${SHOTS}/walk-header-${width}.png` });
      }
    },
  );

  it.for([375, 768])(
    'the booking page shows the stay before its button at %i px',
    async (width, { open }) => {
      const { page, errors } = await open({ width, height: 900 });
      await visit(page, guestData, { axe: false });
      const summary = page.locator('.stay-summary');
      const button = page.getByRole('button', { name: 'Complete Reservation' });
      const form = page.locator('#guest-givenName');
      for (const fact of ['Check-in', 'Check-out', 'Nights', 'Room']) {
        const row = summary.locator('dt', { hasText: new RegExp(`^${fact}$`) });
        expect(await top(row), fact).toBeLessThan(await top(form));
      }
      expect(await top(summary.locator('.stay-summary__total'))).toBeLessThan(await top(button));
      expect(await top(summary.locator('.stay-summary__hotel'))).toBeLessThan(await top(form));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/walk-booking-${width}.png` });
      expect(errors).toEqual([]);
    },
  );

  it('the booking page keeps the stay beside the form at 1280 px', async ({ open }) => {
    const { page } = await open({ width: 1280, height: 900 });
    await visit(page, guestData, { axe: false });
    const main = (await page.locator('.booking-page__main').boundingBox())!;
    const aside = (await page.locator('.booking-page__aside').boundingBox())!;
    expect(aside.x).toBeGreaterThan(main.x + main.width);
    expect(Math.abs(aside.y - main.y)).toBeLessThan(2);
  });

  it('the hotel photo on a phone carries no details pill; from 768 px it sits bottom left', async ({
    open,
  }) => {
    const { page } = await open({ width: 375, height: 900 });
    await visit(page, HOTEL, { axe: false });
    const gallery = page.locator('.hotel-gallery');
    await gallery.locator('.image-carousel__slide img').first().waitFor();
    expect(await gallery.getByRole('button', { name: 'Hotel details' }).isVisible()).toBe(false);
    // The photo's own controls stay: all photos, and the slide controls.
    expect(await gallery.locator('.hotel-gallery__all').isVisible()).toBe(true);
    if (SHOTS) await gallery.screenshot({ path: `${SHOTS}/walk-hotel-photo-375.png` });

    await page.setViewportSize({ width: 768, height: 900 });
    const pill = gallery.getByRole('button', { name: 'Hotel details' });
    await pill.waitFor();
    const photo = (await gallery.locator('.property-carousel').boundingBox())!;
    const box = (await pill.boundingBox())!;
    expect(box.y).toBeGreaterThan(photo.y + photo.height / 2);
    expect(box.x).toBeLessThan(photo.x + photo.width / 2);
  });

  it.for([375, 768, 1280])(
    'the home hero words read at 4.5:1 over the picture at %i px',
    async (width, { open }) => {
      const { page } = await open({ width, height: 900 });
      await visit(page, '/', { axe: false });
      await page
        .locator('.home-hero__image img')
        .evaluate((img) => (img as HTMLImageElement).decode());
      if (SHOTS)
        await page.locator('.home-hero').screenshot({ path: `${SHOTS}/walk-hero-${width}.png` });
      for (const words of ['.home-hero__lead', '.home-hero__title'])
        expect(await contrastBehind(page, page.locator(words)), words).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('rate buttons are named "Book: room, rate" without a stray space', async ({ open }) => {
    const { page } = await open({ width: 1280, height: 900 });
    await visit(page, `${HOTEL}?checkIn=${day(30)}&checkOut=${day(37)}&adults=1&children=0`, {
      axe: false,
    });
    const book = page.locator('.rate-plan__book').first();
    await book.waitFor();
    expect(await book.innerText()).toBe('Book');
    const snapshot = await page.locator('.rate-plan').first().ariaSnapshot();
    expect(snapshot).toMatch(/link "Book: [^"]+, [^"]+"/);
    expect(snapshot).not.toContain('Book :');
  });

  it('the confirmation next steps buttons are even at 768 px', async ({ open, site }) => {
    const { confirmationNumber } = await bookThroughPlatform(site, {
      checkIn: day(80),
      checkOut: day(87),
      key: 'walk-layout-next-steps',
    });
    const { page } = await open({ width: 768, height: 900 });
    await visit(page, `/confirmation?confirmation=${confirmationNumber}&lastname=Shown`, {
      axe: false,
    });
    const buttons = page.locator('.next-steps__list .card__footer .button');
    expect(await buttons.count()).toBe(3);
    const boxes = await buttons.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { height: Math.round(box.height), top: Math.round(box.top) };
      }),
    );
    expect(new Set(boxes.map((box) => box.height)).size, JSON.stringify(boxes)).toBe(1);
    expect(new Set(boxes.map((box) => box.top)).size, JSON.stringify(boxes)).toBe(1);
    expect(
      await buttons.evaluateAll((elements) =>
        elements.every((e) => e.scrollWidth <= e.clientWidth),
      ),
    ).toBe(true);
    if (SHOTS)
      await page.locator('.next-steps').screenshot({ path: `${SHOTS}/walk-next-steps-768.png` });
  });
});
