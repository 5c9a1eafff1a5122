// Words the hotel generator composes names, streets and descriptions from.
import type { Random } from './random.ts';

export const BRAND = 'Longstay Suites';

export const STREETS = [
  'Commerce Blvd',
  'Corporate Dr',
  'Executive Center Dr',
  'Parkway Dr',
  'Gateway Blvd',
  'Lakeview Dr',
  'Research Blvd',
  'Centerpoint Dr',
  'Technology Dr',
  'Meridian Ave',
  'Hospitality Way',
  'Crossroads Blvd',
  'Park Central Blvd',
  'Highland Ave',
  'Market St',
  'Riverside Dr',
  'Airport Blvd',
  'Medical Pkwy',
  'University Ave',
  'Industrial Blvd',
  'Main St',
  'Oak Grove Rd',
  'Willow Creek Dr',
  'Cedar Ridge Rd',
  'Heritage Pkwy',
  'Summit Ave',
  'Stonebrook Dr',
  'Pioneer Trl',
  'Frontage Rd',
  'Interstate Dr',
];

/** Areas of a city a second, third... hotel is named after, with the direction it lies in. */
export const AREAS: ReadonlyArray<readonly [name: string, dLat: number, dLng: number]> = [
  ['Downtown', 0, 0],
  ['North', 1, 0],
  ['South', -1, 0],
  ['East', 0, 1],
  ['West', 0, -1],
  ['Medical Center', 0.5, 0.5],
  ['University Area', -0.5, 0.5],
  ['Convention Center', 0.2, -0.2],
  ['Northwest', 1, -1],
  ['Northeast', 1, 1],
  ['Southwest', -1, -1],
  ['Southeast', -1, 1],
  ['Tech Center', 0.7, -0.4],
  ['Midtown', 0.3, 0],
  ['Uptown', 0.6, 0.1],
  ['Business Park', -0.6, -0.5],
];

const OPENERS = [
  'is an extended-stay hotel built for weeks and months, not just nights.',
  'gives long-stay guests a studio suite with a full kitchen and room to work.',
  'is made for project crews, relocations and travel nurses who need a home base.',
  'offers simple, spacious suites for stays of a week, a month or longer.',
];

const CLOSERS = [
  'Weekly housekeeping, guest laundry and free WiFi come with every stay.',
  'Stay 7 nights or more and the nightly rate drops; stay 30 and it drops again.',
  'Free parking, on-site laundry and a 24-hour front desk keep long stays easy.',
  'Pets are welcome in selected suites; ask the front desk about fees.',
];

export function hotelDescription(
  rng: Random,
  name: string,
  city: string,
  stateName: string,
  near: string | undefined,
): string {
  const where = near ? `close to ${near}` : `in ${city}, ${stateName}`;
  return `${name} ${rng.pick(OPENERS)} It sits ${where}, with shopping, dining and major roads nearby. Every suite has a kitchen with a full-size refrigerator, a two-burner stovetop and a microwave. ${rng.pick(CLOSERS)}`;
}

/** 'Dallas Love Field' from 'Dallas Love Field'; 'Hartsfield Jackson Atlanta' from '... International Airport'. */
export function airportShortName(name: string): string {
  return name
    .replace(
      /\b(International|Regional|Municipal|Metropolitan|Airport|Intercontinental|Field Airport)\b/g,
      (word) => (word === 'Field Airport' ? 'Field' : ''),
    )
    .replace(/\s+/g, ' ')
    .trim();
}
