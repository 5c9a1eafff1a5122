// Guessing one account's password from many addresses, as the abuse probe did it (247 checked
// guesses a minute from 40 addresses, each solving the captcha): the account's ceiling of checked
// guesses (sign-in-gate.ts) holds whatever the number of addresses, and the owner gets in through
// the reset link, which clears every failure count of the account, on every database of the run.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds } from '#test/support/platform.ts';
import { defaultAbuseLimits } from '#shared/security/abuse-limits.ts';
import { ACCOUNT_RESTING, THROTTLED } from '#platform/services/sign-in-gate.ts';
import { b64, linkIn, outbox, solvedCaptcha, useAccountsPlatform } from './accounts-support.ts';

describe.each(databaseKinds)('password guessing on %s', (kind) => {
  const running = useAccountsPlatform(kind, { config: { abuseLimits: defaultAbuseLimits } });
  const signIn = (email: string, password: string, address: string, captcha?: string) =>
    request(running.url)
      .post('/v1/account/sign-in')
      .set('X-Forwarded-For', address)
      .type('form')
      .send({ email, password: b64(password), ...(captcha ? { captcha } : {}) });

  /** Asks for a reset link from `address`, opens it and sets `password`. */
  const resetPassword = async (email: string, password: string, address: string) => {
    await request(running.url)
      .post('/v1/account/password-reset')
      .set('X-Forwarded-For', address)
      .type('form')
      .send({ email })
      .expect(200);
    const [mail] = (await outbox(running.url, email)).filter((m) => m.kind === 'reset');
    const token = linkIn(mail!).searchParams.get('token')!;
    await request(running.url)
      .put(`/v1/account/accounts/${email}`)
      .type('form')
      .send({ password, token })
      .expect(200);
  };

  it('40 addresses solving the captcha get at most 10 guesses checked; the owner gets in by the reset link', async () => {
    const owner = 'traveler@longstay.test';
    const answers = [];
    // Five rounds of 8 addresses at once, each with a solved captcha: the strongest attacker.
    for (let round = 0; round < 5; round++) {
      const guesses = await Promise.all(
        Array.from({ length: 8 }, async (_, i) =>
          signIn(
            owner,
            `Guess${round}x${i}`,
            `203.0.113.${round * 8 + i + 1}`,
            await solvedCaptcha(running.url),
          ),
        ),
      );
      answers.push(...guesses);
    }
    const checked = answers.filter((a) => a.body.errors[0].code === 'INVALID_CREDENTIALS');
    expect(checked.length).toBeLessThanOrEqual(defaultAbuseLimits.signInGuessesPerHour);
    for (const answer of answers.filter((a) => !checked.includes(a))) {
      expect(answer.status).toBe(429);
      expect(answer.body.errors[0].message).toBe(ACCOUNT_RESTING);
    }
    // The owner, with the right password and a captcha: no password is checked any more.
    const ownerAddress = '192.0.2.40';
    const refused = await signIn(
      owner,
      'Roadwarrior7',
      ownerAddress,
      await solvedCaptcha(running.url),
    );
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].message).toContain('reset your password');
    await resetPassword(owner, 'Seashore2027', ownerAddress);
    expect((await signIn(owner, 'Seashore2027', ownerAddress)).status).toBe(200);
  });

  it('after a reset the owner who had locked their own address signs in from it at once', async () => {
    const email = 'unverified@longstay.test';
    const address = '192.0.2.41';
    for (let i = 0; i < 5; i++)
      await signIn(
        email,
        `Forgot${i}pass`,
        address,
        i >= 3 ? await solvedCaptcha(running.url) : undefined,
      );
    const locked = await signIn(email, 'Unverified9', address, await solvedCaptcha(running.url));
    expect(locked.status).toBe(429);
    expect(locked.body.errors[0].message).toBe(THROTTLED);
    await resetPassword(email, 'Lighthouse2027', address);
    // No captcha and no wait: the reset cleared the pair, the account's rank and its ceiling.
    const signedIn = await signIn(email, 'Lighthouse2027', address);
    expect(signedIn.status).toBe(200);
  });

  it('an IPv6 /64 is one address: 20 failures from 20 of its addresses block the whole /64', async () => {
    for (let i = 0; i < 20; i++)
      expect(
        (await signIn(`nobody${i}@example.com`, 'Wrong1pass', `2001:db8:40:1::${i + 1}`)).status,
      ).toBe(401);
    const blocked = await signIn('someone@example.com', 'Wrong1pass', '2001:db8:40:1:ffff::9');
    expect(blocked.status).toBe(429);
    // Another /64 is another address.
    expect((await signIn('someone@example.com', 'Wrong1pass', '2001:db8:40:2::1')).status).toBe(
      401,
    );
  });

  it('a blocked address trying new accounts writes no more throttle rows', async () => {
    const address = '203.0.113.199';
    for (let i = 0; i < 20; i++) await signIn(`probe${i}@example.com`, 'Wrong1pass', address);
    const rows = () =>
      running.platform.store.db
        .selectFrom('throttle')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const before = await rows();
    for (let i = 0; i < 30; i++)
      expect((await signIn(`more${i}@example.com`, 'Wrong1pass', address)).status).toBe(429);
    expect(await rows()).toBe(before);
  });
});

describe.each(databaseKinds)("the day's ceiling of password guesses on %s", (kind) => {
  // The hour's ceiling out of the way: a patient attacker spreads guesses over the day.
  const running = useAccountsPlatform(kind, {
    config: { abuseLimits: { ...defaultAbuseLimits, signInGuessesPerHour: 1_000 } },
  });

  it('32 guesses from 32 addresses, each with a solved captcha: 30 are checked, then none', async () => {
    const owner = 'traveler@longstay.test';
    const answers = [];
    // Four rounds of 8 at once: each attempt's slow-down is waited out side by side.
    for (let round = 0; round < 4; round++)
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, async (_, i) =>
            request(running.url)
              .post('/v1/account/sign-in')
              .set('X-Forwarded-For', `198.51.100.${round * 8 + i + 101}`)
              .type('form')
              .send({
                email: owner,
                password: b64(`Patient${round}x${i}`),
                captcha: await solvedCaptcha(running.url),
              }),
          ),
        )),
      );
    const checked = answers.filter((a) => a.body.errors[0].code === 'INVALID_CREDENTIALS');
    expect(checked).toHaveLength(defaultAbuseLimits.signInGuessesPerDay);
    for (const answer of answers.filter((a) => !checked.includes(a))) {
      expect(answer.status).toBe(429);
      expect(answer.body.errors[0].message).toBe(ACCOUNT_RESTING);
    }
  });
});
