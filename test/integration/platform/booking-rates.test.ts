// Rates and availability over HTTP, on every database of the run.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { FIXED_NOW, HOTEL, SOON_HOTEL, insertBookingFixture } from './booking-fixture.ts';

const stay = { checkIn: '2026-03-10', checkOut: '2026-03-13' };

describe.each(databaseKinds)('rates and availability (%s)', (kind) => {
  let platform: RunningPlatform;
  const api = () => request(platform.server);

  beforeAll(async () => {
    platform = await startTestPlatform(kind, { seed: false, now: () => FIXED_NOW });
    await insertBookingFixture(platform.store.db);
  });
  afterAll(() => platform?.close());

  it('lists room types with rooms left and priced rate plans', async () => {
    const res = await api()
      .get(`/v2/rate/hotels/${HOTEL}/rooms`)
      .query({ ...stay, adults: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      hotelId: HOTEL,
      nights: 3,
      losTier: 'nightly',
      comingSoon: false,
    });
    const sq = res.body.rooms.find((r: { roomTypeCode: string }) => r.roomTypeCode === 'SQ');
    expect(sq).toMatchObject({ available: 5, soldOut: false, capacity: 2, accessible: false });
    expect(sq.ratePlans.map((p: { ratePlanCode: string }) => p.ratePlanCode)).toEqual([
      'RACK',
      'SAVER',
    ]);
    expect(sq.ratePlans[0]).toMatchObject({
      kind: 'standard',
      nightly: [
        { night: '2026-03-10', amount: 76 },
        { night: '2026-03-11', amount: 76 },
        { night: '2026-03-12', amount: 76 },
      ],
      averageNightly: 76,
      subtotal: 228,
      taxes: 29.64,
      total: 257.64,
      currency: 'USD',
    });
    const accessible = res.body.rooms.find(
      (r: { roomTypeCode: string }) => r.roomTypeCode === 'SQA',
    );
    expect(accessible).toMatchObject({
      accessible: true,
      accessibleFeatures: expect.stringContaining('Roll-in shower'),
    });
  });

  it('leaves out room types too small for the party', async () => {
    const res = await api()
      .get(`/v2/rate/hotels/${HOTEL}/rooms`)
      .query({ ...stay, adults: 3, children: 1 });
    expect(res.body.rooms.map((r: { roomTypeCode: string }) => r.roomTypeCode)).toEqual(['TQ']);
  });

  it('gives the weekly tier from 7 nights and the monthly tier from 30', async () => {
    const weekly = await api()
      .get(`/v2/rate/hotels/${HOTEL}/rooms`)
      .query({ checkIn: '2026-03-10', checkOut: '2026-03-18' });
    expect(weekly.body.losTier).toBe('weekly');
    const sq = weekly.body.rooms.find((r: { roomTypeCode: string }) => r.roomTypeCode === 'SQ');
    expect(sq.ratePlans[0].subtotal).toBe(526.49);
    expect(sq.ratePlans[0].averageNightly).toBeLessThan(76);
    const monthly = await api()
      .get(`/v2/rate/hotels/${HOTEL}/rooms`)
      .query({ checkIn: '2026-03-10', checkOut: '2026-04-09' });
    expect(monthly.body.losTier).toBe('monthly');
  });

  it('offers a corporate plan only with a corporate id that lists it', async () => {
    const res = await api()
      .get(`/v2/rate/hotels/${HOTEL}/rooms`)
      .query({ ...stay, corporateId: 'acme' });
    const plans = res.body.rooms[0].ratePlans.map((p: { ratePlanCode: string }) => p.ratePlanCode);
    expect(plans).toEqual(['RACK', 'SAVER', 'CORPACME']);
    const unknown = await api()
      .get(`/v2/rate/hotels/${HOTEL}/rooms`)
      .query({ ...stay, corporateId: 'NOPE' });
    expect(
      unknown.body.rooms[0].ratePlans.map((p: { ratePlanCode: string }) => p.ratePlanCode),
    ).toEqual(['RACK', 'SAVER']);
  });

  it('gives hotelRates keyed by hotel id: the headline open to every guest, and marks coming-soon hotels', async () => {
    const res = await api()
      .get('/v2/rate/hotel-rates')
      .query({ ...stay, hotelIds: `${HOTEL},${SOON_HOTEL},NOSUCH` });
    expect(res.status).toBe(200);
    // The member plan (SAVER, 5 % off) is cheaper, but it is not open to every guest.
    expect(res.body.hotelRates[HOTEL]).toEqual({
      status: 'AVAILABLE',
      rateRange: { minRate: 76, maxRate: 95 },
      minRateTotal: 257.64,
      headline: {
        roomTypeCode: 'SQ',
        ratePlanCode: 'RACK',
        name: 'Best available',
        kind: 'standard',
        audience: 'everyone',
        losTier: 'nightly',
        averageNightly: 76,
        subtotal: 228,
        taxes: 29.64,
        total: 257.64,
        rooms: 1,
        roomTotal: 257.64,
        currency: 'USD',
      },
      currency: 'USD',
      losTier: 'nightly',
    });
    expect(res.body.hotelRates[SOON_HOTEL]).toMatchObject({ status: 'COMING_SOON' });
    expect(res.body.hotelRates).not.toHaveProperty('NOSUCH');
  });

  it('the headline is the same plan and total as that plan on the rooms answer', async () => {
    const rates = await api()
      .get('/v2/rate/hotel-rates')
      .query({ ...stay, hotelIds: HOTEL });
    const rooms = await api().get(`/v2/rate/hotels/${HOTEL}/rooms`).query(stay);
    const headline = rates.body.hotelRates[HOTEL].headline;
    const room = rooms.body.rooms.find(
      (r: { roomTypeCode: string }) => r.roomTypeCode === headline.roomTypeCode,
    );
    const plan = room.ratePlans.find(
      (p: { ratePlanCode: string }) => p.ratePlanCode === headline.ratePlanCode,
    );
    expect(plan).toMatchObject({
      audience: 'everyone',
      total: headline.total,
      averageNightly: headline.averageNightly,
      taxes: headline.taxes,
    });
  });

  it('a known corporate id lets its plan lead; an unknown one does not', async () => {
    const known = await api()
      .get('/v2/rate/hotel-rates')
      .query({ ...stay, hotelIds: HOTEL, corporateId: 'acme' });
    expect(known.body.hotelRates[HOTEL].headline).toMatchObject({
      ratePlanCode: 'CORPACME',
      audience: 'corporate',
      total: 218.99,
    });
    const unknown = await api()
      .get('/v2/rate/hotel-rates')
      .query({ ...stay, hotelIds: HOTEL, corporateId: 'NOPE' });
    expect(unknown.body.hotelRates[HOTEL].headline.ratePlanCode).toBe('RACK');
  });

  it('a chosen plan leads; the party leaves out room types too small for it', async () => {
    const chosen = await api()
      .get('/v2/rate/hotel-rates')
      .query({ ...stay, hotelIds: HOTEL, ratePlanCode: 'SAVER' });
    expect(chosen.body.hotelRates[HOTEL]).toMatchObject({
      minRateTotal: 244.76,
      headline: { ratePlanCode: 'SAVER', audience: 'member', total: 244.76 },
    });
    const party = await api()
      .get('/v2/rate/hotel-rates')
      .query({ ...stay, hotelIds: HOTEL, adults: 3 });
    expect(party.body.hotelRates[HOTEL].headline).toMatchObject({
      roomTypeCode: 'TQ',
      ratePlanCode: 'RACK',
      total: 322.05,
    });
    const bad = await api()
      .get('/v2/rate/hotel-rates')
      .query({ ...stay, hotelIds: HOTEL, ratePlanCode: '<x>' });
    expect(bad.status).toBe(400);
  });

  it('gives a single hotelMinRate string for one hotelId', async () => {
    const res = await api()
      .get('/v2/rate/hotel-rates')
      .query({ ...stay, hotelId: HOTEL });
    expect(res.body).toMatchObject({
      hotelId: HOTEL,
      hotelMinRate: '76.00',
      minRateTotal: 257.64,
      headline: { ratePlanCode: 'RACK', total: 257.64 },
      status: 'AVAILABLE',
      currency: 'USD',
    });
    const missing = await api()
      .get('/v2/rate/hotel-rates')
      .query({ ...stay, hotelId: 'NOSUCH' });
    expect(missing.status).toBe(404);
  });

  it('reports rooms left per room type', async () => {
    const res = await api().get(`/v2/rate/hotels/${HOTEL}/availability`).query(stay);
    expect(res.status).toBe(200);
    expect(res.body.roomTypes).toContainEqual({
      roomTypeCode: 'SQ',
      name: 'Room SQ',
      totalRooms: 5,
      available: 5,
      soldOut: false,
    });
  });

  it.each([
    [{ checkIn: '2026-03-01', checkOut: '2026-03-05' }, 'checkIn'],
    [{ checkIn: '2027-03-10', checkOut: '2027-03-12' }, 'checkIn'],
    [{ checkIn: '2026-03-10', checkOut: '2026-03-10' }, 'checkOut'],
    [{ checkIn: '2026-03-10', checkOut: '2027-03-11' }, 'checkOut'],
    [{ checkIn: '2026-02-30', checkOut: '2026-03-05' }, 'checkIn'],
    [{ checkIn: '10/03/2026', checkOut: '2026-03-12' }, 'checkIn'],
    [{ checkOut: '2026-03-12' }, 'checkIn'],
  ])('refuses bad dates %j with a 400 naming %s', async (dates, parameterName) => {
    for (const path of [
      `/v2/rate/hotels/${HOTEL}/rooms`,
      `/v2/rate/hotels/${HOTEL}/availability`,
      '/v2/rate/hotel-rates',
    ]) {
      const res = await api()
        .get(path)
        .query({ ...dates, hotelIds: HOTEL });
      expect(res.status, path).toBe(400);
      expect(res.body.status).toBe('ERROR');
      expect(res.body.errors[0].parameterName, path).toBe(parameterName);
    }
  });

  it('answers 404 for an unknown hotel and 400 without hotel ids', async () => {
    expect((await api().get('/v2/rate/hotels/NOSUCH/rooms').query(stay)).status).toBe(404);
    expect((await api().get('/v2/rate/hotels/NOSUCH/availability').query(stay)).status).toBe(404);
    const res = await api().get('/v2/rate/hotel-rates').query(stay);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ code: 'REQUIRED', parameterName: 'hotelIds' });
  });
});
