// 200 racing extensions competing for the last 3 rooms give exactly 3
// successes, and no night is ever oversold (watched while the race runs, not only after it);
// the losers' reservations, histories and nights are as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { startBookingPlatform } from './booking-calls.ts';
import { HOTEL, bookingBody } from './booking-fixture.ts';

const RACERS = 200;
const LEFT = 3;
const ROOM = 'RACE';
const stay = { roomTypeCode: ROOM, checkIn: '2026-05-04', checkOut: '2026-05-09' };
const extended = { checkIn: '2026-05-04', checkOut: '2026-05-12' };
const addedNights = ['2026-05-09', '2026-05-10', '2026-05-11'];

describe.each(databaseKinds)('extensions under concurrency (%s)', (kind) => {
  let platform: RunningPlatform;

  const post = (path: string, body: Record<string, unknown>, headers: Record<string, string>) =>
    fetch(`${platform.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: await res.json() }));

  const inventory = () =>
    platform.store.db
      .selectFrom('inventory')
      .select(['night', 'total', 'booked'])
      .where('hotel_id', '=', HOTEL)
      .where('room_type_code', '=', ROOM)
      .orderBy('night')
      .execute();

  beforeAll(async () => {
    platform = await startBookingPlatform(kind);
    await platform.store.db
      .insertInto('room_types')
      .values({
        hotel_id: HOTEL,
        room_type_code: ROOM,
        name: 'Race Studio',
        description: 'A room type for the race.',
        bed_type: 'Queen',
        capacity: 2,
        accessible: 0,
        accessible_features: null,
        total_rooms: RACERS + 10,
        base_rate_cents: 9_000,
      })
      .execute();
  });
  afterAll(() => platform?.close());

  it(`lets exactly ${LEFT} of ${RACERS} racing extensions take the last ${LEFT} rooms`, async () => {
    const numbers: string[] = [];
    for (let batch = 0; batch < RACERS / 20; batch++) {
      const made = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const n = batch * 20 + i;
          return post(
            '/v1/reservation/reservations',
            bookingBody({ ...stay, surname: `Racer${n}` }),
            {
              'Idempotency-Key': `race-booking-${kind}-${n}`,
            },
          );
        }),
      );
      for (const res of made) {
        expect(res.status).toBe(201);
        numbers.push(res.body.reservation.confirmationNumber);
      }
    }
    // Other guests hold all but the last 3 rooms on the nights the racers want to add.
    await platform.store.db
      .insertInto('inventory')
      .values(
        addedNights.map((night) => ({
          hotel_id: HOTEL,
          room_type_code: ROOM,
          night,
          total: RACERS + 10,
          booked: RACERS + 10 - LEFT,
        })),
      )
      .execute();

    let watching = true;
    let samples = 0;
    const watch = (async () => {
      while (watching) {
        for (const night of await inventory()) {
          expect(night.booked).toBeLessThanOrEqual(night.total);
          expect(night.booked).toBeGreaterThanOrEqual(0);
        }
        samples++;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();

    const results = await Promise.all(
      numbers.map((number, n) =>
        post(
          `/v1/reservation/reservations/${number}/change`,
          { lastName: `Racer${n}`, ...extended },
          // One guest each: each from an address of their own, as in life.
          {
            'Idempotency-Key': `race-change-${kind}-${n}`,
            'X-Forwarded-For': `198.51.${n >> 8}.${n & 255}`,
          },
        ),
      ),
    );
    watching = false;
    await watch;
    expect(samples).toBeGreaterThan(0);

    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(LEFT);
    for (const r of won)
      expect(r.body.reservation).toMatchObject({ nights: 8, changes: [expect.anything()] });
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.errors[0].code).toBe('SOLD_OUT');
    }

    const nights = await inventory();
    for (const night of nights) {
      const expected = addedNights.includes(night.night) ? RACERS + 10 : RACERS;
      expect(night).toMatchObject({ total: RACERS + 10, booked: expected });
    }
    // Nothing half-written: 3 changed stays, 3 history rows, every other stay as booked.
    const rows = await platform.store.db
      .selectFrom('reservations')
      .select(['check_out'])
      .where('room_type_code', '=', ROOM)
      .execute();
    expect(rows.filter((r) => r.check_out === extended.checkOut)).toHaveLength(LEFT);
    expect(rows.filter((r) => r.check_out === stay.checkOut)).toHaveLength(RACERS - LEFT);
    const changes = await platform.store.db
      .selectFrom('reservation_changes')
      .select('change_id')
      .execute();
    expect(changes).toHaveLength(LEFT);
  });
});
