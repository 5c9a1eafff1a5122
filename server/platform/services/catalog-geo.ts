// Distances and the list of bookable hotels that place and hotel look-ups measure against.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const EARTH_RADIUS_MILES = 3958.8;

// spec §9: search radius 50 miles.
export const DEFAULT_RADIUS_MILES = 50;

export function distanceMiles(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
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

/** Every hotel a guest can find; the training property TR727 never counts (spec §9). */
export async function listedHotels(db: Kysely<Database>): Promise<HotelPoint[]> {
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
  return rows.map((r) => ({
    hotelId: r.hotel_id,
    hotelName: r.hotel_name,
    hotelUri: r.hotel_uri,
    cityName: r.city_name,
    subdivisionCode: r.subdivision_code,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
  }));
}

export interface HotelDistance {
  hotel: HotelPoint;
  distance: number;
}

/** Hotels within `radius` miles of a point, nearest first (ties by id, so pages are stable). */
export function hotelsNear(
  hotels: HotelPoint[],
  latitude: number,
  longitude: number,
  radius: number,
): HotelDistance[] {
  return hotels
    .map((hotel) => ({
      hotel,
      distance: distanceMiles(latitude, longitude, hotel.latitude, hotel.longitude),
    }))
    .filter((h) => h.distance <= radius)
    .sort((a, b) => a.distance - b.distance || (a.hotel.hotelId < b.hotel.hotelId ? -1 : 1));
}
