// Place suggestions and details ("Suggestion list item";
// order). Places come from the gazetteer table, found through its word index (place_words); hotels
// are matched from the listed hotels the platform keeps (catalog-geo.ts).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PlacesTable } from '../db/schema-catalog.ts';
import { searchKey } from '../dataset/text.ts';
import { hotelsNear, listedHotels, type HotelPoint } from './catalog-geo.ts';
// Suggestion order: one list for the platform's answer and the site's dropdown.
import { GROUP_ORDER } from '#shared/search/suggestions.ts';

const GROUP_LIMIT: Record<string, number> = {
  city: 5,
  point_of_interest: 4,
  airport: 3,
  subdivision: 2,
  country: 1,
  hotel: 5,
};
const SECTION_ICON: Record<string, string> = {
  city: 'city',
  point_of_interest: 'point-of-interest',
  airport: 'airport',
  street: 'street',
  address: 'address',
  subdivision: 'state',
  country: 'country',
  hotel: 'hotel',
};
const NEARBY_HOTEL_LIMIT = 200;
const NEARBY_HOTEL_SUGGESTIONS = 5;

export interface PlaceMetadata {
  placeType: string;
  placeName: string;
  placeId: string;
  qualifiedName: string;
  address: { cityName: string | null; subdivisionCode: string | null; postalCode: string | null };
  location: { latitude: number; longitude: number };
  searchableNames: string[];
  nearbyHotelIds: string[];
  airportCode?: string;
  airportSearchableName?: string;
  township?: boolean;
  hotelId?: string;
  hotelUri?: string;
}

export interface SuggestionItem {
  label: string;
  value: string;
  sectionIcon: string;
  hotelsAmount?: number;
  metadata: PlaceMetadata;
}

export interface HotelSuggestion {
  hotelId: string;
  hotelName: string;
  hotelUri: string;
}

function label(place: PlacesTable): string {
  switch (place.place_type) {
    case 'city':
      return `${place.place_name}, ${place.subdivision_code}`;
    case 'airport':
      return `${place.place_name} (${place.airport_code})`;
    case 'point_of_interest':
    case 'street':
    case 'address':
      return `${place.place_name}, ${place.city_name}, ${place.subdivision_code}`;
    default:
      return place.place_name;
  }
}

function placeItem(
  place: PlacesTable,
  hotels: readonly HotelPoint[],
  radius: number,
): SuggestionItem {
  // A state counts its own hotels and the country all of them; other places count what lies within the radius.
  const near =
    place.place_type === 'country'
      ? hotels
      : place.place_type === 'subdivision'
        ? hotels.filter((h) => h.subdivisionCode === place.subdivision_code)
        : hotelsNear(hotels, place.latitude, place.longitude, radius).map((h) => h.hotel);
  const metadata: PlaceMetadata = {
    placeType: place.place_type,
    placeName: place.place_name,
    placeId: place.place_id,
    qualifiedName: place.qualified_name,
    address: {
      cityName: place.city_name,
      subdivisionCode: place.subdivision_code,
      postalCode: place.postal_code,
    },
    location: { latitude: Number(place.latitude), longitude: Number(place.longitude) },
    searchableNames: JSON.parse(place.searchable_names) as string[],
    nearbyHotelIds: near.slice(0, NEARBY_HOTEL_LIMIT).map((h) => h.hotelId),
  };
  if (place.airport_code) metadata.airportCode = place.airport_code;
  if (place.airport_searchable_name) metadata.airportSearchableName = place.airport_searchable_name;
  if (place.place_type === 'point_of_interest') metadata.township = place.township === 1;
  return {
    label: label(place),
    value: place.place_id,
    sectionIcon: SECTION_ICON[place.place_type] ?? 'place',
    hotelsAmount: near.length,
    metadata,
  };
}

function hotelItem(hotel: HotelPoint): SuggestionItem {
  return {
    label: hotel.hotelName,
    value: hotel.hotelId,
    sectionIcon: SECTION_ICON.hotel as string,
    metadata: {
      placeType: 'hotel',
      placeName: hotel.hotelName,
      placeId: hotel.hotelId,
      qualifiedName: `${hotel.hotelName}, ${hotel.cityName}, ${hotel.subdivisionCode}, US`,
      address: {
        cityName: hotel.cityName,
        subdivisionCode: hotel.subdivisionCode,
        postalCode: null,
      },
      location: { latitude: hotel.latitude, longitude: hotel.longitude },
      searchableNames: [hotel.hotelName, hotel.hotelId],
      nearbyHotelIds: [hotel.hotelId],
      hotelId: hotel.hotelId,
      hotelUri: hotel.hotelUri,
    },
  };
}

const BRAND_KEY = /^longstay( suites?)? ?/;

/**
 * The hotels that match the text: a word of the name or city starts with it, or the id is it.
 * The brand words are left out: every hotel carries them, so they tell nothing apart.
 */
function matchingHotels(hotels: readonly HotelPoint[], key: string): HotelPoint[] {
  const wanted = key.replace(BRAND_KEY, '');
  const wordStart = ` ${wanted}`;
  return hotels.filter((hotel) => {
    if (hotel.hotelId.length === key.length && hotel.hotelId.toLowerCase() === key) return true;
    if (!wanted) return key.length >= 5;
    return hotelWords(hotel).includes(wordStart);
  });
}

// The listed hotels are kept (catalog-geo.ts), so their words are worked out once per hotel.
const wordsOfHotel = new WeakMap<HotelPoint, string>();

function hotelWords(hotel: HotelPoint): string {
  let words = wordsOfHotel.get(hotel);
  if (words === undefined) {
    words = ` ${searchKey(`${hotel.hotelName} ${hotel.cityName}`).replace(BRAND_KEY, '')}`;
    wordsOfHotel.set(hotel, words);
  }
  return words;
}

/**
 * The word of the key that narrows the places through the `place_words` index: a place matches
 * when its search key has the key at a word start, so it holds every word of the key but the last
 * whole, and a word starting with the last. The longest of them is taken, as the most telling.
 */
function indexedWord(key: string): { word: string; prefix: boolean } {
  const words = key.split(' ');
  let best = words.length - 1;
  for (let i = words.length - 2; i >= 0; i--)
    if ((words[i] as string).length >= (words[best] as string).length) best = i;
  return { word: words[best] as string, prefix: best === words.length - 1 };
}

/**
 * The places whose search key has `key` at a word start, starts-with matches first, then by rank
 * (at most 400). The LIKE test is the definition; the `place_words` lookup only narrows the rows
 * it runs on, through the index, so the answers are those of a scan of every place.
 */
export async function matchingPlaces(db: Kysely<Database>, key: string): Promise<PlacesTable[]> {
  const { word, prefix } = indexedWord(key);
  // `word` holds only [a-z0-9]: the words starting with it lie in [word, word with its last
  // character raised by one), in the byte order both databases use for place_words.word.
  const after = word.slice(0, -1) + String.fromCharCode(word.charCodeAt(word.length - 1) + 1);
  const candidates = db
    .selectFrom('place_words')
    .select('place_id')
    .where((eb) =>
      prefix ? eb.and([eb('word', '>=', word), eb('word', '<', after)]) : eb('word', '=', word),
    );
  // The key holds only [a-z0-9 ], so it needs no LIKE escaping. Starts-with matches rank first.
  return db
    .selectFrom('places')
    .selectAll()
    .where('place_id', 'in', candidates)
    .where((eb) =>
      eb.or([eb('search_key', 'like', `${key}%`), eb('search_key', 'like', `% ${key}%`)]),
    )
    .orderBy(sql`case when search_key like ${`${key}%`} then 0 else 1 end`)
    .orderBy('rank', 'desc')
    .orderBy('place_id')
    .limit(400)
    .execute();
}

export interface SuggestResult {
  placeResults: SuggestionItem[];
  nearbyHotels: HotelSuggestion[];
}

export async function suggestPlaces(
  db: Kysely<Database>,
  text: string,
  radius: number,
): Promise<SuggestResult> {
  const key = searchKey(text);
  if (!key) return { placeResults: [], nearbyHotels: [] };
  const places = await matchingPlaces(db, key);
  // A street address none of our hotels has ("1600 main"): the street itself, in the cities where
  // it has hotels, so the guest can go on from there rather than find nothing.
  const numbered = /^\d+[a-z]? (.+)$/.exec(key);
  if (numbered && !places.some((place) => place.place_type === 'address'))
    for (const place of await matchingPlaces(db, numbered[1] as string))
      if (place.place_type === 'street') places.push(place);
  const hotels = await listedHotels(db);

  const groups = new Map<string, SuggestionItem[]>();
  for (const place of places) {
    const group = groups.get(place.place_type) ?? [];
    if (group.length >= (GROUP_LIMIT[place.place_type] ?? 3)) continue;
    const item = placeItem(place, hotels, radius);
    // A place with no hotel within the radius leads nowhere, so it is not offered
    // ("Dallas, OR"). A state counts its own hotels and the country all of them, so a state with
    // hotels is offered even when none lies within 50 miles of its centre.
    if (!item.hotelsAmount) continue;
    group.push(item);
    groups.set(place.place_type, group);
  }
  const named = matchingHotels(hotels, key).sort((a, b) =>
    a.hotelName < b.hotelName ? -1 : a.hotelName > b.hotelName ? 1 : 0,
  );
  groups.set('hotel', named.slice(0, GROUP_LIMIT.hotel).map(hotelItem));
  const placeResults = GROUP_ORDER.flatMap((type) => groups.get(type) ?? []);

  // Hotels named like the text first, then the ones nearest the best place.
  const nearby: HotelPoint[] = named.slice(0, NEARBY_HOTEL_SUGGESTIONS);
  const placeItems = placeResults.filter((item) => item.metadata.placeType !== 'hotel');
  const best =
    placeItems.find((item) => searchKey(item.metadata.placeName) === key) ?? placeItems[0];
  for (const id of best?.metadata.nearbyHotelIds ?? []) {
    if (nearby.length >= NEARBY_HOTEL_SUGGESTIONS) break;
    const hotel = hotels.find((h) => h.hotelId === id);
    if (hotel && !nearby.includes(hotel)) nearby.push(hotel);
  }
  return {
    placeResults,
    nearbyHotels: nearby.map((h) => ({
      hotelId: h.hotelId,
      hotelName: h.hotelName,
      hotelUri: h.hotelUri,
    })),
  };
}

/** One place by id, or a hotel by its id (hotel suggestions carry the hotel id as placeId). */
export async function placeDetails(
  db: Kysely<Database>,
  placeId: string,
  radius: number,
): Promise<SuggestionItem | undefined> {
  const place = await db
    .selectFrom('places')
    .selectAll()
    .where('place_id', '=', placeId)
    .executeTakeFirst();
  const hotels = await listedHotels(db);
  if (place) return placeItem(place, hotels, radius);
  const hotel = hotels.find((h) => h.hotelId === placeId.toUpperCase());
  return hotel ? hotelItem(hotel) : undefined;
}
