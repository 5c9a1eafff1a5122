// Page throughput alone, for before/after comparisons of the render: the
// platform as a process of its own on a fresh SQLite file, the built site and the bare render
// beside it, then rounds of autocannon at 50 connections on the results and hotel pages, each
// round measuring the site and the bare render back to back; then place suggest straight at the
// platform, and the platform's RSS after the load. First, each page's CPU per render against
// React's floor for its HTML (render-cost.ts). Not part of `npm run bench`.
//
//   npm run build && npm run bench:throughput
//   BENCH_ROUNDS=3 BENCH_SECONDS=5 BENCH_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' …
// Also BENCH_CONNECTIONS (50), BENCH_PAGES=results,hotel and BENCH_SUGGEST=0. Each line prints
// the CPU time of the measured server per answered page, steadier than pages per second on a
// machine shared with other work.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  BENCH_DIST,
  bundleBenchServers,
  freePort,
  rssMiB,
  spawnNode,
  startPortServer,
  stopAll,
  waitFor200,
} from './children.ts';
import { measure, warmUp, type LoadResult } from './load.ts';
import { measureRenderCost, renderCostLine } from './render-cost.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGES = [
  { name: 'results', path: '/extended-stay-hotels/locations/texas/dallas/hotels' },
  { name: 'hotel', path: '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown' },
];
const SUGGEST_PATH = '/v1/place/suggest/dal?country=us&language=en&radius=50&session=bench';

/** CPU time of the measured server per answered request: steadier than req/s on a shared machine. */
const cpuPerRequest = (result: LoadResult) =>
  result.requests ? ((result.serverCpu / 100) * SECONDS * 1000) / result.requests : NaN;

const line = (result: LoadResult) =>
  `${result.rps.toFixed(0).padStart(4)} req/s  ${cpuPerRequest(result).toFixed(1).padStart(5)} CPU ms/page  p50 ${String(result.p50).padStart(4)} ms  p99 ${String(result.p99).padStart(5)} ms  errors ${result.errors}  non-2xx ${result.non2xx}  CPU ${result.serverCpu.toFixed(0)} / ${result.platformCpu.toFixed(0)} %`;

async function main(): Promise<void> {
  const only = process.env.BENCH_PAGES?.split(',');
  const pages = only ? PAGES.filter((page) => only.includes(page.name)) : PAGES;
  await bundleBenchServers();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'longstay-throughput-'));
  try {
    const platform = await startPortServer('platform', path.join(BENCH_DIST, 'platform.js'), {
      DB_FILE: path.join(tmp, 'longstay.db'),
    });
    const platformUrl = `http://127.0.0.1:${platform.port}`;
    const port = Number(process.env.BENCH_SITE_PORT ?? (await freePort()));
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      API_URL: platformUrl,
      SHUTDOWN_DRAIN_MS: '0',
      ALTCHA_HMAC_KEY: 'bench-altcha-key',
      REVIEW_API_KEY: 'bench-review-key',
    };
    const site = spawnNode('site', 'dist/server/index.js', env);
    site.process.stdout!.resume();
    await waitFor200(`http://127.0.0.1:${port}/readyz`, Date.now());
    const bare = await startPortServer('bare-render', path.join(BENCH_DIST, 'bare-render.js'), {
      ...env,
      PORT: '0',
    });
    const pids = (server: number) => ({ server, platform: platform.process.pid! });
    process.stdout.write(
      `platform RSS when ready: ${rssMiB(platform.process.pid!).toFixed(0)} MiB\n`,
    );
    const bareBase = `http://127.0.0.1:${bare.port}`;
    for (const row of await measureRenderCost(bareBase, pages))
      process.stdout.write(`render vs React's floor, ${renderCostLine(row)}\n`);
    for (const page of pages) {
      const siteUrl = `http://127.0.0.1:${port}${page.path}`;
      const bareUrl = `http://127.0.0.1:${bare.port}${page.path}`;
      const html = await (await fetch(siteUrl)).text();
      process.stdout.write(
        `${page.name}: ${html.length} characters of HTML, ${html.match(/<[a-zA-Z]/g)?.length ?? 0} elements\n`,
      );
      const bareHtml = await fetch(bareUrl, { signal: AbortSignal.timeout(20_000) });
      process.stdout.write(
        `${page.name} (bare render): ${bareHtml.status}, ${(await bareHtml.text()).length} characters\n`,
      );
      await warmUp(siteUrl, 2);
      await warmUp(bareUrl, 2);
      for (let round = 1; round <= ROUNDS; round += 1) {
        const load = os.loadavg()[0]!.toFixed(1);
        const siteResult = await measure(siteUrl, CONNECTIONS, SECONDS, pids(site.process.pid!));
        const bareResult = await measure(bareUrl, CONNECTIONS, SECONDS, pids(bare.process.pid!));
        process.stdout.write(
          `${page.name} round ${round} (load ${load}): site ${line(siteResult)}\n` +
            `${' '.repeat(page.name.length)}         bare ${line(bareResult)}  (site ÷ bare ${(siteResult.rps / bareResult.rps).toFixed(2)}×)\n`,
        );
      }
    }
    if (process.env.BENCH_SUGGEST !== '0') {
      const suggestUrl = platformUrl + SUGGEST_PATH;
      await warmUp(suggestUrl, 2);
      for (let round = 1; round <= ROUNDS; round += 1) {
        const result = await measure(suggestUrl, CONNECTIONS, SECONDS, pids(platform.process.pid!));
        process.stdout.write(`suggest (platform direct) round ${round}: ${line(result)}\n`);
      }
    }
    process.stdout.write(
      `platform RSS after the load: ${rssMiB(platform.process.pid!).toFixed(0)} MiB\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, 5000));
    process.stdout.write(
      `platform RSS 5 s later: ${rssMiB(platform.process.pid!).toFixed(0)} MiB; site ${rssMiB(site.process.pid!).toFixed(0)} MiB\n`,
    );
  } finally {
    await stopAll();
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
