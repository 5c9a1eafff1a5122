import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { MockAgent } from 'undici';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { migrateToLatest, openStore, type Store } from '../db/database.ts';
import type { PlatformConfig } from '../context.ts';
import { createCaptcha, CHALLENGE_TTL_SECONDS } from './captcha.ts';
import { SITEVERIFY_ORIGIN, verifyRecaptcha } from './captcha-recaptcha.ts';

const log = pino({ level: 'silent' });
const config: PlatformConfig = {
  siteUrl: 'http://localhost:3000',
  siteDomain: 'localhost',
  mailFrom: 'Longstay <reservations@longstay.test>',
  altchaHmacKey: 'unit-test-key',
  reviewApiKey: 'k',
  development: true,
};

async function solve(challenge: unknown): Promise<string> {
  const solution = await solveChallenge({
    challenge: challenge as Challenge,
    deriveKey,
    timeout: 30_000,
  });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('ALTCHA captcha', () => {
  let store: Store;
  let clock = new Date('2026-05-01T12:00:00Z');
  beforeAll(async () => {
    store = openStore({ file: ':memory:' });
    await migrateToLatest(store.db);
  });
  afterAll(async () => store.close());
  const captcha = () =>
    createCaptcha({ db: store.db, dialect: 'sqlite', config, log, now: () => clock });

  it('issues a signed, expiring challenge that a solver answers once', async () => {
    clock = new Date();
    const challenge = (await captcha().challenge()) as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.parameters.expiresAt).toBe(
      Math.floor(clock.getTime() / 1000) + CHALLENGE_TTL_SECONDS,
    );
    const payload = await solve(challenge);
    expect(await captcha().verify(payload)).toBe(true);
    expect(await captcha().verify(payload)).toBe(false); // replay
  });

  it('refuses a solution after the challenge expired', async () => {
    clock = new Date();
    const payload = await solve(await captcha().challenge());
    clock = new Date(clock.getTime() + (CHALLENGE_TTL_SECONDS + 1) * 1000);
    expect(await captcha().verify(payload)).toBe(false);
  });

  it('refuses a challenge signed with another key, garbage and nothing', async () => {
    clock = new Date();
    const other = createCaptcha({
      db: store.db,
      dialect: 'sqlite',
      config: { ...config, altchaHmacKey: 'other' },
      log,
      now: () => clock,
    });
    expect(await captcha().verify(await solve(await other.challenge()))).toBe(false);
    expect(await captcha().verify(undefined)).toBe(false);
    expect(await captcha().verify('not base64 json')).toBe(false);
    expect(
      await captcha().verify(
        Buffer.from('{"challenge":{"parameters":{}},"solution":{}}').toString('base64'),
      ),
    ).toBe(false);
  });
});

describe('reCAPTCHA siteverify', () => {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get(SITEVERIFY_ORIGIN);

  it('accepts when Google says success, sending secret, response and remote address', async () => {
    pool
      .intercept({
        path: '/recaptcha/api/siteverify',
        method: 'POST',
        body: 'secret=s3cret&response=tok&remoteip=203.0.113.9',
      })
      .reply(200, { success: true });
    expect(
      await verifyRecaptcha({
        secret: 's3cret',
        response: 'tok',
        remoteAddress: '203.0.113.9',
        log,
        dispatcher: agent,
      }),
    ).toBe(true);
  });

  it('refuses when Google says no, errors, or cannot be reached', async () => {
    pool
      .intercept({ path: '/recaptcha/api/siteverify', method: 'POST' })
      .reply(200, { success: false, 'error-codes': ['invalid-input-response'] });
    expect(await verifyRecaptcha({ secret: 's', response: 'bad', log, dispatcher: agent })).toBe(
      false,
    );
    pool.intercept({ path: '/recaptcha/api/siteverify', method: 'POST' }).reply(500, 'oops');
    expect(await verifyRecaptcha({ secret: 's', response: 'x', log, dispatcher: agent })).toBe(
      false,
    );
    pool
      .intercept({ path: '/recaptcha/api/siteverify', method: 'POST' })
      .replyWithError(new Error('connection reset'));
    expect(await verifyRecaptcha({ secret: 's', response: 'x', log, dispatcher: agent })).toBe(
      false,
    );
  });

  it('is what createCaptcha uses when a secret is configured (no ALTCHA challenge)', async () => {
    const store = openStore({ file: ':memory:' });
    const recaptcha = createCaptcha({
      db: store.db,
      dialect: 'sqlite',
      config: { ...config, recaptchaSecret: 'x' },
      log,
      now: () => new Date(),
    });
    expect(await recaptcha.challenge()).toBeNull();
    expect(await recaptcha.verify(undefined)).toBe(false);
    await store.close();
  });
});
