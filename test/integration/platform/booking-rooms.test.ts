// Guests and rooms: a booking of 2–4 rooms is one reservation. Its rooms' nights are
// claimed at once (all or nothing), its prices are the one room's times the rooms, cancelling
// gives every room back, and 200 racing 2-room bookings for the last 5 rooms give exactly 2
// reservations without overselling a night.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { bookingCalls, startBookingPlatform } from './booking-calls.ts';
import { HOTEL, bookingBody } from './booking-fixture.ts';

const SIMULTANEOUS = 200;

describe.each(databaseKinds)('booking several rooms (%s)', (kind) => {
  let platform: RunningPlatform;

  const { bookOverSocket: post, inventory } = bookingCalls(() => platform);

  const get = (path: string) =>
    fetch(`${platform.url}${path}`).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }));

  const booked = async (roomTypeCode: string, from: string, to: string) =>
    (await inventory(roomTypeCode, from, to)).map((row) => ({
      night: row.night,
      total: row.total,
      booked: row.booked,
    }));

  beforeAll(async () => {
    platform = await startBookingPlatform(kind);
  });
  afterAll(() => platform?.close());

  it('prices 2 rooms at 2 × one room, to the cent, in the rooms answer and the booking', async () => {
    const stay = 'checkIn=2026-04-06&checkOut=2026-04-09';
    const one = await get(`/v2/rate/hotels/${HOTEL}/rooms?${stay}&adults=3&rooms=1`);
    const two = await get(`/v2/rate/hotels/${HOTEL}/rooms?${stay}&adults=3&rooms=2`);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    // 3 adults in one room: only TQ (sleeps 4); in two rooms: SQ and SQA (sleep 2 each) too.
    const codes = (answer: typeof one) =>
      answer.body.rooms.map((r: { roomTypeCode: string }) => r.roomTypeCode).sort();
    expect(codes(one)).toEqual(['TQ']);
    expect(codes(two)).toEqual(['SQ', 'SQA', 'TQ']);
    expect(two.body.roomCount).toBe(2);
    // SQA has one room: sold out for a party that needs two.
    const sqa = two.body.rooms.find((r: { roomTypeCode: string }) => r.roomTypeCode === 'SQA');
    expect(sqa.soldOut).toBe(true);

    const onePlan = one.body.rooms[0].ratePlans.find(
      (p: { ratePlanCode: string }) => p.ratePlanCode === 'RACK',
    );
    const tq = two.body.rooms.find((r: { roomTypeCode: string }) => r.roomTypeCode === 'TQ');
    const twoPlan = tq.ratePlans.find((p: { ratePlanCode: string }) => p.ratePlanCode === 'RACK');
    expect(twoPlan.rooms).toBe(2);
    expect(twoPlan.roomTotal).toBe(onePlan.total);
    expect(Math.round(twoPlan.total * 100)).toBe(Math.round(onePlan.total * 100) * 2);
    expect(twoPlan.averageNightly).toBe(onePlan.averageNightly);

    const res = await post(
      bookingBody({
        roomTypeCode: 'TQ',
        checkIn: '2026-04-06',
        checkOut: '2026-04-09',
        adults: 3,
        rooms: 2,
      }),
      `two-rooms-${kind}`,
    );
    expect(res.status).toBe(201);
    const reservation = res.body.reservation;
    expect(reservation.rooms).toBe(2);
    expect(reservation.total).toBe(twoPlan.total);
    expect(reservation.roomTotal).toBe(onePlan.total);
    expect(await booked('TQ', '2026-04-06', '2026-04-09')).toEqual([
      { night: '2026-04-06', total: 10, booked: 2 },
      { night: '2026-04-07', total: 10, booked: 2 },
      { night: '2026-04-08', total: 10, booked: 2 },
    ]);

    const read = await get(
      `/v1/reservation/reservations/${reservation.confirmationNumber}?lastName=Lovelace`,
    );
    expect(read.body.reservation).toMatchObject({ rooms: 2, total: twoPlan.total });

    const cancel = await fetch(
      `${platform.url}/v1/reservation/reservations/${reservation.confirmationNumber}/cancel`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ lastName: 'Lovelace' }),
      },
    );
    expect(cancel.status).toBe(200);
    for (const night of await booked('TQ', '2026-04-06', '2026-04-09'))
      expect(night.booked).toBe(0);
  });

  it('refuses a party the rooms cannot take, with a clear 400', async () => {
    const stay = { roomTypeCode: 'SQ', checkIn: '2026-04-13', checkOut: '2026-04-15' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ adults: 1, rooms: 2 }, 'rooms'],
      [{ adults: 5, rooms: 2 }, 'adults'],
      [{ adults: 5, rooms: 5 }, 'rooms'],
      [{ adults: 2, rooms: 0 }, 'rooms'],
    ];
    for (const [party, parameterName] of cases) {
      const res = await post(
        bookingBody({ ...stay, ...party }),
        `bad-party-${kind}-${parameterName}-${party.rooms}-${party.adults}`,
      );
      expect(res.status, JSON.stringify(party)).toBe(400);
      expect(res.body.errors[0].parameterName).toBe(parameterName);
      expect(res.body.errors[0].message).toBeTruthy();
    }
    const rates = await get(
      `/v2/rate/hotels/${HOTEL}/rooms?checkIn=2026-04-13&checkOut=2026-04-15&adults=1&rooms=2`,
    );
    expect(rates.status).toBe(400);
    expect(rates.body.errors[0].parameterName).toBe('rooms');
    expect(await booked('SQ', '2026-04-13', '2026-04-15')).toEqual([]);
  });

  it(`lets exactly 2 of ${SIMULTANEOUS} racing 2-room bookings take the last 5 rooms`, async () => {
    const stay = { roomTypeCode: 'TQ', checkIn: '2026-05-04', checkOut: '2026-05-09', adults: 3 };
    // TQ has 10 rooms: 5 are booked first (one each), leaving 5 for the same nights.
    for (let i = 0; i < 5; i++) {
      const res = await post(bookingBody({ ...stay, surname: `Early${i}` }), `early-${kind}-${i}`);
      expect(res.status).toBe(201);
    }

    const results = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, (_, i) =>
        post(bookingBody({ ...stay, rooms: 2, surname: `Pair${i}` }), `pair-${kind}-${i}`),
      ),
    );

    const won = results.filter((r) => r.status === 201);
    const lost = results.filter((r) => r.status !== 201);
    expect(won).toHaveLength(2);
    for (const r of lost) {
      expect(r.status).toBe(409);
      expect(r.body.errors[0].code).toBe('SOLD_OUT');
    }
    expect(new Set(won.map((r) => r.body.reservation.confirmationNumber)).size).toBe(2);
    for (const r of won) expect(r.body.reservation.rooms).toBe(2);

    // 5 + 2 × 2 = 9 of 10 rooms on every night: one left, none oversold, nothing half-claimed.
    const nights = await booked('TQ', '2026-05-04', '2026-05-09');
    expect(nights).toHaveLength(5);
    for (const night of nights) expect(night).toMatchObject({ total: 10, booked: 9 });
    const rows = await platform.store.db
      .selectFrom('reservations')
      .select(['surname', 'rooms'])
      .where('room_type_code', '=', 'TQ')
      .where('check_in', '=', '2026-05-04')
      .execute();
    expect(rows.filter((r) => r.surname.startsWith('Pair'))).toHaveLength(2);
    expect(rows.reduce((sum, r) => sum + r.rooms, 0)).toBe(9);

    // The one room left cannot take a party of two rooms, but takes one of one room.
    const tooMany = await post(
      bookingBody({ ...stay, rooms: 2, surname: 'Late' }),
      `late-${kind}-2`,
    );
    expect(tooMany.status).toBe(409);
    const single = await post(bookingBody({ ...stay, surname: 'Late' }), `late-${kind}-1`);
    expect(single.status).toBe(201);
  });
});
