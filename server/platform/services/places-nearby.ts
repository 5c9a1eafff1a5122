// The places near a point (the hotel page's location section names the nearest cities
// and airports with their distance): a box of the gazetteer around the point, measured exactly.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { distanceMiles } from './catalog-geo.ts';

/** How far the search reaches (miles); a hotel with nothing this close gets a shorter list. */
export const NEARBY_RADIUS_MILES = 60;
/** Towns smaller than this are left out: a guest finds their way by the bigger ones. */
const MIN_NEARBY_POPULATION = 20_000;
const CITY_LIMIT = 4;
const AIRPORT_LIMIT = 2;

export interface NearbyCity {
  placeId: string;
  name: string;
  qualifiedName: string;
  subdivisionCode: string | null;
  population: number;
  distance: number;
}

export interface NearbyAirport {
  placeId: string;
  code: string | null;
  name: string;
  airportSearchableName: string | null;
  distance: number;
}

const round1 = (miles: number) => Math.round(miles * 10) / 10;

export async function placesNear(
  db: Kysely<Database>,
  latitude: number,
  longitude: number,
): Promise<{ cities: NearbyCity[]; airports: NearbyAirport[] }> {
  const dLat = NEARBY_RADIUS_MILES / 69;
  const dLng = dLat / Math.max(Math.cos((latitude * Math.PI) / 180), 0.1);
  const rows = await db
    .selectFrom('places')
    .select([
      'place_id',
      'place_type',
      'place_name',
      'qualified_name',
      'subdivision_code',
      'airport_code',
      'airport_searchable_name',
      'latitude',
      'longitude',
      'rank',
    ])
    .where('place_type', 'in', ['city', 'airport'])
    .where('latitude', '>=', latitude - dLat)
    .where('latitude', '<=', latitude + dLat)
    .where('longitude', '>=', longitude - dLng)
    .where('longitude', '<=', longitude + dLng)
    .execute();
  const measured = rows
    .map((row) => ({
      row,
      distance: distanceMiles(latitude, longitude, row.latitude, row.longitude),
    }))
    .filter(({ distance }) => distance <= NEARBY_RADIUS_MILES)
    .sort((a, b) => a.distance - b.distance || a.row.place_id.localeCompare(b.row.place_id));
  const cities = measured
    .filter(({ row }) => row.place_type === 'city' && row.rank >= MIN_NEARBY_POPULATION)
    .slice(0, CITY_LIMIT)
    .map(({ row, distance }) => ({
      placeId: row.place_id,
      name: row.place_name,
      qualifiedName: row.qualified_name,
      subdivisionCode: row.subdivision_code,
      population: row.rank,
      distance: round1(distance),
    }));
  const airports = measured
    .filter(({ row }) => row.place_type === 'airport')
    .slice(0, AIRPORT_LIMIT)
    .map(({ row, distance }) => ({
      placeId: row.place_id,
      code: row.airport_code,
      name: row.place_name,
      airportSearchableName: row.airport_searchable_name,
      distance: round1(distance),
    }));
  return { cities, airports };
}
