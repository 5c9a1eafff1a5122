// Throttling works from the shared `throttle` table: failed sign-ins per account and per client
// address, and a light limit on password-reset mails per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { b64, freshAddress, startAccountsPlatform } from './accounts-support.ts';

describe.each(databaseKinds)('throttling on %s', (kind) => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startAccountsPlatform(kind);
  });
  afterAll(async () => platform?.close());

  const signIn = (email: string, password: string, address: string) =>
    request(platform.url)
      .post('/v1/account/sign-in')
      .set('X-Forwarded-For', address)
      .type('form')
      .send({ email, password: b64(password) });

  it('locks an account after 5 failed sign-ins, even with the right password, from any address', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn('traveler@longstay.test', `Wrong${i}pass`, freshAddress())).status).toBe(
        401,
      );
    const locked = await signIn('traveler@longstay.test', 'Roadwarrior7', freshAddress());
    expect(locked.status).toBe(429);
    expect(locked.body.errors[0]).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    });
    // another account is not affected
    expect((await signIn('guest@longstay.test', 'Longstay2026', freshAddress())).status).toBe(200);
  });

  it('lets no more than 5 of many simultaneous wrong passwords reach the password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn('concurrent@longstay.test', `Wrong${i}pass`, freshAddress()),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('blocks an address after 20 failed sign-ins across accounts', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 20; i++)
      expect((await signIn(`someone${i}@example.com`, 'Wrong1pass', address)).status).toBe(401);
    expect((await signIn('guest@longstay.test', 'Longstay2026', address)).status).toBe(429);
    expect((await signIn('guest@longstay.test', 'Longstay2026', '203.0.113.78')).status).toBe(200);
  });

  it('a successful sign-in clears the account counter', async () => {
    for (let i = 0; i < 4; i++)
      await signIn('unverified@longstay.test', 'Wrong1pass', freshAddress());
    expect((await signIn('unverified@longstay.test', 'Unverified9', freshAddress())).status).toBe(
      200,
    );
    for (let i = 0; i < 4; i++)
      expect((await signIn('unverified@longstay.test', 'Wrong1pass', freshAddress())).status).toBe(
        401,
      );
  });

  it('rate-limits password-reset requests per address', async () => {
    const address = '203.0.113.90';
    const ask = () =>
      request(platform.url)
        .post('/v1/account/password-reset')
        .set('X-Forwarded-For', address)
        .type('form')
        .send({ email: 'guest@longstay.test' });
    for (let i = 0; i < 10; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });

  it('rate-limits registrations per address (every attempt counts)', async () => {
    const address = '203.0.113.95';
    const register = () =>
      request(platform.url)
        .post('/v1/account/accounts')
        .set('X-Forwarded-For', address)
        .type('form')
        .send({ email: 'x@example.com' });
    for (let i = 0; i < 20; i++) expect((await register()).status).toBe(400);
    expect((await register()).status).toBe(429);
  });

  it('believes X-Forwarded-For only from loopback and only its last entry', async () => {
    // every request here comes from loopback: the last entry is the proxy's view of the browser
    const address = '203.0.113.120';
    for (let i = 0; i < 20; i++)
      await signIn(`x${i}@example.com`, 'Wrong1pass', `10.0.0.${i}, ${address}`);
    expect(
      (await signIn('guest@longstay.test', 'Longstay2026', `10.9.9.9, ${address}`)).status,
    ).toBe(429);
  });
});
