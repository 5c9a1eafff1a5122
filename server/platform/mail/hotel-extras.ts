// What the reservation mails show of the hotel beyond the reservation itself: its first exterior
// picture (with its alt text) and its position, for the map link and the calendar's GEO.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Coordinates } from '../services/stay-calendar.ts';

export interface HotelExtras {
  image: { uri: string; alt: string } | null;
  coordinates: Coordinates | null;
}

export async function hotelExtras(db: Kysely<Database>, hotelId: string): Promise<HotelExtras> {
  const [hotel, image] = await Promise.all([
    db
      .selectFrom('hotels')
      .select(['latitude', 'longitude'])
      .where('hotel_id', '=', hotelId)
      .executeTakeFirst(),
    db
      .selectFrom('hotel_images')
      .select(['uri', 'alt_text'])
      .where('hotel_id', '=', hotelId)
      .where('room_type_code', 'is', null)
      // The exterior first: the picture a guest looks for on arrival.
      .orderBy((eb) => eb.case().when('kind', '=', 'exterior').then(0).else(1).end())
      .orderBy('position')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    image: image ? { uri: image.uri, alt: image.alt_text } : null,
    coordinates: hotel ? { latitude: hotel.latitude, longitude: hotel.longitude } : null,
  };
}
