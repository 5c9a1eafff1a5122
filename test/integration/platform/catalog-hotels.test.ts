// Hotel look-ups over HTTP on every database: nearby, hotel cities, by state, by id and by uri.
// The training property TR727 is never listed or counted but can be opened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';

const DALLAS = { lat: 32.7831, lng: -96.8067 };
const ROCKVILLE = { lat: 39.084, lng: -77.1528 };

describe.each(databaseKinds)('hotels on %s', (kind) => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(async () => platform?.close());
  const get = (path: string) => request(platform.url).get(path);

  it('lists hotels near a point, nearest first, within the radius, with summary and media', async () => {
    const res = await get(
      `/v2/hotel/hotels?lat=${DALLAS.lat}&lng=${DALLAS.lng}&max=200&offset=0&radius=50`,
    );
    expect(res.status).toBe(200);
    const { hotels, total } = res.body as {
      hotels: Array<{
        hotelId: string;
        distance: number;
        hotelInfo: {
          hotelSummary: {
            hotelName: string;
            hotelUri: string;
            geographicLocation: { latitude: number };
          };
        };
        media: { hotelImages: unknown[]; hotelUris: string[] };
      }>;
      total: number;
    };
    expect(hotels.length).toBeGreaterThan(5);
    expect(total).toBe(hotels.length);
    const distances = hotels.map((h) => h.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(50);
    expect(hotels[0]!.hotelInfo.hotelSummary.hotelUri).toMatch(/^\/extended-stay-hotels\/texas\//);
    expect(hotels[0]!.media.hotelImages.length).toBeGreaterThanOrEqual(5);
    expect(hotels[0]!.media.hotelUris).toEqual([hotels[0]!.hotelInfo.hotelSummary.hotelUri]);

    const page = await get(`/v2/hotel/hotels?lat=${DALLAS.lat}&lng=${DALLAS.lng}&max=2&offset=2`);
    expect(page.body.hotels.map((h: { hotelId: string }) => h.hotelId)).toEqual(
      hotels.slice(2, 4).map((h) => h.hotelId),
    );
    expect(page.body.total).toBe(total);

    const narrow = await get(`/v2/hotel/hotels?lat=${DALLAS.lat}&lng=${DALLAS.lng}&radius=5`);
    expect(narrow.body.hotels.length).toBeLessThan(hotels.length);
  });

  it('leaves TR727 out of nearby hotels even next to it', async () => {
    const res = await get(`/v2/hotel/hotels?lat=${ROCKVILLE.lat}&lng=${ROCKVILLE.lng}&radius=5`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('TR727');
    const ocean = await get('/v2/hotel/hotels?lat=0&lng=-150');
    expect(ocean.body).toMatchObject({ hotels: [], total: 0 });
  });

  it('refuses bad coordinates and paging with a 400', async () => {
    for (const query of [
      'lng=1',
      'lat=1',
      'lat=abc&lng=1',
      'lat=91&lng=0',
      'lat=1&lng=1&max=500',
      'lat=1&lng=1&offset=-1',
      'lat=1&lng=1&radius=0',
    ]) {
      const res = await get(`/v2/hotel/hotels?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.status).toBe('ERROR');
    }
  });

  it('lists hotel cities keyed by state code, paged, without TR727 in the counts', async () => {
    const all = await get('/v2/hotel/locations/hotel-cities?max=1000&offset=0');
    expect(all.status).toBe(200);
    const cities = all.body.subdivisionCities as Record<
      string,
      Array<{ cityName: string; hotelsAmount: number }>
    >;
    expect(Object.keys(cities).length).toBeGreaterThanOrEqual(41);
    expect(cities.TX?.some((c) => c.cityName === 'Dallas' && c.hotelsAmount > 0)).toBe(true);
    expect(cities.MD?.some((c) => c.cityName === 'Rockville')).toBe(false);
    const counted = Object.values(cities)
      .flat()
      .reduce((sum, c) => sum + c.hotelsAmount, 0);
    expect(counted).toBeGreaterThanOrEqual(300);

    const first = await get('/v2/hotel/locations/hotel-cities');
    expect(first.body).toMatchObject({ offset: 0, max: 100, total: all.body.total });
    const firstCount = Object.values(
      first.body.subdivisionCities as Record<string, unknown[]>,
    ).flat().length;
    expect(firstCount).toBe(Math.min(100, all.body.total));
    const second = await get('/v2/hotel/locations/hotel-cities?max=100&offset=100');
    const secondCount = Object.values(
      second.body.subdivisionCities as Record<string, unknown[]>,
    ).flat().length;
    expect(secondCount).toBe(Math.min(100, all.body.total - 100));
    expect((await get('/v2/hotel/locations/hotel-cities?max=0')).status).toBe(400);
  });

  it('lists the hotels of a state by code, without TR727', async () => {
    const md = await get('/v2/hotel/subdivisions/MD/hotels');
    expect(md.status).toBe(200);
    expect(md.body.length).toBeGreaterThan(0);
    expect(md.body.map((h: { hotelId: string }) => h.hotelId)).not.toContain('TR727');
    for (const hotel of md.body)
      expect(Object.keys(hotel).sort()).toEqual(['hotelId', 'hotelName']);
    const dc = await get('/v2/hotel/subdivisions/dc/hotels');
    expect(dc.body.length).toBeGreaterThan(0);
    expect((await get('/v2/hotel/subdivisions/ZZ/hotels')).status).toBe(404);
    expect((await get('/v2/hotel/subdivisions/TEX/hotels')).status).toBe(400);
  });

  it('opens one hotel by id and by uri with summary, media, amenities and room types', async () => {
    const list = await get('/v2/hotel/subdivisions/TX/hotels');
    const id = list.body[0].hotelId as string;
    const res = await get(`/v2/hotel/hotels/${id}`);
    expect(res.status).toBe(200);
    const hotel = res.body;
    expect(hotel.hotelSummary).toMatchObject({
      hotelId: id,
      checkInTime: '15:00',
      checkOutTime: '11:00',
      address: { subdivisionCode: 'TX', countryCode: 'US' },
    });
    expect(hotel.hotelSummary.address.street[0]).toMatch(/^\d+ /);
    expect(hotel.hotelSummary.hotelUri).toMatch(
      /^\/extended-stay-hotels\/texas\/[a-z-]+\/longstay-suites-[a-z0-9-]+$/,
    );
    expect(hotel.media.hotelImages.length).toBeGreaterThanOrEqual(5);
    expect(hotel.media.hotelImages[0]).toMatchObject({
      uri: `hotels/${id}/1-exterior.jpg`,
      kind: 'exterior',
    });
    expect(typeof hotel.media.isNew).toBe('boolean');
    expect(hotel.amenities.length).toBeGreaterThan(5);
    const priorities = hotel.amenities.map((a: { priority: number }) => a.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(hotel.amenities[0]).toHaveProperty('icon');
    expect(
      hotel.roomTypes.some(
        (r: { accessible: boolean; accessibleFeatures: string }) =>
          r.accessible && /grab bars/.test(r.accessibleFeatures),
      ),
    ).toBe(true);
    expect(hotel.roomTypes[0]).not.toHaveProperty('baseRateCents');
    expect(hotel.isTrainingProperty).toBe(false);

    const byUri = await get(
      `/v2/hotel/hotel-by-uri?uri=${encodeURIComponent(hotel.hotelSummary.hotelUri)}`,
    );
    expect(byUri.status).toBe(200);
    expect(byUri.body).toEqual(hotel);
    const lower = await get(`/v2/hotel/hotels/${id.toLowerCase()}`);
    expect(lower.body.hotelSummary.hotelId).toBe(id);
  });

  it('opens TR727 as a training property', async () => {
    const res = await get('/v2/hotel/hotels/TR727');
    expect(res.status).toBe(200);
    expect(res.body.isTrainingProperty).toBe(true);
  });

  it('answers unknown or malformed hotels with 404 and 400', async () => {
    expect((await get('/v2/hotel/hotels/XX999')).status).toBe(404);
    expect((await get('/v2/hotel/hotels/%3Cscript%3E')).status).toBe(400);
    expect(
      (await get('/v2/hotel/hotel-by-uri?uri=/extended-stay-hotels/texas/dallas/nowhere')).status,
    ).toBe(404);
    expect((await get('/v2/hotel/hotel-by-uri?uri=/somewhere-else')).status).toBe(400);
    expect((await get('/v2/hotel/hotel-by-uri?uri=%2Fextended-stay-hotels%2F%00')).status).toBe(
      400,
    );
    expect(
      (await get(`/v2/hotel/hotel-by-uri?uri=${encodeURIComponent('/extended-stay-hotels/a b')}`))
        .status,
    ).toBe(400);
    const missing = await get('/v2/hotel/hotel-by-uri');
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ code: 'REQUIRED', parameterName: 'uri' });
  });
});
