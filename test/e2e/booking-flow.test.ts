// The booking funnel in a real browser: a search result → the hotel page →
// an 8-night stay (weekly tier) → guest data → confirmation number → found through the header
// "My reservations" popup → cancelled → the room is bookable again.
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import { addDays, format } from 'date-fns';
import { describeInBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { visit, waitForHydration } from './support/page.ts';
import { pickDate, waitForDatePicker } from './support/date-picker.ts';
import {
  HOTEL,
  confirmationNumber,
  fillGuest,
  openHotelFromResults,
  roomsLeft,
} from './support/booking.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

describeInBrowser('booking funnel', () => {
  it('search → hotel → 8 nights → guest data → confirmation → popup → cancel → bookable again', async ({
    open,
    site,
  }) => {
    const available = roomsLeft(site);
    const { page, errors } = await open();
    const checkIn = day(20);
    const checkOut = day(28);
    const before = await available('SQ', checkIn, checkOut);

    // Search from the home widget: "aus" → Austin → Find a Hotel → the result page → the hotel.
    await visit(page, '/');
    await page.locator('#place-input').fill('aus');
    const austin = page
      .getByRole('listbox')
      .getByRole('option', { name: /^Austin, TX/ })
      .first();
    await austin.click();
    await page.getByRole('button', { name: 'Find a Hotel' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/extended-stay-hotels/locations/texas/austin/hotels',
    );
    await openHotelFromResults(page);
    // The search and the result page (a full load with a saved search) hydrate cleanly too.
    expect(errors).toEqual([]);

    // The stay: 8 nights, so the weekly tier applies.
    // The picker chunk loads once the page is idle; then the input sits in its wrapper.
    await waitForDatePicker(page, 'stay-check-in');
    await pickDate(page, 'stay-check-in', checkIn);
    await pickDate(page, 'stay-check-out', checkOut);
    await page.getByRole('button', { name: 'Update Rates' }).click();
    await page.waitForURL(`**checkIn=${checkIn}&checkOut=${checkOut}**`);
    await expect
      .poll(() => page.locator('.hotel-page__stay').textContent())
      .toContain('8 nights · Weekly rate applies');
    const sq = page.locator('[data-room-type="SQ"] [data-rate-plan="STANDARD"]');
    expect(await sq.locator('.rate-plan__tier').textContent()).toBe('Weekly rate');
    // The all-in total is the largest price on the rate.
    const sizes = await sq.locator('.price').evaluateAll((prices) =>
      prices.map((p) =>
        // A price printed as one text (the nightly breakdown's rows) is its own dollars.
        parseFloat(getComputedStyle(p.querySelector('.price__dollars') ?? p).fontSize),
      ),
    );
    const totalSize = await sq
      .locator('.price--total .price__dollars')
      .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
    expect(totalSize).toBe(Math.max(...sizes));
    await expectNoAxeViolations(page);
    const book = sq.locator('.rate-plan__book');
    expect(await book.getAttribute('aria-label')).toBe(
      'Book: Studio Suite, 1 Queen Bed, Best Available Rate',
    );
    await book.click();

    // Guest data: the form checks first, with clear messages.
    await page.waitForURL('**/guest-data?**');
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? [])))
      .toContain('"step":"guest-data"');
    await page.getByRole('button', { name: 'Complete Reservation' }).click();
    await expect
      .poll(() => page.locator('#guest-givenName-error').textContent())
      .toBe('This field is required');
    await fillGuest(page, 'Booker', '4111 1111 1111 1112');
    await page.getByRole('button', { name: 'Complete Reservation' }).click();
    await expect
      .poll(() => page.locator('#guest-cardNumber-error').textContent())
      .toBe('Enter a valid card number.');
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/guest-data-1280.png`, fullPage: true });
    // A reload keeps what was typed (but never the card number).
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.locator('#guest-surname').inputValue()).toBe('Booker');
    expect(await page.locator('#guest-cardNumber').inputValue()).toBe('');
    await page.locator('#guest-cardNumber').fill('4111111111111111');
    // A double click sends one booking.
    await page.getByRole('button', { name: 'Complete Reservation' }).dblclick();

    const number = await confirmationNumber(page);
    expect(number).toMatch(/^[1-9]\d{9}$/);
    expect(await available('SQ', checkIn, checkOut)).toBe(before - 1);
    await expect
      .poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? [])))
      .toContain(`"transactionId":"${number}"`);
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/confirmation-1280.png`, fullPage: true });
    const mail = (await (
      await fetch(`${site.platform.url}/v1/dev/outbox?to=ana.booking@example.com`)
    ).json()) as {
      data: { subject: string }[];
    };
    expect(mail.data.map((m) => m.subject)).toContain(`Your reservation ${number} is confirmed`);

    // The header popup, by keyboard: Enter opens it, empty fields are required, Find navigates.
    const trigger = page.getByRole('link', { name: 'My reservations' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Find your reservation' });
    await expect.poll(() => popup.isVisible()).toBe(true);
    await page.keyboard.press('Enter'); // focus is in Last Name: submits the empty form
    await expect.poll(() => popup.getByText('This field is required').count()).toBe(2);
    expect(
      await popup.getByLabel('Last Name').evaluate((el) => getComputedStyle(el).borderTopColor),
    ).not.toBe(
      await popup
        .getByRole('button', { name: 'Find' })
        .evaluate((el) => getComputedStyle(el).borderTopColor),
    );
    await expectNoAxeViolations(page);
    // Escape closes it, focus returns to the trigger, and reopening shows a fresh form.
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('My reservations');
    await page.keyboard.press('Enter');
    await expect.poll(() => popup.getByText('This field is required').count()).toBe(0);
    await page.keyboard.type('Booker');
    await page.keyboard.press('Tab');
    await page.keyboard.type(number);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/reservation/?confirmation=${number}&lastname=Booker`);
    await expect.poll(() => page.locator('[data-confirmation-number]').textContent()).toBe(number);
    const finds = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'find'),
    );
    expect(finds).toContainEqual({ event: 'find', category: 'My Reservations', label: number });
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reservation-1280.png`, fullPage: true });

    // Cancel, with a confirmation step.
    await page.getByRole('button', { name: 'Cancel Reservation' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Cancel this reservation?' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Keep Reservation' }).click();
    expect(await page.getByText('Status: Confirmed').count()).toBe(1);
    await page.getByRole('button', { name: 'Cancel Reservation' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel Reservation' }).click();
    await expect
      .poll(() => page.locator('.reservation__status').textContent())
      .toBe('Status: Cancelled');
    // A cancelled reservation looks cancelled: a red badge, the total struck through,
    // "nothing is due", no cancel button and no cancellation policy any more.
    const badge = page.locator('.status-badge');
    expect(await badge.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(180, 35, 24)');
    expect(
      await page
        .locator('.stay-summary__total .price')
        .evaluate((el) => getComputedStyle(el).textDecorationLine),
    ).toBe('line-through');
    expect(await page.getByText('Cancelled: nothing is due for this stay.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancel Reservation' }).count()).toBe(0);
    expect(await page.getByText('Free cancellation until 6:00 PM').count()).toBe(0);
    await expectNoAxeViolations(page);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/reservation-cancelled-1280.png`, fullPage: true });

    // The room is back in inventory, and bookable again on the hotel page.
    expect(await available('SQ', checkIn, checkOut)).toBe(before);
    await visit(page, `${HOTEL}?checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0`);
    expect(await page.locator('[data-room-type="SQ"] .rate-plan__book').count()).toBeGreaterThan(0);

    // A wrong pair reveals nothing.
    await visit(page, `/reservation/?confirmation=${number}&lastname=Nobody`);
    expect(await page.getByRole('alert').textContent()).toBe(
      'We could not find a reservation with that last name and confirmation number. Please check both and try again.',
    );
    // The form keeps what was typed, so the guest corrects the last name only.
    const form = page.locator('form.find-reservation');
    expect(await form.getByLabel('Last Name').inputValue()).toBe('Nobody');
    expect(await form.getByLabel('Confirmation Number').inputValue()).toBe(number);
    await form.getByLabel('Last Name').fill('Booker');
    await form.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL(`**/reservation/?confirmation=${number}&lastname=Booker`);
    await expect.poll(() => page.locator('[data-confirmation-number]').textContent()).toBe(number);
    expect(errors).toEqual([]);
  });
});
