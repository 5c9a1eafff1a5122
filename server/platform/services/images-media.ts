// Resolves a media-host path ("hotel images load from a media host under images/{uri}")
// to a generated SVG, or undefined when nothing lives there.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { awardImage, logoImage, ratingImage } from './images-badges.ts';
import { hotelImage, type ExteriorLook } from './images-hotel.ts';
import type { HotelPlace } from './images-exterior-spec.ts';

// The heroes of the home and content pages and the pictures of CMS documents
// (server/platform/dataset/content), each a scene of images-hotel.ts in a palette of its own and
// placed where its scene reads best: content/{name}.svg → [scene, title, place].
const CONTENT_SCENES: Record<
  string,
  [scene: string, title: string, place: [state: string, latitude: number]]
> = {
  'home-hero': ['exterior', 'A Longstay hotel at dusk, its lobby lit', ['GA', 33.7]],
  'hero-suite': ['room-k', 'A king suite with its own kitchen', ['TX', 32.8]],
  'who-we-are-team': ['lobby', 'The lobby of a Longstay hotel', ['TX', 32.8]],
  'offers-hero': ['exterior', 'A Longstay hotel at dusk', ['FL', 27.9]],
  'major-accounts': ['exterior', 'A Longstay hotel for crews and teams', ['CO', 39.7]],
  'who-we-are-hero': ['exterior', 'A Longstay hotel on an autumn afternoon', ['VA', 37.5]],
  'locations-hero': ['exterior', 'A Longstay hotel under palms at dusk', ['CA', 34]],
  'corporate-hero': ['exterior', 'A Longstay tower in a business district', ['IL', 41.9]],
  'contact-hero': ['lobby', 'The front desk of a Longstay hotel', ['GA', 33.7]],
  'terms-hero': ['kitchen', 'A suite kitchen', ['NC', 35.2]],
  'offer-weekly': ['kitchen', 'A full kitchen in a studio suite', ['TX', 32.8]],
  'offer-monthly': ['room-qq', 'A two-queen suite', ['TX', 32.8]],
  'offer-road-trip': ['exterior', 'A Longstay hotel by the highway', ['AZ', 33.4]],
  'offer-senior': ['lobby', 'The front desk', ['TX', 32.8]],
  'offer-corporate': ['fitness', 'The fitness room', ['TX', 32.8]],
  'promise-kitchen': ['room-k', 'A king suite with its kitchen', ['TX', 32.8]],
  'promise-rates': ['exterior', 'A Longstay hotel on a summer evening', ['NC', 35.2]],
  'promise-laundry': ['laundry', 'Guest laundry on site', ['TX', 32.8]],
  'destination-dallas-tx': ['exterior', 'A Longstay hotel in Dallas', ['TX', 32.8]],
  'destination-houston-tx': ['exterior', 'A Longstay hotel in Houston', ['TX', 29.8]],
  'destination-atlanta-ga': ['exterior', 'A Longstay hotel in Atlanta', ['GA', 33.7]],
  'destination-phoenix-az': ['exterior', 'A Longstay hotel in Phoenix', ['AZ', 33.4]],
  'destination-denver-co': ['exterior', 'A Longstay hotel in Denver', ['CO', 39.7]],
  'destination-jacksonville-fl': ['exterior', 'A Longstay hotel in Jacksonville', ['FL', 30.3]],
  'destination-los-angeles-ca': ['exterior', 'A Longstay hotel in Los Angeles', ['CA', 34]],
  'destination-charlotte-nc': ['exterior', 'A Longstay hotel in Charlotte', ['NC', 35.2]],
};

async function placeOf(db: Kysely<Database>, hotelId: string): Promise<HotelPlace | undefined> {
  const hotel = await db
    .selectFrom('hotels')
    .select(['city_name', 'subdivision_code', 'latitude', 'longitude'])
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
  if (!hotel) return undefined;
  const before = await db
    .selectFrom('hotels')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('city_name', '=', hotel.city_name)
    .where('subdivision_code', '=', hotel.subdivision_code)
    .where('hotel_id', '<', hotelId)
    .executeTakeFirstOrThrow();
  return {
    hotelId,
    city: hotel.city_name,
    state: hotel.subdivision_code,
    latitude: Number(hotel.latitude),
    longitude: Number(hotel.longitude),
    rankInCity: Number(before.count),
  };
}

// The page heroes show the brand at its best: chosen, not drawn by lot.
const HERO_LOOKS: Record<string, ExteriorLook> = {
  'home-hero': { building: 'midrise', material: 'stucco', time: 'dusk', season: 'summer' },
  'offers-hero': { building: 'courtyard', material: 'stucco', time: 'day', season: 'summer' },
  'major-accounts': { building: 'midrise', material: 'panel', time: 'dusk', season: 'summer' },
  'who-we-are-hero': { building: 'courtyard', material: 'brick', time: 'day', season: 'autumn' },
  'locations-hero': { building: 'courtyard', material: 'stucco', time: 'dusk', season: 'summer' },
  'corporate-hero': { building: 'tower', material: 'panel', time: 'day', season: 'summer' },
  'promise-rates': { building: 'courtyard', material: 'brick', time: 'dusk', season: 'summer' },
};

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
    if (!row) return undefined;
    const place = await placeOf(db, hotelId);
    return place ? hotelImage(hotelId, file, row.alt_text, place) : undefined;
  }
  if (rest.length !== 1) return undefined;
  const file = rest[0] as string;
  if (area === 'ratings') return ratingImage(file);
  if (area === 'awards') return awardImage(file);
  if (area === 'logos') return logoImage(file);
  if (area === 'content') {
    const name = file.replace(/\.svg$/, '');
    const content = CONTENT_SCENES[name];
    if (!content || !file.endsWith('.svg')) return undefined;
    const [scene, title, [state, latitude]] = content;
    const place = { hotelId: name, city: name, state, latitude, longitude: -90, rankInCity: 0 };
    return hotelImage(`content/${name}`, `1-${scene}.svg`, title, place, HERO_LOOKS[name]);
  }
  return undefined;
}
