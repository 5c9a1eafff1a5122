// At least 200 simultaneous bookings at a room type with 5 rooms left for
// the same nights → exactly 5 succeed, the rest are sold out, inventory never goes negative or
// above its total, nothing is half-written; a retried key (also fired at once) is one booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { bookingCalls, startBookingPlatform } from './booking-calls.ts';
import { bookingBody } from './booking-fixture.ts';

const SIMULTANEOUS = 200;
const stay = { roomTypeCode: 'TQ', checkIn: '2026-05-04', checkOut: '2026-05-09' };

describe.each(databaseKinds)('booking under concurrency (%s)', (kind) => {
  let platform: RunningPlatform;

  const { bookOverSocket: post, inventory: nightsOf } = bookingCalls(() => platform);

  beforeAll(async () => {
    platform = await startBookingPlatform(kind);
  });
  afterAll(() => platform?.close());

  it(`lets exactly 5 of ${SIMULTANEOUS} simultaneous bookings take the last 5 rooms`, async () => {
    // TQ has 10 rooms: 5 are booked first, leaving 5 for the same nights.
    for (let i = 0; i < 5; i++) {
      const res = await post(bookingBody({ ...stay, surname: `Early${i}` }), `early-booking-${i}`);
      expect(res.status).toBe(201);
    }

    const results = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, (_, i) =>
        post(bookingBody({ ...stay, surname: `Rush${i}` }), `rush-booking-${kind}-${i}`),
      ),
    );

    const won = results.filter((r) => r.status === 201);
    const lost = results.filter((r) => r.status !== 201);
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(SIMULTANEOUS - 5);
    for (const r of lost) {
      expect(r.status).toBe(409);
      expect(r.body.errors[0].code).toBe('SOLD_OUT');
    }
    const confirmations = new Set(won.map((r) => r.body.reservation.confirmationNumber));
    expect(confirmations.size).toBe(5);

    const nights = await nightsOf('TQ');
    expect(nights.map((n) => n.night)).toEqual([
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
      '2026-05-08',
    ]);
    for (const night of nights) expect(night).toMatchObject({ total: 10, booked: 10 });

    // Nothing half-written: exactly one reservation per claimed room, none of the losers.
    const rows = await platform.store.db
      .selectFrom('reservations')
      .select(['surname', 'status'])
      .where('room_type_code', '=', 'TQ')
      .execute();
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.surname.startsWith('Rush'))).toHaveLength(5);
  });

  it('makes one reservation of the same idempotency key fired 25 times at once', async () => {
    const key = `retried-booking-${kind}`;
    const body = bookingBody({ roomTypeCode: 'SQ', checkIn: '2026-06-01', checkOut: '2026-06-03' });
    const results = await Promise.all(Array.from({ length: 25 }, () => post(body, key)));

    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(24).fill(200)].sort());
    const numbers = new Set(results.map((r) => r.body.reservation.confirmationNumber));
    expect(numbers.size).toBe(1);
    const rows = await platform.store.db
      .selectFrom('reservations')
      .select('confirmation_number')
      .where('idempotency_key', '=', key)
      .execute();
    expect(rows).toHaveLength(1);
    for (const night of await nightsOf('SQ')) {
      if (night.night >= '2026-06-01' && night.night < '2026-06-03') expect(night.booked).toBe(1);
    }
  });
});
