// Database tasks: `npm run db:migrate`, `db:seed`, `db:reset`. The store is the SQLite file
// data/longstay.db (SQLITE_FILE to change it) or PostgreSQL when DATABASE_URL is set, as for the
// server. Progress is logged as the work goes.
import path from 'node:path';
import { rmSync } from 'node:fs';
import pino from 'pino';
import { Migrator, NO_MIGRATIONS } from 'kysely';
import { migrateToLatest, openStore } from '#platform/db/database.ts';
import { syncTaxRules } from '#platform/services/tax-rules-store.ts';
import { migrationProvider } from '#platform/db/migrations/index.ts';
import { seedDatabase } from '#platform/dataset/seed.ts';

const task = process.argv[2];
if (task !== 'migrate' && task !== 'seed' && task !== 'reset') {
  process.stderr.write('usage: tsx scripts/db.ts migrate|seed|reset\n');
  process.exit(2);
}

const log = pino(
  { level: process.env.LOG_LEVEL ?? 'info' },
  process.stdout.isTTY ? pino.transport({ target: 'pino-pretty' }) : undefined,
);
const databaseUrl = process.env.DATABASE_URL || undefined;
const file = path.resolve(process.env.SQLITE_FILE ?? 'data/longstay.db');
const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : file;

if (task === 'reset' && !databaseUrl) {
  // A SQLite reset starts from an empty file (with its write-ahead log).
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  log.info({ file }, 'removed the SQLite database');
}

const store = openStore({ databaseUrl, file });
try {
  if (task === 'reset' && databaseUrl) {
    const { error } = await new Migrator({ db: store.db, provider: migrationProvider }).migrateTo(
      NO_MIGRATIONS,
    );
    if (error) throw error;
    log.info('dropped every table');
  }
  const applied = await migrateToLatest(store.db);
  log.info(
    { database: where, applied },
    applied.length ? 'migrated' : 'already at the latest migration',
  );
  await syncTaxRules(store.db);
  if (task !== 'migrate') await seedDatabase(store, { log });
  log.info({ database: where }, `db:${task} done`);
} catch (error) {
  log.error({ err: error }, `db:${task} failed`);
  process.exitCode = 1;
} finally {
  await store.close();
}
