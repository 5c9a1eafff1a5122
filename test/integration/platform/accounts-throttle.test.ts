// Throttling works from the shared `throttle` table: failed sign-ins block per
// (account, address) pair and per address; per account they only slow down and ask for the
// captcha, so an attacker failing from other addresses never locks the owner out. Also a light
// limit on registrations and reset mails per address.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds } from '#test/support/platform.ts';
import { slowDownMs } from '#platform/services/sign-in-gate.ts';
import { b64, freshAddress, solvedCaptcha, useAccountsPlatform } from './accounts-support.ts';

const THROTTLED = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

describe('sign-in slow-down', () => {
  it('doubles from 100 ms per failure of the account and stops at 1.6 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(slowDownMs)).toEqual([
      0, 100, 200, 400, 800, 1600, 1600, 1600,
    ]);
  });
});

describe.each(databaseKinds)('throttling on %s', (kind) => {
  const running = useAccountsPlatform(kind);

  const signIn = (email: string, password: string, address: string, captcha?: string) =>
    request(running.platform.url)
      .post('/v1/account/sign-in')
      .set('X-Forwarded-For', address)
      .type('form')
      .send({ email, password: b64(password), ...(captcha ? { captcha } : {}) });
  const captcha = () => solvedCaptcha(running.platform.url);

  it('the owner signs in while an attacker keeps failing from other addresses', async () => {
    const owner = 'traveler@longstay.test';
    const ownerAddress = '192.0.2.10';
    const attack = (round: number) =>
      Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          signIn(owner, `Guess${round}x${i}`, `203.0.113.${round * 12 + i + 1}`),
        ),
      );
    for (let round = 0; round < 3; round++) {
      const answers = await attack(round);
      // Every attacker attempt fails; only the first 3 of the window reach the password check.
      expect(answers.every((answer) => answer.status === 401)).toBe(true);
      const checked = answers.filter((a) => a.body.errors[0].code === 'INVALID_CREDENTIALS');
      expect(checked.length).toBeLessThanOrEqual(round === 0 ? 3 : 0);
      for (const answer of answers.filter((a) => a.body.errors[0].code !== 'INVALID_CREDENTIALS'))
        expect(answer.body.errors[0]).toMatchObject({
          code: 'CAPTCHA_REQUIRED',
          parameterName: 'captcha',
          message: 'Please complete the captcha, then sign in again.',
        });

      // The owner: asked for the captcha, then signed in with it — never 429.
      const withoutCaptcha = await signIn(owner, 'Roadwarrior7', ownerAddress);
      expect(withoutCaptcha.status).toBe(401);
      expect(withoutCaptcha.body.errors[0].code).toBe('CAPTCHA_REQUIRED');
      const started = Date.now();
      const signedIn = await signIn(owner, 'Roadwarrior7', ownerAddress, await captcha());
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.authorization.accessToken).toEqual(expect.any(String));
      // 3 failures so far: the owner waited 400 ms (the slow-down), not 15 minutes.
      expect(Date.now() - started).toBeGreaterThanOrEqual(slowDownMs(3) - 20);
    }
  });

  it('blocks a pair after 5 failures; the same account from elsewhere and the address for others go on', async () => {
    const account = 'guest@longstay.test';
    const address = '203.0.113.200';
    for (let i = 0; i < 5; i++) {
      const answer = await signIn(
        account,
        `Wrong${i}pass`,
        address,
        i >= 3 ? await captcha() : undefined,
      );
      expect(answer.body.errors[0].code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await signIn(account, 'Longstay2026', address, await captcha());
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors[0]).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: THROTTLED });
    // the owner from another address, with the captcha the account now asks for
    expect((await signIn(account, 'Longstay2026', freshAddress(), await captcha())).status).toBe(
      200,
    );
    // another account from the blocked address
    expect((await signIn('unverified@longstay.test', 'Unverified9', address)).status).toBe(200);
  });

  it('lets no more than 3 of 40 simultaneous wrong passwords reach the check without a captcha', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn('concurrent@longstay.test', `Wrong${i}pass`, address),
      ),
    );
    const codes = answers.map((answer) => answer.body.errors[0].code as string);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(3);
    expect(
      codes.every((code) =>
        ['INVALID_CREDENTIALS', 'CAPTCHA_REQUIRED', 'TOO_MANY_REQUESTS'].includes(code),
      ),
    ).toBe(true);
  });

  it('blocks an address after 20 failed sign-ins across accounts', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 20; i++)
      expect((await signIn(`someone${i}@example.com`, 'Wrong1pass', address)).status).toBe(401);
    expect((await signIn('guest@longstay.test', 'Longstay2026', address)).status).toBe(429);
  });

  it('a successful sign-in starts the pair afresh', async () => {
    const address = freshAddress();
    const email = 'unverified@longstay.test';
    await running.platform.store.db.deleteFrom('throttle').execute();
    for (let i = 0; i < 3; i++) await signIn(email, 'Wrong1pass', address);
    expect((await signIn(email, 'Unverified9', address, await captcha())).status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await signIn(email, 'Wrong1pass', address, await captcha())).status).toBe(401);
    // 5 failures from this address in the window, but only 2 since the success: not blocked
    expect((await signIn(email, 'Unverified9', address, await captcha())).status).toBe(200);
  });

  it('rate-limits password-reset requests per address', async () => {
    const address = '203.0.113.90';
    const ask = () =>
      request(running.platform.url)
        .post('/v1/account/password-reset')
        .set('X-Forwarded-For', address)
        .type('form')
        .send({ email: 'nobody@example.com' });
    for (let i = 0; i < 10; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });

  it('rate-limits registrations per address (every attempt counts)', async () => {
    const address = '203.0.113.95';
    const register = () =>
      request(running.platform.url)
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
