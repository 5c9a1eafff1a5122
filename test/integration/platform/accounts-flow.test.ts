// Accounts over HTTP on every database: create (with its refusals), verify, resend the
// verification (signing in, profile and password: accounts-sign-in.test.ts).
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds } from '#test/support/platform.ts';
import {
  freshAddress,
  linkIn,
  outbox,
  solvedCaptcha,
  useAccountsPlatform,
  accountCalls,
  profile,
} from './accounts-support.ts';

describe.each(databaseKinds)('accounts on %s', (kind) => {
  const running = useAccountsPlatform(kind);

  const { create, signIn } = accountCalls(() => running.url);

  it('creates an account (201), lower-cases the loginId, mails a verification link, then refuses the same e-mail (409)', async () => {
    const created = await create('Riley.Nguyen@Example.com');
    expect(created.status).toBe(201);
    expect(created.body.account).toMatchObject({
      loginId: 'riley.nguyen@example.com',
      name: { givenName: 'Riley', surname: 'Nguyen' },
      addresses: [
        {
          street: ['500 Commerce St'],
          cityName: 'Fort Worth',
          subdivisionCode: 'TX',
          postalCode: '76102',
          countryCode: 'US',
        },
      ],
      emails: [{ address: 'riley.nguyen@example.com' }],
      phones: [{ number: '817-555-0133' }],
      birthMonth: 3,
      birthDay: 9,
      travelPurpose: { leisure: true, business: false },
      verified: false,
    });
    expect(JSON.stringify(created.body)).not.toContain('Sunrise2026');
    const stored = await running.platform.store.db
      .selectFrom('accounts')
      .select('password_hash')
      .where('login_id', '=', 'riley.nguyen@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mails = await outbox(running.url, 'riley.nguyen@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('verify');
    const link = linkIn(mails[0]!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/verify-email');
    expect(link.searchParams.get('loginId')).toBe('riley.nguyen@example.com');

    const again = await create('riley.nguyen@example.com');
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({
      code: 'ACCOUNT_EXISTS',
      message: 'An account with this email address already exists.',
    });
  });

  it('refuses a missing or replayed captcha and per-field errors with the product messages', async () => {
    const noCaptcha = await request(running.url)
      .post('/v1/account/accounts')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ ...profile, email: 'nocap@example.com', password: 'Sunrise2026' });
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body.errors).toEqual([
      { code: 'INVALID_VALUE', parameterName: 'captcha', message: 'Invalid captcha' },
    ]);

    const captcha = await solvedCaptcha(running.url);
    const first = await request(running.url)
      .post('/v1/account/accounts')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ ...profile, email: 'once@example.com', password: 'Sunrise2026', captcha });
    expect(first.status).toBe(201);
    const replay = await request(running.url)
      .post('/v1/account/accounts')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ ...profile, email: 'twice@example.com', password: 'Sunrise2026', captcha });
    expect(replay.status).toBe(400);
    expect(replay.body.errors[0].message).toBe('Invalid captcha');

    const bad = await create('bad@example', 'short', { givenName: '', postal: '123' });
    expect(bad.status).toBe(400);
    const byField = Object.fromEntries(
      bad.body.errors.map((e: { parameterName: string; message: string; code: string }) => [
        e.parameterName,
        [e.code, e.message],
      ]),
    );
    expect(byField).toMatchObject({
      givenName: ['REQUIRED', 'This field is required'],
      email: ['INVALID_VALUE', 'Email is invalid'],
      password: ['INVALID_VALUE', 'Passwords must have at least 1 letter and 1 number'],
      postal: ['INVALID_VALUE', 'Enter a 5-digit ZIP code, or ZIP+4 such as 20500-0003.'],
    });
  });

  it('verifies the e-mail through the link in the outbox, once', async () => {
    await create('verify.me@example.com');
    const link = linkIn((await outbox(running.url, 'verify.me@example.com'))[0]!);
    const token = link.searchParams.get('token')!;
    const verified = await request(running.url)
      .put('/v1/account/verification/verify.me@example.com')
      .type('form')
      .send({ token });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: 'OK', statusCode: 200 });
    expect((await signIn('verify.me@example.com', 'Sunrise2026')).body.account.verified).toBe(true);

    const again = await request(running.url)
      .put('/v1/account/verification/verify.me@example.com')
      .query({ token });
    expect(again.status).toBe(400);
    expect(again.body.statusCode).toBe(400);
    expect(again.body.statuses[0].code).toBe('INVALID_TOKEN');
  });

  it('resends verification with the same answer whether or not the account exists', async () => {
    await create('resend@example.com');
    const known = await request(running.url)
      .post('/v1/account/verification/resend@example.com')
      .set('X-Forwarded-For', freshAddress());
    const unknown = await request(running.url)
      .post('/v1/account/verification/ghost@example.com')
      .set('X-Forwarded-For', freshAddress());
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ status: 'OK' });
    expect(unknown.body).toEqual(known.body);
    expect(await outbox(running.url, 'resend@example.com')).toHaveLength(2);
    expect(await outbox(running.url, 'ghost@example.com')).toHaveLength(0);
  });
});
