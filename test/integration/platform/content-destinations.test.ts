// The footer's destination links must lead to hotels: every destination is a city with Longstay
// hotels in the generated catalog (full seed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';

describe('footer destinations on the full dataset', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform('sqlite', { seed: true });
  });
  afterAll(async () => platform?.close());

  it('names only cities that have hotels', async () => {
    const footer = (
      await request(platform.url).get('/site-api/documents/page-module/footer').expect(200)
    ).body;
    expect(footer.destinations.destinationInfo).toHaveLength(10);
    for (const { subdivisionCode, placeName } of footer.destinations.destinationInfo) {
      const hotels = await platform.store.db
        .selectFrom('hotels')
        .select('hotel_id')
        .where('city_name', '=', placeName)
        .where('subdivision_code', '=', subdivisionCode)
        .where('is_training', '=', 0)
        .execute();
      expect(hotels.length, `${placeName}, ${subdivisionCode}`).toBeGreaterThan(0);
    }
  });

  it('points corporate logos and the award badge at images the media host serves', async () => {
    const logos = await platform.store.db
      .selectFrom('corporate_accounts')
      .select('logo_uri')
      .where('logo_uri', 'is not', null)
      .execute();
    expect(logos.length).toBeGreaterThan(0);
    for (const { logo_uri } of logos) {
      const image = await request(platform.url).get(`/media/images/${logo_uri}`);
      expect(image.status, logo_uri!).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
    const home = (await request(platform.url).get('/site/rest/documents/web-page/home').expect(200))
      .body;
    const badge = home.modules.find((m: { markupType: string }) => m.markupType === 'award-badge');
    await request(platform.url).get(`/media/images/${badge.award.imageUri}`).expect(200);
  });

  it('the full seed includes the content and the demo accounts', async () => {
    await request(platform.url).get('/site/rest/documents/web-page/who-we-are').expect(200);
    const account = await platform.store.db
      .selectFrom('accounts')
      .select('login_id')
      .where('login_id', '=', 'guest@longstay.test')
      .executeTakeFirst();
    expect(account).toBeDefined();
  });
});
