// What a guest walk in Chromium read wrongly, read again: on a phone the result page says the
// party searched for and lets the guest change it (the header's search is folded into the menu
// below 768 px); the hotel page's headline price says it is the lowest price open to all guests
// when AAA/CAA or senior rates cost less (decision 0015); a 30-night Texas stay's rate plans say
// "No hotel tax: stays of 30+ nights in Texas" instead of "Includes $0.00 in taxes".
import { expect } from 'vitest';
import { addDays, format } from 'date-fns';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { visit, waitForHydration } from './support/page.ts';

const RESULTS = '/extended-stay-hotels/locations/texas/dallas/hotels';
const HOTEL = '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown';
const WORDS = 'No hotel tax: stays of 30+ nights in Texas';
const SHOTS = process.env.SCREENSHOT_DIR;
const iso = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const stay = (from: number, nights: number) =>
  new URLSearchParams({
    checkIn: iso(from),
    checkOut: iso(from + nights),
    adults: '2',
    children: '0',
    rooms: '1',
  }).toString();

describeInBrowser('wording a guest reads', () => {
  it('375 px results: the party is shown under the dates and can be changed', async ({ open }) => {
    const { page, errors } = await open(viewports.mobile);
    await visit(page, `${RESULTS}?${stay(12, 7)}`, { axe: false });
    await waitForHydration(page);
    const bar = page.getByRole('group', { name: 'Your stay' });
    const party = bar.getByRole('button', { name: /^Guests and rooms/ });
    expect(await party.textContent()).toBe('Guests and rooms: 2 adults · 1 room');
    await party.click();
    await bar.getByRole('button', { name: 'One more adult' }).click();
    await bar.getByRole('button', { name: 'Done' }).click();
    await bar.getByRole('button', { name: 'Update Rates' }).click();
    await page.waitForURL((url) => url.searchParams.get('adults') === '3');
    await expect.poll(() => party.textContent()).toBe('Guests and rooms: 3 adults · 1 room');
    await page.locator('.result-card .price-block').first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/results-party-375.png` });
    expect(errors).toEqual([]);
  });

  it('1280 px results: the party stays in the header bar only', async ({ open }) => {
    const { page } = await open(viewports.desktop);
    await visit(page, `${RESULTS}?${stay(12, 7)}`, { axe: false });
    await waitForHydration(page);
    const bar = page.getByRole('group', { name: 'Your stay' });
    expect(await bar.getByRole('button', { name: /^Guests and rooms/ }).count()).toBe(0);
  });

  it('hotel page: the headline is the lowest price open to all guests, and says so', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.desktop);
    await visit(page, `${HOTEL}?${stay(40, 7)}`, { axe: false });
    const panel = page.locator('[data-lowest-total]');
    await panel.waitFor();
    const text = (await panel.textContent()) ?? '';
    expect(text).toContain('Lowest price open to all guests');
    expect(text).not.toContain('Lowest price for your stay');
    if (SHOTS) await panel.screenshot({ path: `${SHOTS}/hotel-headline-1280.png` });
    expect(errors).toEqual([]);
  });

  it('hotel page, 30 nights in Texas: no "$0.00 in taxes", the rule once a plan', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.desktop);
    await visit(page, `${HOTEL}?${stay(40, 30)}`, { axe: false });
    const plan = page.locator('.rate-plan').first();
    await plan.waitFor();
    const about = (await plan.locator('.rate-plan__about').innerText()) ?? '';
    const price = (await plan.locator('.rate-plan__price').innerText()) ?? '';
    expect(price).toContain(WORDS);
    expect(price).not.toContain('in taxes');
    expect(about).not.toContain(WORDS);
    if (SHOTS) await plan.screenshot({ path: `${SHOTS}/rate-plan-30-nights-1280.png` });
    expect(errors).toEqual([]);
  });
});
