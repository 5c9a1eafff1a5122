// A burst of bookings at a platform that is slow to answer — just started with its connections
// cold, or a backlog in front of it — once came back as a wall of 504s while the platform went on
// booking. Through the site no answer of a burst is a 5xx: a guest hears "booked", "sold out" or
// "confirming", and the same key sent again (as the page does) ends on the booking the platform
// made, made once. On SQLite and PostgreSQL (where the platform's pool is opened by the burst).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { startPlatformGate, type PlatformGate } from '../resilience/support.ts';
import { buildApp, SITE_URL, testConfig, type TestApp } from '../server/support/harness.ts';
import { startBookingPlatform } from './booking-calls.ts';
import { bookingBody } from './booking-fixture.ts';

// The fixture's TQ has 10 rooms a night.
const ROOMS = 10;
const GUESTS = 30;

describe.each(databaseKinds)('a burst of bookings at a slow platform (%s)', (kind) => {
  let platform: RunningPlatform;
  let gate: PlatformGate;
  let site: TestApp;
  /** Every status any answer of the site had, first tries and retries. */
  const seen: number[] = [];

  beforeAll(async () => {
    // Started for this file: the first test's burst is the first work its pool does.
    platform = await startBookingPlatform(kind);
    gate = await startPlatformGate(platform.url);
    site = buildApp(testConfig(gate.url, { BOOKING_TIMEOUT_MS: '1000' }));
  });
  afterAll(async () => {
    await site?.close();
    await gate?.close();
    await platform?.close();
  });

  const book = async (body: Record<string, unknown>, key: string) => {
    const res = await request(site.app)
      .post('/api/v1/reservation/reservations')
      .set('Origin', SITE_URL)
      .set('Idempotency-Key', key)
      .send(body);
    seen.push(res.status);
    return res;
  };
  /** As the page does: "confirming" is asked again with the same key until it settles. */
  const settle = async (body: Record<string, unknown>, key: string) => {
    let res = await book(body, key);
    for (let tries = 0; res.status === 202 && tries < 60; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      res = await book(body, key);
    }
    return res;
  };
  const reservationsOf = (surnamePrefix: string) =>
    platform.store.db
      .selectFrom('reservations')
      .select(['confirmation_number', 'idempotency_key'])
      .where('surname', 'like', `${surnamePrefix}%`)
      .execute();

  /** Each guest's last answer against what the platform holds: one booking per key at most. */
  async function expectSettled(prefix: string, answers: request.Response[], keys: string[]) {
    const made = await reservationsOf(prefix);
    expect(new Set(made.map((r) => r.idempotency_key)).size).toBe(made.length);
    expect(made.length).toBe(ROOMS);
    for (const [i, res] of answers.entries()) {
      const mine = made.find((r) => r.idempotency_key === keys[i]);
      if (mine) {
        expect([200, 201]).toContain(res.status);
        expect(res.body.reservation.confirmationNumber).toBe(mine.confirmation_number);
      } else {
        expect(res.status).toBe(409);
        expect(res.body.errors[0].code).toBe('SOLD_OUT');
      }
    }
  }

  it(`${GUESTS} guests at once at a platform just started: no 5xx, each booked once or sold out`, async () => {
    const stay = { roomTypeCode: 'TQ', checkIn: '2026-04-06', checkOut: '2026-04-20' };
    const keys = Array.from({ length: GUESTS }, (_, i) => `cold-${kind}-${i}`);
    const bodies = keys.map((_, i) => bookingBody({ ...stay, surname: `Cold${i}` }));
    seen.length = 0;
    const answers = await Promise.all(keys.map((key, i) => settle(bodies[i]!, key)));
    expect(seen.filter((status) => status >= 500)).toEqual([]);
    await expectSettled('Cold', answers, keys);
  });

  it('a burst the platform books without answering, then one it never sees: all "confirming", then booked once', async () => {
    const stay = { roomTypeCode: 'TQ', checkIn: '2026-05-04', checkOut: '2026-05-11' };
    const keys = Array.from({ length: GUESTS }, (_, i) => `late-${kind}-${i}`);
    const bodies = keys.map((_, i) => bookingBody({ ...stay, surname: `Late${i}` }));
    const half = GUESTS / 2;
    seen.length = 0;
    try {
      // The first half reaches the platform, which books, but no answer comes back in time.
      await gate.set('swallow');
      const first = await Promise.all(keys.slice(0, half).map((key, i) => book(bodies[i]!, key)));
      // The second half waits in front of a platform that reads nothing (a backlog).
      await gate.set('hang');
      const second = await Promise.all(
        keys.slice(half).map((key, i) => book(bodies[half + i]!, key)),
      );
      for (const res of [...first, ...second]) {
        expect(res.status).toBe(202);
        expect(res.body.status).toBe('CONFIRMING');
      }
    } finally {
      await gate.set('pass');
    }
    const answers = await Promise.all(keys.map((key, i) => settle(bodies[i]!, key)));
    expect(seen.filter((status) => status >= 500)).toEqual([]);
    await expectSettled('Late', answers, keys);
  });
});
