// Sign-in throttling that cannot be turned against the owner. Guessing is stopped
// per (account, address) pair — 5 failures in 15 minutes — and per address (20); those answer 429
// for that address only. Per account, failures from every address only make each further
// attempt slower (an exponential delay, capped well inside the site's upstream deadline) and,
// from the fourth, ask for the captcha. Above that, the account has a ceiling of checked guesses
// (10 an hour, 30 a day, abuse-limits.ts) that no number of addresses raises: past it no password
// is checked for the account, and the owner's way in is the reset link (a completed reset clears
// every count of the account, clearSignInFailures).
import { setTimeout as sleep } from 'node:timers/promises';
import type { PlatformContext } from '../context.ts';
import { captchaRequired, tooManyRequests } from '../http/errors.ts';
import { abuseLimitsOf } from './abuse-limits.ts';
import { clear, clearPrefix, hit, hitInTurn, limits, refund, type Limit } from './throttle.ts';

export const THROTTLED = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const CAPTCHA_NEEDED = 'Please complete the captcha, then sign in again.';
export const ACCOUNT_RESTING =
  'This account has had too many failed sign-in attempts. To sign in now, reset your password with "Forgot password?"; or try again in an hour.';
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
  /** The account's checked guesses in the hour and in the day (the ceiling). */
  guesses: Limit[];
}

const HOUR = 60 * 60;

function gateOf(platform: PlatformContext, loginId: string, address: string): SignInGate {
  const ceiling = abuseLimitsOf(platform);
  return {
    pair: limits.signInPair(loginId, address),
    address: limits.signInAddress(address),
    account: limits.signInAccount(loginId),
    guesses: [
      {
        key: `sign-in:guesses:hour:${loginId}`,
        max: ceiling.signInGuessesPerHour,
        windowSeconds: HOUR,
      },
      {
        key: `sign-in:guesses:day:${loginId}`,
        max: ceiling.signInGuessesPerDay,
        windowSeconds: 24 * HOUR,
      },
    ],
  };
}

const giveBack = (platform: PlatformContext, taken: Limit[]) =>
  Promise.all(taken.map((limit) => refund(platform.db, limit)));

/**
 * Lets one attempt through to the password check, or throws 429 (address or pair used up, or the
 * account's ceiling of guesses reached) or 401 CAPTCHA_REQUIRED. Every slot is taken before
 * anything is checked (one atomic upsert each), so a parallel burst cannot slip past: the
 * account's count is the rank of this attempt among those that reached the password check in the
 * window, and only the first few go without the captcha. The address is taken first, so a refused
 * address writes nothing more. An attempt stopped for the captcha gives its slots back; a success
 * gives back the account's, so those counts are the account's failures.
 */
export async function enterSignIn(
  platform: PlatformContext,
  loginId: string,
  address: string,
  captcha: string | undefined,
): Promise<SignInGate> {
  const { db } = platform;
  const gate = gateOf(platform, loginId, address);
  const now = platform.now();
  if ((await hitInTurn(db, [gate.address, gate.pair], now)) >= 0) throw tooManyRequests(THROTTLED);
  const overCeiling = await hitInTurn(db, gate.guesses, now);
  if (overCeiling >= 0) {
    await giveBack(platform, gate.guesses.slice(0, overCeiling));
    throw tooManyRequests(ACCOUNT_RESTING);
  }
  const rank = await hit(db, gate.account, now);
  if (rank > CAPTCHA_AFTER_FAILURES && !(await platform.captcha.verify(captcha, address))) {
    await giveBack(platform, [gate.pair, gate.address, gate.account, ...gate.guesses]);
    throw captchaRequired(CAPTCHA_NEEDED);
  }
  const delay = slowDownMs(rank - 1);
  if (delay) await sleep(delay);
  return gate;
}

/** The owner's pair starts afresh; the address, account and guess slots are given back. */
export async function signInSucceeded(platform: PlatformContext, gate: SignInGate): Promise<void> {
  await clear(platform.db, gate.pair);
  await giveBack(platform, [gate.address, gate.account, ...gate.guesses]);
}

/**
 * A completed password reset: the owner proved the mailbox, so every failure count of the account
 * goes (its pairs with any address, its rank for the captcha, its ceiling of guesses).
 */
export async function clearSignInFailures(platform: PlatformContext, loginId: string) {
  const gate = gateOf(platform, loginId, '');
  await clearPrefix(platform.db, `sign-in:pair:${loginId}|`);
  await Promise.all([gate.account, ...gate.guesses].map((limit) => clear(platform.db, limit)));
}
