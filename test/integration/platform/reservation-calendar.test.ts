// The stay's calendar file over HTTP (the confirmation page's "Add to Calendar", the same file the
// confirmation mail attaches) and the cancellation reference, on every database of the run.
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import { parseCalendar } from '#platform/mail/mail-fixtures.ts';
import { bookingCalls, useBookingPlatform } from './booking-calls.ts';
import { bookingBody } from './booking-fixture.ts';

describe.each(databaseKinds)('the stay in a calendar, and its cancellation (%s)', (kind) => {
  const booking = useBookingPlatform(kind);
  const { api, book } = bookingCalls(booking.platform);

  it('downloads the .ics of the mail for the look-up pair only; a cancellation gets a reference', async () => {
    const number = (await book(bookingBody())).body.reservation.confirmationNumber as string;
    const attached = booking.mail().at(-1)!.attachments![0]!;
    const file = await api()
      .get(`/v1/reservation/reservations/${number}/calendar.ics`)
      .query({ lastName: 'Lovelace' });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="longstay-${number}.ics"`,
    );
    expect(file.text).toBe(attached.content);
    const { event, zoneId } = parseCalendar(file.text);
    expect(zoneId).toBe('America/Chicago');
    expect(event.startDate.toString()).toBe('2026-03-10T15:00:00');
    expect(event.location).toMatch(/^Longstay Test TST100, /);

    const wrong = await api()
      .get(`/v1/reservation/reservations/${number}/calendar.ics`)
      .query({ lastName: 'Babbage' });
    expect(wrong.status).toBe(404);
    expect(wrong.text).not.toContain('VCALENDAR');
    expect((await api().get(`/v1/reservation/reservations/${number}/calendar.ics`)).status).toBe(
      400,
    );

    const cancelled = await api()
      .post(`/v1/reservation/reservations/${number}/cancel`)
      .send({ lastName: 'Lovelace' });
    expect(cancelled.status).toBe(200);
    const reference = cancelled.body.reservation.cancellationReference as string;
    expect(reference).toMatch(/^CX\d{8}$/);
    const mail = booking.mail().at(-1)!;
    expect(mail.kind).toBe('cancellation');
    expect(mail.text).toContain(`Cancellation reference: ${reference}`);
    // Cancelling again keeps the reference the guest was given.
    const again = await api()
      .post(`/v1/reservation/reservations/${number}/cancel`)
      .send({ lastName: 'Lovelace' });
    expect(again.body.reservation.cancellationReference).toBe(reference);
  });
});
