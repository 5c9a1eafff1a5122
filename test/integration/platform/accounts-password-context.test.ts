// Passwords built on what anyone knows of the account (the brand, the guest's names, the e-mail's
// local part) were accepted (`longstay1`, `Riley2026x`). The platform now refuses them on sign-up,
// password change and reset with a message that says why; a password that keeps enough of its own
// still passes.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds } from '#test/support/platform.ts';
import { messages } from '#shared/validation/messages.ts';
import {
  b64,
  freshAddress,
  linkIn,
  outbox,
  solvedCaptcha,
  useAccountsPlatform,
} from './accounts-support.ts';

const EMAIL = 'kestrel.vandermeer@example.com';
const PERSONAL = {
  code: 'INVALID_VALUE',
  parameterName: 'password',
  message: messages.passwordPersonal,
};
const profile = {
  givenName: 'Riley',
  surname: 'Okonkwo',
  address1: '1 Elm St',
  city: 'Austin',
  subdivision: 'TX',
  postal: '78701',
  country: 'US',
  phone: '512-555-0100',
};

describe.each(databaseKinds)('passwords built on the account (%s)', (kind) => {
  const running = useAccountsPlatform(kind);

  const create = async (password: string) =>
    request(running.url)
      .post('/v1/account/accounts')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ ...profile, email: EMAIL, password, captcha: await solvedCaptcha(running.url) });

  it('sign-up refuses the brand, the names and the e-mail local part, with the reason', async () => {
    for (const password of [
      'longstay1',
      'Riley2026x',
      'Okonkwo2026',
      'vandermeer12',
      'Kestrel!99',
    ]) {
      const refused = await create(password);
      expect({ password, status: refused.status }).toEqual({ password, status: 400 });
      expect(refused.body.errors).toEqual([PERSONAL]);
    }
    expect((await create('Riley walks 12 dogs')).status).toBe(201);
  });

  it('password change and reset refuse them too', async () => {
    const signIn = await request(running.url)
      .post('/v1/account/sign-in')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ email: EMAIL, password: b64('Riley walks 12 dogs') });
    const token = signIn.body.authorization.accessToken as string;
    const change = await request(running.url)
      .put(`/v1/account/accounts/${EMAIL}`)
      .set('Authorization', `Bearer ${token}`)
      .type('form')
      .send({ ...profile, password: 'Riley2026x', currentPassword: 'Riley walks 12 dogs' });
    expect(change.status).toBe(400);
    expect(change.body.errors).toEqual([PERSONAL]);

    await request(running.url)
      .post('/v1/account/password-reset')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ email: EMAIL })
      .expect(200);
    const mail = (await outbox(running.url, EMAIL)).find((m) => m.kind === 'reset')!;
    const resetToken = linkIn(mail).searchParams.get('token')!;
    for (const password of ['longstay1', 'okonkwo2026', 'kestrel2026']) {
      const reset = await request(running.url)
        .put(`/v1/account/accounts/${EMAIL}`)
        .type('form')
        .send({ password, token: resetToken });
      expect(reset.status).toBe(400);
      expect(reset.body.errors).toEqual([PERSONAL]);
    }
    // The token was not spent on a refused password.
    const reset = await request(running.url)
      .put(`/v1/account/accounts/${EMAIL}`)
      .type('form')
      .send({ password: 'Sunrise over 9 hills', token: resetToken });
    expect(reset.status).toBe(200);
  });
});
