// Shared by the accounts, content, forms and corporate integration tests: a real platform on the
// given database, seeded with content and demo accounts, and a real ALTCHA solver.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import type { RunningPlatform } from '#platform/start.ts';
import { seedAccounts } from '#platform/dataset/accounts.ts';
import { seedContent } from '#platform/dataset/content.ts';
import {
  startTestPlatform,
  type DatabaseKind,
  type TestPlatformOptions,
} from '#test/support/platform.ts';

export async function startAccountsPlatform(kind: DatabaseKind, options: TestPlatformOptions = {}) {
  // Seeds only what these tests need (idempotent, so a full seed having run already is fine).
  const running = await startTestPlatform(kind, { seed: false, ...options });
  await seedContent(running.store.db);
  await seedAccounts(running.store.db);
  return running;
}

/**
 * The accounts platform of the calling describe block's tests: started before them, closed after
 * them. Read `platform` and `url` inside hooks and tests, once it runs.
 */
export function useAccountsPlatform(kind: DatabaseKind, options: TestPlatformOptions = {}) {
  let running: RunningPlatform | undefined;
  beforeAll(async () => {
    running = await startAccountsPlatform(kind, options);
  });
  afterAll(async () => running?.close());
  return {
    get platform(): RunningPlatform {
      if (!running) throw new Error('the accounts platform has not started');
      return running;
    },
    get url(): string {
      return this.platform.url;
    },
  };
}

/** Fetches a challenge from the platform and solves it as the browser widget would. */
export async function solvedCaptcha(url: string): Promise<string> {
  const response = await request(url).get('/v1/captcha/challenge').expect(200);
  const challenge = response.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

let counter = 0;
/** A client address of its own per test, so throttles of one test never touch another. */
export const freshAddress = (): string => `198.51.100.${(counter = (counter % 250) + 1)}`;

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  /** 'suppressed' for a mail kept unsent past its recipient's mail budget. */
  status: string;
}

export async function outbox(url: string, to: string): Promise<OutboxMail[]> {
  const response = await request(url).get('/v1/dev/outbox').query({ to }).expect(200);
  return response.body.data as OutboxMail[];
}

export function linkIn(mail: OutboxMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error('no link in mail');
  return new URL(match[0]);
}

export const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

/** A valid profile of the account form. */
export const profile = {
  givenName: 'Riley',
  surname: 'Nguyen',
  address1: '500 Commerce St',
  city: 'Fort Worth',
  subdivision: 'TX',
  postal: '76102',
  country: 'US',
  phone: '817-555-0133',
  birthMonth: '3',
  birthDay: '9',
  leisure: 'true',
};

/** A valid profile sent with the e-mail change of Edit Account (a Boston address). */
export const emailChangeProfile = {
  givenName: 'Una',
  surname: 'Verified',
  address1: '5 Elm St',
  city: 'Boston',
  subdivision: 'MA',
  postal: '02108',
  country: 'US',
  phone: '617-555-0100',
};

/** Account creation and sign-in calls on the platform at `url()`, each from a fresh address. */
export function accountCalls(url: () => string) {
  const create = async (
    email: string,
    password = 'Sunrise2026',
    extra: Record<string, string> = {},
  ) =>
    request(url())
      .post('/v1/account/accounts')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ ...profile, email, password, captcha: await solvedCaptcha(url()), ...extra });

  const signIn = (email: string, password: string, address = freshAddress()) =>
    request(url())
      .post('/v1/account/sign-in')
      .set('X-Forwarded-For', address)
      .type('form')
      .send({ email, password: b64(password) });
  return { create, signIn };
}
