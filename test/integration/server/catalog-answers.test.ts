// A kept catalog answer (catalog-cache.ts) is sent with an entity tag worked out once, the same for
// its gzipped and plain bodies, so a browser holding it gets 304 without a platform hop; and its
// one upstream call carries nobody's credentials.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildApp, testConfig, withRecordingUpstream } from './support/harness.ts';

const upstream = withRecordingUpstream();

describe('kept catalog answers', () => {
  it('carry one weak entity tag for every encoding and answer 304 to it', async () => {
    const { app, close } = buildApp(testConfig(upstream.url));
    try {
      const suggest = '/api/v1/place/suggest/etag?country=us';
      const plain = await request(app).get(suggest).set('Accept-Encoding', 'identity');
      expect(plain.status).toBe(200);
      const etag = plain.headers.etag as string;
      expect(etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9_-]+"$/);
      const gzipped = await request(app).get(suggest).set('Accept-Encoding', 'gzip');
      expect(gzipped.headers.etag).toBe(etag);
      expect(gzipped.body).toEqual(plain.body);

      const calls = upstream.requests.length;
      const cached = await request(app).get(suggest).set('If-None-Match', etag);
      expect(cached.status).toBe(304);
      expect(cached.text).toBe('');
      const other = await request(app).get(suggest).set('If-None-Match', 'W/"0-other"');
      expect(other.status).toBe(200);
      expect(other.body).toEqual(plain.body);
      expect(upstream.requests.length, 'all from memory').toBe(calls);
    } finally {
      await close();
    }
  });

  it('are fetched without the session or an Authorization header the browser sent', async () => {
    const { app, close } = buildApp(testConfig(upstream.url));
    try {
      const answer = await request(app)
        .get('/api/v1/place/suggest/credentials?country=us')
        .set('Cookie', 'session=guest@longstay.test|tok_abcdefgh12345678')
        .set('Authorization', 'Bearer tok_fromthebrowser12345');
      expect(answer.status).toBe(200);
      const seen = upstream.requests.at(-1)!;
      expect(seen.url).toContain('/v1/place/suggest/credentials');
      expect(seen.headers.authorization).toBeUndefined();
      expect(seen.headers.cookie).toBeUndefined();
    } finally {
      await close();
    }
  });
});
