// More of the hotels' scenes are rendered (the bathrooms, the lobby, the work desk, the guest
// laundry, the fitness room, the pool and the kitchen with a dishwasher; docs/decisions/0035): the
// catalog lists only rendered pictures, so a database seeded or migrated before them has galleries
// without these rooms. It gets the dataset's image list again for the hotels it has. A fresh
// database has no hotels yet, and the seed writes the list.
import type { Kysely } from 'kysely';
import { rewriteHotelImages } from './hotel-images.ts';

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const up = (db: Kysely<any>): Promise<void> => rewriteHotelImages(db);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // The longer galleries name only pictures that exist: going back leaves them in place.
  await db.selectFrom('hotel_images').select('uri').limit(1).execute();
}
