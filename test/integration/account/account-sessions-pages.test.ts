// The guest's signed-in devices on the site (supertest on the real site, the embedded platform on SQLite with
// a clock the test moves): My Account lists every signed-in device — the site's own sign-in and a
// Basic sign-in made at the platform directly — without a token or stored hash in the page or the
// JSON; ending one device or all of them needs the site's own origin; a session left idle for 2
// hours signs the guest out of the site.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { seedAccounts } from '#platform/dataset/accounts.ts';
import { hashToken } from '#platform/services/tokens.ts';
import { removeDir, startRenderSite, type RenderSite } from '../render/support.ts';

const ORIGIN = 'http://localhost:3000';
const OWNER = 'guest@longstay.test';
const PASSWORD = 'Longstay2026';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('signed-in devices on the site', () => {
  let site: RenderSite;
  let clientDir: string;
  let clock = Date.parse('2026-11-26T12:00:00Z');

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'longstay-no-client-'));
    site = await startRenderSite(clientDir, {}, { seed: false, now: () => new Date(clock) });
    await seedAccounts(site.platform.store.db);
  });
  afterAll(async () => {
    await site?.close();
    await removeDir(clientDir);
  });

  const siteSignIn = async () => {
    const response = await request(site.app)
      .post('/api/session')
      .set('Origin', ORIGIN)
      .set('User-Agent', WINDOWS_CHROME)
      .type('form')
      .send({ email: OWNER, password: PASSWORD })
      .expect(200);
    const line = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((entry) => entry.startsWith('session='))!;
    expect(line).toMatch(/Max-Age=86400/);
    const cookie = line.split(';')[0]!;
    const token = decodeURIComponent(cookie.slice('session='.length)).split('|').at(-1)!;
    return { cookie, token };
  };
  const basicSignIn = async () =>
    (
      await request(site.platform.url)
        .get(`/v1/account/accounts/${OWNER}`)
        .set('User-Agent', 'curl/8.5.0')
        .set('Authorization', `Basic ${Buffer.from(`${OWNER}:${PASSWORD}`).toString('base64')}`)
        .expect(200)
    ).body.authorization.accessToken as string;
  const alive = async (token: string) =>
    (
      await request(site.platform.url)
        .get(`/v1/account/accounts/${OWNER}`)
        .set('Authorization', `Bearer ${token}`)
    ).status === 200;

  it('lists the site sign-in and a Basic sign-in on My Account, with no token or hash anywhere', async () => {
    const { cookie, token } = await siteSignIn();
    const script = await basicSignIn();
    const page = await request(site.app).get('/my-account').set('Cookie', cookie).expect(200);
    expect(page.text).toContain('Signed-in Devices');
    expect(page.text).toContain('Chrome on Windows');
    expect(page.text).toContain('This device');
    expect(page.text).toContain('by an app or script');
    const json = await request(site.app)
      .get('/api/v1/account/sessions')
      .set('Cookie', cookie)
      .expect(200);
    expect(json.headers['cache-control']).toContain('no-store');
    expect(json.body.sessions.map((s: { device: string }) => s.device)).toEqual([
      'Chrome on Windows',
      'curl',
    ]);
    for (const secret of [token, script, hashToken(token), hashToken(script)]) {
      expect(page.text).not.toContain(secret);
      expect(json.text).not.toContain(secret);
    }
    await request(site.app)
      .delete('/api/v1/account/sessions')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie);
  });

  it('ends another device only from the site itself', async () => {
    const { cookie } = await siteSignIn();
    const script = await basicSignIn();
    const list = await request(site.app).get('/api/v1/account/sessions').set('Cookie', cookie);
    const other = (list.body.sessions as { id: string; current: boolean }[]).find(
      (s) => !s.current,
    )!;

    const forged = await request(site.app)
      .delete(`/api/v1/account/sessions/${other.id}`)
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie);
    expect(forged.status).toBe(403);
    const bare = await request(site.app)
      .delete(`/api/v1/account/sessions/${other.id}`)
      .set('Cookie', cookie);
    expect(bare.status).toBe(403);
    expect(await alive(script)).toBe(true);

    const ended = await request(site.app)
      .delete(`/api/v1/account/sessions/${other.id}`)
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .expect(200);
    expect(ended.body.sessions).toHaveLength(1);
    expect(await alive(script)).toBe(false);
    await request(site.app)
      .delete('/api/v1/account/sessions')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie);
  });

  it('signs out everywhere from the site, after which My Account sends every device to /login', async () => {
    const first = await siteSignIn();
    const second = await siteSignIn();
    const forged = await request(site.app)
      .delete('/api/v1/account/sessions')
      .set('Origin', 'https://evil.example')
      .set('Cookie', first.cookie);
    expect(forged.status).toBe(403);
    await request(site.app)
      .delete('/api/v1/account/sessions')
      .set('Origin', ORIGIN)
      .set('Cookie', first.cookie)
      .expect(200);
    for (const { cookie } of [first, second]) {
      const page = await request(site.app).get('/my-account').set('Cookie', cookie);
      expect(page.status).toBe(302);
      expect(page.headers.location).toBe('/login?returnUrl=%2Fmy-account');
    }
  });

  it('a session left idle for 2 hours signs the guest out of the site; one in use stays', async () => {
    const { cookie } = await siteSignIn();
    clock += 100 * 60 * 1000;
    await request(site.app).get('/my-account').set('Cookie', cookie).expect(200);
    clock += 100 * 60 * 1000; // 200 minutes after the sign-in, 100 after the last page
    await request(site.app).get('/my-account').set('Cookie', cookie).expect(200);
    clock += 121 * 60 * 1000;
    const idle = await request(site.app).get('/my-account').set('Cookie', cookie);
    expect(idle.status).toBe(302);
    expect(idle.headers.location).toBe('/login?returnUrl=%2Fmy-account');
    // The refused session's cookie is removed.
    expect(String(idle.headers['set-cookie'] ?? '')).toMatch(/session=;/);
  });
});
