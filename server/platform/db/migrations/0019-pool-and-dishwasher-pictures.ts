// The pool and the kitchen with a dishwasher are rendered (docs/decisions/0035): a hotel with an
// outdoor pool now shows the pool, and a hotel with a dishwasher shows the kitchen with one under
// an alt text that names it. A database migrated before has galleries without the pool and kitchen
// alt texts without the dishwasher; it gets the dataset's image list again for the hotels it has.
// A fresh database has no hotels yet, and the seed writes the list.
import type { Kysely } from 'kysely';
import { rewriteHotelImages } from './hotel-images.ts';

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const up = (db: Kysely<any>): Promise<void> => rewriteHotelImages(db);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // The galleries name only pictures that exist: going back leaves them in place.
  await db.selectFrom('hotel_images').select('uri').limit(1).execute();
}
