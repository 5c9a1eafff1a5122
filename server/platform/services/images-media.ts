// Resolves a media-host path (spec §7: "hotel images load from a media host under images/{uri}")
// to a generated SVG, or undefined when nothing lives there.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { awardImage, logoImage, ratingImage } from './images-badges.ts';
import { hotelImage } from './images-hotel.ts';

export async function mediaImage(
  db: Kysely<Database>,
  segments: string[],
): Promise<string | undefined> {
  const [area, ...rest] = segments;
  if (area === 'hotels' && rest.length === 2) {
    const [hotelId, file] = rest as [string, string];
    const row = await db
      .selectFrom('hotel_images')
      .select('alt_text')
      .where('hotel_id', '=', hotelId)
      .where('uri', '=', `hotels/${hotelId}/${file}`)
      .executeTakeFirst();
    return row ? hotelImage(hotelId, file, row.alt_text) : undefined;
  }
  if (rest.length !== 1) return undefined;
  const file = rest[0] as string;
  if (area === 'ratings') return ratingImage(file);
  if (area === 'awards') return awardImage(file);
  if (area === 'logos') return logoImage(file);
  return undefined;
}
