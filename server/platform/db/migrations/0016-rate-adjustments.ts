// Rates an operator can move, and price protection for booked stays. `rate_adjustments` holds
// every adjustment ever made; a removal stamps it, never deletes it, so the table is also the
// record of who changed which rates when. `rate_plans.refundable`: only a stay under a refundable
// plan may be re-priced (every plan so far is). `price_watch` is the protection job's queue, one
// row per watched reservation: when it was last re-quoted, the lease of the instance doing it,
// the lower total on offer and the day its notice went out. `price_protection_choices`: a
// signed-in guest's choice to have a lower price applied without a click.
import type { Kysely } from 'kysely';

const text = 'text' as const;
const int = 'integer' as const;

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_adjustments')
    .addColumn('adjustment_id', text, (c) => c.primaryKey())
    .addColumn('hotel_id', text, (c) => c.notNull())
    .addColumn('room_type_code', text)
    .addColumn('rate_plan_code', text)
    .addColumn('first_night', text, (c) => c.notNull())
    .addColumn('last_night', text, (c) => c.notNull())
    .addColumn('percent_bp', int)
    .addColumn('amount_cents', int)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('created_by', text, (c) => c.notNull())
    .addColumn('removed_at', text)
    .addColumn('removed_by', text)
    .execute();
  await db.schema
    .createIndex('rate_adjustments_hotel')
    .on('rate_adjustments')
    .columns(['hotel_id', 'last_night'])
    .execute();
  await db.schema
    .alterTable('rate_plans')
    .addColumn('refundable', int, (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('price_protection_choices')
    .addColumn('login_id', text, (c) => c.primaryKey())
    .addColumn('auto_apply', int, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('price_watch')
    .addColumn('confirmation_number', text, (c) =>
      c.primaryKey().references('reservations.confirmation_number').onDelete('cascade'),
    )
    .addColumn('checked_at', text)
    .addColumn('claimed_until', text)
    .addColumn('offer_total_cents', int)
    .addColumn('offered_at', text)
    .addColumn('noticed_on', text)
    .addColumn('noticed_total_cents', int)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_watch').ifExists().execute();
  await db.schema.dropTable('price_protection_choices').ifExists().execute();
  await db.schema.alterTable('rate_plans').dropColumn('refundable').execute();
  await db.schema.dropTable('rate_adjustments').ifExists().execute();
}
