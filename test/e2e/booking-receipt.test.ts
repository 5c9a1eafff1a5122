// Booking funnel: a guest books 30 nights three weeks ahead. The rooms, guest data and
// confirmation show the booking steps; guest data's summary card shows the hotel's photo; the
// confirmation reads as a receipt with next steps, and its calendar file downloads and parses as
// RFC 5545 (ical.js) with the stay's check-in and check-out at the hotel's times in its time zone.
import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import { addDays, format } from 'date-fns';
import type { Page } from 'playwright-core';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { visit, waitForHydration } from './support/page.ts';
import { confirmationNumber, fillGuest } from './support/booking.ts';
import { parseCalendar } from '#platform/mail/mail-fixtures.ts';

const HOTEL = '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown';
const CHECK_IN = format(addDays(new Date(), 21), 'yyyy-MM-dd');
const CHECK_OUT = format(addDays(new Date(), 51), 'yyyy-MM-dd');

/** The booking steps as the page says them: each label with its state. */
const steps = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Booking steps' })
    .locator('li')
    .evaluateAll((items) =>
      items.map((li) => ({
        text: (li.textContent ?? '').trim(),
        current: li.getAttribute('aria-current'),
      })),
    );

/** The UTC instant of a wall-clock time in Austin (America/Chicago). */
function chicago(day: string, time: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  const offset = (zone: string) =>
    new Date(guess.toLocaleString('en-US', { timeZone: zone })).getTime();
  return new Date(guess.getTime() + (offset('UTC') - offset('America/Chicago')));
}

describeInBrowser('the booking funnel reads as steps and a receipt', () => {
  it('30 nights: steps on rooms, guest data and confirmation; the .ics of the stay', async ({
    open,
  }) => {
    const { page, errors } = await open();
    await visit(
      page,
      `${HOTEL}?checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&adults=1&children=0&rooms=1`,
    );
    const plan = page.locator('[data-room-type="SQ"] [data-rate-plan="STANDARD"]');
    await plan.waitFor();
    expect(await steps(page)).toEqual([
      { text: '1Room, current step', current: 'step' },
      { text: '2Guest details, not yet', current: null },
      { text: '3Confirmation, not yet', current: null },
    ]);
    await plan.locator('.rate-plan__book').click();

    await page.waitForURL('**/guest-data?**');
    await waitForHydration(page);
    await expect
      .poll(async () => (await steps(page)).map((s) => s.current))
      .toEqual([null, 'step', null]);
    // The room step is done and leads back to the hotel's rooms for the same stay.
    const back = page.getByRole('navigation', { name: 'Booking steps' }).getByRole('link');
    expect(await back.textContent()).toBe('Room, completed');
    expect(await back.getAttribute('href')).toContain(`checkIn=${CHECK_IN}`);
    const photo = page.locator('.stay-summary__image img');
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await fillGuest(page, 'Endar', undefined, {
      givenName: 'Cal',
      email: 'cal.endar@example.com',
      phone: '512-555-0142',
      arrivalTime: null,
    });
    await page.getByRole('button', { name: 'Complete Reservation' }).click();

    const number = await confirmationNumber(page);
    expect((await steps(page)).map((s) => s.text)).toEqual([
      'Room, completed',
      'Guest details, completed',
      '3Confirmation, current step',
    ]);
    const receipt = await page.locator('main').innerText();
    expect(receipt).toContain(`Confirmation number ${number}`);
    expect(receipt).toContain('Your Receipt');
    expect(receipt).toContain('Total, taxes included');
    const next = page.getByRole('region', { name: 'Next Steps' });
    expect(await next.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Add to your calendar',
      'Get directions',
      'Manage your reservation',
    ]);
    const directions = new URL(
      (await next.getByRole('link', { name: /^Get Directions/ }).getAttribute('href'))!,
    );
    expect(directions.origin + directions.pathname).toBe('https://www.google.com/maps/dir/');
    expect(directions.searchParams.get('destination')).toMatch(/, Austin, TX \d{5}$/);
    expect(await next.getByRole('link', { name: 'Manage Reservation' }).getAttribute('href')).toBe(
      `/reservation/?confirmation=${number}&lastname=Endar`,
    );

    await expectNoAxeViolations(page);

    // The calendar file: a real download, RFC 5545, the stay at the hotel's times (Austin).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      next.getByRole('link', { name: 'Add to Calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`longstay-${number}.ics`);
    // The platform's file, the same the confirmation mail attaches: parsed by a calendar parser,
    // the stay in the hotel's zone with that zone's definition, lines folded at 75 octets.
    const text = await readFile((await download.path())!, 'utf8');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const { event, zoneId } = parseCalendar(text);
    expect(zoneId).toBe('America/Chicago');
    expect(event.uid).toBe(`${number}@longstay`);
    expect(event.startDate.toJSDate()).toEqual(chicago(CHECK_IN, '15:00'));
    expect(event.endDate.toJSDate()).toEqual(chicago(CHECK_OUT, '11:00'));
    expect(event.summary).toBe('Stay at Longstay Suites Austin Downtown');
    expect(event.location).toMatch(/^Longstay Suites Austin Downtown, .+, Austin, TX \d{5}$/);
    expect(event.description).toContain(`Confirmation number: ${number}`);
    expect(event.description).toContain('30 nights');

    // A reload reads the same receipt back from the platform.
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('[data-confirmation-number]').textContent()).toBe(number);
    expect(errors).toEqual([]);
  });
});
