// A bounded, first-come-first-served queue in front of the booking attempts of this process
// (docs/performance.md "Bookings under contention"). Without it, hundreds of bookings
// arriving at once interleave their queries at the one SQLite connection or the PostgreSQL pool,
// every query at the back of a queue of hundreds, and all of them finish late: past the site's
// deadline. With it, a few run at once and the first come are answered first. A guest whose
// request was given up while it waited (the site's deadline passed, the browser left) is never
// booked: the attempt does not start, so no booking hides behind a 504.
import { bookingBusy, clientLeft } from '../http/errors.ts';

/** Attempts running at once: enough to overlap one's pricing with another's writes. */
export const BOOKING_CONCURRENCY = 4;
/** Waiting attempts past this are refused at once with 503 instead of queueing longer. */
export const BOOKING_QUEUE_LIMIT = 2000;

export interface Gate {
  run<T>(signal: AbortSignal | undefined, attempt: () => Promise<T>): Promise<T>;
  /** Attempts running and waiting (tests, metrics). */
  readonly load: { running: number; waiting: number };
}

export const busy = bookingBusy;

const left = clientLeft;

export function createGate(concurrency = BOOKING_CONCURRENCY, limit = BOOKING_QUEUE_LIMIT): Gate {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A finished attempt hands its place to the first waiting one, or gives it up.
  const next = () => {
    const wake = waiting.shift();
    if (wake) wake();
    else running -= 1;
  };
  return {
    get load() {
      return { running, waiting: waiting.length };
    },
    async run(signal, attempt) {
      if (signal?.aborted) throw left();
      if (running >= concurrency) {
        if (waiting.length >= limit) throw busy();
        await new Promise<void>((resolve, reject) => {
          const wake = () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          };
          const onAbort = () => {
            const at = waiting.indexOf(wake);
            if (at >= 0) waiting.splice(at, 1);
            reject(left());
          };
          signal?.addEventListener('abort', onAbort, { once: true });
          waiting.push(wake);
        });
        // The place was handed over by next(): running already counts this attempt.
      } else {
        running += 1;
      }
      try {
        if (signal?.aborted) throw left();
        return await attempt();
      } finally {
        next();
      }
    },
  };
}
