// Rates an operator can move: the operator endpoint behind OPERATOR_TOKEN (absent: 404; without
// the token: 401, also through the site's /api proxy), every change on record with who and when,
// the same cent on the hotel page, the calendar and the booking, and "Price dropped" against the
// rates of a week ago.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { buildApp, testConfig } from '../server/support/harness.ts';
import { bookingBody, FIXED_NOW, HOTEL, insertBookingFixture } from './booking-fixture.ts';

const TOKEN = 'operator-token-for-the-tests-0123456789';
const stay = { checkIn: '2026-03-10', checkOut: '2026-03-13', adults: 2, children: 0, rooms: 1 };

describe.each(databaseKinds)('rate adjustments (%s)', (kind) => {
  let platform: RunningPlatform;
  let clock = FIXED_NOW;
  const api = () => request(platform.server);
  const operator = (path: string) => `/v1/operator/rate-adjustments${path}`;
  const rackTotal = async () => {
    const res = await api()
      .get(`/v2/rate/hotel-rates`)
      .query({ hotelId: HOTEL, ...stay });
    return res.body as { minRateTotal: number; priceDropped?: boolean };
  };

  beforeAll(async () => {
    platform = await startTestPlatform(kind, {
      seed: false,
      now: () => clock,
      config: { operatorToken: TOKEN },
    });
    await insertBookingFixture(platform.store.db);
  });
  afterAll(() => platform?.close());

  it('answers 404 without the setting and 401 without the token, before reading the body', async () => {
    const bare = await startTestPlatform('sqlite', { seed: false });
    try {
      const res = await request(bare.server)
        .get(operator(''))
        .set('Authorization', `Bearer ${TOKEN}`);
      expect(res.status).toBe(404);
    } finally {
      await bare.close();
    }
    expect((await api().post(operator('')).send({ nonsense: true })).status).toBe(401);
    const wrong = await api().get(operator('')).set('Authorization', 'Bearer not-the-token');
    expect(wrong.status).toBe(401);
    // The site's public proxy passes nothing past the platform's gate.
    const site = buildApp(testConfig(platform.url));
    try {
      const viaSite = await request(site.app).get(`/api${operator('')}`);
      expect(viaSite.status).toBe(401);
      const posted = await request(site.app)
        .post(`/api${operator('')}`)
        .set('Origin', 'http://site.test')
        .send({ hotel: HOTEL, from: '2026-03-10', to: '2026-03-12', percent: -50 });
      expect(posted.status).toBe(401);
    } finally {
      await site.close();
    }
    expect(await platform.store.db.selectFrom('rate_adjustments').selectAll().execute()).toEqual(
      [],
    );
  });

  it('refuses a bad adjustment with a 400 naming the field', async () => {
    const post = (body: Record<string, unknown>) =>
      api().post(operator('')).set('Authorization', `Bearer ${TOKEN}`).send(body);
    const cases: [Record<string, unknown>, string][] = [
      [{ hotel: 'NOPE1', from: '2026-03-10', to: '2026-03-12', percent: -10 }, 'hotel'],
      [{ hotel: HOTEL, from: '2026-03-12', to: '2026-03-10', percent: -10 }, 'to'],
      [{ hotel: HOTEL, from: '2026-03-10', to: '2026-03-12' }, 'percent'],
      [{ hotel: HOTEL, from: '2026-03-10', to: '2026-03-12', percent: -10, amount: -5 }, 'percent'],
      [{ hotel: HOTEL, from: '2026-03-10', to: '2026-03-12', percent: -95 }, 'percent'],
      [
        { hotel: HOTEL, roomType: 'XX', from: '2026-03-10', to: '2026-03-12', amount: 5 },
        'roomType',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0].parameterName, JSON.stringify(body)).toBe(field);
    }
  });

  it('moves the rate everywhere to the same cent, records who and when, and shows "Price dropped"', async () => {
    const before = await rackTotal();
    expect(before.priceDropped).toBeUndefined();
    const made = await api()
      .post(operator(''))
      .set('Authorization', `Bearer ${TOKEN}`)
      .send({ hotel: HOTEL, from: '2026-03-10', to: '2026-03-12', percent: -10, by: 'revenue-1' });
    expect(made.status).toBe(201);
    expect(made.body.adjustment).toMatchObject({
      hotelId: HOTEL,
      percentBp: -1000,
      createdBy: 'operator:revenue-1',
      createdAt: FIXED_NOW.toISOString(),
    });
    // Three days on, the rates of a week ago (before the cut) were higher: the price dropped.
    clock = new Date(FIXED_NOW.getTime() + 3 * 86_400_000);
    const after = await rackTotal();
    expect(after.minRateTotal).toBeLessThan(before.minRateTotal);
    expect(after.priceDropped).toBe(true);
    const rooms = await api().get(`/v2/rate/hotels/${HOTEL}/rooms`).query(stay);
    expect(rooms.body.priceDropped).toBe(true);
    // Eight days on, a week ago the cut was already in force: the price did not drop since.
    clock = new Date(FIXED_NOW.getTime() + 8 * 86_400_000);
    const later = await rackTotal();
    expect(later.minRateTotal).toBe(after.minRateTotal);
    expect(later.priceDropped).toBeUndefined();
    clock = new Date(FIXED_NOW.getTime() + 3 * 86_400_000);
    // The calendar's day and the booking charge the hotel page's cent.
    const calendar = await api()
      .get(`/v2/rate/hotels/${HOTEL}/calendar`)
      .query({ month: '2026-03', nights: 3, adults: 2, children: 0, rooms: 1 });
    const day = calendar.body.days.find((d: { checkIn: string }) => d.checkIn === stay.checkIn);
    expect(day.total).toBe(after.minRateTotal);
    const booked = await api()
      .post('/v1/reservation/reservations')
      .set('Idempotency-Key', `adjusted-${kind}`)
      .send(bookingBody({ checkIn: stay.checkIn, checkOut: stay.checkOut }));
    expect(booked.status).toBe(201);
    expect(booked.body.reservation.total).toBe(after.minRateTotal);

    const removed = await api()
      .delete(operator(`/${made.body.adjustment.adjustmentId}`))
      .query({ by: 'revenue-1' })
      .set('Authorization', `Bearer ${TOKEN}`);
    expect(removed.status).toBe(200);
    expect((await rackTotal()).minRateTotal).toBe(before.minRateTotal);
    const listed = await api()
      .get(operator(''))
      .query({ hotel: HOTEL, all: 'true' })
      .set('Authorization', `Bearer ${TOKEN}`);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({
      removedBy: 'operator:revenue-1',
      removedAt: clock.toISOString(),
    });
    const inForce = await api().get(operator('')).set('Authorization', `Bearer ${TOKEN}`);
    expect(inForce.body.data).toEqual([]);
  });
});
