// Figures and names a guest must read whole: the price calendar's day totals at 375, 768 and 1280
// px (a four-figure total for 29 nights), the home search bar's check-out date and party at 1280
// px, the result page's dates on a phone before hydration, and hotel names in the suggestion list on
// a phone and at 1280 px.
import { expect } from 'vitest';
import { addDays, format } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { visit } from './support/page.ts';

const HOTEL = '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown';
const day = (date: Date) => format(date, 'yyyy-MM-dd');
const CHECK_IN = addDays(new Date(), 21);
const STAY = {
  checkIn: day(CHECK_IN),
  checkOut: day(addDays(CHECK_IN, 29)),
  adults: '2',
  children: '1',
  rooms: '1',
};

/** Elements whose text is wider than their box (cut, or ended with an ellipsis). */
function cutTexts(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) =>
    nodes
      .filter((node) => node.scrollWidth > node.clientWidth + 1)
      .map((node) => node.textContent ?? ''),
  );
}

/** An input's value is wider than the room for text inside it. */
function inputCut(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.value).width > room;
  });
}

describeInBrowser('figures read whole', () => {
  it.for([375, 768, 1280])('the price calendar totals at %i px', async (width, { open }) => {
    const { page, errors } = await open(
      { width, height: 900 },
      width === 375 ? { hasTouch: true, isMobile: true } : {},
    );
    await visit(page, `${HOTEL}?${new URLSearchParams(STAY)}`, { axe: false });
    await page.locator('.room-offer').first().waitFor();
    await page.getByRole('button', { name: /Flexible dates/ }).click();
    const calendar = page.locator('.price-calendar');
    await calendar.locator('.price-calendar__day--priced').first().waitFor();
    expect(await calendar.locator('.price-calendar__day--priced').count()).toBeGreaterThan(20);
    expect(await cutTexts(calendar.locator('.price-calendar__total'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the home search bar at 1280 px says the check-out and the party whole', async ({ open }) => {
    const { page, errors } = await open({ width: 1280, height: 900 });
    // A result page for the stay makes it the current search, which the home bar shows.
    await visit(
      page,
      `/extended-stay-hotels/locations/texas/dallas/hotels?${new URLSearchParams(STAY)}`,
      {
        axe: false,
      },
    );
    await visit(page, '/');
    const party = page
      .locator('#place-input')
      .locator('xpath=ancestor::form')
      .locator('.party-picker__summary');
    await expect.poll(() => party.textContent()).toBe('2 adults, 1 child · 1 room');
    expect(await cutTexts(party)).toEqual([]);
    expect(await page.locator('#place-input-check-out').inputValue()).toMatch(
      /^\w{3}, \d\d\/\d\d\/\d{4}$/,
    );
    expect(await inputCut(page, '#place-input-check-out')).toBe(false);
    expect(await inputCut(page, '#place-input-check-in')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('the search dates a phone shows before its scripts run are whole', async ({ open }) => {
    // The server cannot know the width: it writes the short date, which a phone's field holds.
    const { page, errors } = await open(
      { width: 375, height: 667 },
      { hasTouch: true, isMobile: true, javaScriptEnabled: false },
    );
    await page.goto(
      `/extended-stay-hotels/locations/texas/dallas/hotels?${new URLSearchParams(STAY)}`,
    );
    for (const id of ['#results-stay-check-in', '#results-stay-check-out']) {
      expect(await page.locator(id).inputValue()).toMatch(/^\d\d\/\d\d\/\d{4}$/);
      expect(await inputCut(page, id)).toBe(false);
    }
    expect(errors).toEqual([]);
  });

  it.for([375, 1280])('hotel names in the suggestions at %i px', async (width, { open }) => {
    const { page, errors } = await open(
      { width, height: width === 375 ? 667 : 900 },
      width === 375 ? { hasTouch: true, isMobile: true } : {},
    );
    await visit(page, '/');
    await page.locator('#place-input').fill('longstay suites');
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect(await options.count()).toBeGreaterThan(1);
    expect(await cutTexts(page.locator('.destination__text'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
