// Accounts over real HTTP (supertest on the real site, the embedded platform on SQLite): create
// with a solved ALTCHA captcha (409 the second time), sign in through /api/session (the token only
// in the httpOnly cookie, never in a body or page), the account pages rendered with and without a
// session, update, sign-out revoking the token, and the development mailbox (404 elsewhere).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { formatMessages, htmlErrors } from '../../e2e/support/html.ts';
import { removeDir, startRenderSite, type RenderSite } from '../render/support.ts';

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'grace.hopper@example.com';
const PASSWORD = 'Cobol1959x';

async function solvedCaptcha(site: RenderSite): Promise<string> {
  const challenge = (await request(site.app).get('/api/v1/captcha/challenge').expect(200))
    .body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const registration = (captcha: string) => ({
  givenName: 'Grace',
  surname: 'Hopper',
  address1: '1 Navy Yard',
  city: 'Arlington',
  subdivision: 'VA',
  postal: '22202',
  country: 'US',
  phone: '(703) 555-0101',
  email: EMAIL,
  password: PASSWORD,
  captcha,
});

describe('accounts over HTTP', () => {
  let site: RenderSite;
  let clientDir: string;
  let cookie = '';
  let token = '';

  beforeAll(async () => {
    // No client build: the pages render as plain HTML, which is what these tests read.
    clientDir = await mkdtemp(path.join(tmpdir(), 'longstay-no-client-'));
    site = await startRenderSite(clientDir);
  });

  afterAll(async () => {
    await site?.close();
    await removeDir(clientDir);
  });

  it('creates an account with a solved captcha; the same e-mail again is a 409 with the product message', async () => {
    const first = await request(site.app)
      .post('/api/v1/account/accounts')
      .set('Origin', ORIGIN)
      .type('form')
      .send(registration(await solvedCaptcha(site)));
    expect(first.status).toBe(201);

    const again = await request(site.app)
      .post('/api/v1/account/accounts')
      .set('Origin', ORIGIN)
      .type('form')
      .send(registration(await solvedCaptcha(site)));
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toBe('An account with this email address already exists.');

    const reused = await request(site.app)
      .post('/api/v1/account/accounts')
      .set('Origin', ORIGIN)
      .type('form')
      .send({ ...registration('not-a-solution'), email: 'other@example.com' });
    expect(reused.status).toBe(400);
    expect(reused.body.errors).toContainEqual(
      expect.objectContaining({ parameterName: 'captcha', message: 'Invalid captcha' }),
    );
  });

  it('a direct visit to /register-confirmation thanks nobody for an account', async () => {
    const res = await request(site.app).get('/register-confirmation').expect(200);
    expect(res.text).toContain('Activate Your Account');
    expect(res.text).not.toMatch(/Thank you|Account Created|has been created/);
  });

  it('the verification mail is in the development mailbox with a link to /verify-email', async () => {
    const page = await request(site.app).get(`/dev/mailbox?to=${encodeURIComponent(EMAIL)}`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(
      /href="\/verify-email\?loginId=grace\.hopper%40example\.com&amp;token=/,
    );
  });

  it('a wrong password is a 401 with "Invalid email or password"; the right one sets an httpOnly cookie only', async () => {
    const wrong = await request(site.app)
      .post('/api/session')
      .set('Origin', ORIGIN)
      .type('form')
      .send({ email: EMAIL, password: 'Wrong1234' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors[0].message).toBe('Invalid email or password');
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await request(site.app)
      .post('/api/session')
      .set('Origin', ORIGIN)
      .type('form')
      .send({ email: EMAIL, password: PASSWORD });
    expect(right.status).toBe(200);
    const setCookie = ([] as string[]).concat(right.headers['set-cookie'] ?? []);
    const session = setCookie.find((line) => line.startsWith('session='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    cookie = session.split(';')[0]!;
    token = decodeURIComponent(cookie.slice('session='.length)).split('|').at(-1)!;
    expect(token.length).toBeGreaterThan(8);
    expect(right.text).not.toContain(token);
    expect(right.body.account.name.givenName).toBe('Grace');
  });

  it('signed in, the pages greet the guest and never carry the token', async () => {
    for (const pathname of ['/my-account', '/edit-account', '/login', '/register']) {
      const page = await request(site.app).get(pathname).set('Cookie', cookie);
      expect(page.status, pathname).toBe(200);
      expect(page.text, pathname).toContain('Hi, Grace');
      expect(page.text, pathname).not.toContain(token);
    }
    const account = await request(site.app).get('/my-account').set('Cookie', cookie);
    expect(account.text).toContain('(703) 555-0101');
    expect(account.text).toContain('noindex, nofollow');
    const edit = await request(site.app).get('/edit-account').set('Cookie', cookie);
    expect(edit.text).toContain('value="(703) 555-0101"');
    for (const html of [account.text, edit.text])
      expect(formatMessages(await htmlErrors(html))).toBe('');
  });

  it('each sign-in opens a new session with a new token', async () => {
    const again = await request(site.app)
      .post('/api/session')
      .set('Origin', ORIGIN)
      .send({ email: EMAIL, password: PASSWORD });
    expect(again.status).toBe(200);
    const line = ([] as string[])
      .concat(again.headers['set-cookie'] ?? [])
      .find((entry) => entry.startsWith('session='))!;
    const second = decodeURIComponent(line.split(';')[0]!.slice('session='.length))
      .split('|')
      .at(-1);
    expect(second).toBeTruthy();
    expect(second).not.toBe(token);
  });

  it('signed out, Edit Account and My Account redirect to /login with their return address', async () => {
    for (const pathname of ['/edit-account', '/my-account']) {
      const page = await request(site.app).get(pathname);
      expect(page.status).toBe(302);
      expect(page.headers.location).toBe(`/login?returnUrl=${encodeURIComponent(pathname)}`);
      expect(page.headers['cache-control']).toBe('no-store');
    }
    // A session the platform refuses counts as none.
    const refused = await request(site.app)
      .get('/edit-account')
      .set('Cookie', 'session=guest@longstay.test|not-a-live-token');
    expect(refused.status).toBe(302);
    expect(refused.headers.location).toBe('/login?returnUrl=%2Fedit-account');
  });

  it('updates the profile with the session, then "Account updated" shows on /my-account?updated=1', async () => {
    const update = await request(site.app)
      .put(`/api/v1/account/accounts/${encodeURIComponent(EMAIL)}`)
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .type('form')
      .send({ ...registration(''), email: undefined, password: undefined, phone: '703-555-0199' });
    expect(update.status).toBe(200);
    expect(update.body.message).toBe('Account updated');
    const page = await request(site.app).get('/my-account?updated=1').set('Cookie', cookie);
    expect(page.text).toContain('Account updated');
    expect(page.text).toContain('703-555-0199');

    const stranger = await request(site.app)
      .put(`/api/v1/account/accounts/${encodeURIComponent(EMAIL)}`)
      .set('Origin', ORIGIN)
      .type('form')
      .send({ ...registration(''), phone: '703-555-0000' });
    expect(stranger.status).toBe(401);
  });

  it('sign-out revokes the token server side and clears the cookie', async () => {
    const out = await request(site.app)
      .delete('/api/session')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie);
    expect(out.status).toBe(204);
    expect(([] as string[]).concat(out.headers['set-cookie'] ?? []).join()).toMatch(/session=;/);
    const replay = await request(site.app)
      .get(`/api/v1/account/accounts/${encodeURIComponent(EMAIL)}`)
      .set('Cookie', cookie);
    expect(replay.status).toBe(401);
    const page = await request(site.app).get('/my-account').set('Cookie', cookie);
    expect(page.text).not.toContain('Hi, Grace');
  });

  it('forgot password answers the same for known and unknown e-mails', async () => {
    const known = await request(site.app)
      .post('/api/v1/account/password-reset')
      .set('Origin', ORIGIN)
      .type('form')
      .send({ email: EMAIL });
    const unknown = await request(site.app)
      .post('/api/v1/account/password-reset')
      .set('Origin', ORIGIN)
      .type('form')
      .send({ email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(known.body.message);
  });
});

describe('development mailbox outside development', () => {
  let site: RenderSite;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'longstay-no-client-'));
    site = await startRenderSite(clientDir, {}, { seed: false, config: { development: false } });
  });

  afterAll(async () => {
    await site?.close();
    await removeDir(clientDir);
  });

  it('is the 404 page', async () => {
    const page = await request(site.app).get('/dev/mailbox');
    expect(page.status).toBe(404);
  });
});
