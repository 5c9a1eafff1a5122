// The platform refuses common and breached passwords (the list of
// @zxcvbn-ts/language-common) on sign-up, password change and reset, and says why; the product's
// rule (8+ characters, a letter and a number) still comes first.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds } from '#test/support/platform.ts';
import { isCommonPassword } from '#platform/services/common-passwords.ts';
import {
  b64,
  freshAddress,
  linkIn,
  outbox,
  solvedCaptcha,
  useAccountsPlatform,
} from './accounts-support.ts';

const COMMON =
  'This password is too common: it is on a list of passwords found in data breaches. Please choose another.';
const profile = {
  givenName: 'Jamie',
  surname: 'Ortiz',
  address1: '1 Elm St',
  city: 'Austin',
  subdivision: 'TX',
  postal: '78701',
  country: 'US',
  phone: '512-555-0100',
};

describe('the common-password list', () => {
  it('holds the leaked favourites, whatever their case, and not a made-up password', () => {
    for (const password of ['password1', 'Password123', 'QWERTY123', 'abcd1234', 'trustno1'])
      expect(isCommonPassword(password), password).toBe(true);
    expect(isCommonPassword('Sunrise2026')).toBe(false);
  });
});

describe.each(databaseKinds)('password policy on %s', (kind) => {
  const running = useAccountsPlatform(kind);

  const create = async (email: string, password: string) =>
    request(running.url)
      .post('/v1/account/accounts')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ ...profile, email, password, captcha: await solvedCaptcha(running.url) });

  it('sign-up: refuses password1 and Password123 with the reason; the basic rule keeps its message', async () => {
    for (const password of ['password1', 'Password123']) {
      const refused = await create('common@example.com', password);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { code: 'INVALID_VALUE', parameterName: 'password', message: COMMON },
      ]);
    }
    const short = await create('common@example.com', 'abc1');
    expect(short.body.errors[0].message).toBe('Passwords must have at least 1 letter and 1 number');
    expect((await create('common@example.com', 'Sunrise2026')).status).toBe(201);
  });

  it('password change and reset refuse a common password too', async () => {
    const signIn = await request(running.url)
      .post('/v1/account/sign-in')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ email: 'common@example.com', password: b64('Sunrise2026') });
    const token = signIn.body.authorization.accessToken as string;
    const change = await request(running.url)
      .put('/v1/account/accounts/common@example.com')
      .set('Authorization', `Bearer ${token}`)
      .type('form')
      .send({ ...profile, password: 'qwerty123', currentPassword: 'Sunrise2026' });
    expect(change.status).toBe(400);
    expect(change.body.errors).toEqual([
      { code: 'INVALID_VALUE', parameterName: 'password', message: COMMON },
    ]);

    await request(running.url)
      .post('/v1/account/password-reset')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ email: 'common@example.com' })
      .expect(200);
    const mail = (await outbox(running.url, 'common@example.com')).find((m) => m.kind === 'reset')!;
    const resetToken = linkIn(mail).searchParams.get('token')!;
    const reset = await request(running.url)
      .put('/v1/account/accounts/common@example.com')
      .type('form')
      .send({ password: 'abcd1234', token: resetToken });
    expect(reset.status).toBe(400);
    expect(reset.body.errors[0]).toMatchObject({ parameterName: 'password', message: COMMON });
  });
});
