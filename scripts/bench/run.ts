// `npm run bench`: production build, the real built server as a child process in
// NODE_ENV=production against the platform in a process of its own (fresh SQLite in a temporary
// directory), baselines in the same session, streaming behind a delaying proxy, bytes shipped per
// route, client navigation against a fresh load (navigation.ts), bookings under contention
// (contention-run.ts), price protection's job over a brand of 1,000 hotels
// (price-watch-bench.ts), Lighthouse, memory and start-up. Prints the tables and writes them into
// docs/performance.md between the bench markers. Loopback only; every wait is bounded.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { shippedBytes } from './assets.ts';
import { fetchedScripts } from './fetched-js.ts';
import {
  BENCH_DIST,
  bundleBenchServers,
  freePort,
  ROOT,
  rssMiB,
  spawnNode,
  startPortServer,
  stopAll,
  waitFor200,
  type Child,
} from './children.ts';
import { contentionRuns, writeContentionReport } from './contention-run.ts';
import { contentionTable } from './contention.ts';
import { lighthouse } from './lighthouse.ts';
import { loadAverage, machine } from './machine.ts';
import { measurePriceCalendar } from './price-calendar.ts';
import { priceWatchRuns, priceWatchTable, writePriceWatchReport } from './price-watch-bench.ts';
import { measure, warmUp, type LoadResult, type Pids } from './load.ts';
import { writePerformanceSection } from './markdown.ts';
import { renderReport } from './report.ts';
import { measureTracingCost } from './tracing-cost.ts';
import type { BenchResults, PageLoad, StreamingRow } from './results.ts';
import { median, startDelayingProxy, timeDocument } from './streaming.ts';
import { measureRenderCost, renderCostLine } from './render-cost.ts';
import { measureNavigation, navigationLine } from './navigation.ts';

/** The hotels a results page lists: those of its handoff's list. */
const hotelsListed = (html: string) =>
  new Set(html.match(/"hotelId":"[^"]+"/g) ?? []).size || undefined;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const CONNECTIONS = [10, 50];
const PLATFORM_DELAY_MS = 800;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** The whole run must end well inside this; past it everything is stopped. */
const WATCHDOG_MS = 15 * 60_000;

const PAGES = [
  { name: 'home', path: '/', file: 'home.html' },
  {
    name: 'results',
    path: '/extended-stay-hotels/locations/texas/dallas/hotels',
    file: 'results.html',
  },
  {
    name: 'hotel',
    path: '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown',
    file: 'hotel.html',
  },
  { name: 'content', path: '/who-we-are', file: 'content.html' },
];
const SUGGEST_PATH = '/api/v1/place/suggest/dal?country=us&language=en&radius=50&session=bench';
const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'results', path: PAGES[1]!.path },
  { name: 'hotel', path: PAGES[2]!.path },
  { name: 'login', path: '/login' },
  { name: 'contact', path: '/company/contact' },
];

const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);

async function loadSeries(url: string, pids: Pids): Promise<LoadResult[]> {
  await warmUp(url, WARM_UP_SECONDS);
  const rows: LoadResult[] = [];
  for (const connections of CONNECTIONS) rows.push(await measure(url, connections, SECONDS, pids));
  return rows;
}

async function main(): Promise<void> {
  const started = Date.now();
  const machineLines = machine();
  log(machineLines.join('; '));

  log('npm run build');
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  await bundleBenchServers();

  const tmp = await mkdtemp(path.join(os.tmpdir(), 'longstay-bench-'));
  const staticDir = path.join(tmp, 'static');
  await mkdir(staticDir);
  try {
    const sitePort = await freePort();
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    const secrets = {
      ALTCHA_HMAC_KEY: randomBytes(16).toString('hex'),
      REVIEW_API_KEY: randomBytes(16).toString('hex'),
    };

    log('platform: fresh SQLite, migrate and seed');
    const platformStarted = Date.now();
    const platform = await startPortServer('platform', path.join(BENCH_DIST, 'platform.js'), {
      DB_FILE: path.join(tmp, 'longstay.db'),
      SITE_URL: siteUrl,
      ...secrets,
    });
    const platformReadyMs = Date.now() - platformStarted;
    const platformUrl = `http://127.0.0.1:${platform.port}`;

    const siteEnv = (apiUrl: string, port: number): Record<string, string> => ({
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      API_URL: apiUrl,
      // No load balancer watches the bench's sites: stop at once on SIGTERM.
      SHUTDOWN_DRAIN_MS: '0',
      ...secrets,
    });
    const startSite = async (name: string, apiUrl: string, port: number) => {
      const spawnedAt = Date.now();
      const child = spawnNode(name, 'dist/server/index.js', siteEnv(apiUrl, port));
      child.process.stdout!.resume(); // the request log, discarded
      try {
        const readyMs = await waitFor200(`http://127.0.0.1:${port}/readyz`, spawnedAt);
        return { child, readyMs };
      } catch (error) {
        throw new Error(`${(error as Error).message}\n${child.output.join('')}`);
      }
    };

    log('site: dist/server/index.js, NODE_ENV=production');
    const { child: site, readyMs: siteReadyMs } = await startSite('site', platformUrl, sitePort);
    const sitePid = site.process.pid!;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idleMiB = rssMiB(sitePid);

    // The baselines serve the very HTML and tree the site renders.
    const htmlBytes: BenchResults['htmlBytes'] = [];
    for (const page of PAGES) {
      const res = await fetch(siteUrl + page.path, { signal: AbortSignal.timeout(15_000) });
      if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}`);
      const html = await res.text();
      await writeFile(path.join(staticDir, page.file), html);
      htmlBytes.push({
        name: page.name,
        bytes: Buffer.byteLength(html),
        hotels: hotelsListed(html),
      });
    }
    const baselines = await startPortServer(
      'express-baselines',
      path.join(BENCH_DIST, 'express-baselines.js'),
      { STATIC_DIR: staticDir },
    );
    const bare = await startPortServer('bare-render', path.join(BENCH_DIST, 'bare-render.js'), {
      ...siteEnv(platformUrl, sitePort),
      PORT: '0',
    });
    const baseUrl = `http://127.0.0.1:${baselines.port}`;
    const bareUrl = `http://127.0.0.1:${bare.port}`;

    const platformPid = platform.process.pid!;
    const sitePids: Pids = { server: sitePid, platform: platformPid };
    const barePids: Pids = { server: bare.process.pid!, platform: platformPid };
    const staticPids: Pids = { server: baselines.process.pid!, platform: 0 };
    const loads: PageLoad[] = [];
    for (const page of PAGES) {
      log(`load: ${page.name} ${page.path}`);
      loads.push({
        name: page.name,
        path: page.path,
        site: await loadSeries(siteUrl + page.path, sitePids),
        bare: await loadSeries(bareUrl + page.path, barePids),
        staticFile: await loadSeries(`${baseUrl}/static/${page.file}`, staticPids),
      });
    }
    log('load: place suggest');
    loads.push({
      name: 'place suggest',
      path: SUGGEST_PATH,
      site: await loadSeries(siteUrl + SUGGEST_PATH, sitePids),
      hello: await loadSeries(`${baseUrl}/hello`, staticPids),
      // The floor of any /api call: the site's proxy and the platform's router, no handler work.
      proxyFloor: await loadSeries(`${siteUrl}/api/v1/bench-no-such-endpoint`, sitePids),
      platform: await loadSeries(platformUrl + SUGGEST_PATH.replace(/^\/api/, ''), {
        server: platformPid,
        platform: platformPid,
      }),
    });
    const afterLoadMiB = rssMiB(sitePid);
    log("render cost: results and hotel against React's floor for their HTML");
    const renderCost = await measureRenderCost(
      bareUrl,
      PAGES.filter((page) => page.name === 'results' || page.name === 'hotel'),
    );
    for (const row of renderCost) log(renderCostLine(row));
    log('price calendar: platform calendar call, 7, 30 and 90 nights');
    const priceCalendar = await measurePriceCalendar(platformUrl);
    // Idle for a few seconds: what the process gives back once the garbage of the load is gone.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const settledMiB = rssMiB(sitePid);
    const platformMiB = rssMiB(platform.process.pid!);
    const metrics = await (await fetch(`${siteUrl}/metrics`)).text();
    const metric = (name: string) =>
      Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+]+)$`, 'm').exec(metrics)?.[1] ?? NaN) /
      1024 ** 2;
    await bare.stop();
    await baselines.stop();

    log(`streaming: platform delayed ${PLATFORM_DELAY_MS} ms`);
    const proxy = await startDelayingProxy(platformUrl, PLATFORM_DELAY_MS);
    const slowPort = await freePort();
    let slowSite: Child | undefined;
    const streamingRows: StreamingRow[] = [];
    try {
      slowSite = (await startSite('site-behind-slow-platform', proxy.url, slowPort)).child;
      for (const page of [...PAGES, { name: 'login', path: '/login' }]) {
        // The page's first visit finds no catalog data in the site's memory (decision 0006);
        // the next three are what guests after the first get.
        const first = await timeDocument(`http://127.0.0.1:${slowPort}${page.path}`);
        const timings = [];
        for (let run = 0; run < 3; run += 1)
          timings.push(await timeDocument(`http://127.0.0.1:${slowPort}${page.path}`));
        streamingRows.push({
          name: page.name,
          path: page.path,
          status: timings[0]!.status,
          firstVisitFirstByteMs: first.firstByteMs,
          firstByteMs: median(timings.map((t) => t.firstByteMs)),
          wholeMs: median(timings.map((t) => t.wholeMs)),
        });
      }
    } finally {
      await slowSite?.stop();
      await proxy.close();
    }

    const bytes = shippedBytes(path.join(ROOT, 'dist/client'));
    const homeScripts = await fetchedScripts(`${siteUrl}/`);
    log('navigation: home → Dallas results by the search form, against a fresh load');
    const navigation = await measureNavigation(siteUrl);
    log(navigationLine(navigation));

    // Bookings under contention: sites and platforms of their own, fresh databases.
    const contention = await contentionRuns();
    process.stdout.write(`\n${contentionTable(contention)}\n`);
    writeContentionReport(contention);

    // Tracing off (the default: the SDK is never loaded) against on, side by side.
    log('tracing: off and on, the same pages in alternating rounds');
    process.stdout.write(`\n${await measureTracingCost()}\n`);

    // Price protection's job over a brand of 1,000 hotels (price-watch-bench.ts), in this process.
    const priceWatch = await priceWatchRuns();
    process.stdout.write(`\n${priceWatchTable(priceWatch)}\n`);
    writePriceWatchReport(priceWatch);

    const lighthouseRows: BenchResults['lighthouse'] = [];
    const lighthouseStartLoad = os.loadavg()[0]!;
    for (const page of LIGHTHOUSE_PAGES) {
      log(`lighthouse: ${page.name} ${page.path}`);
      try {
        lighthouseRows.push({
          ...page,
          result: await lighthouse(siteUrl + page.path, LIGHTHOUSE_RUNS),
        });
      } catch (error) {
        lighthouseRows.push({
          ...page,
          result: `failed: ${(error as Error).message.slice(0, 200)}`,
        });
      }
    }

    const lighthouseLoad = { start: lighthouseStartLoad, end: os.loadavg()[0]! };
    const results: BenchResults = {
      date: new Date().toISOString(),
      machine: [...machineLines, `Load average when the run ended: ${loadAverage()}`],
      loads,
      streaming: { delayMs: PLATFORM_DELAY_MS, rows: streamingRows },
      bytes,
      renderCost,
      htmlBytes,
      homeScripts,
      navigation,
      priceCalendar,
      priceWatch,
      lighthouse: lighthouseRows,
      lighthouseLoad,
      memory: {
        idleMiB,
        afterLoadMiB,
        settledMiB,
        platformMiB,
        heapUsedMiB: metric('nodejs_heap_size_used_bytes'),
        heapTotalMiB: metric('nodejs_heap_size_total_bytes'),
        externalMiB: metric('nodejs_external_memory_bytes'),
      },
      startup: { siteReadyMs, platformReadyMs },
      durationSeconds: (Date.now() - started) / 1000,
    };
    const report = renderReport(results);
    process.stdout.write(`\n${report}\n`);
    writePerformanceSection(
      { start: '<!-- bench:start -->', end: '<!-- bench:end -->' },
      report,
      (_current, generated) =>
        `# Performance\n\nThe figures below are written by \`npm run bench\` (scripts/bench/).\n\n${generated}\n`,
    );
    log(`wrote docs/performance.md (${results.durationSeconds.toFixed(0)} s)`);
  } finally {
    await stopAll();
    await rm(tmp, { recursive: true, force: true });
  }
}

const watchdog = setTimeout(() => {
  log(`the run passed ${WATCHDOG_MS / 60_000} minutes: stopping`);
  void stopAll().finally(() => process.exit(1));
}, WATCHDOG_MS);
watchdog.unref();

main()
  .then(() => {
    clearTimeout(watchdog);
    process.exit(0);
  })
  .catch(async (error: unknown) => {
    process.stderr.write(`[bench] failed: ${(error as Error).stack ?? String(error)}\n`);
    await stopAll();
    process.exit(1);
  });
