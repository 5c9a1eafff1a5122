// A guest on a phone (375 px, touch) picks dates with the search's calendar: in the mobile menu's
// Book a Room the tapped day is applied and the menu stays open (the calendar is a layer of its own
// over the menu; a tap in it used to close the menu and fall through to the page beneath), and
// re-picking the same check-in day still goes on to check-out.
import { expect } from 'vitest';
import { addDays, format } from 'date-fns';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { visit } from './support/page.ts';
import { openCalendar, tapDay } from './support/date-picker.ts';

const phone = { hasTouch: true, isMobile: true };
const CHECK_IN = addDays(new Date(), 20);
const CHECK_OUT = addDays(CHECK_IN, 10);
/** "MM/dd/yyyy" on phones. */
const shown = (date: Date) => format(date, 'MM/dd/yyyy');

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
    // Check-out opens by itself; the menu is still open, nothing beneath was tapped.
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

  it('on a 4G phone, the home search reaches its results with nothing refused by the page policy, whatever styles an extension put on the fields', async ({
    open,
  }) => {
    const { page, context, errors } = await open(viewports.mobile, {
      ...phone,
      deviceScaleFactor: 2,
    });
    // 150 ms a round trip: the header's parts hydrate while the guest is already tapping.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 2_000_000,
      uploadThroughput: 1_000_000,
    });
    await visit(page, '/', { axe: false });
    // What a password manager or another extension does to a page's fields before the header's
    // parts hydrate: a style of its own on each (set through the DOM, as the policy allows).
    await page.evaluate(() => {
      for (const input of document.querySelectorAll('input')) input.style.backgroundImage = 'none';
    });
    await page.locator('#place-input').tap();
    await page.locator('#place-input').fill('dal');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /^Dallas, TX/ })
      .first()
      .tap();
    await openCalendar(page, 'place-input-check-in');
    await tapDay(page, CHECK_IN);
    await tapDay(page, CHECK_OUT);
    await page.getByRole('button', { name: 'Find a Hotel' }).tap();
    await page.waitForURL('**/hotels?**');
    await page.locator('.result-card').filter({ hasText: /\$/ }).first().waitFor();
    expect(errors).toEqual([]);
  });
});
