// Sign-in throttling that cannot be turned against the owner (issue 17 M3). Guessing is stopped
// per (account, address) pair — 5 failures in 15 minutes — and per address (20); those answer 429
// for that address only. Per account, failures from every address only make each further
// attempt slower (an exponential delay, capped well inside the site's upstream deadline) and,
// from the third, ask for the captcha. The right password with a solved captcha always signs in.
import { setTimeout as sleep } from 'node:timers/promises';
import type { PlatformContext } from '../context.ts';
import { captchaRequired, tooManyRequests } from '../http/errors.ts';
import { clear, hit, limits, refund, type Limit } from './throttle.ts';

export const THROTTLED = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const CAPTCHA_NEEDED = 'Please complete the captcha, then sign in again.';
/** Failures of an account (from any address, in 15 minutes) after which the captcha is asked. */
export const CAPTCHA_AFTER_FAILURES = 3;
const FIRST_DELAY_MS = 100;
const MAX_DELAY_MS = 1600;

/** The wait before the password check: 0, then 100, 200, 400, 800, 1600 ms (the cap). */
export const slowDownMs = (failures: number): number =>
  failures <= 0 ? 0 : Math.min(FIRST_DELAY_MS * 2 ** (failures - 1), MAX_DELAY_MS);

export interface SignInGate {
  pair: Limit;
  address: Limit;
  account: Limit;
}

/**
 * Lets one attempt through to the password check, or throws 429 (pair or address used up) or 401
 * CAPTCHA_REQUIRED. Every slot is taken before anything is checked (one atomic upsert each), so a
 * parallel burst cannot slip past: the account's count is the rank of this attempt among those
 * that reached the password check in the window, and only the first few go without the captcha.
 * An attempt stopped for the captcha gives its slots back; a success gives back the account's,
 * so that count is the account's failures.
 */
export async function enterSignIn(
  platform: PlatformContext,
  loginId: string,
  address: string,
  captcha: string | undefined,
): Promise<SignInGate> {
  const { db } = platform;
  const gate: SignInGate = {
    pair: limits.signInPair(loginId, address),
    address: limits.signInAddress(address),
    account: limits.signInAccount(loginId),
  };
  const now = platform.now();
  const pairCount = await hit(db, gate.pair, now);
  const addressCount = await hit(db, gate.address, now);
  if (pairCount > gate.pair.max || addressCount > gate.address.max)
    throw tooManyRequests(THROTTLED);
  const rank = await hit(db, gate.account, now);
  if (rank > CAPTCHA_AFTER_FAILURES && !(await platform.captcha.verify(captcha, address))) {
    await Promise.all([gate.pair, gate.address, gate.account].map((limit) => refund(db, limit)));
    throw captchaRequired(CAPTCHA_NEEDED);
  }
  const delay = slowDownMs(rank - 1);
  if (delay) await sleep(delay);
  return gate;
}

/** The owner's pair starts afresh; the address and account slots are given back. */
export async function signInSucceeded(platform: PlatformContext, gate: SignInGate): Promise<void> {
  await clear(platform.db, gate.pair);
  await refund(platform.db, gate.address);
  await refund(platform.db, gate.account);
}
