// More of the hotels' scenes are rendered (the bathrooms, the lobby, the work desk, the guest
// laundry, the fitness room, the pool and the kitchen with a dishwasher; docs/decisions/0035): the
// catalog lists only rendered pictures, so a database seeded or migrated before them has galleries
// without these rooms. It gets the dataset's image list again for the hotels it has. A fresh
// database has no hotels yet, and the seed writes the list.
import type { Kysely } from 'kysely';
import { generateCatalog } from '../../dataset/catalog.ts';

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const hotels = await db.selectFrom('hotels').select('hotel_id').execute();
  if (hotels.length === 0) return;
  const known = new Set(hotels.map((h: { hotel_id: string }) => h.hotel_id));
  const images = generateCatalog().hotelImages.filter((image) => known.has(image.hotel_id));
  await db.deleteFrom('hotel_images').execute();
  for (let i = 0; i < images.length; i += 500)
    await db
      .insertInto('hotel_images')
      .values(images.slice(i, i + 500))
      .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // The longer galleries name only pictures that exist: going back leaves them in place.
  await db.selectFrom('hotel_images').select('uri').limit(1).execute();
}
