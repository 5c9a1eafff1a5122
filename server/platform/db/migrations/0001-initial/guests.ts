// Migration 0001, guests (frozen): accounts, their sessions and one-time tokens, the throttle
// and the mail outbox.
import type { Kysely } from 'kysely';
import { text, int } from './column-types.ts';

/** The tables below, in the order they are created. */
export const guestTables = ['accounts', 'sessions', 'account_tokens', 'throttle', 'mail_outbox'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createGuestTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('login_id', text, (c) => c.primaryKey())
    .addColumn('email', text, (c) => c.notNull().unique())
    .addColumn('password_hash', text, (c) => c.notNull())
    .addColumn('given_name', text, (c) => c.notNull())
    .addColumn('surname', text, (c) => c.notNull())
    .addColumn('street1', text)
    .addColumn('street2', text)
    .addColumn('city_name', text)
    .addColumn('subdivision_code', text)
    .addColumn('postal_code', text)
    .addColumn('country_code', text)
    .addColumn('phone', text)
    .addColumn('birth_day', int)
    .addColumn('birth_month', int)
    .addColumn('leisure', int, (c) => c.notNull().defaultTo(0))
    .addColumn('business', int, (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', text, (c) => c.primaryKey())
    .addColumn('login_id', text, (c) =>
      c.notNull().references('accounts.login_id').onDelete('cascade'),
    )
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('revoked_at', text)
    .execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', text, (c) => c.primaryKey())
    .addColumn('login_id', text, (c) =>
      c.notNull().references('accounts.login_id').onDelete('cascade'),
    )
    .addColumn('purpose', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();

  await db.schema
    .createTable('throttle')
    .addColumn('key', text, (c) => c.primaryKey())
    .addColumn('count', int, (c) => c.notNull())
    .addColumn('reset_at', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('mail_id', text, (c) => c.primaryKey())
    .addColumn('to_address', text, (c) => c.notNull())
    .addColumn('subject', text, (c) => c.notNull())
    .addColumn('text', text, (c) => c.notNull())
    .addColumn('html', text)
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('sent_at', text)
    .execute();
  await db.schema
    .createIndex('mail_outbox_to')
    .on('mail_outbox')
    .columns(['to_address', 'created_at'])
    .execute();
}
