// Password guessing is slowed by a captcha, through the site: once an account has had a few failures, POST /api/session answers
// the platform's 401 CAPTCHA_REQUIRED, and a solved captcha sent along signs the owner in.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { solvedCaptcha } from '#test/integration/platform/accounts-support.ts';
import { SITE_URL, buildApp, testConfig } from './support/harness.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startTestPlatform('sqlite');
});
afterAll(async () => platform?.close());

describe('sign-in under attack, through the site', () => {
  it('asks for the captcha after 3 failures and signs the owner in with it', async () => {
    const { app, close } = buildApp(testConfig(platform.url));
    const signIn = (password: string, captcha?: string) =>
      request(app)
        .post('/api/session')
        .set('Origin', SITE_URL)
        .send({ email: 'guest@longstay.test', password, ...(captcha ? { captcha } : {}) });
    try {
      for (let i = 0; i < 3; i++) expect((await signIn(`Wrong${i}pass`)).status).toBe(401);
      const asked = await signIn('Longstay2026');
      expect(asked.status).toBe(401);
      expect(asked.body.errors[0]).toMatchObject({
        code: 'CAPTCHA_REQUIRED',
        parameterName: 'captcha',
      });
      expect(asked.headers['set-cookie']).toBeUndefined();
      const signedIn = await signIn('Longstay2026', await solvedCaptcha(platform.url));
      expect(signedIn.status).toBe(200);
      expect(String(signedIn.headers['set-cookie'])).toMatch(/^session=/);
    } finally {
      await close();
    }
  });
});
