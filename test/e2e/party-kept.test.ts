// The party is part of the stay: one guest searches for 3 adults in 2 rooms, 30 nights
// three weeks ahead, then leaves the result page for a content page and the home page, whose
// addresses name no stay. The party is kept in the current search beside the dates, so
// the header bar and the home widget still say 3 adults, 2 rooms and the dates, and a reload
// keeps them.
import { expect } from 'vitest';
import { addDays, format } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { visit, waitForHydration } from './support/page.ts';
import { pickDate, waitForDatePicker } from './support/date-picker.ts';

const CHECK_IN = addDays(new Date(), 21);
const CHECK_OUT = addDays(CHECK_IN, 30);
const iso = (date: Date) => format(date, 'yyyy-MM-dd');
/** The date fields read "ccc, MM/dd/yyyy" on desktop. */
const shown = (date: Date) => format(date, 'EEE, MM/dd/yyyy');

/** What a search box says: its party button's title and name, and its two dates. */
async function searchBox(box: Locator) {
  const checkIn = box.locator('input[id$="-check-in"]');
  await expect.poll(() => checkIn.inputValue()).not.toBe('');
  const party = box.getByRole('button', { name: /^Guests and rooms/ });
  return {
    party: await party.getAttribute('title'),
    partyName: (await party.textContent()) ?? '',
    checkIn: await checkIn.inputValue(),
    checkOut: await box.locator('input[id$="-check-out"]').inputValue(),
  };
}

const header = (page: Page) => page.getByRole('search', { name: 'Find a hotel' });
const widget = (page: Page) => page.getByRole('search', { name: 'Reserve a Room' });

describeInBrowser('the party kept in the current search', () => {
  it('3 adults, 2 rooms, 30 nights: results → content page → home, and reloads', async ({
    open,
  }) => {
    const { page, errors } = await open();
    await visit(page, '/');
    const home = widget(page);
    await home.locator('#place-input').fill('aus');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /^Austin, TX/ })
      .first()
      .click();
    await waitForDatePicker(page, 'place-input-check-in');
    await pickDate(page, 'place-input-check-in', iso(CHECK_IN));
    await pickDate(page, 'place-input-check-out', iso(CHECK_OUT));
    await home.getByRole('button', { name: /^Guests and rooms/ }).click();
    await home.getByRole('button', { name: 'One more adult' }).click();
    await home.getByRole('button', { name: 'One more adult' }).click();
    await home.getByRole('button', { name: 'One more room' }).click();
    await page.keyboard.press('Escape');
    await home.getByRole('button', { name: 'Find a Hotel' }).click();

    await page.waitForURL((url) => url.pathname.endsWith('/texas/austin/hotels'));
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      checkIn: iso(CHECK_IN),
      checkOut: iso(CHECK_OUT),
      adults: '3',
      children: '0',
      rooms: '2',
    });
    await waitForHydration(page);
    const expected = {
      party: '3 adults · 2 rooms',
      partyName: 'Guests and rooms: 3 guests · 2 rooms',
      checkIn: shown(CHECK_IN),
      checkOut: shown(CHECK_OUT),
    };
    expect(await searchBox(header(page))).toEqual(expected);

    // A content page, reached by the header's navigation: its address names no stay.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Who We Are' })
      .click();
    await page.waitForURL((url) => url.pathname === '/who-we-are');
    expect(new URL(page.url()).search).toBe('');
    expect(await searchBox(header(page))).toEqual(expected);
    await page.reload();
    await waitForHydration(page);
    expect(await searchBox(header(page))).toEqual(expected);

    // Home by the logo: the widget and the header bar say the same party and dates.
    await page.getByRole('link', { name: 'Longstay home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const homeBox = {
      ...expected,
      party: null,
      partyName: 'Guests and rooms: 3 adults · 2 rooms',
    };
    expect(await searchBox(widget(page))).toEqual(homeBox);
    // The header bar shows on the home page once it is scrolled.
    await page.evaluate(() => window.scrollTo(0, 1500));
    expect(await searchBox(header(page))).toEqual(expected);
    await page.reload();
    await waitForHydration(page);
    expect(await searchBox(widget(page))).toEqual(homeBox);

    // The links of the page carry the whole stay, party included (a footer destination).
    const destination = page.locator('footer a[href*="/hotels?"]').first();
    const href = new URL((await destination.getAttribute('href'))!, page.url());
    expect(href.searchParams.get('adults')).toBe('3');
    expect(href.searchParams.get('rooms')).toBe('2');
    expect(errors).toEqual([]);
  });
});
