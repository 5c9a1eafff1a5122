// A made booking is never answered as a failure, in a real browser against a real site and
// platform. This file's platform answers a NEW booking 4 s after committing it
// (newBookingAnswerDelayMs, a test-only setting, server/platform/context.ts), and its site waits
// 2 s for a booking (BOOKING_TIMEOUT_MS), so the site answers 202 CONFIRMING although the booking
// is made. The page says it is confirming the booking (a status, not an error) and sends the
// booking again with the same idempotency key; the platform answers the replay at once with the
// booking, the form shows the confirmation, and exactly one reservation exists.
import { expect } from 'vitest';
import { addDays, format } from 'date-fns';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { visit } from './support/page.ts';
import { confirmationNumber, fillGuest } from './support/booking.ts';
import { CONFIRMING_MESSAGE } from '#shared/data/booking-contract.ts';

it.override('platformOptions', { scope: 'file' }, { config: { newBookingAnswerDelayMs: 4_000 } });
it.override('siteEnv', { scope: 'file' }, { BOOKING_TIMEOUT_MS: '2000' });

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

describeInBrowser('a booking the platform answers late', () => {
  it('the page shows "confirming" while the platform books; the same key again shows the booking, made once', async ({
    open,
    site,
  }) => {
    const checkIn = day(50);
    const checkOut = day(53);
    const { page, errors } = await open();
    const isBooking = (method: string, url: string) =>
      method === 'POST' && url.endsWith('/api/v1/reservation/reservations');
    const sent: { key: string | null; at: number }[] = [];
    const answers: { status: number; at: number }[] = [];
    page.on('request', (request) => {
      if (isBooking(request.method(), request.url()))
        sent.push({ key: request.headers()['idempotency-key'] ?? null, at: Date.now() });
    });
    page.on('response', (response) => {
      if (isBooking(response.request().method(), response.url()))
        answers.push({ status: response.status(), at: Date.now() });
    });

    await visit(
      page,
      `/guest-data?checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0&hotelId=TX917&roomTypeCode=SQ&ratePlanCode=STANDARD`,
    );
    await fillGuest(page, 'Retry', undefined, {
      email: 'ana.retry@example.com',
      phone: '512-555-0102',
    });
    await page.getByRole('button', { name: 'Complete Reservation' }).click();

    // Said as a polite status while the page asks again, never as an error.
    const status = page.getByRole('status').filter({ hasText: CONFIRMING_MESSAGE });
    await status.waitFor({ timeout: 10_000 });
    expect(await page.getByRole('alert').count()).toBe(0);

    const number = await confirmationNumber(page, 30_000);

    // First the site's 202 at its booking deadline, then, after the 2 s it asked for, the same
    // key again, answered with the booking.
    expect(answers.map((answer) => answer.status)).toEqual([202, 200]);
    expect(sent).toHaveLength(2);
    const key = sent[0]!.key;
    expect(key).toBeTruthy();
    expect(sent[1]!.key).toBe(key);
    expect(answers[0]!.at - sent[0]!.at).toBeGreaterThanOrEqual(1_500);
    expect(sent[1]!.at - answers[0]!.at).toBeGreaterThanOrEqual(1_500);

    const made = await site.platform.store.db
      .selectFrom('reservations')
      .select(['confirmation_number', 'idempotency_key'])
      .where('surname', '=', 'Retry')
      .where('check_in', '=', checkIn)
      .execute();
    expect(made).toEqual([{ confirmation_number: number, idempotency_key: key }]);
    expect(errors).toEqual([]);
  });
});
