// Issue 17 L1 "A 504 never hides a made booking", in a real browser against a real site and
// platform. This file's platform answers a NEW booking 4 s after committing it
// (newBookingAnswerDelayMs, a test-only setting, server/platform/context.ts), so the site gives up
// at its 2.5 s upstream deadline and answers 504 although the booking is made. The browser API
// client retries the booking after a back-off with the same idempotency key; the platform answers
// the replay at once with the booking, the form shows the confirmation, and exactly one
// reservation exists.
import { expect } from 'vitest';
import { addDays, format } from 'date-fns';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { visit } from './support/page.ts';
import { confirmationNumber, fillGuest } from './support/booking.ts';

it.override('platformOptions', { scope: 'file' }, { config: { newBookingAnswerDelayMs: 4_000 } });

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

describeInBrowser('booking retry after a 504', () => {
  it('the site answers 504 while the platform books; the retry with the same key shows the booking, made once', async ({
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

    const number = await confirmationNumber(page, 30_000);

    // First the site's 504 at its deadline, then, after a back-off (at least half of the first
    // second), the same key again, answered with the booking.
    expect(answers.map((answer) => answer.status)).toEqual([504, 200]);
    expect(sent).toHaveLength(2);
    const key = sent[0]!.key;
    expect(key).toBeTruthy();
    expect(sent[1]!.key).toBe(key);
    expect(answers[0]!.at - sent[0]!.at).toBeGreaterThanOrEqual(2_000);
    expect(sent[1]!.at - answers[0]!.at).toBeGreaterThanOrEqual(400);

    const made = await site.platform.store.db
      .selectFrom('reservations')
      .select(['confirmation_number', 'idempotency_key'])
      .where('surname', '=', 'Retry')
      .where('check_in', '=', checkIn)
      .execute();
    expect(made).toEqual([{ confirmation_number: number, idempotency_key: key }]);
    // Chromium logs the 504 it was answered; nothing else went wrong.
    expect(errors.filter((error) => !/status of 504/.test(error))).toEqual([]);
  });
});
