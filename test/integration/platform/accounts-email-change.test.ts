// The e-mail part: a session alone cannot change the account's e-mail address.
// The platform asks for the current password (the password change's own check); only after a
// successful change do the other sessions end; the OLD address is told, the new one verified.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds } from '#test/support/platform.ts';
import {
  b64,
  emailChangeProfile,
  freshAddress,
  linkIn,
  outbox,
  useAccountsPlatform,
} from './accounts-support.ts';
import { HOTEL, insertBookingFixture } from './booking-fixture.ts';

describe.each(databaseKinds)('e-mail change on %s', (kind) => {
  const running = useAccountsPlatform(kind);
  beforeAll(async () => {
    await insertBookingFixture(running.platform.store.db);
  });

  /** A stay booked by the account, written straight to the store (the booking flow is not tested here). */
  const bookedBy = (loginId: string) =>
    running.platform.store.db
      .insertInto('reservations')
      .values({
        confirmation_number: 'EMAILMOVE1',
        hotel_id: HOTEL,
        room_type_code: 'SQ',
        rate_plan_code: 'RACK',
        check_in: '2027-01-10',
        check_out: '2027-01-12',
        nights: 2,
        adults: 1,
        children: 0,
        rooms: 1,
        given_name: 'Una',
        surname: 'Verified',
        surname_key: 'verified',
        email: loginId,
        phone: '617-555-0100',
        arrival_time: null,
        login_id: loginId,
        card_brand: 'visa',
        card_last4: '1111',
        card_expiry: '12/30',
        currency: 'USD',
        subtotal_cents: 16_000,
        taxes_cents: 0,
        total_cents: 16_000,
        nightly: '[]',
        tax_notes: '[]',
        los_tier: 'nightly',
        status: 'confirmed',
        idempotency_key: null,
        created_at: '2026-11-01T00:00:00.000Z',
        cancelled_at: null,
        cancellation_reference: null,
      })
      .execute();
  const reservationsOf = async (token: string) =>
    (
      await request(running.url)
        .get('/v1/reservation/reservations')
        .set('Authorization', `Bearer ${token}`)
    ).body.reservations as { confirmationNumber: string }[];
  afterAll(async () => running.platform?.close());

  const signIn = async (email: string, password: string) => {
    const response = await request(running.url)
      .post('/v1/account/sign-in')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ email, password: b64(password) });
    return response.status === 200 ? (response.body.authorization.accessToken as string) : null;
  };
  const read = (loginId: string, token: string) =>
    request(running.url)
      .get(`/v1/account/accounts/${loginId}`)
      .set('Authorization', `Bearer ${token}`);
  const update = (loginId: string, token: string, fields: Record<string, string>) =>
    request(running.url)
      .put(`/v1/account/accounts/${loginId}`)
      .set('Authorization', `Bearer ${token}`)
      .type('form')
      .send({ ...emailChangeProfile, ...fields });
  const changedMails = async (to: string) =>
    (await outbox(running.url, to)).filter((mail) => mail.kind === 'email-changed');

  it('refuses a new e-mail without the current password or with a wrong one, and keeps everything', async () => {
    const OWNER = 'traveler@longstay.test';
    const stolen = (await signIn(OWNER, 'Roadwarrior7'))!;
    const owners = (await signIn(OWNER, 'Roadwarrior7'))!;

    const missing = await update(OWNER, stolen, { email: 'thief@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      {
        code: 'REQUIRED',
        parameterName: 'currentPassword',
        message: 'Enter your current password to change your e-mail address.',
      },
    ]);
    const wrong = await update(OWNER, stolen, {
      email: 'thief@example.com',
      currentPassword: 'Guess1234',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({
      parameterName: 'currentPassword',
      message: 'Your current password is not correct.',
    });

    expect(await signIn('thief@example.com', 'Roadwarrior7')).toBeNull();
    expect((await read(OWNER, owners)).status).toBe(200);
    expect(await changedMails(OWNER)).toEqual([]);
    expect(await outbox(running.url, 'thief@example.com')).toEqual([]);

    // The same address in other letters is no change and needs no password.
    const same = await update(OWNER, owners, { email: 'Traveler@Longstay.test' });
    expect(same.status).toBe(200);
    expect(same.body.data.loginId).toBe(OWNER);
  });

  it('with the current password: the account moves, other sessions end, the old address is told', async () => {
    const OLD = 'unverified@longstay.test';
    const NEW = 'una.new@example.com';
    const mine = (await signIn(OLD, 'Unverified9'))!;
    const other = (await signIn(OLD, 'Unverified9'))!;
    await bookedBy(OLD);

    const changed = await update(OLD, mine, {
      email: 'Una.New@Example.com',
      currentPassword: 'Unverified9',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      loginId: NEW,
      emails: [{ address: NEW }],
      verified: false,
      phones: [{ number: '617-555-0100' }],
    });

    // This session follows the account; the other one has ended; the old address signs nobody in.
    expect((await read(NEW, mine)).status).toBe(200);
    expect((await read(OLD, mine)).status).toBe(401);
    expect((await read(NEW, other)).status).toBe(401);
    expect(await signIn(OLD, 'Unverified9')).toBeNull();
    expect(await signIn(NEW, 'Unverified9')).not.toBeNull();
    // The account's stays moved with it.
    expect((await reservationsOf(mine)).map((r) => r.confirmationNumber)).toEqual(['EMAILMOVE1']);

    const [told] = await changedMails(OLD);
    expect(told!.subject).toBe('The e-mail address of your Longstay account was changed');
    expect(told!.text).toContain('u•••@example.com');
    expect(told!.text).not.toContain(NEW);
    const verify = (await outbox(running.url, NEW)).find((mail) => mail.kind === 'verify')!;
    expect(verify.text).toContain('This is now the e-mail address of your Longstay account.');
    const link = linkIn(verify);
    const verified = await request(running.url)
      .put(`/v1/account/verification/${encodeURIComponent(link.searchParams.get('loginId')!)}`)
      .type('form')
      .send({ token: link.searchParams.get('token') });
    expect(verified.status).toBe(200);
    expect((await read(NEW, mine)).body.account.verified).toBe(true);

    // A password changed in the same request is stored too, and ends nothing more.
    const both = await update(NEW, mine, {
      email: 'una.again@example.com',
      currentPassword: 'Unverified9',
      password: 'Fresh2026pass',
    });
    expect(both.status).toBe(200);
    expect(await signIn('una.again@example.com', 'Fresh2026pass')).not.toBeNull();
    expect((await read('una.again@example.com', mine)).status).toBe(200);
  });

  it('refuses an address that has an account with 409, and changes nothing', async () => {
    const OWNER = 'guest@longstay.test';
    const token = (await signIn(OWNER, 'Longstay2026'))!;
    const taken = await update(OWNER, token, {
      email: 'traveler@longstay.test',
      currentPassword: 'Longstay2026',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].message).toBe('An account with this email address already exists.');
    expect((await read(OWNER, token)).status).toBe(200);
    expect(await changedMails(OWNER)).toEqual([]);
  });
});
