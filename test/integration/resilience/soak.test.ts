// A 30-second soak at 50 connections on an in-process site over a seeded
// platform, walking the home, results, hotel and content pages and place suggest. No request may
// fail, and memory settles: the heap after a full GC at the end stays within a bound of the heap
// after a GC at the start (measured: +3 MiB over ~1,500 requests on a loaded 2-core machine;
// a leak of ~10 KiB per request would exceed the bound).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import { withListeningSeededSite } from './support.ts';
import { waitFor } from '#test/support/wait-for.ts';

const SOAK_SECONDS = 30;
const CONNECTIONS = 50;
/** Heap growth allowed between the two collections (caches, pools and JIT data settle). */
const HEAP_BOUND_BYTES = 16 * 1024 * 1024;
const HEADERS = { accept: 'text/html,application/json', 'accept-encoding': 'gzip' };
const REQUESTS = [
  { path: '/' },
  { path: '/extended-stay-hotels/locations/texas/dallas/hotels' },
  { path: '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown' },
  { path: '/who-we-are' },
  { path: '/api/v1/place/suggest/dal?country=us&language=en&radius=50&session=soak' },
];

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function collectedHeap(): number {
  for (let pass = 0; pass < 3; pass += 1) gc();
  return process.memoryUsage().heapUsed;
}

const seeded = withListeningSeededSite();

const load = (seconds: number) =>
  autocannon({
    url: seeded.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: HEADERS,
    requests: REQUESTS,
    timeout: 30,
  });

describe('a soak at 50 connections', () => {
  it(`serves ${SOAK_SECONDS} s without an error and its memory settles`, async () => {
    await load(3); // warm-up: JIT, connection pools, caches
    const heapBefore = collectedHeap();
    const result = await load(SOAK_SECONDS);
    // The load's sockets are closed (and their buffers free) before the heap is measured.
    await waitFor(
      () =>
        new Promise<boolean>((resolve) =>
          seeded.server.getConnections((_, count) => resolve(!count)),
        ),
      "the load's connections to close",
    );
    const heapAfter = collectedHeap();
    if (process.env.SHOW_TIMING)
      process.stdout.write(
        `soak: ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, ` +
          `p99 ${result.latency.p99} ms, heap ${(heapBefore / 1048576).toFixed(1)} → ` +
          `${(heapAfter / 1048576).toFixed(1)} MiB\n`,
      );

    expect(result.requests.total).toBeGreaterThan(REQUESTS.length * CONNECTIONS);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(heapAfter - heapBefore).toBeLessThan(HEAP_BOUND_BYTES);
  }, 120_000);
});
