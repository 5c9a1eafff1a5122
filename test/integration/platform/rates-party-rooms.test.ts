// A hotel whose room types cannot sleep the party in the rooms asked for is not "Sold Out": the
// rates say how many rooms would (roomsNeeded), and that many are bookable. Guest walk: 2 adults
// and a child in one room read "Sold Out" on the results, though two rooms were bookable.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { FIXED_NOW, HOTEL, insertBookingFixture } from './booking-fixture.ts';

const stay = { checkIn: '2026-03-10', checkOut: '2026-03-13' };

describe.each(databaseKinds)('rates for a party too big for its rooms (%s)', (kind) => {
  let platform: RunningPlatform;
  const rates = (party: Record<string, number>) =>
    request(platform.server)
      .get('/v2/rate/hotel-rates')
      .query({ ...stay, hotelIds: HOTEL, ...party });

  beforeAll(async () => {
    platform = await startTestPlatform(kind, { seed: false, now: () => FIXED_NOW });
    await insertBookingFixture(platform.store.db);
  });
  afterAll(() => platform?.close());

  it('5 adults in 1 room (the largest sleeps 4): sold out in 1 room, 2 rooms needed and priced', async () => {
    const one = await rates({ adults: 5, children: 0, rooms: 1 });
    expect(one.status).toBe(200);
    expect(one.body.hotelRates[HOTEL]).toMatchObject({ status: 'SOLD_OUT', roomsNeeded: 2 });
    const two = await rates({ adults: 5, children: 0, rooms: 2 });
    expect(two.body.hotelRates[HOTEL]).toMatchObject({ status: 'AVAILABLE' });
    expect(two.body.hotelRates[HOTEL].roomsNeeded).toBeUndefined();

    const single = await request(platform.server)
      .get('/v2/rate/hotel-rates')
      .query({ ...stay, hotelId: HOTEL, adults: 5, children: 0, rooms: 1 });
    expect(single.body).toMatchObject({ status: 'SOLD_OUT', roomsNeeded: 2, hotelMinRate: null });
  });

  it('no rooms needed when the party fits, nor when more rooms could not take it', async () => {
    const fits = await rates({ adults: 2, children: 1, rooms: 1 });
    expect(fits.body.hotelRates[HOTEL]).toMatchObject({ status: 'AVAILABLE' });
    // One adult can hold only one room (each room needs an adult): 1 adult and 6 children stay
    // sold out, with no number of rooms to offer.
    const alone = await rates({ adults: 1, children: 6, rooms: 1 });
    expect(alone.body.hotelRates[HOTEL].status).toBe('SOLD_OUT');
    expect(alone.body.hotelRates[HOTEL].roomsNeeded).toBeUndefined();
  });
});
