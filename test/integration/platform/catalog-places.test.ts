// Place suggest and details over HTTP on every database (place rows suggestion order).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import type { SuggestResult } from '#platform/services/places-suggest.ts';

/** The suggest answer: the service's result, with the session the route echoes. */
type Suggest = SuggestResult & { session: string | null };

describe.each(databaseKinds)('place suggest and details on %s', (kind) => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(async () => platform?.close());

  const suggest = async (text: string, query = '?country=us&language=en&radius=50&session=s-1') => {
    const res = await request(platform.url).get(
      `/v1/place/suggest/${encodeURIComponent(text)}${query}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Suggest;
  };

  it('lists Dallas (city) first for "dal", before airports and hotels, and echoes the session', async () => {
    const body = await suggest('dal');
    expect(body.session).toBe('s-1');
    const first = body.placeResults[0]!;
    expect(first.label).toBe('Dallas, TX');
    expect(first.sectionIcon).toBe('city');
    expect(first.metadata).toMatchObject({
      placeType: 'city',
      placeName: 'Dallas',
      qualifiedName: 'Dallas, TX, US',
      address: { cityName: 'Dallas', subdivisionCode: 'TX' },
    });
    expect(first.hotelsAmount).toBeGreaterThan(0);
    expect(first.metadata.nearbyHotelIds).toHaveLength(first.hotelsAmount!);
    const types = body.placeResults.map((i) => i.metadata.placeType);
    const firstAirport = types.indexOf('airport');
    const firstHotel = types.indexOf('hotel');
    expect(firstAirport).toBeGreaterThan(0);
    expect(firstHotel).toBeGreaterThan(firstAirport);
    expect(types.lastIndexOf('city')).toBeLessThan(firstAirport);
    // Grouped: once a group ends it never comes back.
    const order = types.filter((t, i) => t !== types[i - 1]);
    expect(new Set(order).size).toBe(order.length);
    expect(
      body.placeResults.find(
        (i) => i.metadata.placeType === 'airport' && i.metadata.airportCode === 'DAL',
      )?.label,
    ).toBe('Dallas Love Field (DAL)');
    const hotel = body.placeResults.find((i) => i.metadata.placeType === 'hotel')!;
    expect(hotel.metadata.hotelUri).toMatch(/^\/extended-stay-hotels\/texas\/dallas\//);
    expect(hotel.hotelsAmount).toBeUndefined();
    expect(body.nearbyHotels.length).toBeGreaterThan(0);
    expect(
      body.nearbyHotels.every((h) => /dallas/i.test(h.hotelName) || h.hotelUri.includes('/texas/')),
    ).toBe(true);
  });

  it('finds the Atlanta postal code for "30301" as a point of interest with its postal code', async () => {
    const body = await suggest('30301');
    const postal = body.placeResults.find((i) => i.metadata.address.postalCode === '30301')!;
    expect(postal.label).toBe('30301, Atlanta, GA');
    expect(postal.metadata).toMatchObject({
      placeType: 'point_of_interest',
      placeName: '30301',
      address: { cityName: 'Atlanta', subdivisionCode: 'GA', postalCode: '30301' },
    });
    expect(postal.hotelsAmount).toBeGreaterThan(0);
    expect(
      body.nearbyHotels.some((h) => h.hotelUri.startsWith('/extended-stay-hotels/georgia/')),
    ).toBe(true);
  });

  it('finds Hartsfield-Jackson for "ATL", with its kebab-case searchable name', async () => {
    const body = await suggest('ATL');
    const airport = body.placeResults.find((i) => i.metadata.placeType === 'airport')!;
    expect(airport.metadata.airportCode).toBe('ATL');
    expect(airport.metadata.placeName).toMatch(/Hartsfield/);
    expect(airport.metadata.airportSearchableName).toBe(
      'hartsfield-jackson-atlanta-international-airport',
    );
    expect(airport.sectionIcon).toBe('airport');
  });

  it('finds the state for "Texas" and counts its hotels', async () => {
    const body = await suggest('Texas');
    const state = body.placeResults.find((i) => i.metadata.placeType === 'subdivision')!;
    expect(state.label).toBe('Texas');
    expect(state.metadata.address.subdivisionCode).toBe('TX');
    const hotels = await request(platform.url).get('/v2/hotel/subdivisions/TX/hotels');
    expect(state.hotelsAmount).toBe(hotels.body.length);
  });

  it('finds curated points of interest, townships flagged, without a postal code', async () => {
    const aquarium = (await suggest('georgia aqua')).placeResults.find(
      (i) => i.metadata.placeType === 'point_of_interest',
    )!;
    expect(aquarium.label).toBe('Georgia Aquarium, Atlanta, GA');
    expect(aquarium.metadata.address).toEqual({
      cityName: 'Atlanta',
      subdivisionCode: 'GA',
      postalCode: null,
    });
    expect(aquarium.hotelsAmount).toBeGreaterThan(0);
    const township = (await suggest('Cranberry Township')).placeResults.find(
      (i) => i.metadata.placeType === 'point_of_interest',
    )!;
    expect(township.metadata).toMatchObject({
      placeName: 'Cranberry Township',
      township: true,
      address: { subdivisionCode: 'PA' },
    });
  });

  it('finds the country and matches accents and case loosely', async () => {
    const country = await suggest('united states');
    expect(country.placeResults.map((i) => i.metadata.placeType)).toContain('country');
    const upper = await suggest('DALLAS');
    expect(upper.placeResults[0]?.label).toBe('Dallas, TX');
    const accented = await suggest('Dállas');
    expect(accented.placeResults[0]?.label).toBe('Dallas, TX');
  });

  it('offers no place without a hotel within 50 miles, but every state and the country with hotels', async () => {
    const dallas = await suggest('Dallas');
    const labels = dallas.placeResults.map((item) => item.label);
    expect(labels).toContain('Dallas, TX');
    expect(labels).not.toContain('Dallas, OR');
    for (const item of dallas.placeResults)
      if (item.metadata.placeType !== 'hotel')
        expect(item.hotelsAmount, item.label).toBeGreaterThan(0);
    // Alaska's centre is far from any hotel, but the state has hotels: it is offered.
    const alaska = (await suggest('Alaska')).placeResults.find(
      (item) => item.metadata.placeType === 'subdivision',
    );
    expect(alaska?.hotelsAmount).toBeGreaterThan(0);
    expect((await suggest('united states')).placeResults[0]?.metadata.placeType).toBe('country');
  });

  it("finds each hotel's street address as an address place and its street as a street place", async () => {
    const hotel = await platform.store.db
      .selectFrom('hotels')
      .select(['hotel_id', 'street1', 'city_name', 'subdivision_code', 'postal_code'])
      .where('is_training', '=', 0)
      .orderBy('hotel_id')
      .executeTakeFirstOrThrow();
    const address = (await suggest(hotel.street1)).placeResults.find(
      (item) =>
        item.metadata.placeType === 'address' && item.metadata.address.cityName === hotel.city_name,
    );
    expect(address).toMatchObject({
      label: `${hotel.street1}, ${hotel.city_name}, ${hotel.subdivision_code}`,
      sectionIcon: 'address',
      metadata: {
        placeName: hotel.street1,
        address: { postalCode: hotel.postal_code, subdivisionCode: hotel.subdivision_code },
      },
    });
    expect(address!.metadata.nearbyHotelIds[0]).toBe(hotel.hotel_id);
    const streetName = hotel.street1.replace(/^\d+\s+/, '');
    const street = (await suggest(`${streetName} ${hotel.city_name}`)).placeResults.find(
      (item) => item.metadata.placeType === 'street',
    );
    expect(street).toMatchObject({
      label: `${streetName}, ${hotel.city_name}, ${hotel.subdivision_code}`,
      sectionIcon: 'street',
    });
    expect(street!.metadata.nearbyHotelIds).toContain(hotel.hotel_id);
    // The training property's address is no place.
    const training = await platform.store.db
      .selectFrom('hotels')
      .select('street1')
      .where('hotel_id', '=', 'TR727')
      .executeTakeFirstOrThrow();
    const found = await suggest(training.street1);
    expect(found.placeResults.some((item) => item.value === 'address-tr727')).toBe(false);
  });

  it('offers the street for an address number none of its hotels has ("1600 main")', async () => {
    const found = await suggest('1600 main');
    const streets = found.placeResults.filter((item) => item.metadata.placeType === 'street');
    expect(streets.length).toBeGreaterThan(0);
    for (const street of streets) expect(street.label).toMatch(/^Main St, /);
    expect(found.placeResults.some((item) => item.metadata.placeType === 'address')).toBe(false);
  });

  it('never shows the training property TR727', async () => {
    for (const text of ['TR727', 'tr727', 'Training', 'Longstay Suites', 'Rockville']) {
      const body = await suggest(text);
      const all = JSON.stringify(body);
      expect(all, text).not.toContain('TR727');
      expect(all.toLowerCase(), text).not.toContain('training property');
    }
  });

  it('answers text without letters or digits with no results, and text under 3 characters with a 400', async () => {
    expect(await suggest('!!!')).toMatchObject({ placeResults: [], nearbyHotels: [] });
    const short = await request(platform.url).get('/v1/place/suggest/ab');
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      status: 'ERROR',
      statusCode: 400,
      errors: [
        { code: 'INVALID_VALUE', parameterName: 'text', message: 'Enter at least 3 characters.' },
      ],
    });
    const badRadius = await request(platform.url).get('/v1/place/suggest/dallas?radius=-4');
    expect(badRadius.status).toBe(400);
    expect(badRadius.body.errors[0].parameterName).toBe('radius');
    const badCountry = await request(platform.url).get('/v1/place/suggest/dallas?country=fr');
    expect(badCountry.status).toBe(400);
  });

  it('gives the details of a place, and of a hotel suggestion by its id', async () => {
    const res = await request(platform.url).get('/v1/place/details/airport-ATL?session=s-2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      placeType: 'airport',
      placeId: 'airport-ATL',
      airportCode: 'ATL',
      address: { cityName: 'Atlanta', subdivisionCode: 'GA' },
      session: 's-2',
    });
    expect(res.body.nearbyHotelIds.length).toBe(res.body.hotelsAmount);
    expect(res.body.nearbyHotelIds).not.toContain('TR727');
    const dallas = await suggest('dal');
    const hotel = dallas.placeResults.find((i) => i.metadata.placeType === 'hotel')!;
    const details = await request(platform.url).get(`/v1/place/details/${hotel.value}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ placeType: 'hotel', hotelUri: hotel.metadata.hotelUri });
    const city = await request(platform.url).get(
      `/v1/place/details/${dallas.placeResults[0]!.value}`,
    );
    expect(city.body).toMatchObject({
      placeType: 'city',
      placeName: 'Dallas',
      label: 'Dallas, TX',
    });
  });

  it('answers an unknown place with a 404 and a malformed id with a 400', async () => {
    const missing = await request(platform.url).get('/v1/place/details/city-0');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      status: 'ERROR',
      statusCode: 404,
      errors: [{ code: 'NOT_FOUND' }],
    });
    const training = await request(platform.url).get('/v1/place/details/TR727');
    expect(training.status).toBe(404);
    const bad = await request(platform.url).get(`/v1/place/details/${encodeURIComponent('a b;c')}`);
    expect(bad.status).toBe(400);
  });
});
