// Resolves a media-host path
// to its picture: a committed render (JPEG) for the hotels and content pages, a generated SVG for
// the graphic badges (ratings, awards, company wordmarks); undefined when nothing lives there.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { awardImage, logoImage, ratingImage } from './images-badges.ts';
import {
  contentPicture,
  hotelPicture,
  pictureBytes,
  type HotelSetting,
  type RenderedPicture,
} from './images-renders.ts';

type MediaImage =
  | { type: 'image/jpeg'; bytes: Buffer; picture: RenderedPicture }
  | { type: 'image/svg+xml'; svg: string };

async function settingOf(db: Kysely<Database>, hotelId: string): Promise<HotelSetting | undefined> {
  const hotel = await db
    .selectFrom('hotels')
    .select(['city_name', 'subdivision_code'])
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
  if (!hotel) return undefined;
  const [before, dishwasher] = await Promise.all([
    db
      .selectFrom('hotels')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('city_name', '=', hotel.city_name)
      .where('subdivision_code', '=', hotel.subdivision_code)
      .where('hotel_id', '<', hotelId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('hotel_amenities')
      .select('amenity_code')
      .where('hotel_id', '=', hotelId)
      .where('amenity_code', '=', 'DISHWASHER')
      .executeTakeFirst(),
  ]);
  return {
    hotelId,
    cityKey: `${hotel.city_name},${hotel.subdivision_code}`,
    rankInCity: Number(before.count),
    dishwasher: dishwasher !== undefined,
  };
}

async function rendered(picture: RenderedPicture | undefined): Promise<MediaImage | undefined> {
  return picture ? { type: 'image/jpeg', bytes: await pictureBytes(picture), picture } : undefined;
}

const vector = (svg: string | undefined): MediaImage | undefined =>
  svg === undefined ? undefined : { type: 'image/svg+xml', svg };

export async function mediaImage(
  db: Kysely<Database>,
  segments: string[],
): Promise<MediaImage | undefined> {
  const [area, ...rest] = segments;
  if (area === 'hotels' && rest.length === 2) {
    const [hotelId, file] = rest as [string, string];
    const row = await db
      .selectFrom('hotel_images')
      .select('uri')
      .where('hotel_id', '=', hotelId)
      .where('uri', '=', `hotels/${hotelId}/${file}`)
      .executeTakeFirst();
    if (!row) return undefined;
    const setting = await settingOf(db, hotelId);
    return setting ? rendered(hotelPicture(file, setting)) : undefined;
  }
  if (rest.length !== 1) return undefined;
  const file = rest[0] as string;
  if (area === 'ratings') return vector(ratingImage(file));
  if (area === 'awards') return vector(awardImage(file));
  if (area === 'logos') return vector(logoImage(file));
  if (area === 'content') return rendered(contentPicture(file));
  return undefined;
}
