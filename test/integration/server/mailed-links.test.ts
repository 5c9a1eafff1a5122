// A mailed link works while a guest is signed in. Password reset (PUT
// accounts/{loginId} with password and token) and e-mail verification (PUT verification/{id} with
// token) carry their own authority, the mailed token: the /api proxy sends them without the
// session's bearer, so the platform never reads them as a profile update of whoever is signed in.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPlatform } from '#platform/start.ts';
import {
  freshAddress,
  linkIn,
  outbox,
  startAccountsPlatform,
} from '#test/integration/platform/accounts-support.ts';
import { SITE_URL, buildApp, testConfig, type TestApp } from './support/harness.ts';

let platform: RunningPlatform;
let site: TestApp;
beforeAll(async () => {
  platform = await startAccountsPlatform('sqlite');
  site = buildApp(testConfig(platform.url));
});
afterAll(async () => {
  await site?.close();
  await platform?.close();
});

async function signedIn(email: string, password: string): Promise<string> {
  const answer = await request(site.app)
    .post('/api/session')
    .set('Origin', SITE_URL)
    .send({ email, password })
    .expect(200);
  const cookies = answer.headers['set-cookie'] as unknown as string[];
  return cookies.find((cookie) => cookie.startsWith('session='))!.split(';')[0]!;
}

async function mailedToken(to: string, kind: string): Promise<string> {
  // The outbox lists the newest mail first.
  const mail = (await outbox(platform.url, to)).find((m) => m.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail for ${to}`);
  return linkIn(mail).searchParams.get('token')!;
}

describe('mailed links while a guest is signed in', () => {
  it.each([
    ['the same account', 'guest@longstay.test', 'Longstay2026'],
    ['another account', 'traveler@longstay.test', 'Roadwarrior7'],
  ])('resets the password signed in as %s', async (_label, email, password) => {
    const cookie = await signedIn(email, password);
    await request(site.app)
      .post('/api/v1/account/password-reset')
      .set('Origin', SITE_URL)
      .set('Cookie', cookie)
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ email: 'guest@longstay.test' })
      .expect(200);
    const token = await mailedToken('guest@longstay.test', 'reset');
    const newPassword = `Reset${email.length}x2027`;

    const reset = await request(site.app)
      .put('/api/v1/account/accounts/guest%40longstay.test')
      .set('Origin', SITE_URL)
      .set('Cookie', cookie)
      .type('form')
      .send({ password: newPassword, token });
    expect(reset.status).toBe(200);
    await signedIn('guest@longstay.test', newPassword);
    // A reset ends every session of its own account; another account's session stays.
    const account = await request(site.app)
      .get(`/api/v1/account/accounts/${encodeURIComponent(email)}`)
      .set('Cookie', cookie);
    expect(account.status, 'session still valid').toBe(email === 'guest@longstay.test' ? 401 : 200);
  });

  it('verifies an e-mail address while another account is signed in', async () => {
    const cookie = await signedIn('traveler@longstay.test', 'Roadwarrior7');
    await request(site.app)
      .post('/api/v1/account/verification/unverified%40longstay.test')
      .set('Origin', SITE_URL)
      .set('Cookie', cookie)
      .set('X-Forwarded-For', freshAddress())
      .expect(200);
    const token = await mailedToken('unverified@longstay.test', 'verify');
    const verified = await request(site.app)
      .put(
        `/api/v1/account/verification/unverified%40longstay.test?${new URLSearchParams({ token })}`,
      )
      .set('Origin', SITE_URL)
      .set('Cookie', cookie);
    expect(verified.status).toBe(200);
    expect(verified.body.statusCode).toBe(200);
  });

  it('still sends a profile update (no token) with the session', async () => {
    const cookie = await signedIn('traveler@longstay.test', 'Roadwarrior7');
    const update = await request(site.app)
      .put('/api/v1/account/accounts/traveler%40longstay.test')
      .set('Origin', SITE_URL)
      .set('Cookie', cookie)
      .type('form')
      .send({ password: 'nope' });
    // The platform read it as an edit of the signed-in account: its rules answered, not 401.
    expect(update.status).toBe(400);
    expect(JSON.stringify(update.body.errors)).toMatch(/password|required/i);
  });
});
