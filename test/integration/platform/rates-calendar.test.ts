// The price calendar over HTTP, on every database of the run: one call per
// hotel per two months, each day's total the very cent the rate answers give for that stay.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { FIXED_NOW, HOTEL, SOON_HOTEL, insertBookingFixture } from './booking-fixture.ts';

interface Day {
  checkIn: string;
  checkOut: string;
  status: string;
  total?: number;
  cheapest?: boolean;
  headline?: { roomTypeCode: string; ratePlanCode: string; taxes: number; taxNotes: string[] };
}

describe.each(databaseKinds)('price calendar (%s)', (kind) => {
  let platform: RunningPlatform;
  const api = () => request(platform.server);
  const calendar = async (query: Record<string, string | number>, hotel = HOTEL) => {
    const res = await api().get(`/v2/rate/hotels/${hotel}/calendar`).query(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { days: Day[]; nights: number; losTier: string };
  };

  beforeAll(async () => {
    platform = await startTestPlatform(kind, { seed: false, now: () => FIXED_NOW });
    await insertBookingFixture(platform.store.db);
    // 15 April has no room of any type left.
    await platform.store.db
      .insertInto('inventory')
      .values(
        [
          ['SQ', 5],
          ['TQ', 10],
          ['SQA', 1],
        ].map(([code, total]) => ({
          hotel_id: HOTEL,
          room_type_code: code as string,
          night: '2026-04-15',
          total: total as number,
          booked: total as number,
        })),
      )
      .execute();
  });
  afterAll(() => platform?.close());

  it('answers two months of check-in dates, closed before today, in one call', async () => {
    const body = await calendar({ month: '2026-03', nights: 7 });
    expect(body).toMatchObject({ nights: 7, losTier: 'weekly' });
    expect(body.days).toHaveLength(31 + 30);
    expect(body.days[0]).toEqual({
      checkIn: '2026-03-01',
      checkOut: '2026-03-08',
      status: 'CLOSED',
    });
    expect(body.days[1]).toMatchObject({ checkIn: '2026-03-02', status: 'AVAILABLE' });
    expect(body.days.at(-1)!.checkIn).toBe('2026-04-30');
  });

  it('gives each day the total the hotel page and the result card show for that stay', async () => {
    const { days } = await calendar({ month: '2026-03', nights: 7, adults: 2 });
    const open = days.filter((d) => d.status === 'AVAILABLE');
    const cheapest = open.filter((d) => d.cheapest);
    expect(cheapest.length).toBeGreaterThan(0);
    expect(cheapest.every((d) => d.total === Math.min(...open.map((o) => o.total!)))).toBe(true);
    for (const day of [cheapest[0]!, open[3]!, open[40]!]) {
      const stay = { checkIn: day.checkIn, checkOut: day.checkOut, adults: 2 };
      const rates = await api()
        .get('/v2/rate/hotel-rates')
        .query({ hotelId: HOTEL, ...stay });
      expect(rates.body.headline.total).toBe(day.total);
      const rooms = await api().get(`/v2/rate/hotels/${HOTEL}/rooms`).query(stay);
      const plan = rooms.body.rooms
        .find((r: { roomTypeCode: string }) => r.roomTypeCode === day.headline!.roomTypeCode)
        .ratePlans.find(
          (p: { ratePlanCode: string }) => p.ratePlanCode === day.headline!.ratePlanCode,
        );
      expect(plan.total).toBe(day.total);
    }
  });

  it('marks sold out the days whose stay needs a night with no room left', async () => {
    const { days } = await calendar({ month: '2026-04', nights: 3 });
    const status = (checkIn: string) => days.find((d) => d.checkIn === checkIn)!.status;
    expect(
      ['2026-04-12', '2026-04-13', '2026-04-14', '2026-04-15', '2026-04-16'].map(status),
    ).toEqual(['AVAILABLE', 'SOLD_OUT', 'SOLD_OUT', 'SOLD_OUT', 'AVAILABLE']);
  });

  it('prices 30 nights in Texas without hotel tax, and leads with a known corporate plan', async () => {
    const { days } = await calendar({ month: '2026-05', nights: 30 });
    const day = days.find((d) => d.checkIn === '2026-05-04')!;
    expect(day.headline).toMatchObject({
      ratePlanCode: 'RACK',
      taxes: 0,
      taxNotes: [expect.stringContaining('30+ nights in Texas')],
    });
    const corporate = await calendar({ month: '2026-05', nights: 30, corporateId: 'ACME' });
    const same = corporate.days.find((d) => d.checkIn === '2026-05-04')!;
    expect(same.headline!.ratePlanCode).toBe('CORPACME');
    expect(same.total!).toBeLessThan(day.total!);
  });

  it('marks every day of a coming-soon hotel', async () => {
    const { days } = await calendar({ month: '2026-04', nights: 7 }, SOON_HOTEL);
    expect(new Set(days.map((d) => d.status))).toEqual(new Set(['COMING_SOON']));
  });

  it('refuses a bad month, length or hotel with a clear 4xx', async () => {
    const cases: Array<[Record<string, string | number>, number, string]> = [
      [{ month: '2026-02', nights: 7 }, 400, 'month'],
      [{ month: '2027-04', nights: 7 }, 400, 'month'],
      [{ month: '2026-13', nights: 7 }, 400, 'month'],
      [{ month: '2026-04', nights: 0 }, 400, 'nights'],
      [{ month: '2026-04', nights: 366 }, 400, 'nights'],
      [{ month: '2026-04' }, 400, 'nights'],
    ];
    for (const [query, status, parameter] of cases) {
      const res = await api().get(`/v2/rate/hotels/${HOTEL}/calendar`).query(query);
      expect(res.status, JSON.stringify(query)).toBe(status);
      expect(JSON.stringify(res.body)).toContain(parameter);
    }
    const unknown = await api()
      .get('/v2/rate/hotels/NOPE1/calendar')
      .query({ month: '2026-04', nights: 7 });
    expect(unknown.status).toBe(404);
  });
});
