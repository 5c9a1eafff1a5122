// Newsletter double opt-in. A sign-up stores a pending confirmation (only the SHA-256
// of the mailed token, its address and when it runs out); following the mailed link uses it once
// and only then hands the address to the newsletter provider.
import type { Kysely } from 'kysely';

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_confirmations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('newsletter_confirmations_expires_at')
    .on('newsletter_confirmations')
    .column('expires_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_confirmations').execute();
}
