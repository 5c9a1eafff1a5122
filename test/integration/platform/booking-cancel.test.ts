// Cancelling a reservation over HTTP on every database of the run: the last room given back,
// the 6 PM hotel-time deadline (cancelling right after booking: booking-reservations.test.ts).
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import { bookingCalls, useBookingPlatform } from './booking-calls.ts';
import { FIXED_NOW, HOTEL, bookingBody } from './booking-fixture.ts';

describe.each(databaseKinds)('reservations (%s)', (kind) => {
  const { platform, setClock } = useBookingPlatform(kind);
  const { api, book } = bookingCalls(platform);

  it('gives back the last room on cancel so the same stay can be booked again', async () => {
    const stay = { roomTypeCode: 'SQA', checkIn: '2026-04-01', checkOut: '2026-04-04', adults: 1 };
    const first = await book(bookingBody({ ...stay, surname: 'Noether' }));
    expect(first.status).toBe(201);
    const soldOut = await book(bookingBody({ ...stay, surname: 'Other' }));
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.errors[0]).toMatchObject({
      code: 'SOLD_OUT',
      message: expect.stringContaining('no longer available'),
    });
    const rooms = await api()
      .get(`/v2/rate/hotels/${HOTEL}/rooms`)
      .query({ checkIn: '2026-04-01', checkOut: '2026-04-04' });
    expect(
      rooms.body.rooms.find((r: { roomTypeCode: string }) => r.roomTypeCode === 'SQA'),
    ).toMatchObject({ available: 0, soldOut: true });
    await api()
      .post(`/v1/reservation/reservations/${first.body.reservation.confirmationNumber}/cancel`)
      .send({ lastName: 'Noether' })
      .expect(200);
    expect((await book(bookingBody({ ...stay, surname: 'Other' }))).status).toBe(201);
  });

  it('cancels until 6:00 PM hotel time on the day of arrival, and then answers 409 with the hotel phone', async () => {
    // Dallas (America/Chicago) is on daylight time from 8 March: 6:00 PM CDT on 10 March is 23:00 UTC.
    const booked = (await book(bookingBody({ roomTypeCode: 'TQ', surname: 'Late' }))).body
      .reservation;
    expect(booked).toMatchObject({
      cancellationDeadline: '2026-03-10T23:00:00.000Z',
      cancellable: true,
      hotel: { timeZone: 'America/Chicago' },
    });
    const cancel = () =>
      api()
        .post(`/v1/reservation/reservations/${booked.confirmationNumber}/cancel`)
        .send({ lastName: 'Late' });
    const lookUp = () =>
      api()
        .get(`/v1/reservation/reservations/${booked.confirmationNumber}`)
        .query({ lastName: 'Late' });
    try {
      for (const at of ['2026-03-10T23:00:00Z', '2026-03-10T23:01:00Z', '2026-03-11T12:00:00Z']) {
        setClock(new Date(at));
        const res = await cancel();
        expect(res.status, at).toBe(409);
        expect(res.body.errors[0]).toEqual({
          code: 'CANCELLATION_DEADLINE_PASSED',
          message:
            'Free cancellation ended at 6:00 PM hotel time on the day of arrival, so this reservation can no longer be cancelled online. To cancel or change it, please call the hotel at +1 214 555 0100.',
        });
        expect((await lookUp()).body.reservation).toMatchObject({
          status: 'confirmed',
          cancellable: false,
        });
      }
      setClock(new Date('2026-03-10T22:59:00Z'));
      expect((await lookUp()).body.reservation.cancellable).toBe(true);
      const res = await cancel();
      expect(res.status).toBe(200);
      expect(res.body.reservation.status).toBe('cancelled');
    } finally {
      setClock(FIXED_NOW);
    }
  });
});
