// One booking attempt per idempotency key at a time in this process. A retry that
// arrives while the first attempt with its key is still running (the site gave up at its deadline,
// the browser retried) waits for that attempt to end and then runs, so it reads back the booking
// the first one made instead of racing it: never a sold-out answer for a booking that was made.
// Across platform processes the reservations' UNIQUE idempotency key still allows one booking only.
import type { PlatformContext } from '../context.ts';

const running = new WeakMap<PlatformContext, Map<string, Promise<unknown>>>();
const made = new WeakMap<PlatformContext, Set<string>>();
/** Keys remembered as booked, oldest forgotten first. */
const MADE_KEPT = 10_000;

/** Remembers that the key's booking was made here: its retries need no place in any queue. */
export function rememberMade(platform: PlatformContext, key: string): void {
  let keys = made.get(platform);
  if (!keys) made.set(platform, (keys = new Set()));
  keys.add(key);
  if (keys.size > MADE_KEPT) keys.delete(keys.values().next().value!);
}

/** Whether this process made the key's booking (a retry of it is a read). */
export function madeHere(platform: PlatformContext, key: string): boolean {
  return made.get(platform)?.has(key) ?? false;
}

export async function oneAtATime<T>(
  platform: PlatformContext,
  key: string,
  attempt: () => Promise<T>,
): Promise<T> {
  let byKey = running.get(platform);
  if (!byKey) running.set(platform, (byKey = new Map()));
  // Several retries may wait for one attempt: each checks again once it ends.
  for (let earlier = byKey.get(key); earlier; earlier = byKey.get(key)) {
    await earlier.catch(() => undefined);
  }
  const current = attempt();
  byKey.set(key, current);
  try {
    return await current;
  } finally {
    byKey.delete(key);
  }
}
