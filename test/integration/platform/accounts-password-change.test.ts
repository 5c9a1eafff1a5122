// A session alone cannot change the password. The platform asks for the current
// password, ends the other sessions only after a successful change, and mails the owner.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds } from '#test/support/platform.ts';
import { b64, freshAddress, outbox, useAccountsPlatform } from './accounts-support.ts';

// Seeded demo account (server/platform/dataset/accounts.ts).
const OWNER = 'traveler@longstay.test';
const PASSWORD = 'Roadwarrior7';
const profile = {
  givenName: 'Taylor',
  surname: 'Brooks',
  address1: '12 Main St',
  city: 'Denver',
  subdivision: 'CO',
  postal: '80202',
  country: 'US',
  phone: '303-555-0100',
};

describe.each(databaseKinds)('password change on %s', (kind) => {
  const running = useAccountsPlatform(kind);

  const signIn = async (password: string) => {
    const response = await request(running.url)
      .post('/v1/account/sign-in')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ email: OWNER, password: b64(password) });
    return response.status === 200 ? (response.body.authorization.accessToken as string) : null;
  };
  const readAccount = (token: string) =>
    request(running.url)
      .get(`/v1/account/accounts/${OWNER}`)
      .set('Authorization', `Bearer ${token}`);
  const update = (token: string, fields: Record<string, string>) =>
    request(running.url)
      .put(`/v1/account/accounts/${OWNER}`)
      .set('Authorization', `Bearer ${token}`)
      .type('form')
      .send({ ...profile, ...fields });

  it('refuses a new password without the current one or with a wrong one, and keeps everything', async () => {
    const stolen = (await signIn(PASSWORD))!;
    const owners = (await signIn(PASSWORD))!;

    const missing = await update(stolen, { password: 'Attacker2026' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      {
        code: 'REQUIRED',
        parameterName: 'currentPassword',
        message: 'Enter your current password to change your password.',
      },
    ]);
    const wrong = await update(stolen, {
      password: 'Attacker2026',
      currentPassword: 'Guess1234',
      phone: '303-555-0199',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({
      parameterName: 'currentPassword',
      message: 'Your current password is not correct.',
    });

    // Nothing changed: the old password works, the owner's session lives, the phone is the same.
    expect(await signIn('Attacker2026')).toBeNull();
    expect(await signIn(PASSWORD)).not.toBeNull();
    const account = await readAccount(owners);
    expect(account.status).toBe(200);
    expect(account.body.account.phones).not.toEqual([{ number: '303-555-0199' }]);
    expect(
      (await outbox(running.url, OWNER)).filter((mail) => mail.kind === 'password-changed'),
    ).toEqual([]);
  });

  it('stops guessing the current password after 5 wrong tries', async () => {
    await running.platform.store.db.deleteFrom('throttle').execute();
    const stolen = (await signIn(PASSWORD))!;
    for (let i = 0; i < 5; i++)
      expect(
        (await update(stolen, { password: 'Attacker2026', currentPassword: `Guess${i}x` })).status,
      ).toBe(400);
    const blocked = await update(stolen, { password: 'Attacker2026', currentPassword: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(await signIn(PASSWORD)).not.toBeNull();
    await running.platform.store.db.deleteFrom('throttle').execute();
  });

  it('with the current password: changes it, then ends only the other sessions, and mails the owner', async () => {
    const other = (await signIn(PASSWORD))!;
    const mine = (await signIn(PASSWORD))!;
    const changed = await update(mine, { password: 'Newjourney8', currentPassword: PASSWORD });
    expect(changed.status).toBe(200);

    expect((await readAccount(mine)).status).toBe(200);
    expect((await readAccount(other)).status).toBe(401);
    expect(await signIn(PASSWORD)).toBeNull();
    expect(await signIn('Newjourney8')).not.toBeNull();

    const mails = (await outbox(running.url, OWNER)).filter(
      (mail) => mail.kind === 'password-changed',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Longstay password was changed');
    expect(mails[0]!.text).toContain('If you did not change it, reset your password now');
    expect(mails[0]!.text).not.toContain('Newjourney8');
  });

  it('a profile edit without a new password needs no current password', async () => {
    const token = (await signIn('Newjourney8'))!;
    const edited = await update(token, { phone: '303-555-0142' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.phones).toEqual([{ number: '303-555-0142' }]);
  });
});
