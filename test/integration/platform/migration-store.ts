// A bare store for the migration tests: a database of its own (a fresh PostgreSQL schema, or SQLite
// in memory) with nothing migrated yet, dropped after the calling describe block's tests, and a
// migrator over it to stop at the migration a test is about.
import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { Migrator, sql } from 'kysely';
import type { DatabaseKind } from '#test/support/platform.ts';
import { ensureSchema, openStore } from '#platform/db/database.ts';
import { migrationProvider } from '#platform/db/migrations/index.ts';

export function useBareStore(kind: DatabaseKind) {
  const schema = kind === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const store = openStore(
    kind === 'postgres' ? { databaseUrl: process.env.DATABASE_URL, schema } : { file: ':memory:' },
  );
  afterAll(async () => {
    if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(store.db);
    await store.close();
  });
  /** The store's schema made, and a migrator over it (nothing migrated yet). */
  const migrator = async () => {
    await ensureSchema(store, schema);
    return new Migrator({
      db: store.db,
      provider: migrationProvider,
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
  };
  return { store, schema, migrator };
}
