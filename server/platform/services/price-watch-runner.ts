// Runs price protection's passes in a platform instance: every `pollMs`, and soon after a rate
// change made through the operator endpoint (wake). One pass at a time per instance; instances
// share the work through the leases of price-watch.ts.
import type { PlatformContext } from '../context.ts';
import {
  defaultPriceWatch,
  runPriceWatchPass,
  type PassResult,
  type PriceWatchSettings,
} from './price-watch.ts';

export interface PriceWatchRunner {
  runOnce(): Promise<PassResult | null>;
  start(): void;
  wake(): void;
  close(): Promise<void>;
}

export function createPriceWatchRunner(
  platform: PlatformContext,
  settings: PriceWatchSettings = defaultPriceWatch,
): PriceWatchRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<PassResult | null> | undefined;
  let closed = false;

  const runOnce = (): Promise<PassResult | null> => {
    running ??= runPriceWatchPass(platform, settings)
      .catch((error: unknown): null => {
        platform.log.error({ err: error }, 'price protection pass failed; the next one retries');
        return null;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    runOnce,
    start() {
      if (timer || closed || settings.pollMs <= 0) return;
      timer = setInterval(() => void runOnce(), settings.pollMs);
      timer.unref();
    },
    wake() {
      if (timer && !closed) setImmediate(() => void runOnce());
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
