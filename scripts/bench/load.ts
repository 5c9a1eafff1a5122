// Throughput and latency with autocannon: a warm-up, then a fixed duration at a given
// number of connections. Requests ask for gzip as browsers do, so every server compresses.
import autocannon from 'autocannon';
import { cpuSeconds } from './children.ts';

export interface LoadResult {
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** CPU used during the run, in % of one core: the server measured, and the platform. */
  serverCpu: number;
  platformCpu: number;
}

/** The processes whose CPU is sampled around a run (0: none). */
export interface Pids {
  server: number;
  platform: number;
}

export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) longstay-bench',
};

export async function measure(
  url: string,
  connections: number,
  durationSeconds: number,
  pids: Pids,
): Promise<LoadResult> {
  const cpu = () => ({
    server: pids.server ? cpuSeconds(pids.server) : NaN,
    platform: pids.platform ? cpuSeconds(pids.platform) : NaN,
  });
  const before = cpu();
  const started = Date.now();
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    headers: BROWSER_HEADERS,
    timeout: 10,
  });
  const after = cpu();
  const elapsed = (Date.now() - started) / 1000;
  return {
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
    serverCpu: ((after.server - before.server) / elapsed) * 100,
    platformCpu: ((after.platform - before.platform) / elapsed) * 100,
  };
}

/** Warms the JIT, the connection pools and the caches; the numbers are thrown away. */
export async function warmUp(url: string, seconds: number): Promise<void> {
  await autocannon({ url, connections: 10, duration: seconds, headers: BROWSER_HEADERS });
}
