// sitemap.xml: every content page of the route table, every hotel page, and every state
// and city result page, generated from the platform (GET /v2/hotel/locations/hotel-cities paged by
// 100; GET /v2/hotel/subdivisions/{code}/hotels; GET /v2/hotel/hotels/{id} for each
// hotel's page uri). The training property TR727 is never listed.
import { hotelCall, hotelCitiesCall, subdivisionHotelsCall } from '#shared/contract/calls.ts';
import type { ApiClient } from '#shared/data/api-client.ts';
import { destinationUrl, hyphenate, stateName } from '#shared/search/destination-url.ts';
import { routes } from '#shared/routes.ts';
import { mapLimited } from '#shared/format/map-limited.ts';

export const TRAINING_HOTEL_ID = 'TR727';
const CITY_PAGE_SIZE = 100; // "hotel cities page size 100"
const HOTEL_LOOKUPS_AT_ONCE = 8;

// The pages of the table that are content for search engines (the CMS-driven ones and the two
// location directories); account, booking and result-by-parameter pages are not.
const INDEXED_PAGES = new Set([
  'home',
  'content',
  'locations',
  'extended-stay-hotels',
  'corporate-travel-locations',
]);

/** Content pages: the home page and every CMS-driven route of the table (not the /home alias). */
export function contentPaths(): string[] {
  return routes
    .filter((route) => INDEXED_PAGES.has(route.page) && route.id !== 'home-alias')
    .map((route) => route.path)
    .filter((path) => !path.includes(':'));
}

/** The state → city names of every city with a listed hotel, all pages of hotel-cities. */
export async function hotelCities(api: ApiClient): Promise<Map<string, string[]>> {
  const cities = new Map<string, string[]>();
  for (let offset = 0; ; offset += CITY_PAGE_SIZE) {
    const page = await api.get(hotelCitiesCall(CITY_PAGE_SIZE, offset));
    let seen = 0;
    for (const [code, entries] of Object.entries(page.subdivisionCities)) {
      for (const { cityName } of entries) {
        if (!cityName) continue;
        seen += 1;
        cities.set(code, [...(cities.get(code) ?? []), cityName]);
      }
    }
    if (seen === 0 || offset + CITY_PAGE_SIZE >= page.total) break;
  }
  return cities;
}

/** Every listed hotel's page path, state by state. */
export async function hotelPaths(api: ApiClient, stateCodes: readonly string[]): Promise<string[]> {
  const perState = await mapLimited(stateCodes, HOTEL_LOOKUPS_AT_ONCE, async (code) =>
    (await api.get(subdivisionHotelsCall(code)))
      .map((hotel) => hotel.hotelId)
      .filter((id) => id && id.toUpperCase() !== TRAINING_HOTEL_ID),
  );
  const ids = [...new Set(perState.flat())];
  const uris = await mapLimited(ids, HOTEL_LOOKUPS_AT_ONCE, async (id) => {
    const hotel = await api.get(hotelCall(id));
    return hotel.hotelSummary.hotelUri;
  });
  return uris.filter((uri): uri is string => !!uri && uri.startsWith('/'));
}

export async function collectSitemapPaths(api: ApiClient): Promise<string[]> {
  const cities = await hotelCities(api);
  const states = [...cities.keys()].filter((code) => stateName(code));
  const statePages = states.map(
    (code) => `/extended-stay-hotels/locations/${hyphenate(stateName(code)!)}/hotels`,
  );
  const cityPages = states.flatMap((code) =>
    cities.get(code)!.flatMap((city) => destinationUrl(code, city) ?? []),
  );
  const hotels = await hotelPaths(api, states);
  return [...new Set([...contentPaths(), ...statePages, ...cityPages, ...hotels])];
}

const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const entries = paths.map(
    (path) => `  <url><loc>${escapeXml(new URL(path, siteUrl).href)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
