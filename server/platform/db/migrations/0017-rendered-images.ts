// The hotels' pictures became rendered photographs (JPEG, docs/decisions/0035) with pictures of
// their own for the work desk, pets and the accessible bathrooms: a database seeded before this
// gets the dataset's new image list for the hotels it has (the old .svg URIs name nothing the
// media host serves any more). A fresh database has no hotels yet, and the seed writes the list.
import type { Kysely } from 'kysely';
import { rewriteHotelImages } from './hotel-images.ts';

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const up = (db: Kysely<any>): Promise<void> => rewriteHotelImages(db);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // The SVG drawings are gone: going back leaves the rendered list in place.
  await db.selectFrom('hotel_images').select('uri').limit(1).execute();
}
