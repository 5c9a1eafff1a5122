// Through the site's /api proxy: racing guests for the last rooms of a 14-night stay
// get exactly that many bookings and a sold-out answer each for the rest, with the inventory in
// step (each guest retrying a 5xx with its key as the browser does: a loaded machine may push an
// answer past the site's deadline; how often is the bench's business, not this test's); a booking
// the platform made while the site stopped waiting (202 CONFIRMING) is what a retry with the same
// key gets, never a second booking or a sold-out answer. On SQLite and PostgreSQL. Not timed.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { startPlatformGate, type PlatformGate } from '../resilience/support.ts';
import { buildApp, SITE_URL, testConfig, type TestApp } from '../server/support/harness.ts';
import { startBookingPlatform } from './booking-calls.ts';
import { HOTEL, bookingBody, racerConfirmations } from './booking-fixture.ts';

const RACERS = 40;
// TQ has 10 rooms; 7 are booked before the race, so 3 are left.
const ROOMS_LEFT = 3;
const stay = { roomTypeCode: 'TQ', checkIn: '2026-04-06', checkOut: '2026-04-20' };
const NIGHTS = 14;

describe.each(databaseKinds)('bookings racing through the site (%s)', (kind) => {
  let platform: RunningPlatform;
  let gate: PlatformGate;
  let site: TestApp;

  const book = (body: Record<string, unknown>, key: string) =>
    request(site.app)
      .post('/api/v1/reservation/reservations')
      .set('Origin', SITE_URL)
      .set('Idempotency-Key', key)
      .send(body);

  /**
   * As the browser books: a 202 CONFIRMING (the site's deadline on a loaded machine) or a
   * 502/503/504 is sent again with the same key after a pause, and the last answer is the guest's.
   */
  const bookAsBrowser = async (body: Record<string, unknown>, key: string) => {
    let res = await book(body, key);
    for (let retry = 1; retry <= 5 && (res.status >= 502 || res.status === 202); retry++) {
      await new Promise((resolve) => setTimeout(resolve, 200 * retry));
      res = await book(body, key);
    }
    return res;
  };

  const reservationsOf = (key: string) =>
    platform.store.db
      .selectFrom('reservations')
      .select(['confirmation_number', 'status'])
      .where('idempotency_key', '=', key)
      .execute();

  const nightsOf = (roomTypeCode: string) =>
    platform.store.db
      .selectFrom('inventory')
      .select(['night', 'total', 'booked'])
      .where('hotel_id', '=', HOTEL)
      .where('room_type_code', '=', roomTypeCode)
      .where('night', '>=', stay.checkIn)
      .where('night', '<', stay.checkOut)
      .orderBy('night')
      .execute();

  beforeAll(async () => {
    platform = await startBookingPlatform(kind);
    gate = await startPlatformGate(platform.url);
    // The site's deadline at its largest: the race is about answers, not about speed.
    site = buildApp(testConfig(gate.url, { UPSTREAM_TIMEOUT_MS: '2500' }));
  });
  afterAll(async () => {
    await site?.close();
    await gate?.close();
    await platform?.close();
  });

  it(`gives the last ${ROOMS_LEFT} rooms to exactly ${ROOMS_LEFT} of ${RACERS} racing guests`, async () => {
    for (let i = 0; i < 10 - ROOMS_LEFT; i++) {
      const res = await book(
        bookingBody({ ...stay, surname: `Before${i}` }),
        `before-${kind}-${i}`,
      );
      expect(res.status).toBe(201);
    }

    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        bookAsBrowser(bookingBody({ ...stay, surname: `Racer${i}` }), `racer-${kind}-${i}`),
      ),
    );

    // 201, or 200 when a retry read back the booking its first attempt made.
    const won = answers.filter((res) => res.status === 201 || res.status === 200);
    expect(won).toHaveLength(ROOMS_LEFT);
    for (const res of answers.filter((r) => !won.includes(r))) {
      expect(res.status).toBe(409);
      expect(res.body.errors[0]).toMatchObject({
        code: 'SOLD_OUT',
        message: expect.stringContaining('no longer available'),
      });
    }
    const nights = await nightsOf('TQ');
    expect(nights).toHaveLength(NIGHTS);
    for (const night of nights) expect(night).toMatchObject({ total: 10, booked: 10 });
    expect(await racerConfirmations(platform.store.db)).toEqual(
      won.map((res) => res.body.reservation.confirmationNumber).sort(),
    );
  });

  it('gives a key retried while its first attempt runs the same answer, in a race for one room', async () => {
    // SQA has one room. One guest's browser sends its booking three times at once; 15 others race.
    const racing = { roomTypeCode: 'SQA', checkIn: '2026-06-01', checkOut: '2026-06-15' };
    const key = `impatient-${kind}`;
    const impatient = bookingBody({ ...racing, surname: 'Impatient' });
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => bookAsBrowser(impatient, key)),
      ...Array.from({ length: 15 }, (_, i) =>
        bookAsBrowser(bookingBody({ ...racing, surname: `Rival${i}` }), `rival-${kind}-${i}`),
      ),
    ]);
    const mine = answers.slice(0, 3);
    const made = await reservationsOf(key);
    if (made.length) {
      // One made it (201, or 200 if its own first answer was lost); the others read it back.
      expect(mine.filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(2);
      for (const res of mine)
        expect(res.body.reservation.confirmationNumber).toBe(made[0]!.confirmation_number);
    } else {
      for (const res of mine) expect(res.body.errors[0].code).toBe('SOLD_OUT');
    }
    const rivalsWon = answers.slice(3).filter((res) => res.status === 201 || res.status === 200);
    expect(rivalsWon.length + (made.length ? 1 : 0)).toBe(1);
  });

  it('answers a retry with the same key with the booking made while the site was confirming it', async () => {
    const key = `late-answer-${kind}`;
    const body = bookingBody({ roomTypeCode: 'SQ', checkIn: '2026-05-11', checkOut: '2026-05-25' });
    const shortSite = buildApp(testConfig(gate.url, { BOOKING_TIMEOUT_MS: '1000' }));
    try {
      // The platform books, but its answer never reaches the site before the deadline.
      await gate.set('swallow');
      const first = await request(shortSite.app)
        .post('/api/v1/reservation/reservations')
        .set('Origin', SITE_URL)
        .set('Idempotency-Key', key)
        .send(body);
      expect(first.status).toBe(202);
      expect(first.body.status).toBe('CONFIRMING');
      // The booking is made once the platform has handled the swallowed request.
      await expect.poll(() => reservationsOf(key), { timeout: 10_000 }).toHaveLength(1);
    } finally {
      await gate.set('pass');
      await shortSite.close();
    }

    const [made] = await reservationsOf(key);
    const retry = await book(body, key);
    expect(retry.status).toBe(200);
    expect(retry.body.reservation.confirmationNumber).toBe(made!.confirmation_number);
    expect(await reservationsOf(key)).toHaveLength(1);
    const nights = await platform.store.db
      .selectFrom('inventory')
      .select('booked')
      .where('hotel_id', '=', HOTEL)
      .where('room_type_code', '=', 'SQ')
      .where('night', '>=', '2026-05-11')
      .where('night', '<', '2026-05-25')
      .execute();
    expect(nights.map((n) => n.booked)).toEqual(Array(14).fill(1));
  });
});
