// Migration 0001, stays (frozen): the nightly inventory of each room type and the reservations
// that claim it.
import { sql, type Kysely } from 'kysely';
import { text, int } from './column-types.ts';

/** The tables below, in the order they are created. */
export const stayTables = ['inventory', 'reservations'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createStayTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inventory')
    .addColumn('hotel_id', text, (c) => c.notNull())
    .addColumn('room_type_code', text, (c) => c.notNull())
    .addColumn('night', text, (c) => c.notNull())
    .addColumn('total', int, (c) => c.notNull())
    .addColumn('booked', int, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('inventory_pk', ['hotel_id', 'room_type_code', 'night'])
    .addForeignKeyConstraint(
      'inventory_room_type_fk',
      ['hotel_id', 'room_type_code'],
      'room_types',
      ['hotel_id', 'room_type_code'],
      (c) => c.onDelete('cascade'),
    )
    .addCheckConstraint('inventory_never_oversold', sql`booked >= 0 and booked <= total`)
    .execute();

  await db.schema
    .createTable('reservations')
    .addColumn('confirmation_number', text, (c) => c.primaryKey())
    .addColumn('hotel_id', text, (c) => c.notNull().references('hotels.hotel_id'))
    .addColumn('room_type_code', text, (c) => c.notNull())
    .addColumn('rate_plan_code', text, (c) => c.notNull())
    .addColumn('check_in', text, (c) => c.notNull())
    .addColumn('check_out', text, (c) => c.notNull())
    .addColumn('nights', int, (c) => c.notNull())
    .addColumn('adults', int, (c) => c.notNull())
    .addColumn('children', int, (c) => c.notNull())
    .addColumn('given_name', text, (c) => c.notNull())
    .addColumn('surname', text, (c) => c.notNull())
    .addColumn('surname_key', text, (c) => c.notNull())
    .addColumn('email', text, (c) => c.notNull())
    .addColumn('phone', text, (c) => c.notNull())
    .addColumn('arrival_time', text)
    .addColumn('login_id', text)
    .addColumn('card_brand', text, (c) => c.notNull())
    .addColumn('card_last4', text, (c) => c.notNull())
    .addColumn('card_expiry', text, (c) => c.notNull())
    .addColumn('currency', text, (c) => c.notNull())
    .addColumn('subtotal_cents', int, (c) => c.notNull())
    .addColumn('taxes_cents', int, (c) => c.notNull())
    .addColumn('total_cents', int, (c) => c.notNull())
    .addColumn('nightly', text, (c) => c.notNull())
    .addColumn('los_tier', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('idempotency_key', text, (c) => c.unique())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('cancelled_at', text)
    .execute();
  await db.schema
    .createIndex('reservations_login_id')
    .on('reservations')
    .column('login_id')
    .execute();
}
