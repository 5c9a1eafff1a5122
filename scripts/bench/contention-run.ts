// The contention scenario of `npm run bench` (contention.ts), also on its own as
// `npm run bench:contention`: the built site in NODE_ENV=production in front of the platform in a
// process of its own, on a fresh SQLite file and, with DATABASE_URL, on a fresh PostgreSQL schema
// (dropped afterwards). Prints the table and writes it into docs/performance.md between the
// contention markers. BENCH_SITE_PORT / BENCH_PLATFORM_PORT pin the ports (else free ones).
// The rush starts as soon as the site is ready, seconds after the platform process started: the
// cold start is part of what is measured. BENCH_COLD=1 starts the platform without its warm-up
// (services/warm-up.ts), BENCH_CONTENTION_SKIP_SQLITE=1 runs PostgreSQL only, and the site's
// settings (BOOKING_TIMEOUT_MS, UPSTREAM_TIMEOUT_MS) pass through from the environment.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openStore, type StoreOptions } from '#platform/db/database.ts';
import {
  BENCH_DIST,
  bundleBenchServers,
  freePort,
  ROOT,
  spawnNode,
  startPortServer,
  stopAll,
  waitFor200,
} from './children.ts';
import {
  contentionHeld,
  contentionTable,
  runContention,
  type ContentionResult,
} from './contention.ts';
import { loadAverage } from './machine.ts';
import { writePerformanceSection } from './markdown.ts';

const GUESTS = Number(process.env.BENCH_CONTENTION_GUESTS ?? 300);
const ROOMS_LEFT = 5;
const NIGHTS = 14;
const MARKERS = {
  start: '<!-- bench:contention:start -->',
  end: '<!-- bench:contention:end -->',
};

const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);
const port = async (name: string) => Number(process.env[name] ?? 0) || (await freePort());

/** One database: platform and site started, the rush, both stopped. */
async function onDatabase(database: string, store: StoreOptions): Promise<ContentionResult[]> {
  const sitePort = await port('BENCH_SITE_PORT');
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const secrets = {
    ALTCHA_HMAC_KEY: randomBytes(16).toString('hex'),
    REVIEW_API_KEY: randomBytes(16).toString('hex'),
  };
  log(`contention on ${database}: platform (migrate and seed)`);
  const platform = await startPortServer(
    `platform-${database}`,
    path.join(BENCH_DIST, 'platform.js'),
    {
      PORT: String(await port('BENCH_PLATFORM_PORT')),
      SITE_URL: siteUrl,
      ...(store.file
        ? { DB_FILE: store.file }
        : { DATABASE_URL: store.databaseUrl!, DB_SCHEMA: store.schema! }),
      ...secrets,
    },
    180_000,
  );
  const spawnedAt = Date.now();
  const platformStarted = spawnedAt;
  const site = spawnNode(`site-${database}`, 'dist/server/index.js', {
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    SITE_URL: siteUrl,
    API_URL: `http://127.0.0.1:${platform.port}`,
    SHUTDOWN_DRAIN_MS: '0',
    ...secrets,
  });
  site.process.stdout!.resume();
  try {
    await waitFor200(`${siteUrl}/readyz`, spawnedAt);
    log(
      `contention on ${database}: ${GUESTS} guests, the last ${ROOMS_LEFT} rooms, ${NIGHTS} nights, ${((Date.now() - platformStarted) / 1000).toFixed(1)} s after the platform listened${process.env.BENCH_COLD ? ' (no warm-up)' : ''}`,
    );
    const pids = { site: site.process.pid!, platform: platform.process.pid! };
    const options = { siteUrl, store, pids, guests: GUESTS, roomsLeft: ROOMS_LEFT, nights: NIGHTS };
    const rows = [await runContention(database, options)];
    // The platform alone, without the site's proxy and deadline: where the time goes.
    if (process.env.BENCH_CONTENTION_DIRECT)
      rows.push(
        await runContention(`${database}, platform directly`, {
          ...options,
          siteUrl: `http://127.0.0.1:${platform.port}`,
          direct: true,
        }),
      );
    return rows;
  } finally {
    await site.stop();
    await platform.stop();
  }
}

/** Runs the scenario on SQLite and, with DATABASE_URL, on PostgreSQL. Assumes a built site. */
export async function contentionRuns(): Promise<ContentionResult[]> {
  const rows: ContentionResult[] = [];
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'longstay-contention-'));
  try {
    if (!process.env.BENCH_CONTENTION_SKIP_SQLITE)
      rows.push(...(await onDatabase('SQLite', { file: path.join(tmp, 'longstay.db') })));
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    try {
      rows.push(...(await onDatabase('PostgreSQL', { databaseUrl, schema })));
    } finally {
      const admin = openStore({ databaseUrl });
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    }
  } else {
    log('DATABASE_URL is not set: contention on SQLite only');
  }
  return rows;
}

/** The generated contention section of docs/performance.md. */
export function writeContentionReport(rows: ContentionResult[]): void {
  writePerformanceSection(
    MARKERS,
    [
      `Measured ${new Date().toISOString()} (load average ${loadAverage()}, ${os.availableParallelism()} cores):`,
      '',
      contentionTable(rows),
    ].join('\n'),
    (current, generated) =>
      `${current.trimEnd()}\n\n## Bookings under contention\n\n${generated}\n`,
  );
}

async function main(): Promise<void> {
  if (!process.env.BENCH_SKIP_BUILD) {
    log('npm run build');
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  await bundleBenchServers();
  const rows = await contentionRuns();
  process.stdout.write(`\n${contentionTable(rows)}\n`);
  writeContentionReport(rows);
  for (const row of rows) {
    if (!contentionHeld(row)) {
      log(
        `${row.database}: the bar (no oversold room, no lost booking) was NOT met: last answers ${JSON.stringify(row.statuses)}, first ${JSON.stringify(row.first)}`,
      );
      process.exitCode = 1;
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main()
    .catch((error: unknown) => {
      process.stderr.write(`[bench] failed: ${(error as Error).stack ?? String(error)}\n`);
      process.exitCode = 1;
    })
    .finally(() => void stopAll());
}
