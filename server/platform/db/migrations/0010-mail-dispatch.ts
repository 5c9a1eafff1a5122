// Mail that is never lost: the outbox becomes a queue that several platform
// instances work off safely (server/platform/services/mail-dispatcher.ts). Each mail has a
// `status`: 'held' (written without SMTP_URL: kept in the outbox only, for the development mailbox
// and the tests), 'pending' (to be sent at `next_attempt_at`), 'sent', or 'failed' (the dead
// letters, after MAIL_MAX_ATTEMPTS). `attempts` counts tries; `claimed_until` is the lease of the
// dispatcher sending it; `last_error` is the SMTP error code of the last failure, never its text.
// Mails written before this migration were sent or, without SMTP, never going to be: 'sent' or
// 'held'.
import type { Kysely } from 'kysely';

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('held'))
    .execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('claimed_until', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('last_error', 'text').execute();
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent' })
    .where('sent_at', 'is not', null)
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_due').execute();
  for (const column of ['last_error', 'claimed_until', 'next_attempt_at', 'attempts', 'status'])
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
}
