// Proxy: sessions through the real platform: the session's bearer token kept in an
// httpOnly cookie, no access token ever returned to the browser, sign-in refusals as 4xx.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { SITE_URL, buildApp, testConfig } from './support/harness.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startTestPlatform('sqlite');
});
afterAll(async () => {
  await platform?.close();
});

describe('sessions through the real platform', () => {
  it('signs in, keeps the token in an httpOnly cookie, never shows it, and signs out', async () => {
    const { app, close } = buildApp(testConfig(platform.url));
    try {
      const signIn = await request(app)
        .post('/api/session')
        .set('Origin', SITE_URL)
        .type('form')
        .send({ email: 'guest@longstay.test', password: 'Longstay2026' });
      expect(signIn.status).toBe(200);
      expect(signIn.body.account.loginId).toBe('guest@longstay.test');
      expect(signIn.text).not.toMatch(/accessToken/);
      const cookie = (signIn.headers['set-cookie'] as unknown as string[]).find((c) =>
        c.startsWith('session='),
      )!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/Max-Age=\d+/);
      expect(cookie).not.toMatch(/Secure/);
      const sessionCookie = cookie.split(';')[0]!;

      // The account through the proxy, with the bearer from the cookie; no token in the body.
      const account = await request(app)
        .get('/api/v1/account/accounts/guest%40longstay.test')
        .set('Cookie', sessionCookie);
      expect(account.status).toBe(200);
      expect(account.body.account.loginId).toBe('guest@longstay.test');
      expect(account.text).not.toMatch(/accessToken/);

      // Basic sign-in through the proxy answers an authorization block: its token is removed.
      const basic = await request(app)
        .get('/api/v1/account/accounts/guest%40longstay.test')
        .set(
          'Authorization',
          `Basic ${Buffer.from('guest@longstay.test:Longstay2026').toString('base64')}`,
        );
      expect(basic.status).toBe(200);
      expect(basic.text).not.toMatch(/accessToken/);

      const wrong = await request(app)
        .post('/api/session')
        .set('Origin', SITE_URL)
        .send({ email: 'guest@longstay.test', password: 'nope-nope1' });
      expect(wrong.status).toBeGreaterThanOrEqual(400);
      expect(wrong.status).toBeLessThan(500);
      expect(wrong.headers['set-cookie']).toBeUndefined();

      const signOut = await request(app)
        .delete('/api/session')
        .set('Origin', SITE_URL)
        .set('Cookie', sessionCookie);
      expect(signOut.status).toBe(204);
      expect(String(signOut.headers['set-cookie'])).toMatch(/session=;.*Expires=Thu, 01 Jan 1970/);
      // The platform session is over: the token no longer reads the account.
      const after = await request(app)
        .get('/api/v1/account/accounts/guest%40longstay.test')
        .set('Cookie', sessionCookie);
      expect(after.status).toBe(401);
    } finally {
      await close();
    }
  });

  it('sends a kept place suggest gzipped once for all, or plain to a client that takes no gzip', async () => {
    const { app, close } = buildApp(testConfig(platform.url));
    try {
      const path = '/api/v1/place/suggest/dal?country=us&language=en';
      const plain = await request(app).get(path).set('Accept-Encoding', 'identity');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const gzipped = await request(app).get(path).set('Accept-Encoding', 'gzip, br');
      expect(gzipped.status).toBe(200);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
      expect(gzipped.body).toEqual(plain.body);
      expect((plain.body as { placeResults: { label: string }[] }).placeResults[0]?.label).toBe(
        'Dallas, TX',
      );
    } finally {
      await close();
    }
  });

  it('answers bad sign-in input with 4xx, never 500', async () => {
    const { app, close } = buildApp(testConfig(platform.url));
    try {
      const broken = await request(app)
        .post('/api/session')
        .set('Origin', SITE_URL)
        .type('json')
        .send('{"email":');
      expect(broken.status).toBe(400);
      expect(broken.body.requestId).toBe(broken.headers['x-request-id']);
      const huge = await request(app)
        .post('/api/session')
        .set('Origin', SITE_URL)
        .send({ email: 'a@b.co', password: 'x'.repeat(20_000) });
      expect(huge.status).toBe(413);
      const missing = await request(app)
        .post('/api/session')
        .set('Origin', SITE_URL)
        .type('form')
        .send('email=a%40b.co');
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([
        { code: 'REQUIRED', parameterName: 'password', message: 'This field is required' },
      ]);
      // Nested thousands deep: refused from the raw bytes, before anything walks the body.
      const deep = await request(app)
        .post('/api/session')
        .set('Origin', SITE_URL)
        .type('json')
        .send(`{"email":${'['.repeat(3_000)}${']'.repeat(3_000)},"password":"x"}`);
      expect(deep.status).toBe(400);
      expect(deep.body.errors[0].message).toMatch(/nests objects or arrays more than 20 deep/);
      const wrongTypes = await request(app)
        .post('/api/session')
        .set('Origin', SITE_URL)
        .send({ email: ['a'], password: { x: 1 } });
      expect(wrongTypes.status).toBe(400);
    } finally {
      await close();
    }
  });

  it('forwards each guest address, so one guest exhausting the sign-in limit does not lock out another', async () => {
    // Behind one proxy (TRUST_PROXY=1) the guest address is the X-Forwarded-For entry.
    const { app, close } = buildApp(testConfig(platform.url, { TRUST_PROXY: '1' }));
    try {
      const signIn = (address: string, email: string, password: string) =>
        request(app)
          .post('/api/session')
          .set('Origin', SITE_URL)
          .set('X-Forwarded-For', address)
          .send({ email, password });
      let last = 0;
      for (let i = 0; i < 25 && last !== 429; i++) {
        last = (await signIn('203.0.113.7', `nobody-${i}@longstay.test`, 'wrong-pass1')).status;
      }
      expect(last).toBe(429);
      const other = await signIn('198.51.100.9', 'guest@longstay.test', 'Longstay2026');
      expect(other.status).toBe(200);
    } finally {
      await close();
    }
  });

  it('uses the __Host- cookie, Secure, when served over HTTPS', async () => {
    const { app, close } = buildApp(
      testConfig(platform.url, { SITE_URL: 'https://www.longstay.example' }),
    );
    try {
      const res = await request(app)
        .post('/api/session')
        .set('Origin', 'https://www.longstay.example')
        .send({ email: 'guest@longstay.test', password: 'Longstay2026' });
      expect(res.status).toBe(200);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-session=/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/HttpOnly/);
    } finally {
      await close();
    }
  });
});
