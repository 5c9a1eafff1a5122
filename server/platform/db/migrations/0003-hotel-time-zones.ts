// One cancellation policy, enforced: each hotel has its IANA time zone, so "6:00 PM
// hotel time on the day of arrival" is one instant. Hotels seeded before this migration get the
// zone of their coordinates (@photostructure/tz-lookup, as dataset/time-zones.ts does); the seed
// writes it for new ones. The default exists only because both databases need one to add a NOT
// NULL column to a table that has rows; every row is set below, and every insert names the zone.
// The standard rate plan's description loses its own wording of the policy ("6 PM local time"):
// the site shows the one sentence beside every plan.
import tzLookup from '@photostructure/tz-lookup';
import type { Kysely } from 'kysely';

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('hotels')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/New_York'))
    .execute();
  const hotels = (await db
    .selectFrom('hotels')
    .select(['hotel_id', 'latitude', 'longitude'])
    .execute()) as Array<{ hotel_id: string; latitude: number; longitude: number }>;
  for (const hotel of hotels) {
    await db
      .updateTable('hotels')
      .set({ time_zone: tzLookup(Number(hotel.latitude), Number(hotel.longitude)) })
      .where('hotel_id', '=', hotel.hotel_id)
      .execute();
  }
  await db
    .updateTable('rate_plans')
    .set({ description: 'Our best flexible rate.' })
    .where('rate_plan_code', '=', 'STANDARD')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('hotels').dropColumn('time_zone').execute();
}
