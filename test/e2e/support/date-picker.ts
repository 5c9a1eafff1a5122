// The search's react-datepicker popup (portal search-date-picker-popper), as a guest
// uses it: a check-in is opened by a click; a picked check-in focuses and opens check-out by
// itself 100 ms later; months are turned with "Next Month".
import { format, parseISO } from 'date-fns';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Picks the day `isoDay` ('YYYY-MM-DD') in the date field `inputId` (…-check-in / …-check-out). */
export async function pickDate(page: Page, inputId: string, isoDay: string): Promise<void> {
  const popup = page.locator('#search-date-picker-popper .react-datepicker');
  if (inputId.endsWith('check-out'))
    await page.waitForFunction(
      (id) =>
        document.activeElement?.id === id &&
        !!document.querySelector('#search-date-picker-popper .react-datepicker'),
      inputId,
    );
  else await page.locator(`#${inputId}`).click();
  const label = `Choose ${format(parseISO(isoDay), 'PPPP')}`;
  const cell = popup.locator(
    `.react-datepicker__day:not(.react-datepicker__day--outside-month)[aria-label="${label}"]`,
  );
  for (let i = 0; i < 13 && !(await cell.isVisible()); i += 1) {
    await popup.getByRole('button', { name: 'Next Month' }).click();
  }
  await cell.click();
}

/**
 * Waits until the date picker's chunk has loaded for the field (the input sits in its wrapper).
 * It is fetched when a guest reaches for a date: the mouse goes over the field first.
 */
export async function waitForDatePicker(page: Page, inputId: string): Promise<void> {
  await page.locator(`#${inputId}`).hover();
  await page.waitForFunction(
    (id) =>
      !!document.getElementById(id)?.closest('.react-datepicker-wrapper, .search-date__wrapper'),
    inputId,
    { timeout: 10_000 },
  );
}

/** Taps `day` in the open calendar (a phone), turning months with "Next Month" until it shows. */
export async function tapDay(page: Page, day: Date): Promise<void> {
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
export async function openCalendar(page: Page, inputId: string): Promise<void> {
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
