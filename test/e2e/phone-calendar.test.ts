// A guest on a phone (375 px, touch) picks dates with the search's calendar: in the mobile menu's
// Book a Room the tapped day is applied and the menu stays open (the calendar is a layer of its own
// over the menu; a tap in it used to close the menu and fall through to the page beneath), and
// re-picking the same check-in day still goes on to check-out.
import { expect } from 'vitest';
import { addDays, format } from 'date-fns';
import type { Page } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { visit } from './support/page.ts';

const phone = { hasTouch: true, isMobile: true };
const CHECK_IN = addDays(new Date(), 20);
const CHECK_OUT = addDays(CHECK_IN, 10);
/** spec §2: "MM/dd/yyyy" on phones. */
const shown = (date: Date) => format(date, 'MM/dd/yyyy');

/** Taps `day` in the open calendar, turning months with "Next Month" until it shows. */
async function tapDay(page: Page, day: Date): Promise<void> {
  const popup = page.locator('#search-date-picker-popper .react-datepicker');
  await popup.waitFor();
  const cell = popup.locator(
    `.react-datepicker__day:not(.react-datepicker__day--outside-month)[aria-label="Choose ${format(day, 'PPPP')}"]`,
  );
  for (let i = 0; i < 13 && !(await cell.isVisible()); i += 1)
    await popup.getByRole('button', { name: 'Next Month' }).tap();
  await cell.tap();
}

/** Taps a date field until its calendar shows (the calendar's code loads on the first touch). */
async function openCalendar(page: Page, inputId: string): Promise<void> {
  const popup = page.locator('#search-date-picker-popper .react-datepicker');
  await expect
    .poll(
      async () => {
        if (!(await popup.isVisible())) await page.locator(`#${inputId}`).tap();
        return popup.isVisible();
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

describeInBrowser('the calendar on a phone', () => {
  it('in the mobile menu, a tapped day is applied and the menu stays open', async ({ open }) => {
    const { page, errors } = await open(viewports.mobile, phone);
    await visit(page, '/locations');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.tap();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await page.locator('#mobile-menu-panel').getByRole('button', { name: 'Book a Room' }).tap();
    const before = page.url();

    await openCalendar(page, 'mobile-place-input-check-in');
    await tapDay(page, CHECK_IN);
    // Check-out opens by itself (spec §4); the menu is still open, nothing beneath was tapped.
    await page.waitForFunction(
      () =>
        document.activeElement?.id === 'mobile-place-input-check-out' &&
        !!document.querySelector('#search-date-picker-popper .react-datepicker'),
    );
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#mobile-place-input-check-in').inputValue()).toBe(shown(CHECK_IN));
    await tapDay(page, CHECK_OUT);
    await expect
      .poll(() => page.locator('#mobile-place-input-check-out').inputValue())
      .toBe(shown(CHECK_OUT));
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#mobile-menu-search').isVisible()).toBe(true);
    expect(page.url()).toBe(before);
    expect(errors).toEqual([]);
  });

  it('re-picking the same check-in day opens check-out', async ({ open }) => {
    const { page, errors } = await open(viewports.mobile, phone);
    await visit(page, '/');
    await openCalendar(page, 'place-input-check-in');
    await tapDay(page, CHECK_IN);
    await page.waitForFunction(
      () => document.activeElement?.id === 'place-input-check-out',
      undefined,
      { timeout: 5_000 },
    );
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.locator('#search-date-picker-popper .react-datepicker').count())
      .toBe(0);

    await openCalendar(page, 'place-input-check-in');
    await tapDay(page, CHECK_IN);
    await page.waitForFunction(
      () =>
        document.activeElement?.id === 'place-input-check-out' &&
        !!document.querySelector('#search-date-picker-popper .react-datepicker'),
      undefined,
      { timeout: 5_000 },
    );
    expect(await page.locator('#place-input-check-in').inputValue()).toBe(shown(CHECK_IN));
    expect(errors).toEqual([]);
  });
});
