// Change a stay online: the refusals, over HTTP on every database of the run:
// a night sold out, the arrival after 6 PM hotel time on arrival day, bad requests; each a 4xx that
// leaves everything as it was (the changes themselves: reservation-changes.test.ts).
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import { useBookingPlatform } from './booking-calls.ts';
import { FIXED_NOW, bookingBody } from './booking-fixture.ts';
import { changeCalls, newKey } from './change-calls.ts';

describe.each(databaseKinds)('changing a stay (%s)', (kind) => {
  const { platform, setClock, mail } = useBookingPlatform(kind);
  const { api, book, quote, change, lookUp, booked, history } = changeCalls(platform);

  it('sold out for a new night: 409 with the night, and nothing written', async () => {
    const { confirmationNumber: number, total } = await book(
      bookingBody({ roomTypeCode: 'SQA', checkIn: '2026-08-01', checkOut: '2026-08-03' }),
    );
    await book(
      bookingBody({
        roomTypeCode: 'SQA',
        surname: 'Other',
        checkIn: '2026-08-04',
        checkOut: '2026-08-06',
      }),
    );
    const body = { checkIn: '2026-08-01', checkOut: '2026-08-05' };
    const q = await quote(number, body);
    expect(q.status).toBe(409);
    expect(q.body.errors[0]).toMatchObject({ code: 'SOLD_OUT' });
    expect(q.body.errors[0].message).toContain('08/04/2026');
    const mailsBefore = mail().length;
    const res = await change(number, body);
    expect(res.status).toBe(409);
    expect(res.body.errors[0].code).toBe('SOLD_OUT');
    expect(res.body.errors[0].message).toContain('Your reservation is unchanged');
    expect((await lookUp(number)).body.reservation).toMatchObject({
      checkOut: '2026-08-03',
      total,
      changes: [],
    });
    expect(await booked('SQA', '2026-08-01', '2026-08-06')).toEqual({
      '2026-08-01': 1,
      '2026-08-02': 1,
      '2026-08-04': 1,
      '2026-08-05': 1,
    });
    expect(await history(number)).toEqual([]);
    expect(mail().length).toBe(mailsBefore);
  });

  it('after 6:00 PM hotel time on arrival day the arrival stays, but the stay can still grow', async () => {
    const { confirmationNumber: number } = await book(
      bookingBody({ checkIn: '2026-03-05', checkOut: '2026-03-08' }),
    );
    setClock(new Date('2026-03-06T15:00:00Z'));
    try {
      const moved = await change(number, { checkIn: '2026-03-06', checkOut: '2026-03-08' });
      expect(moved.status).toBe(409);
      expect(moved.body.errors[0].code).toBe('ARRIVAL_LOCKED');
      expect(moved.body.errors[0].message).toContain('+1 214 555 0100');
      const room = await change(number, {
        checkIn: '2026-03-05',
        checkOut: '2026-03-08',
        roomTypeCode: 'TQ',
      });
      expect(room.body.errors[0].code).toBe('ROOM_CHANGE_CLOSED');
      const longer = await change(number, { checkIn: '2026-03-05', checkOut: '2026-03-12' });
      expect(longer.status).toBe(200);
      expect(longer.body.reservation).toMatchObject({
        checkIn: '2026-03-05',
        nights: 7,
        losTier: 'weekly',
      });
    } finally {
      setClock(FIXED_NOW);
    }
  });

  it('refuses bad requests with a clear 4xx', async () => {
    const { confirmationNumber: number } = await book(
      bookingBody({ checkIn: '2026-09-01', checkOut: '2026-09-03' }),
    );
    const backwards = await change(number, { checkIn: '2026-09-03', checkOut: '2026-09-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0]).toMatchObject({
      parameterName: 'checkOut',
      message: 'Check-out must be after check-in.',
    });
    expect((await change(number, { checkIn: '2026-09-01', checkOut: 'soon' })).status).toBe(400);
    expect(
      (await change(number, { checkIn: '2026-09-01', checkOut: '2026-09-03' })).body.errors[0]
        .message,
    ).toBe('This is already your stay. Choose other dates or another room.');
    const big = await change(number, {
      checkIn: '2026-09-01',
      checkOut: '2026-09-03',
      roomTypeCode: 'NOPE',
    });
    expect(big.status).toBe(400);
    const stranger = await api()
      .post(`/v1/reservation/reservations/${number}/change`)
      .set('Idempotency-Key', newKey())
      .send({ lastName: 'Stranger', checkIn: '2026-09-01', checkOut: '2026-09-05' });
    expect(stranger.status).toBe(404);
    const keyless = await api()
      .post(`/v1/reservation/reservations/${number}/change`)
      .send({ lastName: 'Lovelace', checkIn: '2026-09-01', checkOut: '2026-09-05' });
    expect(keyless.status).toBe(400);
    await api()
      .post(`/v1/reservation/reservations/${number}/cancel`)
      .send({ lastName: 'Lovelace' })
      .expect(200);
    const cancelled = await change(number, { checkIn: '2026-09-01', checkOut: '2026-09-05' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.errors[0].code).toBe('RESERVATION_CANCELLED');
    expect(await history(number)).toEqual([]);
  });
});
