// Deletes the throttle counts whose window has run out, on a schedule: nothing reads them again,
// and without it the table keeps a row for every address, account and card ever counted. Every
// instance purges; the delete is idempotent, so several on one database do no harm.
import type { PlatformContext } from '../context.ts';
import { abuseLimitsOf } from './abuse-limits.ts';
import { purgeExpired } from './throttle.ts';

/** Starts purging every THROTTLE_PURGE_SECONDS; answers the function that stops it. */
export function startThrottlePurge(
  platform: Pick<PlatformContext, 'db' | 'config' | 'log' | 'now'>,
): () => void {
  const everyMs = abuseLimitsOf(platform).throttlePurgeSeconds * 1000;
  const purge = () => {
    purgeExpired(platform.db, platform.now()).then(
      (deleted) => {
        if (deleted) platform.log.debug({ deleted }, 'expired throttle counts deleted');
      },
      (error: unknown) => platform.log.warn({ err: error }, 'throttle purge failed'),
    );
  };
  const timer = setInterval(purge, everyMs);
  // The schedule alone never keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
