// The platform of the abuse tests: the booking fixture plus a 55-room room type (a whole hotel's
// worth, as in the book-out probe), with the abuse limits at their defaults (other tests raise
// them), and the calls a script or a guest makes on it.
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { startTestPlatform, type DatabaseKind } from '#test/support/platform.ts';
import { defaultAbuseLimits, type AbuseLimits } from '#shared/security/abuse-limits.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { HOTEL, bookingBody, insertBookingFixture } from './booking-fixture.ts';
import { madeUpCard } from '#test/support/made-up-card.ts';

/**
 * The date `offset` days from today. These tests run on the real clock, as the captcha does (a
 * solved challenge carries its expiry in real time), so every stay is dated from today.
 */
export const day = (offset: number): string =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The room type of 55 rooms (4 guests each) the book-out script aims at. */
export const BIG = 'BIG';
export const BIG_ROOMS = 55;

export function useAbusePlatform(kind: DatabaseKind, limits: Partial<AbuseLimits> = {}) {
  let running: RunningPlatform | undefined;
  beforeAll(async () => {
    running = await startTestPlatform(kind, {
      seed: false,
      config: { abuseLimits: { ...defaultAbuseLimits, ...limits } },
    });
    await insertBookingFixture(running.store.db);
    await running.store.db
      .insertInto('room_types')
      .values({
        hotel_id: HOTEL,
        room_type_code: BIG,
        name: 'Room BIG',
        description: 'A big room.',
        bed_type: 'Two queens',
        capacity: 4,
        accessible: 0,
        accessible_features: null,
        total_rooms: BIG_ROOMS,
        base_rate_cents: 9_000,
      })
      .execute();
  });
  afterAll(() => running?.close());
  const platform = (): RunningPlatform => {
    if (!running) throw new Error('the abuse platform has not started');
    return running;
  };
  let keys = 0;
  const book = (
    overrides: Record<string, unknown>,
    address: string,
    key = `abuse-${Date.now()}-${++keys}`,
  ) =>
    fetch(`${platform().url}/v1/reservation/reservations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
        'X-Forwarded-For': address,
      },
      body: JSON.stringify(bookingBody({ checkIn: day(30), checkOut: day(33), ...overrides })),
    }).then(async (res) => ({ status: res.status, body: await res.json() }));
  /** Rooms of `roomTypeCode` booked on its busiest night. */
  const roomsHeld = async (roomTypeCode = BIG) => {
    const rows = await platform()
      .store.db.selectFrom('inventory')
      .select('booked')
      .where('hotel_id', '=', HOTEL)
      .where('room_type_code', '=', roomTypeCode)
      .execute();
    return Math.max(0, ...rows.map((row) => Number(row.booked)));
  };
  const api = () => request(platform().server);
  return { platform, book, roomsHeld, api };
}

/**
 * The book-out script: `requests` bookings of 4 rooms for 60 nights from `checkIn`, every name,
 * e-mail and card made up afresh (`seed` keeps two runs apart).
 */
export function bookOutBodies(requests: number, seed: number, fromDay = 30) {
  const checkIn = day(fromDay);
  const checkOut = day(fromDay + 60);
  return Array.from({ length: requests }, (_, i) => ({
    roomTypeCode: BIG,
    checkIn,
    checkOut,
    adults: 4,
    rooms: 4,
    givenName: `Bot${seed}x${i}`,
    surname: `Script${seed}x${i}`,
    email: `bot${seed}x${i}@example.net`,
    card: { number: madeUpCard(seed * 1000 + i), expiry: '12/29', holder: `Bot ${i}` },
  }));
}
