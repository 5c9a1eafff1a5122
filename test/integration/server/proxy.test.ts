// Proxy: /api/* reaches the right upstream with the session's bearer token, hop-by-hop
// headers stripped both ways, the review key added server side, no access token ever returned to
// the browser, and the request id echoed.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SITE_URL, buildApp, testConfig, withRecordingUpstream } from './support/harness.ts';

const upstream = withRecordingUpstream();

describe('the /api proxy', () => {
  it('maps each /api prefix to its upstream base', async () => {
    const { app, close } = buildApp(testConfig(upstream.url));
    try {
      const cases: [string, string][] = [
        ['/api/v1/place/suggest/dal?country=us', '/v1/place/suggest/dal?country=us'],
        [
          '/api/v2/hotel/locations/hotel-cities?max=100&offset=0',
          '/v2/hotel/locations/hotel-cities?max=100&offset=0',
        ],
        ['/api/site/rest/documents/web-page/home', '/site/rest/documents/web-page/home'],
        ['/api/site-api/rates/corporate/ABC', '/site-api/rates/corporate/ABC'],
        ['/api/site-api/documents?uri=%2Fcorp', '/site-api/documents?uri=%2Fcorp'],
        [
          '/api/api-v2/roomavailability/corporateAccountInfo?corporateid=X&isProd=true',
          '/api-v2/roomavailability/corporateAccountInfo?corporateid=X&isProd=true',
        ],
        ['/api/reviews/location/123', '/reviews/api/v1/location/123?key=test-review-key'],
        [
          '/api/reviews/location/123/reviews?key=stolen',
          '/reviews/api/v1/location/123/reviews?key=test-review-key',
        ],
        ['/media/images/hotels/a.jpg', '/media/images/hotels/a.jpg'],
      ];
      for (const [site, expected] of cases) {
        const res = await request(app).get(site);
        expect(res.status, site).toBe(200);
        expect(upstream.requests.at(-1)?.url, site).toBe(expected);
      }
      const post = await request(app)
        .post('/api/v1/emailer/newsletter')
        .set('Origin', SITE_URL)
        .type('form')
        .send({ email: 'a@b.co', captcha: 'x' });
      expect(post.status).toBe(200);
      expect(upstream.requests.at(-1)?.url).toBe('/v1/emailer/newsletter');
      expect(upstream.requests.at(-1)?.method).toBe('POST');
      // The newsletter provider is not reachable from the browser: a sign-up goes through the
      // platform's double opt-in, never straight to the provider's subscribe call.
      const before = upstream.requests.length;
      const direct = await request(app)
        .post('/api/newsletter/subscribe?cr=100427&fm=30&s_source=site.test&s_email=a%40b.co')
        .set('Origin', SITE_URL);
      expect(direct.status).toBe(404);
      expect(upstream.requests).toHaveLength(before);
    } finally {
      await close();
    }
  });

  it('answers 404 for paths outside the map or climbing out of it, without calling an upstream', async () => {
    const { app, close } = buildApp(testConfig(upstream.url));
    try {
      const before = upstream.requests.length;
      for (const path of [
        '/api/',
        '/api/admin',
        '/api/v1/../../etc/passwd',
        '/api/site-api/%2e%2e/v1/x',
        '/api/v1//evil.example/x',
      ]) {
        const res = await request(app).get(path);
        expect(res.status, path).toBe(404);
        expect(res.body.errors?.[0]?.code, path).toBe('NOT_FOUND');
      }
      expect(upstream.requests.length).toBe(before);
    } finally {
      await close();
    }
  });

  it('answers public catalog GETs from memory, shared by every guest, and forwards the rest every time', async () => {
    const { app, close } = buildApp(testConfig(upstream.url));
    try {
      const cookie = 'session=guest@longstay.test|tok_abcdefgh12345678';
      const suggest = '/api/v1/place/suggest/cat?country=us';
      const before = upstream.requests.length;
      const first = await request(app).get(suggest).set('Cookie', cookie);
      expect(first.status).toBe(200);
      expect(upstream.requests.length).toBe(before + 1);
      // Shared: never the guest's token upstream.
      expect(upstream.requests.at(-1)!.headers.authorization).toBeUndefined();
      const again = await request(app).get(suggest);
      expect(again.status).toBe(200);
      expect(again.headers['content-type']).toMatch(/^application\/json/);
      expect(again.body).toEqual(first.body);
      expect(upstream.requests.length, 'the second answer came from memory').toBe(before + 1);

      const rates = '/api/v2/rate/hotel-rates?hotelIds=TX917';
      await request(app).get(rates).set('Cookie', cookie);
      await request(app).get(rates).set('Cookie', cookie);
      expect(upstream.requests.length, 'rates are asked for every time').toBe(before + 3);
      expect(upstream.requests.at(-1)!.headers.authorization).toBe('Bearer tok_abcdefgh12345678');
    } finally {
      await close();
    }
  });

  it('adds the bearer token from the session cookie and strips hop-by-hop and site-only headers', async () => {
    const { app, close } = buildApp(testConfig(upstream.url));
    try {
      const res = await request(app)
        .post('/api/v1/account/accounts/guest%40longstay.test')
        .set('Origin', SITE_URL)
        .set('Cookie', 'session=guest@longstay.test|tok_abcdefgh12345678; township=dallas')
        .set('Connection', 'keep-alive, x-secret-hop')
        .set('X-Secret-Hop', 'drop me')
        .set('Keep-Alive', 'timeout=5')
        .set('Proxy-Authorization', 'Basic Zm9vOmJhcg==')
        .set('X-Request-Id', 'req-proxy-1')
        .type('form')
        .send('givenName=Jo');
      expect(res.status).toBe(200);
      const seen = upstream.requests.at(-1)!;
      expect(seen.headers.authorization).toBe('Bearer tok_abcdefgh12345678');
      expect(seen.headers.cookie).toBeUndefined();
      expect(seen.headers['x-secret-hop']).toBeUndefined();
      expect(seen.headers['keep-alive']).toBeUndefined();
      expect(seen.headers['proxy-authorization']).toBeUndefined();
      expect(seen.headers['x-request-id']).toBe('req-proxy-1');
      expect(seen.body).toBe('givenName=Jo');
      expect(res.headers['x-request-id']).toBe('req-proxy-1');
      // The upstream's own hop-by-hop headers do not come back.
      expect(res.headers['keep-alive']).not.toBe('timeout=99');
      expect(res.headers['x-hop-upstream']).toBeUndefined();
      expect(res.headers['x-upstream']).toBe('yes');
    } finally {
      await close();
    }
  });

  it('generates a request id when none is given and echoes it', async () => {
    const { app, close } = buildApp(testConfig(upstream.url));
    try {
      const res = await request(app).get('/api/v1/anything');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(upstream.requests.at(-1)?.headers['x-request-id']).toBe(res.headers['x-request-id']);
      const bad = await request(app).get('/api/v1/anything').set('X-Request-Id', 'bad id <script>');
      expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await close();
    }
  });
});
