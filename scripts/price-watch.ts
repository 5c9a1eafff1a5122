// Price protection by hand: `npm run price-watch -- --once` re-quotes every reservation due
// (never checked, checked before the last rate change, or not for a day) and prints what it did.
// Without --once it keeps running, one pass every PRICE_WATCH_SECONDS, until stopped: a worker
// for a deployment whose web instances run none (PRICE_WATCH_SECONDS=0 there).
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { runPriceWatchPass } from '#platform/services/price-watch.ts';
import { openPlatform } from './platform-context.ts';

const { values } = parseArgs({ options: { once: { type: 'boolean' } } });
const platform = await openPlatform('price-watch');
const seconds = Number(process.env.PRICE_WATCH_SECONDS ?? 300) || 300;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => (stopping = true));
try {
  do {
    const pass = await runPriceWatchPass(platform.context);
    platform.log.info(pass, 'price protection pass done');
    if (values.once) break;
    await sleep(seconds * 1000);
  } while (!stopping);
} catch (error) {
  platform.log.error({ err: error }, 'price protection pass failed');
  process.exitCode = 1;
} finally {
  await platform.close();
}
