// Distances and the list of bookable hotels that place and hotel look-ups measure against.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const EARTH_RADIUS_MILES = 3958.8;

// Search radius 50 miles.
export const DEFAULT_RADIUS_MILES = 50;

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDegrees = (rad: number) => (rad * 180) / Math.PI;

/** Great-circle distance (haversine). */
export function distanceMiles(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = toRad(bLat - aLat);
  const dLng = toRad(bLng - aLng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(aLat)) * Math.cos(toRad(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface HotelPoint {
  hotelId: string;
  hotelName: string;
  hotelUri: string;
  cityName: string;
  subdivisionCode: string;
  latitude: number;
  longitude: number;
}

// The listed hotels change only with the seed (dataset/seed.ts forgets them when it writes), yet
// place suggest and hotel search need all of them on every call: they are kept per database
// handle, and read again after a short while in case another process seeded the same database.
const LISTED_HOTELS_TTL_MS = 10_000;
const listedCache = new WeakMap<
  Kysely<Database>,
  { loadedAt: number; hotels: Promise<readonly HotelPoint[]> }
>();

/** Every hotel a guest can find, by id; the training property TR727 never counts. */
export function listedHotels(db: Kysely<Database>): Promise<readonly HotelPoint[]> {
  const now = performance.now();
  const cached = listedCache.get(db);
  if (cached && now - cached.loadedAt < LISTED_HOTELS_TTL_MS) return cached.hotels;
  const hotels = readListedHotels(db);
  listedCache.set(db, { loadedAt: now, hotels });
  // A failed read is not kept: the next call tries again.
  hotels.catch(() => {
    if (listedCache.get(db)?.hotels === hotels) listedCache.delete(db);
  });
  return hotels;
}

/** Drops the kept list, so the next call reads the hotels again (after a seed). */
export function forgetListedHotels(db: Kysely<Database>): void {
  listedCache.delete(db);
}

async function readListedHotels(db: Kysely<Database>): Promise<readonly HotelPoint[]> {
  const rows = await db
    .selectFrom('hotels')
    .select([
      'hotel_id',
      'hotel_name',
      'hotel_uri',
      'city_name',
      'subdivision_code',
      'latitude',
      'longitude',
    ])
    .where('is_training', '=', 0)
    .orderBy('hotel_id')
    .execute();
  return Object.freeze(
    rows.map((r) =>
      Object.freeze({
        hotelId: r.hotel_id,
        hotelName: r.hotel_name,
        hotelUri: r.hotel_uri,
        cityName: r.city_name,
        subdivisionCode: r.subdivision_code,
        latitude: Number(r.latitude),
        longitude: Number(r.longitude),
      }),
    ),
  );
}

export interface HotelDistance {
  hotel: HotelPoint;
  distance: number;
}

/** Hotels within `radius` miles of a point, nearest first (ties by id, so pages are stable). */
export function hotelsNear(
  hotels: readonly HotelPoint[],
  latitude: number,
  longitude: number,
  radius: number,
): HotelDistance[] {
  // No hotel is nearer than its difference in latitude (an arc of a meridian), so those further
  // north or south than the radius are left out before the trigonometry; the small margin keeps
  // rounding from leaving out one the exact distance would keep.
  const latitudeSpan = toDegrees(radius / EARTH_RADIUS_MILES) + 1e-6;
  const near: HotelDistance[] = [];
  for (const hotel of hotels) {
    if (Math.abs(hotel.latitude - latitude) > latitudeSpan) continue;
    const distance = distanceMiles(latitude, longitude, hotel.latitude, hotel.longitude);
    if (distance <= radius) near.push({ hotel, distance });
  }
  return near.sort(
    (a, b) => a.distance - b.distance || (a.hotel.hotelId < b.hotel.hotelId ? -1 : 1),
  );
}
