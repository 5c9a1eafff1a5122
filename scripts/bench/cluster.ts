// `npm run bench:cluster`: a real cluster on one machine, checked and measured.
// nginx balances 2 site instances; each reaches 2 platform instances through nginx; one fresh
// PostgreSQL database (cluster-topology.ts). Prints a PASS or FAIL per cross-instance check
// (cluster-checks.ts), then page views per second per core per page type and bookings per second,
// with p99 (cluster-load.ts). Exits non-zero when a check fails. The SIGTERM check runs last: it
// stops a site. DATABASE_URL names the PostgreSQL server (default
// postgres://postgres@127.0.0.1:5432/postgres; the bench creates and drops a database of its own);
// BENCH_CLUSTER_PORT pins six ports from there (else free ones); BENCH_SKIP_BUILD skips the build.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { ROOT, stopAll } from './children.ts';
import { startCluster, stopRunningCluster, type Cluster } from './cluster-topology.ts';
import {
  catalogChange,
  racingBookings,
  sessionAcrossSites,
  sigtermUnderLoad,
  throttleAcrossSites,
  type Check,
} from './cluster-checks.ts';
import {
  bookingFigure,
  figureTable,
  pageFigures,
  PAGE_CONNECTIONS,
  PAGE_SECONDS,
} from './cluster-load.ts';

/** Everything is stopped past this, and the run fails. */
const WATCHDOG_MS = 8 * 60_000;

const say = (message: string) => process.stdout.write(`[cluster] ${message}\n`);

async function main(): Promise<void> {
  const started = Date.now();
  const load = () =>
    os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(', ');
  say(`load average at the start: ${load()} (${os.availableParallelism()} cores)`);
  if (!process.env.BENCH_SKIP_BUILD) {
    say('npm run build');
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const cluster = await startCluster();
  const checks: Check[] = [];
  const record = (check: Check) => {
    checks.push(check);
    say(`${check.passed ? 'PASS' : 'FAIL'} ${check.name}\n          ${check.detail}`);
  };
  const attempt = async (name: string, run: () => Promise<Check>) => {
    try {
      record(await run());
    } catch (error) {
      record({ name, passed: false, detail: `threw: ${(error as Error).stack ?? String(error)}` });
    }
  };
  try {
    say(
      `balancer ${cluster.url}: sites ${cluster.sites.map((s) => s.port).join(', ')}; platform balancer ${cluster.platformUrl}: platforms ${cluster.platforms.map((p) => p.port).join(', ')}`,
    );
    await attempt('session across sites', () => sessionAcrossSites(cluster));
    await attempt('throttle across sites', () => throttleAcrossSites(cluster));
    await attempt('catalog change', () => catalogChange(cluster));
    await attempt('racing bookings', async () => (await racingBookings(cluster)).check);
    say(
      `page views at the balancer: ${PAGE_CONNECTIONS} connections, ${PAGE_SECONDS} s each after a 3 s warm-up; then bookings`,
    );
    const figures = await measure(cluster);
    await attempt('SIGTERM under load', () => sigtermUnderLoad(cluster));
    if (figures) process.stdout.write(`\n${figureTable(figures)}\n\n`);
  } finally {
    await cluster.stop();
  }
  const failed = checks.filter((check) => !check.passed);
  say(
    `${checks.length - failed.length} of ${checks.length} checks passed in ${Math.round((Date.now() - started) / 1000)} s; load average at the end: ${load()}`,
  );
  if (failed.length) process.exitCode = 1;
}

async function measure(cluster: Cluster) {
  try {
    return [...(await pageFigures(cluster)), await bookingFigure(cluster)];
  } catch (error) {
    say(`FAIL the measurement threw: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
    return undefined;
  }
}

const watchdog = setTimeout(() => {
  say(`FAIL still running after ${WATCHDOG_MS / 60_000} minutes: stopping everything`);
  process.exitCode = 1;
  void stopRunningCluster()
    .catch(() => stopAll())
    .finally(() => process.exit(1));
}, WATCHDOG_MS);
watchdog.unref();

main()
  .catch((error: unknown) => {
    say(`FAIL ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => void stopAll());
