// Shared by the accounts, content, forms and corporate integration tests: a real platform on the
// given database, seeded with content and demo accounts, and a real ALTCHA solver.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import request from 'supertest';
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
