// Each source a booking is counted against — the address, the card, the e-mail and the guest's
// name — stops a script on its own, whatever it changes of the rest: 10 bookings in an hour and 20
// in a day (the defaults), then 429 until the window is over. The step-up captcha and the hotel
// ceilings are raised here so that only the hour's and the day's counts are at work (they have
// their tests in abuse-booking.test.ts); the clock is the platform's, moved by the test. A refused
// booking writes no row however many new cards, e-mails and names it brings. On every database of
// the run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import { defaultAbuseLimits } from '#shared/security/abuse-limits.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { madeUpCard } from '#test/support/made-up-card.ts';
import { FIXED_NOW, bookingBody, insertBookingFixture } from './booking-fixture.ts';

const { bookingsPerHour, bookingsPerDay } = defaultAbuseLimits;
const HOUR = 3_600_000;

type Attempt = (i: number) => { body: Record<string, unknown>; address: string };

// Every attempt of a script changes all but the one source under test. Each attempt is one night
// of its own (the fixture's 10-room type), days after FIXED_NOW, so no attempt sells out another's.
const card = (seed: number) => ({ number: madeUpCard(seed), expiry: '12/29', holder: 'Bot' });
const SCRIPTS: [string, number, Attempt][] = [
  [
    'address',
    30,
    (i) => ({
      body: {
        givenName: `A${i}`,
        surname: `Addr${i}`,
        email: `addr${i}@example.net`,
        card: card(31_000 + i),
      },
      address: '203.0.113.80',
    }),
  ],
  [
    'card',
    60,
    (i) => ({
      body: {
        givenName: `C${i}`,
        surname: `Card${i}`,
        email: `card${i}@example.net`,
        card: card(32_000),
      },
      address: `10.32.0.${i + 1}`,
    }),
  ],
  [
    'e-mail',
    90,
    (i) => ({
      body: {
        givenName: `E${i}`,
        surname: `Mail${i}`,
        email: 'one.inbox@example.net',
        card: card(33_000 + i),
      },
      address: `10.33.0.${i + 1}`,
    }),
  ],
  [
    'guest name',
    120,
    // The name as a script varies its spelling: case and spaces do not make another guest.
    (i) => ({
      body: {
        givenName: i % 2 ? 'SAM' : 'Sam',
        surname: i % 3 ? 'Hoarder' : ' hoarder ',
        email: `name${i}@example.net`,
        card: card(34_000 + i),
      },
      address: `10.34.0.${i + 1}`,
    }),
  ],
];

describe.each(databaseKinds)('each source of a booking counted on its own (%s)', (kind) => {
  let running: RunningPlatform | undefined;
  let clock = FIXED_NOW;
  beforeAll(async () => {
    running = await startTestPlatform(kind, {
      seed: false,
      now: () => clock,
      config: {
        abuseLimits: {
          ...defaultAbuseLimits,
          bookingCaptchaAfter: 1_000_000,
          hotelRoomsPerDay: 1_000_000,
          hotelRoomNightsPerDay: 100_000_000,
        },
      },
    });
    await insertBookingFixture(running.store.db);
  });
  afterAll(() => running?.close());

  let keys = 0;
  const book = (body: Record<string, unknown>, address: string) =>
    fetch(`${running!.url}/v1/reservation/reservations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': `source-${kind}-${++keys}`,
        'X-Forwarded-For': address,
      },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: await res.json() }));
  const throttleRows = () =>
    running!.store.db
      .selectFrom('throttle')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));

  it.each(SCRIPTS)(
    'one %s: 10 bookings an hour, 20 a day, then 429 until the day is over',
    async (_source, firstNight, attempt) => {
      const start = FIXED_NOW.getTime();
      clock = new Date(start);
      let i = 0;
      const next = () => {
        const { body, address } = attempt(i);
        const night = (offset: number) =>
          new Date(start + (firstNight + i + offset) * 24 * HOUR).toISOString().slice(0, 10);
        const stay = { roomTypeCode: 'TQ', checkIn: night(0), checkOut: night(1), adults: 1 };
        i += 1;
        return book(bookingBody({ ...stay, ...body }), address);
      };
      const statuses = async (count: number) => {
        const seen: number[] = [];
        for (let n = 0; n < count; n++) seen.push((await next()).status);
        return seen;
      };
      try {
        expect(await statuses(bookingsPerHour)).toEqual(Array(bookingsPerHour).fill(201));
        const overHour = await next();
        expect(overHour.status).toBe(429);
        expect(overHour.body.errors[0].code).toBe('TOO_MANY_REQUESTS');
        // A refused booking with a new card, e-mail and name each time writes nothing.
        const rows = await throttleRows();
        await statuses(3);
        expect(await throttleRows()).toBe(rows);

        clock = new Date(start + HOUR + 60_000);
        const secondHour = bookingsPerDay - bookingsPerHour;
        expect(await statuses(secondHour)).toEqual(Array(secondHour).fill(201));
        expect((await next()).status).toBe(429);
        clock = new Date(start + 3 * HOUR);
        expect((await next()).status).toBe(429);
        clock = new Date(start + 24 * HOUR + 60_000);
        expect((await next()).status).toBe(201);
      } finally {
        clock = FIXED_NOW;
      }
    },
  );

  it('keeps no card number in the throttle table, only its keyed hash', async () => {
    const keys = (await running!.store.db.selectFrom('throttle').select('key').execute()).map(
      (row) => row.key,
    );
    const cardKeys = keys.filter((key) => key.includes(':card:'));
    expect(cardKeys.length).toBeGreaterThan(0);
    const numbers = [32_000, ...Array.from({ length: 30 }, (_, i) => 31_000 + i)].map(madeUpCard);
    for (const key of keys) {
      for (const number of numbers) expect(key).not.toContain(number);
      expect(key).not.toMatch(/\d{12,}/);
    }
  });
});
