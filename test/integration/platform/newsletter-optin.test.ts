// Newsletter double opt-in over HTTP: a sign-up needs a solved captcha, mails a
// link and subscribes nobody; the link subscribes once and runs out after 2 days; only the token's
// hash is stored; an address already on the list gets the same answer; limits per address and per
// recipient; unknown fields refused (L7); the production provider setting gets the confirmed call.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { defaultAbuseLimits } from '#shared/security/abuse-limits.ts';
import { databaseKinds, relaxedAbuseLimits } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { hashToken } from '#platform/services/tokens.ts';
import {
  freshAddress,
  linkIn,
  outbox,
  solvedCaptcha,
  startAccountsPlatform,
} from './accounts-support.ts';

const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('newsletter double opt-in on %s', (kind) => {
  let platform: RunningPlatform;
  let url: string;
  let clock = Date.now();
  beforeAll(async () => {
    const { newsletterMailsPerDay } = defaultAbuseLimits;
    platform = await startAccountsPlatform(kind, {
      now: () => new Date(clock),
      config: { abuseLimits: { ...relaxedAbuseLimits, newsletterMailsPerDay } },
    });
    url = platform.url;
  });
  afterAll(async () => platform?.close());

  const signUp = async (email: string, address = freshAddress(), extra = {}) =>
    request(url)
      .post('/v1/emailer/newsletter')
      .set('X-Forwarded-For', address)
      .type('form')
      .send({ email, captcha: await solvedCaptcha(url), ...extra });
  const confirm = (token: string) =>
    request(url).post('/v1/emailer/newsletter/confirm').type('form').send({ token });
  const subscribed = async (email: string) =>
    Boolean(
      await platform.store.db
        .selectFrom('newsletter_subscriptions')
        .select('email')
        .where('email', '=', email)
        .executeTakeFirst(),
    );
  const tokenOf = async (email: string) => {
    const mails = await outbox(url, email);
    expect(mails[0]).toMatchObject({
      kind: 'newsletter',
      subject: 'Confirm your Longstay newsletter subscription',
    });
    const link = linkIn(mails[0]!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/newsletter/confirm');
    return link.searchParams.get('token')!;
  };

  it('subscribes only after the mailed link is followed, once, and stores only the hash', async () => {
    const response = await signUp('  Reader.One@Example.com ');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'OK' });
    expect(await subscribed('reader.one@example.com')).toBe(false);
    const token = await tokenOf('reader.one@example.com');
    const rows = await platform.store.db
      .selectFrom('newsletter_confirmations')
      .selectAll()
      .where('email', '=', 'reader.one@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    expect((await confirm(token)).status).toBe(200);
    expect(await subscribed('reader.one@example.com')).toBe(true);
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({
      parameterName: 'token',
      message: 'This confirmation link is invalid or has expired.',
    });
    expect((await confirm('not-a-token')).status).toBe(400);
  });

  it('refuses a link after 2 days, and subscribes nobody', async () => {
    await signUp('late.reader@example.com');
    const token = await tokenOf('late.reader@example.com');
    clock += TWO_DAYS_MS + 1000;
    try {
      const late = await confirm(token);
      expect(late.status).toBe(400);
      expect(late.body.errors[0].message).toBe('This confirmation link is invalid or has expired.');
      expect(await subscribed('late.reader@example.com')).toBe(false);
    } finally {
      clock -= TWO_DAYS_MS + 1000;
    }
  });

  it('requires a solved captcha, used once', async () => {
    const address = freshAddress();
    const without = await request(url)
      .post('/v1/emailer/newsletter')
      .set('X-Forwarded-For', address)
      .type('form')
      .send({ email: 'bot@example.com' });
    expect(without.status).toBe(400);
    expect(without.body.errors[0]).toMatchObject({
      parameterName: 'captcha',
      message: 'Invalid captcha',
    });
    const captcha = await solvedCaptcha(url);
    const send = () =>
      request(url)
        .post('/v1/emailer/newsletter')
        .set('X-Forwarded-For', address)
        .type('form')
        .send({ email: 'bot@example.com', captcha });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(400); // the same solution replayed
    expect(await outbox(url, 'bot@example.com')).toHaveLength(1);
    const invalid = await signUp('not-an-email');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]).toMatchObject({
      parameterName: 'email',
      message: 'Please enter a valid email address',
    });
  });

  it('answers an address already on the list exactly as a new one', async () => {
    await signUp('member@example.com');
    expect((await confirm(await tokenOf('member@example.com'))).status).toBe(200);
    const known = await signUp('member@example.com');
    const unknown = await signUp('stranger@example.com');
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(known.text).toBe(unknown.text);
  });

  it('mails one recipient at most 3 confirmations a day, whatever the addresses asking', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await signUp('victim@example.com'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    // The two past the budget are kept in the outbox unsent, never silently lost.
    const mails = await outbox(url, 'victim@example.com');
    expect(mails.map((mail) => mail.status === 'suppressed').sort()).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('stops one address after 20 sign-ups in an hour, counted before anything is checked', async () => {
    const address = freshAddress();
    const attempt = () =>
      request(url)
        .post('/v1/emailer/newsletter')
        .set('X-Forwarded-For', address)
        .type('form')
        .send({ email: 'someone@example.com' });
    const answers = await Promise.all(Array.from({ length: 23 }, attempt));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(20);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(3);
    expect(limited[0]!.body.errors[0].message).toBe(
      'Too many submissions from your connection. Please try again in an hour.',
    );
    const solved = await request(url)
      .post('/v1/emailer/newsletter')
      .set('X-Forwarded-For', address)
      .type('form')
      .send({ email: 'someone@example.com', captcha: await solvedCaptcha(url) });
    expect(solved.status).toBe(429);
  });

  it('refuses fields it does not name', async () => {
    const padded = await signUp('padded@example.com', freshAddress(), { name: 'x'.repeat(5000) });
    expect(padded.status).toBe(400);
    expect(padded.body.errors).toEqual([
      { code: 'UNKNOWN_FIELD', parameterName: 'name', message: 'This field is not accepted.' },
    ]);
    expect(await outbox(url, 'padded@example.com')).toHaveLength(0);
    const confirmPadded = await request(url)
      .post('/v1/emailer/newsletter/confirm')
      .type('form')
      .send({ token: 'x', email: 'a@b.co' });
    expect(confirmPadded.status).toBe(400);
    expect(confirmPadded.body.errors[0]).toMatchObject({
      code: 'UNKNOWN_FIELD',
      parameterName: 'email',
    });
  });
});

describe.each(databaseKinds)('newsletter provider setting on %s', (kind) => {
  let provider: Server;
  let calls: { method: string; url: string }[];
  let providerStatus = 200;
  let platform: RunningPlatform;
  beforeAll(async () => {
    calls = [];
    provider = createServer((req, res) => {
      calls.push({ method: req.method ?? '', url: req.url ?? '' });
      res.writeHead(providerStatus, { 'content-type': 'application/json' });
      res.end('{"status":"OK"}');
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    platform = await startAccountsPlatform(kind, {
      config: { newsletterUrl: `http://127.0.0.1:${port}/email` },
    });
  });
  afterAll(async () => {
    await platform?.close();
    await new Promise<void>((resolve) => provider?.close(() => resolve()));
  });

  it('hands the confirmed address to the provider, and keeps the link working while it fails', async () => {
    const url = platform.url;
    await request(url)
      .post('/v1/emailer/newsletter')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ email: 'far.reader@example.com', captcha: await solvedCaptcha(url) })
      .expect(200);
    expect(calls).toEqual([]);
    const token = linkIn((await outbox(url, 'far.reader@example.com'))[0]!).searchParams.get(
      'token',
    )!;
    const confirm = () =>
      request(url).post('/v1/emailer/newsletter/confirm').type('form').send({ token });
    providerStatus = 503;
    const failed = await confirm();
    expect(failed.status).toBe(502);
    expect(failed.body.errors[0].message).toMatch(/could not be completed right now/);
    providerStatus = 200;
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(400);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({
      method: 'POST',
      url: '/email/subscribe?cr=100427&fm=30&s_source=localhost&s_email=far.reader%40example.com',
    });
    const local = await platform.store.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .execute();
    expect(local).toEqual([]);
  });
});
