// Accounts over HTTP on every database: sign in, get, update, change the password, sign out,
// reset a forgotten password (creating and verifying: accounts-flow.test.ts).
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createHash } from 'node:crypto';
import { databaseKinds } from '#test/support/platform.ts';
import {
  b64,
  freshAddress,
  linkIn,
  outbox,
  useAccountsPlatform,
  accountCalls,
  profile,
} from './accounts-support.ts';

describe.each(databaseKinds)('accounts on %s', (kind) => {
  const running = useAccountsPlatform(kind);

  const { create, signIn } = accountCalls(() => running.url);

  it('signs in with e-mail and base64 password, a new hashed token each time; Basic and Bearer read the account', async () => {
    const first = await signIn('GUEST@longstay.test', 'Longstay2026');
    expect(first.status).toBe(200);
    expect(first.body.account.loginId).toBe('guest@longstay.test');
    expect(first.body.account.verified).toBe(true);
    const { accessToken, expiresIn } = first.body.authorization;
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresIn).toBe(24 * 3600);
    const second = await signIn('guest@longstay.test', 'Longstay2026');
    expect(second.body.authorization.accessToken).not.toBe(accessToken);

    const hash = createHash('sha256').update(accessToken).digest('hex');
    const sessions = await running.platform.store.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('login_id', '=', 'guest@longstay.test')
      .execute();
    expect(sessions.map((s) => s.token_hash)).toContain(hash);
    expect(sessions.map((s) => s.token_hash)).not.toContain(accessToken);

    const bearer = await request(running.url)
      .get('/v1/account/accounts/guest@longstay.test')
      .set('Authorization', `Bearer ${accessToken}`);
    expect(bearer.status).toBe(200);
    expect(bearer.body.account.name.givenName).toBe('Jordan');

    const basic = await request(running.url)
      .get('/v1/account/accounts/guest@longstay.test')
      .set('X-Forwarded-For', freshAddress())
      .set('Authorization', `Basic ${b64('guest@longstay.test:Longstay2026')}`);
    expect(basic.status).toBe(200);
    expect(basic.body.authorization.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const otherAccount = await request(running.url)
      .get('/v1/account/accounts/traveler@longstay.test')
      .set('Authorization', `Bearer ${accessToken}`);
    expect(otherAccount.status).toBe(401);
    expect(
      (await request(running.url).get('/v1/account/accounts/guest@longstay.test')).status,
    ).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
    const wrong = await signIn('guest@longstay.test', 'WrongPass1');
    const unknown = await signIn('nobody@longstay.test', 'WrongPass1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.errors[0].message).toBe('Invalid email or password');
    const badBasic = await request(running.url)
      .get('/v1/account/accounts/guest@longstay.test')
      .set('X-Forwarded-For', freshAddress())
      .set('Authorization', `Basic ${b64('guest@longstay.test:nope')}`);
    expect(badBasic.status).toBe(401);
  });

  it('allows an unverified account to sign in, marked verified: false', async () => {
    const response = await signIn('unverified@longstay.test', 'Unverified9');
    expect(response.status).toBe(200);
    expect(response.body.account.verified).toBe(false);
  });

  it('signs out by revoking the token server side', async () => {
    const token = (await signIn('traveler@longstay.test', 'Roadwarrior7')).body.authorization
      .accessToken;
    const auth = `Bearer ${token}`;
    expect(
      (
        await request(running.url)
          .get('/v1/account/accounts/traveler@longstay.test')
          .set('Authorization', auth)
      ).status,
    ).toBe(200);
    expect(
      (await request(running.url).delete('/v1/account/sessions/current').set('Authorization', auth))
        .body,
    ).toEqual({ status: 'OK' });
    expect(
      (
        await request(running.url)
          .get('/v1/account/accounts/traveler@longstay.test')
          .set('Authorization', auth)
      ).status,
    ).toBe(401);
    expect(
      (await request(running.url).delete('/v1/account/sessions/current').set('Authorization', auth))
        .status,
    ).toBe(401);
  });

  it('updates the profile with the session, and changes the password', async () => {
    await create('edit.me@example.com');
    const token = (await signIn('edit.me@example.com', 'Sunrise2026')).body.authorization
      .accessToken;
    const updated = await request(running.url)
      .put('/v1/account/accounts/edit.me@example.com')
      .set('Authorization', `Bearer ${token}`)
      .type('form')
      .send({ ...profile, phone: '(817) 555-0199', business: 'true' });
    expect(updated.status).toBe(200);
    expect(updated.body.data.phones).toEqual([{ number: '(817) 555-0199' }]);
    expect(updated.body.data.travelPurpose).toEqual({ leisure: true, business: true });
    expect(updated.body.message).toBe('Account updated');

    const invalid = await request(running.url)
      .put('/v1/account/accounts/edit.me@example.com')
      .set('Authorization', `Bearer ${token}`)
      .type('form')
      .send({ ...profile, city: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { code: 'REQUIRED', parameterName: 'city', message: 'This field is required' },
    ]);

    const noSession = await request(running.url)
      .put('/v1/account/accounts/edit.me@example.com')
      .type('form')
      .send(profile);
    expect(noSession.status).toBe(401);

    const newPassword = await request(running.url)
      .put('/v1/account/accounts/edit.me@example.com')
      .set('Authorization', `Bearer ${token}`)
      .type('form')
      .send({ ...profile, password: 'Moonrise2027', currentPassword: 'Sunrise2026' });
    expect(newPassword.status).toBe(200);
    expect((await signIn('edit.me@example.com', 'Sunrise2026')).status).toBe(401);
    expect((await signIn('edit.me@example.com', 'Moonrise2027')).status).toBe(200);
  });

  it('forgot password: same answer for known and unknown, mail only for known, reset works once', async () => {
    await create('forgot@example.com');
    const known = await request(running.url)
      .post('/v1/account/password-reset')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ email: 'forgot@example.com' });
    const unknown = await request(running.url)
      .post('/v1/account/password-reset')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await outbox(running.url, 'nobody@example.com')).toHaveLength(0);
    const mail = (await outbox(running.url, 'forgot@example.com')).find((m) => m.kind === 'reset')!;
    const link = linkIn(mail);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;

    const session = (await signIn('forgot@example.com', 'Sunrise2026')).body.authorization
      .accessToken;
    const weak = await request(running.url)
      .put('/v1/account/accounts/forgot@example.com')
      .type('form')
      .send({ password: 'password', token });
    expect(weak.body.errors[0]).toMatchObject({
      parameterName: 'password',
      message: 'Passwords must have at least 1 letter and 1 number',
    });
    const reset = await request(running.url)
      .put('/v1/account/accounts/forgot@example.com')
      .type('form')
      .send({ password: 'Newdawn2026', token });
    expect(reset.status).toBe(200);
    expect((await signIn('forgot@example.com', 'Newdawn2026')).status).toBe(200);
    expect(
      (
        await request(running.url)
          .get('/v1/account/accounts/forgot@example.com')
          .set('Authorization', `Bearer ${session}`)
      ).status,
    ).toBe(401);
    const replay = await request(running.url)
      .put('/v1/account/accounts/forgot@example.com')
      .type('form')
      .send({ password: 'Another2026', token });
    expect(replay.status).toBe(400);
    expect(replay.body.errors[0].parameterName).toBe('token');
  });
});
