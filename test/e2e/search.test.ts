// Browser tests of search: "dal" → grouped suggestions with Dallas first →
// pick → today and today + 7 in the product's format → Find a Hotel → the Dallas result page with
// prices and map markers → a marker's info window → BOOK leads to the hotel. By mouse at 1280 px,
// by keyboard alone, and at 375 px; axe on every visited page, html-validate on the server HTML.
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import { addDays, format } from 'date-fns';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectValidHtml } from './support/html.ts';
import { visit, waitForHydration } from './support/page.ts';
import { DALLAS, expectDallasResults, suggestions } from './support/search.ts';

describeInBrowser('search', () => {
  it('server HTML of the home page, a result page and /locations validates', async ({ site }) => {
    await expectValidHtml(site.url, '/');
    await expectValidHtml(site.url, DALLAS);
    await expectValidHtml(site.url, '/extended-stay-hotels/locations/texas/hotels?page=2');
    await expectValidHtml(site.url, '/locations');
  });

  it('by mouse: "dal" → Dallas first → dates today and +7 → Find a Hotel → prices and markers → info window → BOOK', async ({
    open,
  }) => {
    const { page, errors } = await open();
    await visit(page, '/');
    await page.locator('#place-input').fill('dal');
    const listbox = await suggestions(page);
    // Grouped by placeType (city first), the group icon on each group's first item,
    // hotelsAmount in parentheses, the first result highlighted.
    const groups = listbox.getByRole('group');
    expect(await groups.count()).toBeGreaterThan(2);
    expect(await groups.first().getAttribute('aria-label')).toBe('Cities');
    const first = listbox.getByRole('option').first();
    expect(await first.textContent()).toMatch(/^Dallas, TX \(\d+\)$/);
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await groups.first().getByRole('option').nth(0).locator('svg').count()).toBe(1);
    expect(await groups.first().getByRole('option').nth(1).locator('svg').count()).toBe(0);
    expect(await page.locator('#place-input').getAttribute('aria-activedescendant')).toBe(
      await first.getAttribute('id'),
    );
    await expectNoAxeViolations(page);
    await first.click();
    expect(await page.locator('#place-input').inputValue()).toBe('Dallas, TX');

    // No saved search gives today and 7 days later, shown as "ccc, MM/dd/yyyy".
    const today = new Date();
    expect(await page.locator('#place-input-check-in').inputValue()).toBe(
      format(today, 'ccc, MM/dd/yyyy'),
    );
    expect(await page.locator('#place-input-check-out').inputValue()).toBe(
      format(addDays(today, 7), 'ccc, MM/dd/yyyy'),
    );

    await page.getByRole('button', { name: 'Find a Hotel' }).click();
    await expectDallasResults(page);
    await expectNoAxeViolations(page);

    const markers = page.locator('.map-marker');
    await markers.first().waitFor();
    expect(await markers.count()).toBeGreaterThan(5);
    const hotelId = await markers.first().getAttribute('data-hotel-id');
    await markers.first().click();
    const info = page.getByRole('dialog', { name: 'Hotel details' });
    await info.waitFor();
    // The pop-up leads with the stay's all-in total.
    const total = info.locator('.price--total');
    expect(await total.locator('.price__dollars').textContent()).toMatch(/^\$[\d,]+$/);
    expect(await total.locator('.price__cents').textContent()).toMatch(/^\.\d\d$/);
    // Clicking the open marker closes its window; one window at a time.
    await markers.first().click();
    await info.waitFor({ state: 'detached' });
    await markers.nth(1).click();
    await markers.first().click();
    expect(await page.getByRole('dialog', { name: 'Hotel details' }).count()).toBe(1);
    const book = info.getByRole('link', { name: /^BOOK/ });
    const href = await book.getAttribute('href');
    expect(href).toMatch(/^\/extended-stay-hotels\/texas\//);
    await book.click();
    await page.waitForURL(`**${href}`);
    await waitForHydration(page);
    expect(hotelId).toBeTruthy();
    expect(errors).toEqual([]);
  });

  it('a hotel favorited on a result card is saved: filled on its hotel page and in My Account', async ({
    open,
    site,
  }) => {
    const { page, errors } = await open();
    const name = 'Longstay Suites Austin Downtown';
    await visit(page, '/extended-stay-hotels/locations/texas/austin/hotels');
    const card = page.locator('.result-card').filter({
      has: page.getByRole('link', { name, exact: true }),
    });
    const heart = card.getByRole('button', { name: `Favorite: ${name}` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    const hotelId = await card.getAttribute('data-hotel-id');
    expect(
      await page.evaluate(() => JSON.parse(window.localStorage.getItem('favorites') ?? '[]')),
    ).toEqual([hotelId]);
    await expectNoAxeViolations(page);

    // Its hotel page shows the heart filled (read from local storage after hydration).
    await card.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown',
    );
    await waitForHydration(page);
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: `Favorite: ${name}` })
          .first()
          .getAttribute('aria-pressed'),
      )
      .toBe('true');

    // My Account lists it (the demo guest, signed in through the site's own session call).
    const signIn = await page.request.post(`${site.url}/api/session`, {
      headers: { Origin: site.url },
      data: { email: 'guest@longstay.test', password: 'Longstay2026' },
    });
    expect(signIn.status()).toBe(200);
    await visit(page, '/my-account');
    await page
      .getByRole('region', { name: 'Favorites' })
      .getByRole('link', { name, exact: true })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('the same search by keyboard alone', async ({ open }) => {
    const { page, errors } = await open();
    await visit(page, '/', { axe: false });
    // The skip link focuses the place input (Header) — the first Tab stop of the page.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'place-input');
    // The status message says what came and what was chosen, each cleared after 500 ms.
    await page.evaluate(() => {
      const region = document.querySelector('.destination:has(#place-input) [role="status"]')!;
      const log: [number, string][] = [];
      Object.assign(window, { statusLog: log });
      new MutationObserver(() => log.push([performance.now(), region.textContent ?? ''])).observe(
        region,
        { childList: true, characterData: true, subtree: true },
      );
    });
    const statusLog = () =>
      page.evaluate(() => (window as unknown as { statusLog: [number, string][] }).statusLog);
    await page.keyboard.type('dal');
    const listbox = await suggestions(page);
    // ARIA 1.2 combobox: arrows move the highlight, Enter picks it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await listbox.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await page.locator('#place-input').inputValue()).toBe('Dallas, TX');
    expect(await listbox.isVisible()).toBe(false);
    await expect.poll(async () => (await statusLog()).at(-1)?.[1]).toBe('');
    const log = await statusLog();
    const said = log.filter(([, text]) => text);
    expect(said.at(0)?.[1]).toMatch(/^\d+ results are available, use up and down arrow keys/);
    expect(said.at(-1)?.[1]).toBe('Dallas, TX has been selected.');
    // Each message stays a while, then is cleared: 500 ms after it was announced (the unit test of
    // shared/ui/status-message.ts holds the exact timing; here the message shows only once React
    // has rendered it, some time after the timer started).
    const [saidAt] = said.at(-1)!;
    const clearedAt = log.find(([at, text]) => at > saidAt && text === '')![0];
    expect(clearedAt - saidAt).toBeGreaterThan(250);
    expect(clearedAt - saidAt).toBeLessThan(2000);

    // The check-in popup opens on a key press with 3-letter weekday headers, Sunday first.
    await page.keyboard.press('Tab'); // Use my current location
    await page.keyboard.press('Tab'); // Check-in
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('place-input-check-in');
    await page.keyboard.press('Enter');
    const calendar = page.locator('#search-date-picker-popper .react-datepicker');
    await calendar.waitFor();
    // Each header shows three uppercase letters (the picker adds the full name for screen readers);
    // on a desktop two months show, each with its own row of weekdays.
    const weekdays = await calendar
      .locator('.react-datepicker__month-container')
      .first()
      .locator('.react-datepicker__day-name')
      .allTextContents();
    expect(weekdays.map((name) => name.slice(-3))).toEqual([
      'SUN',
      'MON',
      'TUE',
      'WED',
      'THU',
      'FRI',
      'SAT',
    ]);
    expect(weekdays[0]).toBe('SundaySUN');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    // The picker hands focus back to its input once it has closed.
    await page.waitForFunction(() => document.activeElement?.id === 'place-input-check-in');

    // Tab on to Find a Hotel and press Enter.
    for (let i = 0; i < 6; i += 1) {
      const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (name.includes('Find a Hotel')) break;
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      'Find a Hotel',
    );
    await page.keyboard.press('Enter');
    await expectDallasResults(page);

    // A marker by Tab, its window by Enter, BOOK by Tab and Enter.
    await page.locator('.map-marker').first().waitFor();
    let onMarker = false;
    for (let i = 0; i < 300 && !onMarker; i += 1) {
      await page.keyboard.press('Tab');
      onMarker = await page.evaluate(
        () => document.activeElement?.classList.contains('map-marker') ?? false,
      );
    }
    expect(onMarker).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Hotel details' }).waitFor();
    let onBook = false;
    for (let i = 0; i < 40 && !onBook; i += 1) {
      await page.keyboard.press('Tab');
      onBook = await page.evaluate(() => document.activeElement?.textContent === 'BOOK');
    }
    expect(onBook).toBe(true);
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href}`);
    expect(errors).toEqual([]);
  });

  it('at 375 px: MM/dd/yyyy dates, the search, the list, the map tab, a marker and BOOK', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.mobile);
    await visit(page, '/');
    await page.locator('#place-input').fill('dal');
    const listbox = await suggestions(page);
    await listbox.getByRole('option', { name: /^Dallas, TX/ }).click();
    expect(await page.locator('#place-input-check-in').inputValue()).toBe(
      format(new Date(), 'MM/dd/yyyy'),
    );
    await page.getByRole('button', { name: 'Find a Hotel' }).click();
    await expectDallasResults(page);
    await expectNoAxeViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const marker = page.locator('.map-marker').first();
    await marker.waitFor();
    await marker.click();
    const book = page
      .getByRole('dialog', { name: 'Hotel details' })
      .getByRole('link', { name: /^BOOK/ });
    const href = await book.getAttribute('href');
    await book.click();
    await page.waitForURL(`**${href}`);
    expect(errors).toEqual([]);
  });
});
