// The cost of tracing, side by side in one run: two site-and-platform pairs from the production
// build (dist/server), one with tracing off (no OTEL_* setting: the SDK is never loaded) and one
// with tracing on, every span exported over OTLP/HTTP to a local collector that accepts and counts
// them. Rounds alternate between the pairs, so that whatever else the machine does weighs on both
// alike. Part of `npm run bench` (run.ts), and on its own:
//
//   npm run build && npm run bench:tracing
//   BENCH_ROUNDS=3 BENCH_SECONDS=5 BENCH_CONNECTIONS=20 BENCH_PAGES=home,hotel …
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, spawnNode, waitFor200, type Child } from './children.ts';
import { measure, warmUp, type LoadResult } from './load.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// How long a pair may take to migrate, seed and answer /readyz: minutes on a loaded machine.
const START_MS = Number(process.env.BENCH_START_SECONDS ?? 300) * 1000;
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'hotel', path: '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown' },
  { name: 'results', path: '/extended-stay-hotels/locations/texas/dallas/hotels' },
];

/** A stand-in OTLP/HTTP collector: accepts every export and counts requests and bytes. */
async function startCollector(): Promise<{
  url: string;
  stats: { exports: number; bytes: number };
  server: Server;
}> {
  const stats = { exports: 0, bytes: 0 };
  const server = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (stats.bytes += chunk.length));
    req.on('end', () => {
      stats.exports += 1;
      res.writeHead(200, { 'Content-Type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stats, server };
}

async function startPair(
  name: string,
  dir: string,
  tracing: Record<string, string>,
  children: Child[],
) {
  const platformPort = await freePort();
  const sitePort = await freePort();
  const common = {
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${sitePort}`,
    SHUTDOWN_DRAIN_MS: '0',
    ALTCHA_HMAC_KEY: 'bench-altcha-key',
    REVIEW_API_KEY: 'bench-review-key',
    OTEL_EXPORTER_OTLP_ENDPOINT: '',
    OTEL_TRACES_EXPORTER: '',
    ...tracing,
  };
  const platform = spawnNode(`${name} platform`, 'dist/server/platform.js', {
    ...common,
    PORT: String(platformPort),
    SQLITE_FILE: path.join(dir, `${name}.db`),
  });
  children.push(platform);
  platform.process.stdout!.resume();
  await waitFor200(`http://127.0.0.1:${platformPort}/readyz`, Date.now(), START_MS);
  const site = spawnNode(`${name} site`, 'dist/server/index.js', {
    ...common,
    PORT: String(sitePort),
    API_URL: `http://127.0.0.1:${platformPort}`,
  });
  children.push(site);
  site.process.stdout!.resume();
  await waitFor200(`http://127.0.0.1:${sitePort}/readyz`, Date.now(), START_MS);
  return {
    url: `http://127.0.0.1:${sitePort}`,
    pids: { server: site.process.pid!, platform: platform.process.pid! },
  };
}

const cpuPerPage = (result: LoadResult) =>
  result.requests
    ? ((result.serverCpu + result.platformCpu) * SECONDS * 10) / result.requests
    : NaN;

const cell = (result: LoadResult) =>
  `${result.rps.toFixed(0).padStart(4)} pages/s  ${cpuPerPage(result).toFixed(1).padStart(5)} CPU ms/page  p50 ${String(result.p50).padStart(4)} ms  p99 ${String(result.p99).padStart(5)} ms  errors ${result.errors + result.non2xx}`;

/** Runs the comparison and returns its lines (what `npm run bench` prints). */
export async function measureTracingCost(): Promise<string> {
  const lines: string[] = [];
  const only = process.env.BENCH_PAGES?.split(',');
  const pages = only ? PAGES.filter((page) => only.includes(page.name)) : PAGES;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'longstay-tracing-'));
  const collector = await startCollector();
  const children: Child[] = [];
  try {
    const off = await startPair('off', dir, {}, children);
    const on = await startPair('on', dir, { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url }, children);
    lines.push(
      `tracing cost: ${CONNECTIONS} connections, ${SECONDS} s a run, ${ROUNDS} rounds, load ${os.loadavg()[0]!.toFixed(1)}\n` +
        `(CPU ms/page: site and platform together)\n`,
    );
    const totals = { off: 0, on: 0 };
    for (const page of pages) {
      await warmUp(off.url + page.path, 2);
      await warmUp(on.url + page.path, 2);
      for (let round = 1; round <= ROUNDS; round += 1) {
        // Alternate which pair goes first, so that neither always meets a warmer machine.
        const order = round % 2 ? [off, on] : [on, off];
        const results = new Map<typeof off, LoadResult>();
        for (const pair of order)
          results.set(pair, await measure(pair.url + page.path, CONNECTIONS, SECONDS, pair.pids));
        const offResult = results.get(off)!;
        const onResult = results.get(on)!;
        totals.off += offResult.rps;
        totals.on += onResult.rps;
        lines.push(
          `${page.name.padEnd(7)} round ${round}  off ${cell(offResult)}\n` +
            `${' '.repeat(15)}  on  ${cell(onResult)}  (on ÷ off ${(onResult.rps / offResult.rps).toFixed(2)}×)\n`,
        );
      }
    }
    // Let the last batch of spans leave (the SDK exports every 5 s by default).
    await new Promise((resolve) => setTimeout(resolve, 6000));
    lines.push(
      `all pages, mean pages/s: off ${(totals.off / (ROUNDS * pages.length)).toFixed(0)}, on ${(totals.on / (ROUNDS * pages.length)).toFixed(0)} ` +
        `(on ÷ off ${(totals.on / totals.off).toFixed(2)}×); collector received ${collector.stats.exports} exports, ${(collector.stats.bytes / 1024 / 1024).toFixed(1)} MiB\n`,
    );
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    collector.server.close();
    await rm(dir, { recursive: true, force: true });
  }
  return lines.join('');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.stdout.write(await measureTracingCost());
