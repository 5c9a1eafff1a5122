// Opens the platform's store: a SQLite file (or ':memory:') by default, PostgreSQL when a
// postgres:// URL is given. The same migrations and queries run on both.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Database } from './schema.ts';
import { migrationProvider } from './migrations/index.ts';
import { platformTracingOn } from '../http/tracing.ts';
import { tracedDialect } from './traced-dialect.ts';
import { watchPool } from './pool-metrics.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
  /** PostgreSQL: the pool's open connections (services/warm-up.ts); SQLite has one. */
  connections(): number;
}

export interface StoreOptions {
  /** A postgres:// URL; otherwise `file` is used. */
  databaseUrl?: string | undefined;
  /** SQLite file path or ':memory:'. */
  file?: string;
  /** PostgreSQL schema to work in (created when missing); lets test runs share one database. */
  schema?: string;
  /**
   * PostgreSQL: keep every connection once opened (services/warm-up.ts opens them all before the
   * process says it is ready), instead of closing those idle for 10 s: the next burst then finds
   * them open. Process entries ask for it; tests, which start many platforms, do not.
   */
  keepWarm?: boolean;
}

/** Connections of a platform process's PostgreSQL pool. */
export const POOL_SIZE = 10;

export function openStore(options: StoreOptions): Store {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    return openPostgres(options.databaseUrl, options.schema, options.keepWarm ?? false);
  }
  return openSqlite(options.file ?? ':memory:');
}

function openSqlite(file: string): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const dialect = new SqliteDialect({ database });
  // With tracing on, each statement is a span (traced-dialect.ts); off, the dialect is Kysely's.
  const db = new Kysely<Database>({
    dialect: platformTracingOn() ? tracedDialect(dialect, 'sqlite') : dialect,
  });
  return { db, dialect: 'sqlite', close: () => db.destroy(), connections: () => 1 };
}

function openPostgres(
  connectionString: string,
  schema: string | undefined,
  keepWarm: boolean,
): Store {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    ...(keepWarm ? { min: POOL_SIZE } : {}),
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  // Count and sum come back as bigint strings; every number we store fits a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
  watchPool(pool);
  const dialect = new PostgresDialect({ pool });
  const db = new Kysely<Database>({
    dialect: platformTracingOn() ? tracedDialect(dialect, 'postgresql') : dialect,
  });
  return {
    db,
    dialect: 'postgres',
    close: () => db.destroy(),
    connections: () => pool.totalCount,
  };
}

/** Creates the PostgreSQL schema when one was asked for; a no-op on SQLite. */
export async function ensureSchema(store: Store, schema: string | undefined): Promise<void> {
  if (store.dialect !== 'postgres' || !schema) return;
  await sql`create schema if not exists ${sql.id(schema)}`.execute(store.db);
}

/**
 * Applies every pending migration. On PostgreSQL pass the store's schema: Kysely's bookkeeping
 * tables must live there too, or runs in sibling schemas of one database see each other's locks.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
