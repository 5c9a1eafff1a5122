// Captcha, verified server side. ALTCHA proof-of-work by default
// (altcha-lib v2 challenges, solved by the `altcha` widget); reCAPTCHA when its secret is set.
// A solved ALTCHA payload is accepted once: its signature goes to `captcha_solutions` until the
// challenge expires, and the primary key refuses a second insert, on any number of instances.
import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Captcha, PlatformContext } from '../context.ts';
import { verifyRecaptcha } from './captcha-recaptcha.ts';

// SHA-256 with a known counter between 2,000 and 10,000: one solve takes a phone
// about 0.5–1 s — measured in Chromium with the widget's own solver on one CPU-throttled thread
// (scripts/bench/altcha-solve.ts, figures in docs/performance.md "Captcha cost"), and less where
// the widget splits the counters over several workers. A script pays for every form it sends;
// the per-address and per-recipient limits bound what it can send.
const ALGORITHM = 'SHA-256';
const COUNTER_MIN = 2_000;
const COUNTER_MAX = 10_000;
export const CHALLENGE_TTL_SECONDS = 10 * 60;

type Base = Omit<PlatformContext, 'mailer' | 'captcha' | 'payments'>;

export function createCaptcha(platform: Base): Captcha {
  const { config } = platform;
  if (config.recaptchaSecret) {
    const secret = config.recaptchaSecret;
    return {
      async challenge() {
        return null;
      },
      async verify(payload, remoteAddress) {
        if (!payload) return false;
        return verifyRecaptcha({ secret, response: payload, remoteAddress, log: platform.log });
      },
    };
  }
  return createAltcha(platform);
}

function createAltcha(platform: Base): Captcha {
  const secret = platform.config.altchaHmacKey;
  const keySecret = `${secret}:derived-key`;
  return {
    async challenge() {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(COUNTER_MIN, COUNTER_MAX),
        deriveKey,
        expiresAt: new Date(platform.now().getTime() + CHALLENGE_TTL_SECONDS * 1000),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
    },
    async verify(payload) {
      const parsed = parsePayload(payload);
      if (!parsed) return false;
      const { challenge, solution } = parsed;
      const expiresAt = challenge.parameters.expiresAt;
      const now = platform.now();
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) return false;
      let verified = false;
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: secret,
          hmacKeySignatureSecret: keySecret,
        });
        verified = result.verified;
      } catch {
        verified = false; // a malformed challenge from the browser is a wrong answer, not a failure
      }
      if (!verified || typeof challenge.signature !== 'string') return false;
      return claimOnce(platform, challenge.signature, new Date(expiresAt * 1000).toISOString());
    },
  };
}

async function claimOnce(platform: Base, signature: string, expiresAt: string): Promise<boolean> {
  const { db } = platform;
  await db
    .deleteFrom('captcha_solutions')
    .where('expires_at', '<=', platform.now().toISOString())
    .execute();
  const inserted = await db
    .insertInto('captcha_solutions')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The widget submits base64(JSON { challenge, solution }). */
function parsePayload(
  payload: string | undefined,
): { challenge: Challenge; solution: Solution } | undefined {
  if (!payload || payload.length > 8_000) return undefined;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    if (!value || typeof value !== 'object') return undefined;
    const { challenge, solution } = value as { challenge?: Challenge; solution?: Solution };
    if (
      !challenge ||
      typeof challenge !== 'object' ||
      !challenge.parameters ||
      typeof challenge.parameters !== 'object'
    )
      return undefined;
    if (!solution || typeof solution !== 'object') return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}
