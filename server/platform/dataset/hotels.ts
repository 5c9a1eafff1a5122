// Generates the hotels: real US cities in every state and DC, more hotels where more people live,
// coordinates within a few miles of the city, awards, flags and the training property TR727.
import type { HotelsTable } from '../db/schema-catalog.ts';
import type { Airport, City, PostalCode } from './gazetteer.ts';
import { hashString, mulberry32, type Random } from './random.ts';
import { STATE_NAMES, US_STATES } from './states.ts';
import { kebab } from './text.ts';
import { hotelTimeZone } from './time-zones.ts';
import { AWARD_KEYS, JD_POWER_AWARD_VALUES } from '#shared/data/awards.ts';
import { AREAS, BRAND, STREETS, airportShortName, hotelDescription } from './hotel-text.ts';
import curatedAreaCodes from '../../../data/curated/area-codes.json' with { type: 'json' };

export const HOTEL_COUNT = 330;
export const TRAINING_HOTEL_ID = 'TR727';

// The four award keys and every J.D. Power value (shared/data/awards.ts).
export const AWARD_VALUES: readonly string[] = [
  ...AWARD_KEYS.filter((key) => key !== 'jdpower'),
  ...JD_POWER_AWARD_VALUES,
];

export interface GeneratedHotel {
  row: HotelsTable;
  /** The base nightly rate of the studio, before room-type factors. */
  baseRateCents: number;
}

const MILE_LAT = 1 / 69;
const round = (value: number) => Number(value.toFixed(5));
const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const AREA_CODES: Readonly<Record<string, string>> = curatedAreaCodes.areaCodes;

/**
 * A hotel's phone number carries its city's area code (data/curated/area-codes.json,
 * from libphonenumber's geocoding data). The exchange and line are random, as before.
 */
export function phoneNumber(city: City, rng: Random): string {
  const areaCode = AREA_CODES[`${city.name}|${city.stateCode}`];
  if (!areaCode) throw new Error(`no area code for ${city.name}, ${city.stateCode}`);
  // The draw that picked a random area code before area codes followed the city stays, so every later draw of the
  // dataset (ids, places, flags) is the same as before.
  rng.int(201, 989);
  return `(${areaCode}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
}

/** How many hotels each city gets: one in every state's largest city, the rest by population. */
export function allocateHotels(cities: City[], rng: Random): Map<City, number> {
  const counts = new Map<City, number>();
  for (const [code] of US_STATES) {
    const largest = cities.find((c) => c.stateCode === code);
    if (largest) counts.set(largest, 1);
  }
  const candidates = cities.filter((c) => c.population >= 75_000);
  const weights = candidates.map((c) => c.population ** 0.8);
  const total = weights.reduce((a, b) => a + b, 0);
  let placed = [...counts.values()].reduce((a, b) => a + b, 0);
  while (placed < HOTEL_COUNT) {
    let target = rng.next() * total;
    let index = 0;
    while (index < candidates.length - 1 && target >= (weights[index] as number))
      target -= weights[index++] as number;
    const city = candidates[index] as City;
    const count = counts.get(city) ?? 0;
    if (count >= Math.min(10, 2 + Math.floor(city.population / 300_000))) continue;
    counts.set(city, count + 1);
    placed++;
  }
  return counts;
}

function distanceMiles(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = (aLat - bLat) * 69;
  const dLng = (aLng - bLng) * 69 * Math.cos((aLat * Math.PI) / 180);
  return Math.sqrt(dLat * dLat + dLng * dLng);
}

export function generateHotels(
  cities: City[],
  postalCodes: PostalCode[],
  airports: Airport[],
): GeneratedHotel[] {
  const rng = mulberry32(0x10c57a7);
  const allocation = allocateHotels(cities, rng);
  const zipsByState = new Map<string, PostalCode[]>();
  for (const z of postalCodes)
    zipsByState.set(z.stateCode, [...(zipsByState.get(z.stateCode) ?? []), z]);
  const nearestZip = (stateCode: string, lat: number, lng: number) => {
    let best: PostalCode | undefined;
    let bestDistance = Infinity;
    for (const z of zipsByState.get(stateCode) ?? []) {
      const d = distanceMiles(lat, lng, z.latitude, z.longitude);
      if (d < bestDistance) [best, bestDistance] = [z, d];
    }
    return best?.code ?? '00000';
  };

  const usedIds = new Set<string>();
  const usedTrips = new Set<string>();
  const hotels: GeneratedHotel[] = [];
  const stateTax = new Map(
    US_STATES.map(([code]) => [code, 25 * mulberry32(hashString(code)).int(16, 36)]),
  );

  const make = (
    city: City,
    name: string,
    lat: number,
    lng: number,
    near: string | undefined,
    id?: string,
  ) => {
    let hotelId = id;
    while (!hotelId || usedIds.has(hotelId)) hotelId = `${city.stateCode}${rng.int(100, 999)}`;
    usedIds.add(hotelId);
    const stateName = STATE_NAMES.get(city.stateCode) as string;
    const big = city.population > 1_000_000 ? 30 : city.population > 300_000 ? 15 : 0;
    let tripAdvisorId: string | null = null;
    if (id !== TRAINING_HOTEL_ID && rng.chance(0.93)) {
      while (!tripAdvisorId || usedTrips.has(tripAdvisorId))
        tripAdvisorId = String(rng.int(100_000, 9_999_999));
      usedTrips.add(tripAdvisorId);
    }
    const row: HotelsTable = {
      hotel_id: hotelId,
      hotel_name: name,
      hotel_uri: `/extended-stay-hotels/${kebab(stateName)}/${kebab(city.name)}/${kebab(name)}`,
      street1: `${rng.int(100, 9899)} ${rng.pick(STREETS)}`,
      street2: null,
      city_name: city.name,
      subdivision_code: city.stateCode,
      postal_code: nearestZip(city.stateCode, lat, lng),
      country_code: 'US',
      latitude: round(lat),
      longitude: round(lng),
      phone: phoneNumber(city, rng),
      description: hotelDescription(rng, name, city.name, stateName, near),
      choice_award: null,
      is_new: 0,
      is_renovated: 0,
      renovation_date: null,
      coming_soon: 0,
      presell_date: null,
      trip_advisor_id: tripAdvisorId,
      check_in_time: '15:00',
      check_out_time: '11:00',
      state_tax_bp: stateTax.get(city.stateCode) ?? 600,
      city_tax_bp: 25 * mulberry32(hashString(`${city.name}|${city.stateCode}`)).int(0, 28),
      is_training: id === TRAINING_HOTEL_ID ? 1 : 0,
      time_zone: hotelTimeZone(city.stateCode, lat, lng),
    };
    hotels.push({ row, baseRateCents: (rng.int(59, 99) + big) * 100 });
  };

  for (const [city, count] of allocation) {
    const airport = airports
      .filter(
        (a) =>
          a.stateCode === city.stateCode &&
          distanceMiles(city.latitude, city.longitude, a.latitude, a.longitude) < 15,
      )
      .sort((a, b) => Number(b.large) - Number(a.large) || (a.code < b.code ? -1 : 1))[0];
    const areas = rng.sample(AREAS.slice(1), AREAS.length - 1);
    for (let i = 0; i < count; i++) {
      if (count === 1) {
        const [lat, lng] = [
          city.latitude + (rng.next() - 0.5) * 4 * MILE_LAT,
          city.longitude + (rng.next() - 0.5) * 4 * MILE_LAT,
        ];
        make(city, `${BRAND} ${city.name}`, lat, lng, undefined);
      } else if (i === 0 && airport) {
        const short = airportShortName(airport.name);
        // Short, readable airport names only: 'Dallas Love Field', not 'Baltimore/Washington Thurgood Marshall'.
        const name =
          short.startsWith(city.name) &&
          short !== city.name &&
          !short.includes('/') &&
          short.split(' ').length <= 4
            ? `${BRAND} ${short}`
            : `${BRAND} ${city.name} Airport`;
        const [lat, lng] = [
          airport.latitude + (rng.next() - 0.5) * 2 * MILE_LAT,
          airport.longitude + (rng.next() - 0.5) * 2 * MILE_LAT,
        ];
        make(city, name, lat, lng, airport.name);
      } else {
        const [area, dLat, dLng] =
          i === 0 || (i === 1 && airport)
            ? (AREAS[0] as (typeof AREAS)[number])
            : (areas[i % areas.length] as (typeof AREAS)[number]);
        const miles = area === 'Downtown' ? 1 : rng.int(3, 6);
        const lat = city.latitude + (dLat * miles + (rng.next() - 0.5)) * MILE_LAT;
        const lng =
          city.longitude +
          ((dLng * miles + (rng.next() - 0.5)) * MILE_LAT) /
            Math.cos((city.latitude * Math.PI) / 180);
        make(city, `${BRAND} ${city.name} ${area}`, lat, lng, undefined);
      }
    }
  }

  // The training property; it exists and can be opened, but is never counted or listed.
  const rockville =
    cities.find((c) => c.name === 'Rockville' && c.stateCode === 'MD') ?? (cities[0] as City);
  make(
    rockville,
    `${BRAND} Training Property`,
    rockville.latitude + 0.01,
    rockville.longitude - 0.01,
    undefined,
    TRAINING_HOTEL_ID,
  );

  assignFlags(hotels, rng);
  return hotels;
}

function assignFlags(hotels: GeneratedHotel[], rng: Random): void {
  let award = 0;
  for (const { row } of hotels) {
    if (row.is_training) continue;
    const roll = rng.next();
    if (roll < 0.035) {
      // Coming soon, opening on the presell date (flagged, or presell in the future).
      row.coming_soon = 1;
      row.presell_date = isoDate(2027, rng.int(2, 9), rng.int(1, 28));
      row.trip_advisor_id = null;
      continue;
    }
    if (roll < 0.06) row.presell_date = isoDate(2027, rng.int(1, 6), rng.int(1, 28));
    else if (roll < 0.12) row.is_new = 1;
    else if (roll < 0.26) {
      row.is_renovated = 1;
      row.renovation_date = isoDate(rng.int(2023, 2026), rng.int(1, 12), rng.int(1, 28));
    } else if (roll < 0.29)
      row.renovation_date = isoDate(rng.int(2024, 2026), rng.int(1, 12), rng.int(1, 28));
    if (rng.chance(0.3)) row.choice_award = AWARD_VALUES[award++ % AWARD_VALUES.length] as string;
  }
}
