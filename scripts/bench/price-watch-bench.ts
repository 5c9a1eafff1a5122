// Price protection at the size of a brand (docs/decisions/0034-price-protection.md): a platform
// store seeded and scaled to BENCH_PRICE_WATCH_HOTELS hotels (default 1,000) with
// BENCH_PRICE_WATCH_STAYS upcoming refundable reservations in each (default 20), then two passes of
// the job timed in this process, on one core: the daily pass (nothing changed since the stays were
// priced) and the pass after a 10 % cut on a tenth of the hotels. Reports reservations re-quoted
// per second, database queries per reservation and the process's peak memory. On SQLite (a
// temporary file) and, with DATABASE_URL, on PostgreSQL in a schema of its own, dropped afterwards.
// Part of `npm run bench`; alone: `npm run bench:price-watch`, which writes its section of
// docs/performance.md between the price-watch markers.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { sql, type KyselyPlugin } from 'kysely';
import { openStore, type StoreOptions } from '#platform/db/database.ts';
import { createPlatformContext, preparePlatformStore } from '#platform/start.ts';
import { runPriceWatchPass, type PassResult } from '#platform/services/price-watch.ts';
import { addAdjustment } from '#platform/services/rates-adjustments-store.ts';
import { addDays } from '#platform/services/rates-dates.ts';
import { priceWatchBudgets } from './budgets.ts';
import { loadAverage } from './machine.ts';
import { fixed, table, writePerformanceSection } from './markdown.ts';
import { bookStays, scaleCatalog } from './price-watch-catalog.ts';

const HOTELS = Number(process.env.BENCH_PRICE_WATCH_HOTELS ?? 1000);
const STAYS = Number(process.env.BENCH_PRICE_WATCH_STAYS ?? 20);
const MARKERS = {
  start: '<!-- bench:price-watch:start -->',
  end: '<!-- bench:price-watch:end -->',
};

export interface PriceWatchRow {
  database: string;
  pass: 'daily' | 'after a cut';
  hotels: number;
  reservations: number;
  result: PassResult;
  seconds: number;
  queries: number;
  peakRssMiB: number;
  /** The peak above the RSS when the pass began (the seeded dataset is in the process too). */
  passRssMiB: number;
}

const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);

/** Counts every statement the job sends through its database handle. */
function queryCounter(): { plugin: KyselyPlugin; count: () => number } {
  let n = 0;
  return {
    plugin: {
      transformQuery: (args) => {
        n += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    },
    count: () => n,
  };
}

async function timedPass(
  context: Parameters<typeof runPriceWatchPass>[0],
  count: () => number,
): Promise<Omit<PriceWatchRow, 'database' | 'pass' | 'hotels' | 'reservations'>> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  const queriesBefore = count();
  const started = performance.now();
  try {
    const result = await runPriceWatchPass(context);
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      queries: count() - queriesBefore,
      peakRssMiB: Math.max(peak, process.memoryUsage.rss()) / 1024 ** 2,
      passRssMiB: (Math.max(peak, process.memoryUsage.rss()) - before) / 1024 ** 2,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function onDatabase(database: string, options: StoreOptions): Promise<PriceWatchRow[]> {
  const config = {
    siteUrl: 'http://127.0.0.1:3000',
    siteDomain: '127.0.0.1',
    mailFrom: 'Longstay <reservations@longstay.test>',
    altchaHmacKey: randomBytes(16).toString('hex'),
    reviewApiKey: randomBytes(16).toString('hex'),
    development: false,
  };
  const logger = pino({ level: process.env.BENCH_LOG_LEVEL ?? 'warn' });
  const store = await preparePlatformStore({
    ...options,
    log: logger,
    config,
  });
  try {
    const counter = queryCounter();
    const context = createPlatformContext(
      { ...store, db: store.db.withPlugin(counter.plugin) },
      {
        log: logger,
        config,
      },
    );
    let started = performance.now();
    const hotelIds = await scaleCatalog(store.db, HOTELS);
    const reservations = await bookStays(store.db, hotelIds, STAYS, new Date());
    log(
      `price watch on ${database}: ${hotelIds.length} hotels, ${reservations} reservations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const row = { database, hotels: hotelIds.length, reservations };
    const rows: PriceWatchRow[] = [];
    log(`price watch on ${database}: the daily pass (no price changed)`);
    rows.push({ ...row, pass: 'daily', ...(await timedPass(context, counter.count)) });

    // A revenue manager's cut: 10 % off the next four months at every tenth hotel.
    started = performance.now();
    const today = new Date().toISOString().slice(0, 10);
    for (const hotelId of hotelIds.filter((_, i) => i % 10 === 0))
      await addAdjustment(
        store.db,
        { hotelId, from: today, to: addDays(today, 150), percent: -10 },
        'bench',
        new Date(),
      );
    log(`price watch on ${database}: a 10 % cut at ${Math.ceil(hotelIds.length / 10)} hotels`);
    rows.push({ ...row, pass: 'after a cut', ...(await timedPass(context, counter.count)) });
    return rows;
  } finally {
    await store.close();
  }
}

/** Both passes on SQLite and, with DATABASE_URL, on PostgreSQL. */
export async function priceWatchRuns(): Promise<PriceWatchRow[]> {
  const rows: PriceWatchRow[] = [];
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'longstay-price-watch-'));
  try {
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
    log('DATABASE_URL is not set: price watch on SQLite only');
  }
  return rows;
}

export function priceWatchTable(rows: PriceWatchRow[]): string {
  return table(
    [
      'Database',
      'Pass',
      'Hotels',
      'Re-quoted',
      'Lower',
      'Seconds',
      'Re-quoted/s',
      'Queries/reservation',
      'Peak RSS',
      'Of it, the pass',
    ],
    rows.map((row) => [
      row.database,
      row.pass,
      String(row.hotels),
      String(row.result.checked),
      String(row.result.lower),
      fixed(row.seconds, 1),
      fixed(row.result.checked / row.seconds),
      fixed(row.queries / Math.max(1, row.result.checked), 2),
      `${fixed(row.peakRssMiB)} MiB`,
      `${fixed(row.passRssMiB)} MiB`,
    ]),
  );
}

export function writePriceWatchReport(rows: PriceWatchRow[]): void {
  writePerformanceSection(
    MARKERS,
    [
      `Measured ${new Date().toISOString()} (load average ${loadAverage()}, ${os.availableParallelism()} cores), ${STAYS} stays per hotel:`,
      '',
      priceWatchTable(rows),
    ].join('\n'),
    (current, generated) =>
      `${current.trimEnd()}\n\n## Price protection at the size of a brand\n\n${generated}\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const rows = await priceWatchRuns();
    process.stdout.write(`\n${priceWatchTable(rows)}\n`);
    writePriceWatchReport(rows);
    for (const budget of priceWatchBudgets(rows)) {
      log(
        `${budget.met ? 'PASS' : 'FAIL'} ${budget.name}: ${budget.measured} (budget ${budget.target})`,
      );
      if (!budget.met) process.exitCode = 1;
    }
  } catch (error) {
    process.stderr.write(`[bench] failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 1;
  }
}
