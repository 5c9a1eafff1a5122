// One guest from search to confirmation, at 1280 px and at 375 px: a place
// typed and picked in the home widget, 30 nights picked in the date picker starting 10+ days
// ahead; the same hotel reached through View Rooms, the name link and the map's BOOK (after "Show
// on map" has panned and zoomed to it); the hotel page shows the searched dates and the card's
// total, also after a reload and in a new tab opened from the link; the booking's confirmation
// page, e-mail, reservation page and My Account show the same dates, nights and total. A second
// journey types a corporate rate id in the widget: its plans and banner survive a reload.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, format } from 'date-fns';
import { it, type OpenPage } from './support/fixture.ts';
import { describeInBrowser, viewports, type Viewport } from './support/browser.ts';
import { pickDate, waitForDatePicker } from './support/date-picker.ts';
import { visit, waitForHydration } from './support/page.ts';
import { signInDemoGuest } from './support/accounts.ts';
import type { RunningSite } from './support/site.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
/** Every "$1,234.56" in a text, as numbers. */
const amounts = (text: string) =>
  [...text.matchAll(/\$([\d,]+\.\d\d)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Stay {
  checkIn: string;
  checkOut: string;
}

describeInBrowser('the stay travels with the guest', () => {
  /** Home widget: type, pick the suggestion, pick the dates, (a corporate id,) Find a Hotel. */
  async function search(page: Page, text: string, option: RegExp, stay: Stay, corporate = '') {
    await visit(page, '/', { axe: false });
    await page.locator('#place-input').fill(text);
    await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
    await waitForDatePicker(page, 'place-input-check-in');
    await pickDate(page, 'place-input-check-in', stay.checkIn);
    await pickDate(page, 'place-input-check-out', stay.checkOut);
    if (corporate) {
      await page.getByRole('button', { name: 'Corporate Rate ID' }).click();
      await page.locator('#place-input-corporate').fill(corporate);
    }
    await page.getByRole('button', { name: 'Find a Hotel' }).click();
    await page.waitForURL(`**/hotels?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&**`);
    await waitForHydration(page);
  }

  /** The first bookable card of the result page: its link, name and all-in total. */
  async function firstBookable(page: Page) {
    const card = page
      .locator('.result-card')
      .filter({ has: page.getByRole('link', { name: /^View rooms/ }) })
      .first();
    await card.waitFor();
    const nameLink = card.getByRole('heading', { level: 2 }).getByRole('link');
    const name = (await nameLink.textContent())!;
    const href = (await nameLink.getAttribute('href'))!;
    // The all-in total for the stay is the largest figure of the card (FTC fee rule).
    const total = Math.max(...amounts(await card.innerText()));
    return { card, name, href, total, id: (await card.getAttribute('data-hotel-id'))! };
  }

  /** The hotel page shows the searched stay, and a rate plan at the card's total. */
  async function expectHotelFor(page: Page, href: string, stay: Stay, total: number) {
    const path = href.split('?')[0]!;
    await page.waitForURL((url) => url.pathname === path);
    await waitForHydration(page);
    const url = new URL(page.url());
    expect(url.searchParams.get('checkIn')).toBe(stay.checkIn);
    expect(url.searchParams.get('checkOut')).toBe(stay.checkOut);
    const rooms = page.locator('#rooms');
    await expect
      .poll(() => rooms.innerText(), { timeout: 15_000 })
      .toContain(`${us(stay.checkIn)} – ${us(stay.checkOut)}, 30 nights`);
    // The stay's line shows before the room list, which renders (and hydrates) as it nears
    // the viewport: its plans follow.
    await expect
      .poll(async () => amounts(await rooms.innerText()), { timeout: 15_000 })
      .toContain(total);
  }

  /** Dates, nights and total on a page (or e-mail) about the booking. */
  function expectBooking(text: string, stay: Stay, total: number) {
    expect(text).toContain(us(stay.checkIn));
    expect(text).toContain(us(stay.checkOut));
    expect(text).toMatch(/\b30\b/);
    expect(text).toContain(money(total));
  }

  async function journey(
    { open, site }: { open: OpenPage; site: RunningSite },
    viewport: Viewport,
    offset: number,
  ) {
    const { page, context, errors } = await open(viewport);
    const phone = viewport.width < 768;
    const stay = { checkIn: day(offset), checkOut: day(offset + 30) };
    await signInDemoGuest(page, site);
    await search(page, 'dal', /^Dallas, TX/, stay);
    const results = page.url();
    const hotel = await firstBookable(page);
    expect(hotel.href).toBe(
      `${hotel.href.split('?')[0]}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=1&children=0&rooms=1`,
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/journey-results-${viewport.width}.png` });

    // 1. View Rooms.
    await hotel.card.getByRole('link', { name: /^View rooms/ }).click();
    await expectHotelFor(page, hotel.href, stay, hotel.total);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/journey-hotel-${viewport.width}.png` });
    // … after a reload.
    await page.reload();
    await expectHotelFor(page, hotel.href, stay, hotel.total);

    // 2. The hotel's name; and the same link opened in a new tab.
    await page.goto(results);
    await waitForHydration(page);
    const again = await firstBookable(page);
    expect(again.id).toBe(hotel.id);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      again.card
        .getByRole('heading', { level: 2 })
        .getByRole('link')
        .click({ modifiers: ['Control'] }),
    ]);
    await expectHotelFor(tab!, hotel.href, stay, hotel.total);
    await tab!.close();
    await again.card.getByRole('heading', { level: 2 }).getByRole('link').click();
    await expectHotelFor(page, hotel.href, stay, hotel.total);

    // 3. Show on map pans and zooms to the hotel; its BOOK leads there too.
    await page.goBack();
    await waitForHydration(page);
    const third = await firstBookable(page);
    await third.card.getByRole('button', { name: 'Show on map' }).click();
    const map = page.getByRole('region', { name: /^Map of hotels/ });
    const book = map.getByRole('link', { name: `BOOK ${hotel.name}` });
    await book.waitFor();
    const marker = map.locator(`.map-marker[data-hotel-id="${hotel.id}"]`);
    await expect
      .poll(async () => {
        const frame = (await map.boundingBox())!;
        const pin = (await marker.boundingBox())!;
        return Math.abs(pin.x + pin.width / 2 - (frame.x + frame.width / 2));
      })
      .toBeLessThan(4);
    // Zoomed in: the hotels around it are no longer all in view.
    expect(await map.locator('.map-marker, .map-cluster').count()).toBeLessThan(
      await page.locator('.result-card').count(),
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/journey-map-${viewport.width}.png` });
    expect(await book.getAttribute('href')).toBe(hotel.href);
    await book.click();
    await expectHotelFor(page, hotel.href, stay, hotel.total);

    // Book the plan at the card's total.
    const plan = page
      .locator('[data-rate-plan]')
      .filter({ hasText: money(hotel.total) })
      .first();
    await plan.getByRole('link', { name: /^Book/ }).click();
    await page.waitForURL('**/guest-data?**');
    await waitForHydration(page);
    expectBooking(await page.locator('main').innerText(), stay, hotel.total);
    // Signed in: names, e-mail and phone are filled in.
    await expect.poll(() => page.locator('#guest-email').inputValue()).toBe('guest@longstay.test');
    if (!(await page.locator('#guest-phone').inputValue()))
      await page.locator('#guest-phone').fill('214-555-0100');
    await page.locator('#guest-arrivalTime').selectOption('16:00');
    await page.locator('#guest-cardHolder').fill('Jordan Rivera');
    await page.locator('#guest-cardNumber').fill('4111 1111 1111 1111');
    await page.locator('#guest-cardExpiry').fill('12/30');
    await page.getByRole('button', { name: 'Complete Reservation' }).click();

    await page.waitForURL('**/confirmation?**');
    await waitForHydration(page);
    const number = (await page.locator('[data-confirmation-number]').first().textContent())!.trim();
    expectBooking(await page.locator('main').innerText(), stay, hotel.total);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/journey-confirmation-${viewport.width}.png` });

    const mail = (await (
      await fetch(`${site.platform.url}/v1/dev/outbox?to=guest@longstay.test`)
    ).json()) as { data: { subject: string; text: string }[] };
    const confirmation = mail.data.find((m) => m.subject.includes(number));
    expect(confirmation, `an e-mail about ${number}`).toBeTruthy();
    expectBooking(confirmation!.text, stay, hotel.total);

    await page.getByRole('link', { name: 'Manage Reservation' }).click();
    await page.waitForURL(`**/reservation/?confirmation=${number}&**`);
    await expect
      .poll(() => page.locator('[data-confirmation-number]').first().textContent())
      .toBe(number);
    expectBooking(await page.locator('main').innerText(), stay, hotel.total);

    await visit(page, '/my-account', { axe: false });
    const entry = page.locator('li').filter({ hasText: number });
    expectBooking(await entry.innerText(), stay, hotel.total);
    expect(await entry.innerText()).toContain('30 nights');
    if (phone) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    }
    expect(errors).toEqual([]);
  }

  it('at 1280 px: search → View Rooms, name link, map BOOK → book → the same stay everywhere', async ({
    open,
    site,
  }) => {
    await journey({ open, site }, viewports.desktop, 10);
  });

  it('at 375 px: search → View Rooms, name link, map BOOK → book → the same stay everywhere', async ({
    open,
    site,
  }) => {
    await journey({ open, site }, viewports.mobile, 11);
  });

  it('a corporate rate id typed in the widget keeps its plans and banner after a reload', async ({
    open,
  }) => {
    const { page, errors } = await open(viewports.mobile);
    const stay = { checkIn: day(12), checkOut: day(42) };
    await search(page, 'aus', /^Austin, TX/, stay, 'summit');
    expect(new URL(page.url()).searchParams.get('clientid')).toBe('SUMMIT');
    const banner = page.getByRole('region', { name: 'Corporate rate' });
    await expect.poll(() => banner.textContent()).toContain('Welcome, Summit Field Services');
    const hotel = await firstBookable(page);
    expect(hotel.href).toContain('clientid=SUMMIT');
    await hotel.card.getByRole('link', { name: /^View rooms/ }).click();
    await expectHotelFor(page, hotel.href, stay, hotel.total);
    const corporatePlans = page.locator('[data-rate-plan]', { hasText: 'Corporate rate' });
    await expect.poll(() => corporatePlans.count()).toBeGreaterThan(0);

    await page.reload();
    await waitForHydration(page);
    expect(new URL(page.url()).searchParams.get('clientid')).toBe('SUMMIT');
    await expect.poll(() => banner.textContent()).toContain('Welcome, Summit Field Services');
    await expect.poll(() => corporatePlans.count()).toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/journey-corporate-375.png` });
    // The plan's Book carries the id to guest data, which prices the corporate plan.
    const plan = corporatePlans.first();
    const total = Math.max(...amounts(await plan.innerText()));
    await plan.getByRole('link', { name: /^Book/ }).click();
    await page.waitForURL('**/guest-data?**clientid=SUMMIT**');
    await waitForHydration(page);
    expect(amounts(await page.locator('main').innerText())).toContain(total);
    await page.reload();
    await waitForHydration(page);
    expect(amounts(await page.locator('main').innerText())).toContain(total);
    await expect.poll(() => banner.textContent()).toContain('Welcome, Summit Field Services');
    expect(errors).toEqual([]);
  });
});
