// The hotels' galleries of a database that already has hotels, written again from the dataset
// (the seed writes them for a new one). Migrations that change which pictures exist call it; it
// reads the dataset as it is now, which lists only pictures the media host serves.
import type { Kysely } from 'kysely';
import { generateCatalog } from '../../dataset/catalog.ts';

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function rewriteHotelImages(db: Kysely<any>): Promise<void> {
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
