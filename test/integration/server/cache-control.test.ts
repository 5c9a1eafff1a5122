// No shared cache may keep personal data: every answer with it carries Cache-Control: no-store — the
// account JSON (address, phone, birthday) through the site and from the platform itself.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { SITE_URL, buildApp, testConfig } from './support/harness.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startTestPlatform('sqlite');
});
afterAll(async () => platform?.close());

describe('no-store on personal data', () => {
  it('the account, its update and a Basic sign-in through the site are never cached', async () => {
    const { app, close } = buildApp(testConfig(platform.url));
    try {
      const signIn = await request(app)
        .post('/api/session')
        .set('Origin', SITE_URL)
        .send({ email: 'guest@longstay.test', password: 'Longstay2026' });
      expect(signIn.status).toBe(200);
      const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
      const account = await request(app)
        .get('/api/v1/account/accounts/guest%40longstay.test')
        .set('Cookie', cookie);
      expect(account.status).toBe(200);
      expect(account.body.account.addresses).toEqual(expect.any(Array));
      expect(account.headers['cache-control']).toBe('no-store');
      const basic = await request(app)
        .get('/api/v1/account/accounts/guest%40longstay.test')
        .auth('guest@longstay.test', 'Longstay2026');
      expect(basic.headers['cache-control']).toBe('no-store');
      const refused = await request(app).get('/api/v1/account/accounts/guest%40longstay.test');
      expect(refused.status).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');
      // a public catalog answer keeps its own caching
      const content = await request(app).get('/api/site/rest/documents/web-page/home');
      expect(content.headers['cache-control']).not.toBe('no-store');
    } finally {
      await close();
    }
  });

  it('the platform marks its account answers no-store itself', async () => {
    const answer = await request(platform.url)
      .get('/v1/account/accounts/guest@longstay.test')
      .auth('guest@longstay.test', 'Longstay2026');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
