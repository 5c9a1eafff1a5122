// The places near a point (the hotel page's location section), over HTTP on every
// database: the nearest cities and airports with their distance, and a clear 400 for a bad point.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';

interface Nearby {
  cities: Array<{ name: string; qualifiedName: string; distance: number; population: number }>;
  airports: Array<{ code: string | null; name: string; distance: number }>;
}

describe.each(databaseKinds)('places near a point on %s', (kind) => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(async () => platform?.close());

  it('names the nearest cities and airports of downtown Dallas, nearest first', async () => {
    const res = await request(platform.url).get('/v1/place/nearby?latitude=32.78&longitude=-96.8');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as Nearby;
    expect(body.cities[0]?.qualifiedName).toBe('Dallas, TX, US');
    expect(body.cities.length).toBeGreaterThan(1);
    expect(body.cities.length).toBeLessThanOrEqual(4);
    const distances = body.cities.map((city) => city.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const city of body.cities) expect(city.population).toBeGreaterThanOrEqual(20_000);
    expect(body.airports.map((airport) => airport.code)).toContain('DAL');
    expect(body.airports[0]!.distance).toBeLessThan(15);
  });

  it('answers empty lists in the middle of the ocean', async () => {
    const res = await request(platform.url).get('/v1/place/nearby?latitude=30&longitude=-140');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cities: [], airports: [] });
  });

  it('refuses a point that is not one with a 400 in the platform error shape', async () => {
    for (const query of ['latitude=95&longitude=0', 'latitude=abc&longitude=1', 'latitude=1']) {
      const res = await request(platform.url).get(`/v1/place/nearby?${query}`);
      expect(res.status, query).toBe(400);
      expect((res.body as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
  });
});
