// Guests and rooms: a booking of 2–4 rooms is one reservation, so a reservation says
// how many rooms of its type it holds. Its totals are for every room (per-room total × rooms); a
// cancellation gives back that many rooms for every night. Rows written before this migration
// hold one room; the default exists because both databases need one to add a NOT NULL column.
import { sql, type Kysely } from 'kysely';

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('reservations')
    .addColumn('rooms', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`rooms >= 1 and rooms <= 4`),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reservations').dropColumn('rooms').execute();
}
