// a brand-grade look: the detail defects found by looking at every route at 320, 375,
// 768, 1280 and 1440 px, each measured where a measurement can catch it — text cut off in the
// header search and the home widget, figures wrapping in the receipt, step labels running into
// each other on a small phone, and the next-steps cards' text out of line.
import { addDays, format } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { bookThroughPlatform } from './support/booking.ts';
import { describeInBrowser } from './support/browser.ts';
import { it } from './support/fixture.ts';
import { visit } from './support/page.ts';
import type { RunningSite } from './support/site.ts';

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

/** True when an input shows `text` whole: its scroll width is no wider than its box. */
function showsWhole(input: Locator, text?: string): Promise<boolean> {
  return input.evaluate((element, shown) => {
    const field = element as HTMLInputElement;
    const before = field.value;
    if (shown !== undefined) field.value = shown;
    const fits = field.value.length > 0 && field.scrollWidth <= field.clientWidth;
    field.value = before;
    return fits;
  }, text);
}

/** The placeholder of an input, shown in it as its value. */
async function placeholderFits(input: Locator): Promise<boolean> {
  const placeholder = (await input.getAttribute('placeholder')) ?? '';
  expect(placeholder.length).toBeGreaterThan(0);
  return showsWhole(input, placeholder);
}

/** How many lines an element's text takes: its height over its line height. */
function lines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const lineHeight =
      style.lineHeight === 'normal'
        ? parseFloat(style.fontSize) * 1.2
        : parseFloat(style.lineHeight);
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });
}

/** Two rooms booked through the platform's API: the confirmation page's address. */
async function twoRoomBooking(site: RunningSite): Promise<string> {
  const { status, confirmationNumber } = await bookThroughPlatform(site, {
    checkIn: day(50),
    checkOut: day(53),
    adults: 3,
    rooms: 2,
    key: 'look-details-two-rooms',
  });
  // The same key again (one booking for the whole file) answers 200 with the same reservation.
  expect([200, 201]).toContain(status);
  return `/confirmation?confirmation=${confirmationNumber}&lastname=Shown`;
}

/** The narrowest room between two neighbouring elements matching `selector`, left to right. */
function narrowestGap(page: Page, selector: string): Promise<number> {
  return page.evaluate((css) => {
    const boxes = [...document.querySelectorAll(css)]
      .map((element) => element.getBoundingClientRect())
      .sort((a, b) => a.left - b.left);
    return Math.min(...boxes.slice(1).map((box, i) => box.left - boxes[i]!.right));
  }, selector);
}

describeInBrowser('look details', () => {
  it.for([768, 1440])(
    'the header search shows its whole placeholder and a worded party at %i px',
    async (width, { open }) => {
      const { page } = await open({ width, height: 900 });
      await visit(page, '/offers', { axe: false });
      const header = page.locator('.site-header__search');
      expect(await placeholderFits(header.locator('.destination__input'))).toBe(true);
      // "1 guest", never bare figures such as "1 · 1".
      const party = header.locator('.party-picker__summary');
      expect(await party.innerText()).toBe('1 guest');
      const trigger = header.locator('.party-picker__trigger');
      expect(await trigger.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    },
  );

  it.for([320, 375, 768, 1280])(
    'the home widget shows its placeholder and both dates whole at %i px',
    async (width, { open }) => {
      const { page } = await open({ width, height: 900 });
      await visit(page, '/', { axe: false });
      const widget = page.getByRole('search', { name: 'Reserve a Room' });
      expect(await placeholderFits(widget.locator('#place-input'))).toBe(true);
      const dates = widget.locator('.search-date__input');
      expect(await dates.count()).toBe(2);
      for (const date of await dates.all()) {
        expect(await date.inputValue()).toMatch(/\d{2}\/\d{2}\/\d{4}$/);
        expect(await showsWhole(date)).toBe(true);
      }
    },
  );

  it('receipt of two rooms: every figure and every label of the facts on one line', async ({
    open,
    site,
  }) => {
    const address = await twoRoomBooking(site);
    for (const width of [320, 375, 1280]) {
      const { page, errors } = await open({ width, height: 900 });
      await visit(page, address, { axe: false });
      const summary = page.locator('.stay-summary');
      await expect.poll(() => summary.textContent()).toContain('Avg. per room and night');
      // A price on one line: all its boxes share one top.
      const figures = summary.locator('.stay-summary__prices dd .price');
      expect(await figures.count()).toBeGreaterThanOrEqual(4);
      for (const figure of await figures.all()) {
        const tops = await figure.evaluate((element) =>
          [...element.getClientRects()].map((box) => Math.round(box.top)),
        );
        expect(new Set(tops).size).toBe(1);
      }
      // The per-night figure sits on its label's first line, not under the label.
      const perNight = summary
        .locator('.stay-summary__prices div')
        .filter({ hasText: 'Avg. per room and night' });
      const [label, figure] = await Promise.all([
        perNight.locator('dt').boundingBox(),
        perNight.locator('dd').boundingBox(),
      ]);
      expect(Math.abs(label!.y - figure!.y)).toBeLessThanOrEqual(2);
      // "Check-in", never "Check-" over "in".
      for (const name of await summary.locator('.stay-summary__facts dt').all())
        expect(await lines(name)).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      expect(errors).toEqual([]);
    }
  });

  it('booking steps at 320 px: no label runs into or touches the next', async ({ open, site }) => {
    const address = await twoRoomBooking(site);
    const { page } = await open({ width: 320, height: 800 });
    await visit(page, address, { axe: false });
    await page.locator('.steps__label').first().waitFor();
    expect(await page.locator('.steps__label').count()).toBe(3);
    // Not touching either: at least 4 px between one label and the next.
    expect(await narrowestGap(page, '.steps__label')).toBeGreaterThanOrEqual(4);
  });

  it('next steps at 1280 px: the three cards start their text on one line', async ({
    open,
    site,
  }) => {
    const address = await twoRoomBooking(site);
    const { page } = await open({ width: 1280, height: 900 });
    await visit(page, address, { axe: false });
    const texts = page.locator('.next-steps__list .card__body p');
    expect(await texts.count()).toBe(3);
    const tops = await texts.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
  });
});
