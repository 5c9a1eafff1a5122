// The review provider's shapes and the media host over HTTP on every database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds, startTestPlatform, testPlatformConfig } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';

const KEY = testPlatformConfig.reviewApiKey;

describe.each(databaseKinds)('review provider and media on %s', (kind) => {
  let platform: RunningPlatform;
  let withReviews: string;
  let withoutReviews: string;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
    const rows = await platform.store.db
      .selectFrom('review_locations')
      .select(['location_id', 'num_reviews'])
      .orderBy('location_id')
      .execute();
    withReviews = rows.find((r) => Number(r.num_reviews) > 20)!.location_id;
    withoutReviews = rows.find((r) => Number(r.num_reviews) === 0)!.location_id;
  });
  afterAll(async () => platform?.close());
  const get = (path: string) => request(platform.url).get(path);

  it('gives a location with rating, counts per level, sub-ratings and a link', async () => {
    const res = await get(`/reviews/api/v1/location/${withReviews}?key=${KEY}`);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.location_id).toBe(withReviews);
    expect(body.name).toMatch(/^Longstay Suites /);
    expect(Number(body.num_reviews)).toBeGreaterThan(20);
    const counts = body.review_rating_count as Record<string, string>;
    expect(Object.keys(counts).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(Object.values(counts).reduce((sum, n) => sum + Number(n), 0)).toBe(
      Number(body.num_reviews),
    );
    expect(body.rating).toMatch(/^[1-5]\.[05]$/);
    expect(body.rating_image_url).toBe(`/media/images/ratings/${body.rating}.svg`);
    expect(body.subratings.length).toBe(6);
    expect(body.subratings[0]).toMatchObject({
      localized_name: expect.any(String),
      rating_image_url: expect.stringMatching(/^\/media\/images\/ratings\/\d\.\d\.svg$/),
    });
    // The provider's own page of every review, reached through the site's /api proxy.
    expect(body.web_url).toBe(
      `http://localhost:3000/api/reviews/location/${withReviews}/all-reviews`,
    );
    const image = await get(body.rating_image_url);
    expect(image.status).toBe(200);
  });

  it("serves web_url as a paged HTML page listing every review once (the 'See all N reviews' link)", async () => {
    const location = (await get(`/reviews/api/v1/location/${withReviews}?key=${KEY}`)).body;
    const count = Number(location.num_reviews);
    const pages = Math.ceil(count / 10);
    const texts: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const res = await get(`/reviews/api/v1/location/${withReviews}/all-reviews?page=${page}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain(`<h1>Reviews of ${location.name}</h1>`);
      expect(res.text).toContain(`Page ${page} of ${pages}`);
      texts.push(...[...res.text.matchAll(/<\/p><p>([^<]+)<\/p>/g)].map((m) => m[1]!));
      if (page < pages)
        expect(res.text).toContain(
          `href="/api/reviews/location/${withReviews}/all-reviews?page=${page + 1}"`,
        );
    }
    expect(texts).toHaveLength(count);
    expect(new Set(texts).size).toBe(count);
    // The first page is the default; a page past the last or an unknown location is a 404.
    expect((await get(`/reviews/api/v1/location/${withReviews}/all-reviews`)).text).toContain(
      `Page 1 of ${pages}`,
    );
    for (const path of [
      `/reviews/api/v1/location/${withReviews}/all-reviews?page=${pages + 1}`,
      `/reviews/api/v1/location/${withReviews}/all-reviews?page=0`,
      `/reviews/api/v1/location/${withReviews}/all-reviews?page=x`,
      '/reviews/api/v1/location/999999999/all-reviews',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.errors[0].code).toBe('NOT_FOUND');
    }
    expect((await get('/reviews/api/v1/web/reviews.css')).headers['content-type']).toMatch(
      /^text\/css/,
    );
  });

  it('lists recent reviews newest first with titles, texts, sub-ratings and owner responses', async () => {
    const res = await get(`/reviews/api/v1/location/${withReviews}/reviews?key=${KEY}&limit=50`);
    expect(res.status).toBe(200);
    const reviews = res.body.data as Array<{
      title: string;
      text: string;
      rating: number;
      published_date: string;
      rating_image_url: string;
      subratings: unknown[];
      user: { username: string };
      owner_response?: { author: string; text: string };
    }>;
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    const dates = reviews.map((r) => r.published_date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const review of reviews) {
      expect(review.title.length).toBeGreaterThan(3);
      expect(review.text.length).toBeGreaterThan(20);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.rating_image_url).toBe(`/media/images/ratings/${review.rating}.0.svg`);
      expect(review.user.username).toBeTruthy();
      if (review.owner_response) expect(review.owner_response.text.length).toBeGreaterThan(10);
    }
    const firstTwo = await get(
      `/reviews/api/v1/location/${withReviews}/reviews?key=${KEY}&limit=2`,
    );
    expect(firstTwo.body.data.map((r: { title: string }) => r.title)).toEqual(
      reviews.slice(0, 2).map((r) => r.title),
    );
    const some = await platform.store.db
      .selectFrom('reviews')
      .select('location_id')
      .where('owner_response_text', 'is not', null)
      .executeTakeFirstOrThrow();
    const withResponse = await get(
      `/reviews/api/v1/location/${some.location_id}/reviews?key=${KEY}&limit=50`,
    );
    expect(
      withResponse.body.data.some(
        (r: { owner_response?: { author: string } }) => r.owner_response?.author,
      ),
    ).toBe(true);
  });

  it('gives a location with no reviews as zero, with an empty list', async () => {
    const location = await get(`/reviews/api/v1/location/${withoutReviews}?key=${KEY}`);
    expect(location.status).toBe(200);
    expect(location.body.num_reviews).toBe('0');
    const reviews = await get(`/reviews/api/v1/location/${withoutReviews}/reviews?key=${KEY}`);
    expect(reviews.body).toEqual({ data: [] });
  });

  it('refuses a wrong or missing key with a 401, unknown locations with a 404, bad ids with a 400', async () => {
    for (const path of [
      `/reviews/api/v1/location/${withReviews}`,
      `/reviews/api/v1/location/${withReviews}?key=wrong`,
      `/reviews/api/v1/location/${withReviews}/reviews?key=`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toMatchObject({ status: 'ERROR', statusCode: 401 });
    }
    expect((await get(`/reviews/api/v1/location/1?key=${KEY}`)).status).toBe(404);
    expect((await get(`/reviews/api/v1/location/1/reviews?key=${KEY}`)).status).toBe(404);
    expect((await get(`/reviews/api/v1/location/abc?key=${KEY}`)).status).toBe(400);
    expect(
      (await get(`/reviews/api/v1/location/${withReviews}/reviews?key=${KEY}&limit=0`)).status,
    ).toBe(400);
  });

  it('serves every hotel picture as a cacheable rendered JPEG, the exterior first', async () => {
    const hotel = await get('/v2/hotel/hotels/TR727');
    const images = hotel.body.media.hotelImages as Array<{ uri: string; kind: string }>;
    expect(images[0]?.kind).toBe('exterior');
    const seen = new Set<string>();
    for (const image of images) {
      const res = await get(`/media/images/${image.uri}`).buffer(true);
      expect(res.status, image.uri).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      const bytes = res.body as Buffer;
      // JPEG's start-of-image marker.
      expect(bytes.subarray(0, 3).toString('hex'), image.uri).toBe('ffd8ff');
      seen.add(String(res.headers.etag));
    }
    // The suite, the kitchen, the bath… are different pictures (at most an accessible room
    // type's bathroom repeats none of them either).
    expect(seen.size).toBe(images.length);
    const uri = `/media/images/${images[0]!.uri}`;
    const first = await get(uri).buffer(true);
    const cached = await get(uri).set('If-None-Match', String(first.headers.etag));
    expect(cached.status).toBe(304);
  });

  it('serves rating bubbles, award badges and logos, and 404s anything else', async () => {
    for (const path of [
      'ratings/0.0.svg',
      'ratings/2.5.svg',
      'ratings/5.0.svg',
      'awards/best.svg',
      'awards/gold.svg',
      'awards/honor.svg',
      'awards/platinum.svg',
      'awards/jdpower.svg',
      'logos/acme-industries.svg',
    ]) {
      const res = await get(`/media/images/${path}`).buffer(true);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    const half = String((await get('/media/images/ratings/2.5.svg').buffer(true)).body);
    expect(half).toContain('clip-path');
    for (const path of [
      'ratings/5.5.svg',
      'ratings/4.svg',
      'awards/silver.svg',
      'hotels/TX000/1-exterior.jpg',
      'hotels/TR727/99-exterior.jpg',
      'hotels/TR727/1-exterior.svg',
      'content/home-hero.svg',
      'nothing/here.svg',
      'logos/UPPER.svg',
    ]) {
      const res = await get(`/media/images/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body.status).toBe('ERROR');
    }
    expect([400, 404]).toContain((await get('/media/images/hotels/..%2F..%2Fetc/passwd')).status);
  });
});
