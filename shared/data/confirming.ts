// The page's side of a booking or stay change the site could not confirm in time (202
// CONFIRMING, server/proxy/confirmable-writes.ts): the same request is sent again with the same
// Idempotency-Key after the wait the site asked for, so the platform reads back what it made (or
// makes it once), until the platform's own answer comes. Once the platform may have made it, a
// failure is no answer about it either: the page keeps asking. Past the budget the guest is told
// that the booking is still being confirmed, never that it failed.
import { isConfirming, type ConfirmingAnswer } from './booking-contract.ts';

export interface ConfirmOptions {
  /** Called once, when the site first answers that it is confirming. */
  onConfirming?: (message: string) => void;
  /** How long the page keeps asking (CONFIRM_BUDGET_MS). */
  budgetMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Long enough for a platform restart or a burst on a cold database to pass. */
export const CONFIRM_BUDGET_MS = 90_000;
/** The wait after a failure while confirming (the site names its own wait with CONFIRMING). */
const FAILURE_WAIT_MS = 3_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function untilConfirmed<T>(
  send: () => Promise<T | ConfirmingAnswer>,
  isFailure: (outcome: T) => boolean,
  unconfirmed: T,
  options: ConfirmOptions = {},
): Promise<T> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? pause;
  const budget = options.budgetMs ?? CONFIRM_BUDGET_MS;
  const started = now();
  let confirming = false;
  for (;;) {
    const answer = await send();
    let wait = FAILURE_WAIT_MS;
    if (isConfirming(answer)) {
      if (!confirming) options.onConfirming?.(answer.message);
      confirming = true;
      wait = answer.retryAfterSeconds * 1000;
    } else if (!confirming || !isFailure(answer)) {
      return answer;
    }
    if (now() - started + wait > budget) return unconfirmed;
    await sleep(wait);
  }
}
