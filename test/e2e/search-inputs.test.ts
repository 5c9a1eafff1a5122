// Browser tests of the search box's inputs: the product's messages for a missing place and
// a bad corporate rate id, current location and its errors, and the dates (a result page
// re-priced by new dates; check-out reset to +7 and opened 100 ms after a check-in is picked).
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import { addDays, format } from 'date-fns';
import { describeInBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { visit } from './support/page.ts';
import { pickDate } from './support/date-picker.ts';
import { DALLAS, PLACE_REQUIRED, suggestions } from './support/search.ts';

describeInBrowser('search inputs', () => {
  it('validation: no place gives the product message; a bad corporate rate id is refused, a good one remembered', async ({
    open,
    site,
  }) => {
    const { page } = await open();
    await visit(page, '/', { axe: false });
    await page.getByRole('button', { name: 'Find a Hotel' }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe(PLACE_REQUIRED);
    expect(await page.locator('#place-input').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await page.locator('#place-input').fill('dal');
    await (await suggestions(page)).getByRole('option').first().click();
    await page.getByRole('button', { name: 'Corporate Rate ID' }).click();
    await page.locator('#place-input-corporate').fill('nope');
    expect(await page.locator('#place-input-corporate').inputValue()).toBe('NOPE');
    await page.getByRole('button', { name: 'Find a Hotel' }).click();
    await page.getByText('Invalid corporate rate id').waitFor();
    expect(page.url()).toBe(`${site.url}/`);

    await page.locator('#place-input-corporate').fill('summit');
    await page.getByRole('button', { name: 'Find a Hotel' }).click();
    await page.waitForURL((url) => url.pathname === DALLAS);
    expect(await page.evaluate(() => sessionStorage.getItem('corporateRateId'))).toBe('SUMMIT');
  });

  it('current location searches near/me; a township point of interest sets the township cookie for a day', async ({
    open,
  }) => {
    const { page, context } = await open();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 32.78, longitude: -96.8 });
    await visit(page, '/', { axe: false });
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await page.waitForFunction(
      () =>
        (document.getElementById('place-input') as HTMLInputElement | null)?.value ===
        'Current location',
    );
    await page.getByRole('button', { name: 'Find a Hotel' }).click();
    await page.waitForURL('**/extended-stay-hotels/near/me?latitude=32.78&longitude=-96.8&**');
    await page.locator('.result-card').first().waitFor();

    await visit(page, '/', { axe: false });
    await page.locator('#place-input').fill('bensalem');
    await (await suggestions(page)).getByRole('option', { name: /^Bensalem Township/ }).click();
    await page.getByRole('button', { name: 'Find a Hotel' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/extended-stay-hotels/locations/pennsylvania/bensalem-township/hotels',
    );
    const township = (await context.cookies()).find((cookie) => cookie.name === 'township');
    expect(decodeURIComponent(township?.value ?? '')).toBe('Bensalem Township');
    // The township cookie lasts 86400 seconds.
    expect(Math.abs((township?.expires ?? 0) - Date.now() / 1000 - 86_400)).toBeLessThan(120);
  });

  it('geolocation unsupported: the error of ', async ({ open }) => {
    const { page, context } = await open();
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'geolocation', {
        get: () => undefined,
        configurable: true,
      });
    });
    await visit(page, '/', { axe: false });
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe(
      'Geolocation is not supported',
    );
  });

  it("geolocation denied: a friendly sentence, not the browser's own words", async ({ open }) => {
    // No permission granted: Chromium refuses the location request (code 1, PERMISSION_DENIED).
    const { page, errors } = await open();
    await visit(page, '/', { axe: false });
    await page.getByRole('button', { name: 'Use my current location' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'location' }).first();
    await expect(alert.textContent()).resolves.toBe(
      'We could not use your location because your browser did not share it. Allow location access for this site, or type a city, address or zip code.',
    );
    expect(await page.locator('#place-input').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('new dates on a result page re-price its list (stored as the current search)', async ({
    open,
  }) => {
    const { page, errors } = await open();
    await visit(page, DALLAS, { axe: false });
    await page.locator('.result-price').first().waitFor();
    const before = await page.locator('.result-price').first().innerText();
    // Check-out 30 days from today, found by its label (whatever month the popup opens on).
    await page.locator('#results-stay-check-out').click();
    await pickDate(page, 'results-stay-check-out', format(addDays(new Date(), 30), 'yyyy-MM-dd'));
    await page.locator('.results-tools__count', { hasText: /\b30 nights/ }).waitFor();
    // The new stay is in the address, so a reload shows the same prices.
    expect(new URL(page.url()).searchParams.get('checkOut')).toBe(
      format(addDays(new Date(), 30), 'yyyy-MM-dd'),
    );
    expect(await page.locator('.result-price').first().innerText()).not.toBe(before);
    expect(await page.locator('.result-price .price-block__tag').first().textContent()).toMatch(
      /Weekly rate|Monthly rate/,
    );
    const saved = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('currentSearch') ?? 'null'),
    );
    expect(saved.checkOutDate).toBeGreaterThan(saved.checkInDate);
    expect(errors).toEqual([]);
  });

  it('dates: picking a check-in resets check-out to +7 and opens check-out 100 ms later; the search is restored on return to /', async ({
    open,
  }) => {
    const { page } = await open();
    await visit(page, '/', { axe: false });
    await page.locator('#place-input-check-in').click();
    const calendar = page.locator('#search-date-picker-popper .react-datepicker');
    await calendar.waitFor();
    const inTwoDays = addDays(new Date(), 2);
    if (inTwoDays.getMonth() !== new Date().getMonth())
      await calendar.locator('.react-datepicker__navigation--next').click();
    await calendar
      .locator(
        `.react-datepicker__day--0${format(inTwoDays, 'dd')}:not(.react-datepicker__day--outside-month)`,
      )
      .first() // two months show: the first is the one navigated to
      .click();
    expect(await page.locator('#place-input-check-in').inputValue()).toBe(
      format(inTwoDays, 'ccc, MM/dd/yyyy'),
    );
    expect(await page.locator('#place-input-check-out').inputValue()).toBe(
      format(addDays(inTwoDays, 7), 'ccc, MM/dd/yyyy'),
    );
    await page.waitForFunction(() => document.activeElement?.id === 'place-input-check-out');
    await calendar.waitFor();
    // Days before check-in + 1 are disabled in the check-out popup, which opens on check-out's
    // month: step back a month when check-in's day is not shown.
    const checkInDay = calendar.locator(
      `.react-datepicker__day[aria-label$="${format(inTwoDays, 'MMMM do, yyyy')}"]`,
    );
    if ((await checkInDay.count()) === 0)
      await calendar.locator('.react-datepicker__navigation--previous').click();
    expect(await checkInDay.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });

    await page.locator('#place-input').click();
    await page.locator('#place-input').fill('dal');
    await (await suggestions(page)).getByRole('option').first().click();
    await page.getByRole('button', { name: 'Find a Hotel' }).click();
    await page.waitForURL((url) => url.pathname === DALLAS);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'current-search');
    expect(cookie).toBeTruthy();
    await visit(page, '/', { axe: false });
    await page.waitForFunction(
      () =>
        (document.getElementById('place-input') as HTMLInputElement | null)?.value === 'Dallas, TX',
    );
    expect(await page.locator('#place-input-check-in').inputValue()).toBe(
      format(inTwoDays, 'ccc, MM/dd/yyyy'),
    );
  });

  it('a saved check-out before its saved check-in becomes check-in + 7', async ({ open, site }) => {
    const { page, context, errors } = await open();
    const checkIn = addDays(new Date(), 20);
    checkIn.setHours(0, 0, 0, 0);
    const saved = JSON.stringify({
      checkInDate: checkIn.getTime(),
      checkOutDate: addDays(checkIn, -5).getTime(),
      searchPlace: null,
      searchAddress: null,
    });
    await context.addCookies([
      { name: 'current-search', value: encodeURIComponent(saved), url: site.url },
    ]);
    await context.addInitScript((value) => sessionStorage.setItem('currentSearch', value), saved);
    await visit(page, '/', { axe: false });
    const wide = (date: Date) => format(date, 'ccc, MM/dd/yyyy');
    await expect.poll(() => page.locator('#place-input-check-in').inputValue()).toBe(wide(checkIn));
    expect(await page.locator('#place-input-check-out').inputValue()).toBe(
      wide(addDays(checkIn, 7)),
    );
    expect(errors).toEqual([]);
  });
});
