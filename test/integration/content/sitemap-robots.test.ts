// sitemap.xml and robots.txt on the real app against a real platform: every content
// page, every listed hotel, every state and city result page, never the training property TR727;
// the sitemap is cached; a platform that is down gets a 503, not a 500. robots.txt names the
// sitemap.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPlatform } from '#platform/start.ts';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import {
  buildApp,
  closedPort,
  SITE_URL,
  testConfig,
  type TestApp,
} from '../server/support/harness.ts';

const locs = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&#38;/g, '&'));

describe.each(databaseKinds)('sitemap.xml and robots.txt (%s)', (kind) => {
  let platform: RunningPlatform;
  let site: TestApp;

  beforeAll(async () => {
    platform = await startTestPlatform(kind);
    site = buildApp(testConfig(platform.url));
  });

  afterAll(async () => {
    await site?.close();
    await platform?.close();
  });

  it('lists every content page, hotel, state and city result page once, and never TR727', async () => {
    const res = await request(site.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(res.text);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${SITE_URL}/`), url).toBe(true);

    for (const path of [
      '/',
      '/who-we-are',
      '/offers',
      '/company/contact',
      '/majoraccounts',
      '/terms-of-use',
      '/extended-stay-hotels',
      '/locations',
      '/travel-planning/corporate-travel-locations',
    ])
      expect(urls, path).toContain(`${SITE_URL}${path}`);

    const hotels = await platform.store.db
      .selectFrom('hotels')
      .select(['hotel_id', 'hotel_uri', 'is_training', 'subdivision_code', 'city_name'])
      .execute();
    const listed = hotels.filter((hotel) => !hotel.is_training);
    const training = hotels.find((hotel) => hotel.hotel_id === 'TR727');
    expect(training).toBeDefined();
    for (const hotel of listed) expect(urls).toContain(`${SITE_URL}${hotel.hotel_uri}`);
    expect(urls).not.toContain(`${SITE_URL}${training!.hotel_uri}`);
    const hotelPages = urls.filter((url) =>
      /^\/extended-stay-hotels\/(?!locations\/)[^/]+\/[^/]+\/[^/]+$/.test(new URL(url).pathname),
    );
    expect(hotelPages).toHaveLength(listed.length);

    const states = new Set(listed.map((hotel) => hotel.subdivision_code));
    const statePages = urls.filter((url) =>
      /^\/extended-stay-hotels\/locations\/[^/]+\/hotels$/.test(new URL(url).pathname),
    );
    expect(statePages).toHaveLength(states.size);
    expect(urls).toContain(`${SITE_URL}/extended-stay-hotels/locations/texas/hotels`);
    const cities = new Set(listed.map((hotel) => `${hotel.subdivision_code}|${hotel.city_name}`));
    const cityPages = urls.filter((url) =>
      /^\/extended-stay-hotels\/locations\/[^/]+\/[^/]+\/hotels$/.test(new URL(url).pathname),
    );
    expect(cityPages).toHaveLength(cities.size);
    expect(urls).toContain(`${SITE_URL}/extended-stay-hotels/locations/texas/austin/hotels`);
  });

  it('is built once and served from the cache afterwards', async () => {
    const first = await request(site.app).get('/sitemap.xml');
    const hotel = await platform.store.db
      .selectFrom('hotels')
      .select(['hotel_id', 'hotel_uri'])
      .where('is_training', '=', 0)
      .executeTakeFirstOrThrow();
    await platform.store.db
      .updateTable('hotels')
      .set({ hotel_uri: `${hotel.hotel_uri}-moved` })
      .where('hotel_id', '=', hotel.hotel_id)
      .execute();
    try {
      const second = await request(site.app).get('/sitemap.xml');
      expect(second.status).toBe(200);
      expect(second.text).toBe(first.text);
      expect(second.headers['cache-control']).toBe('public, max-age=3600');
    } finally {
      await platform.store.db
        .updateTable('hotels')
        .set({ hotel_uri: hotel.hotel_uri })
        .where('hotel_id', '=', hotel.hotel_id)
        .execute();
    }
  });

  it('robots.txt allows the site, keeps crawlers off the API and names the sitemap', async () => {
    const res = await request(site.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        `Sitemap: ${SITE_URL}/sitemap.xml`,
      ]),
    );
  });
});

describe('sitemap.xml with the platform down', () => {
  it('answers 503 with Retry-After, never a 500', async () => {
    const site = buildApp(testConfig(`http://127.0.0.1:${await closedPort()}`));
    try {
      const res = await request(site.app).get('/sitemap.xml');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('60');
      expect((await request(site.app).get('/robots.txt')).status).toBe(200);
    } finally {
      await site.close();
    }
  });
});
