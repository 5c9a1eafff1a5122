// Changing the account's e-mail on the site: Edit Account's e-mail change goes through the /api proxy with the
// session cookie and the site's origin rules; a success rewrites the cookie to the new loginId
// (same token), so My Account shows the new address on the next page, while the guest's other
// browser is signed out. A refused change leaves the cookie alone.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { seedAccounts } from '#platform/dataset/accounts.ts';
import { removeDir, startRenderSite, type RenderSite } from '../render/support.ts';
import { emailChangeProfile } from '../platform/accounts-support.ts';

const ORIGIN = 'http://localhost:3000';
const OLD = 'unverified@longstay.test';
const NEW = 'moved.guest@example.com';
const PASSWORD = 'Unverified9';

const sessionCookie = (response: request.Response): string | undefined =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith('session='))
    ?.split(';')[0];

describe('e-mail change through the site', () => {
  let site: RenderSite;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'longstay-no-client-'));
    site = await startRenderSite(clientDir);
    await seedAccounts(site.platform.store.db);
  });
  afterAll(async () => {
    await site?.close();
    await removeDir(clientDir);
  });

  const signIn = async () =>
    sessionCookie(
      await request(site.app)
        .post('/api/session')
        .set('Origin', ORIGIN)
        .type('form')
        .send({ email: OLD, password: PASSWORD })
        .expect(200),
    )!;
  const put = (cookie: string, fields: Record<string, string>, origin: string | null = ORIGIN) => {
    const call = request(site.app)
      .put(`/api/v1/account/accounts/${encodeURIComponent(OLD)}`)
      .set('Cookie', cookie)
      .type('form');
    return (origin ? call.set('Origin', origin) : call).send({ ...emailChangeProfile, ...fields });
  };

  it('refuses without the current password or from another origin, and keeps the cookie', async () => {
    const cookie = await signIn();
    const missing = await put(cookie, { email: NEW });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].message).toBe(
      'Enter your current password to change your e-mail address.',
    );
    expect(sessionCookie(missing)).toBeUndefined();
    const forged = await put(
      cookie,
      { email: NEW, currentPassword: PASSWORD },
      'https://evil.example',
    );
    expect(forged.status).toBe(403);
    const page = await request(site.app).get('/my-account').set('Cookie', cookie).expect(200);
    expect(page.text).toContain(OLD);
  });

  it('changes it with the current password: the cookie follows, the other browser is signed out', async () => {
    const mine = await signIn();
    const other = await signIn();
    const changed = await put(mine, { email: NEW, currentPassword: PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body.data.loginId).toBe(NEW);
    const rewritten = sessionCookie(changed)!;
    const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!).split('|');
    expect(tokenOf(rewritten)).toEqual([NEW, tokenOf(mine)[1]]);
    expect(changed.text).not.toContain(tokenOf(mine)[1]!);

    const page = await request(site.app)
      .get('/my-account?updated=1')
      .set('Cookie', rewritten)
      .expect(200);
    expect(page.text).toContain(NEW);
    expect(page.text).toContain('Account updated');
    // The words as a guest reads them ("e-mail" is kept on one line by a span of its own).
    expect(page.text.replace(/<[^>]+>/g, '')).toContain('Your e-mail address is not verified yet.');
    const signedOut = await request(site.app).get('/my-account').set('Cookie', other);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.location).toBe('/login?returnUrl=%2Fmy-account');
  });
});
