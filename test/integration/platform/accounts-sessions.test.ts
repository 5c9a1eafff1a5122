// Session lifetime and the development-only mailbox, with a clock the test controls.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds } from '#test/support/platform.ts';
import { createPlatformContext } from '#platform/start.ts';
import { createPlatform } from '#platform/app.ts';
import { testLog } from '#test/support/platform.ts';
import { hashToken } from '#platform/services/tokens.ts';
import { b64, freshAddress, useAccountsPlatform } from './accounts-support.ts';

describe.each(databaseKinds)('sessions on %s', (kind) => {
  let clock = Date.now();
  const running = useAccountsPlatform(kind, { now: () => new Date(clock) });

  const signIn = async () =>
    (
      await request(running.platform.url)
        .post('/v1/account/sign-in')
        .set('X-Forwarded-For', freshAddress())
        .type('form')
        .send({ email: 'guest@longstay.test', password: b64('Longstay2026') })
        .expect(200)
    ).body.authorization.accessToken as string;

  it('ends a session used every hour 24 hours after the sign-in (the absolute timeout)', async () => {
    const token = await signIn();
    const get = () =>
      request(running.platform.url)
        .get('/v1/account/accounts/guest@longstay.test')
        .set('Authorization', `Bearer ${token}`);
    for (let hour = 1; hour < 24; hour++) {
      clock += 3600 * 1000;
      expect((await get()).status).toBe(200);
    }
    clock += 3600 * 1000;
    expect((await get()).status).toBe(401);
  });

  it('ends a session left unused for 2 hours (the idle timeout), and counts from its last use', async () => {
    const token = await signIn();
    const get = () =>
      request(running.platform.url)
        .get('/v1/account/accounts/guest@longstay.test')
        .set('Authorization', `Bearer ${token}`);
    clock += 119 * 60 * 1000;
    expect((await get()).status).toBe(200);
    // Used a minute before the idle limit: another 119 minutes from now are still fine.
    clock += 119 * 60 * 1000;
    expect((await get()).status).toBe(200);
    clock += 121 * 60 * 1000;
    expect((await get()).status).toBe(401);
    // A session that timed out does not come back when the clock is seen from it again.
    expect((await get()).status).toBe(401);
  });

  it('deletes the ended sessions of an account at its next sign-in, and keeps the live ones', async () => {
    const hashes = async () =>
      (
        await running.platform.context.db
          .selectFrom('sessions')
          .select('token_hash')
          .where('login_id', '=', 'guest@longstay.test')
          .execute()
      ).map((row) => row.token_hash);
    const idle = await signIn();
    clock += 3 * 3600 * 1000;
    const revoked = await signIn();
    await request(running.platform.url)
      .delete('/v1/account/sessions/current')
      .set('Authorization', `Bearer ${revoked}`)
      .expect(200);
    const live = await signIn();
    const before = await hashes();
    const latest = await signIn();
    const after = await hashes();
    expect(after).toHaveLength(2);
    expect(new Set(after)).toEqual(new Set([hashToken(live), hashToken(latest)]));
    expect(before).not.toContain(hashToken(idle));
  });

  it('tells the client the absolute lifetime at sign-in', async () => {
    const response = await request(running.platform.url)
      .post('/v1/account/sign-in')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ email: 'guest@longstay.test', password: b64('Longstay2026') })
      .expect(200);
    expect(response.body.authorization.expiresIn).toBe(24 * 3600);
  });

  it('refuses a reset token after one hour', async () => {
    await request(running.platform.url)
      .post('/v1/account/password-reset')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ email: 'traveler@longstay.test' })
      .expect(200);
    const mail = (
      await request(running.platform.url)
        .get('/v1/dev/outbox')
        .query({ to: 'traveler@longstay.test', limit: 1 })
    ).body.data[0];
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token');
    clock += 61 * 60 * 1000;
    const reset = await request(running.platform.url)
      .put('/v1/account/accounts/traveler@longstay.test')
      .type('form')
      .send({ password: 'Later2026x', token });
    expect(reset.status).toBe(400);
  });

  it('serves the outbox only in development', async () => {
    await request(running.platform.url).get('/v1/dev/outbox').expect(200);
    // the same store behind a production configuration (a second platform on PostgreSQL would
    // race the first one's migrations, see the report)
    const context = createPlatformContext(running.platform.store, {
      config: { ...running.platform.context.config, development: false },
      log: testLog,
    });
    const hidden = await request(createPlatform(context)).get('/v1/dev/outbox').expect(404);
    expect(hidden.body.status).toBe('ERROR');
  });

  it('lists the outbox newest first', async () => {
    for (let i = 0; i < 2; i++) {
      clock += 1000;
      await request(running.platform.url)
        .post(`/v1/account/verification/unverified@longstay.test`)
        .set('X-Forwarded-For', freshAddress())
        .expect(200);
    }
    const mails = (
      await request(running.platform.url)
        .get('/v1/dev/outbox')
        .query({ to: 'unverified@longstay.test' })
    ).body.data;
    expect(mails).toHaveLength(2);
    expect(mails[0].createdAt > mails[1].createdAt).toBe(true);
  });
});
