// Change a stay online: the history of a reservation's changes. One row per
// change the guest confirmed: the stay before and after (dates, room type, nights, tier, money)
// and the change's idempotency key, UNIQUE, so a retried or doubled confirmation is one change.
import type { Kysely } from 'kysely';

const text = 'text' as const;
const int = 'integer' as const;

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reservation_changes')
    .addColumn('change_id', text, (c) => c.primaryKey())
    .addColumn('confirmation_number', text, (c) =>
      c.notNull().references('reservations.confirmation_number').onDelete('cascade'),
    )
    .addColumn('idempotency_key', text, (c) => c.notNull().unique())
    .addColumn('changed_at', text, (c) => c.notNull())
    .addColumn('from_check_in', text, (c) => c.notNull())
    .addColumn('from_check_out', text, (c) => c.notNull())
    .addColumn('from_room_type_code', text, (c) => c.notNull())
    .addColumn('from_nights', int, (c) => c.notNull())
    .addColumn('from_los_tier', text, (c) => c.notNull())
    .addColumn('from_taxes_cents', int, (c) => c.notNull())
    .addColumn('from_total_cents', int, (c) => c.notNull())
    .addColumn('to_check_in', text, (c) => c.notNull())
    .addColumn('to_check_out', text, (c) => c.notNull())
    .addColumn('to_room_type_code', text, (c) => c.notNull())
    .addColumn('to_nights', int, (c) => c.notNull())
    .addColumn('to_los_tier', text, (c) => c.notNull())
    .addColumn('to_taxes_cents', int, (c) => c.notNull())
    .addColumn('to_total_cents', int, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reservation_changes_confirmation')
    .on('reservation_changes')
    .columns(['confirmation_number', 'changed_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reservation_changes').ifExists().execute();
}
