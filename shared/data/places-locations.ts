// /locations and /travel-planning/corporate-travel-locations: the cities with hotels,
// by state, from GET {api}/v2/hotel/locations/hotel-cities?max=100&offset=0 (page
// size 100), read page by page until every city is in.
import { hotelCitiesCall } from '#shared/contract/calls.ts';
import type { LoaderArgs } from './route-types.ts';
import { destinationUrl, hyphenate, stateName } from '../search/destination-url.ts';
import { loadContentPage, type ContentPageResult } from './content-page.ts';

/** Hotel cities page size 100. */
export const HOTEL_CITIES_PAGE_SIZE = 100;
const MAX_PAGES = 20;

export interface LocationCity {
  name: string;
  hotels: number;
  url: string;
}

export interface LocationState {
  code: string;
  name: string;
  cities: LocationCity[];
}

export type LocationsResult =
  { ok: true; states: LocationState[]; hotels: number } | { ok: false; message: string };

export interface LocationsData {
  heading: string;
  description: string;
  locations: LocationsResult;
  content: ContentPageResult | null;
}

export const LOCATIONS_UNAVAILABLE =
  'Our hotel locations are unavailable right now. Please try again in a moment.';

export async function loadHotelCities(
  args: Pick<LoaderArgs, 'api' | 'signal'>,
): Promise<LocationsResult> {
  const byState = new Map<string, LocationCity[]>();
  try {
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const offset = page * HOTEL_CITIES_PAGE_SIZE;
      const body = await args.api.get(hotelCitiesCall(HOTEL_CITIES_PAGE_SIZE, offset), {
        signal: args.signal,
      });
      let count = 0;
      for (const [code, items] of Object.entries(body.subdivisionCities)) {
        for (const { cityName: name, hotelsAmount } of items) {
          const url = name ? destinationUrl(code, name) : null;
          if (!name || !url) continue;
          count += 1;
          const known = byState.get(code) ?? [];
          if (!known.some((city) => city.name === name))
            known.push({ name, hotels: hotelsAmount, url });
          byState.set(code, known);
        }
      }
      if (count < HOTEL_CITIES_PAGE_SIZE || offset + HOTEL_CITIES_PAGE_SIZE >= body.total) break;
    }
  } catch (error) {
    if (args.signal.aborted) throw error;
    return { ok: false, message: LOCATIONS_UNAVAILABLE };
  }
  const states = [...byState.entries()]
    .map(([code, cities]) => ({
      code,
      name: stateName(code) ?? code,
      cities: cities.sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    ok: true,
    states,
    hotels: states.reduce(
      (sum, state) => sum + state.cities.reduce((n, city) => n + city.hotels, 0),
      0,
    ),
  };
}

/**
 * "331 extended stay hotels in 50 states and DC": DC is a district, not a state, so it is named
 * apart instead of counted (the page said "51 states and DC").
 */
export function locationsSummary(states: readonly LocationState[], hotels: number): string {
  const count = states.filter((state) => state.code !== 'DC').length;
  const dc = states.some((state) => state.code === 'DC');
  const where = `${count} ${count === 1 ? 'state' : 'states'}${dc ? ' and DC' : ''}`;
  return `${hotels} extended stay ${hotels === 1 ? 'hotel' : 'hotels'} in ${where}.`;
}

export interface StateSummary {
  code: string;
  name: string;
  hotels: number;
  cities: number;
  /** The state's result page. */
  url: string;
}

/** The state directory of /extended-stay-hotels: every state with hotels, with its counts. */
export function stateSummaries(states: readonly LocationState[]): StateSummary[] {
  return states.map((state) => ({
    code: state.code,
    name: state.name,
    hotels: state.cities.reduce((n, city) => n + city.hotels, 0),
    cities: state.cities.length,
    url: `/extended-stay-hotels/locations/${hyphenate(state.name)}/hotels`,
  }));
}

export async function loadLocations(args: LoaderArgs): Promise<LocationsData> {
  const [locations, content] = await Promise.all([loadHotelCities(args), loadContentPage(args)]);
  return {
    heading: 'Locations',
    description: 'Find a Longstay extended stay hotel in cities across the United States.',
    locations,
    content: content.ok ? content : null,
  };
}

export async function loadCorporateTravelLocations(args: LoaderArgs): Promise<LocationsData> {
  const [locations, content] = await Promise.all([loadHotelCities(args), loadContentPage(args)]);
  return {
    heading: 'Corporate Travel Locations',
    description: 'Longstay hotels for corporate travel, with corporate rates for long stays.',
    locations,
    content,
  };
}

/**
 * /extended-stay-hotels, the hotels root and state directory (where the country
 * suggestion leads): the CMS document's content above every state with hotels.
 */
export async function loadHotelsRoot(args: LoaderArgs): Promise<LocationsData> {
  const [locations, content] = await Promise.all([loadHotelCities(args), loadContentPage(args)]);
  return {
    heading: 'Extended Stay Hotels',
    description: 'Browse Longstay extended stay hotels by state and city.',
    locations,
    content,
  };
}
