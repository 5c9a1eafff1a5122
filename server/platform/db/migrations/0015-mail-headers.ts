// Mail a brand would send: each outbox row keeps the extra headers it goes out with
// (List-Unsubscribe on marketing mail) and its attachments (the stay's .ics), as JSON, so a retry
// sends the very same message. A cancelled reservation gets a cancellation reference of its own,
// and every newsletter mail carries a one-click unsubscribe token (only its SHA-256 is stored).
import type { Kysely } from 'kysely';

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
  await db.schema.alterTable('reservations').addColumn('cancellation_reference', 'text').execute();
  await db.schema
    .createTable('newsletter_unsubscribe_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_unsubscribe_tokens').execute();
  await db.schema.alterTable('reservations').dropColumn('cancellation_reference').execute();
  for (const column of ['attachments', 'headers'])
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
}
