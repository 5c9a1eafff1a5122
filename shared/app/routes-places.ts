// The places routes of the route table: the locations and hotels-root directories, the
// search result targets (loaders in shared/data/search-loaders.ts) and the hotel page.
import { lazyLoader } from './route-builders.ts';
import { defineRoute, type RouteEntry } from '../data/route-types.ts';
import type { SearchResultsPageData } from '../data/search-loaders.ts';
import type { LocationsData } from '../data/places-locations.ts';
import { pageTitle, type SeoInput } from '../head/seo.ts';
import type { HotelData } from '../pages/hotel.tsx';

const searchLoaders = () => import('../data/search-loaders.ts');
const placesLocations = () => import('../data/places-locations.ts');

/** The heading and the number of hotels found. */
function resultsHead(data: SearchResultsPageData): SeoInput {
  const count = data.hotels.length;
  return {
    seoTitle: pageTitle(data.heading),
    description: count
      ? `${data.heading}: ${count} Longstay hotel${count === 1 ? '' : 's'} with kitchens and weekly rates within 50 miles.`
      : `${data.heading}: extended stay rooms with kitchens and weekly rates.`,
  };
}

/** A state directory's head: the CMS page's SEO fields when it has them, else its heading. */
function locationsHead(data: LocationsData): SeoInput {
  const page = data.content?.ok ? data.content.page : null;
  return {
    ...page?.seo,
    seoTitle: page?.seo.seoTitle || pageTitle(page?.title || data.heading),
    description: page?.seo.description || data.description,
  };
}

export const placesRoutes: readonly RouteEntry[] = [
  // /locations and corporate travel locations: hotel cities by state.
  defineRoute<LocationsData>({
    id: 'locations',
    path: '/locations',
    page: 'locations',
    lazy: () => import('../pages/locations.tsx'),
    loader: lazyLoader(placesLocations, (m) => m.loadLocations),
    unavailable: (data) => !data.locations.ok,
    head: (data) => ({
      seoTitle: pageTitle('Locations'),
      description: data.description,
    }),
    analyticsPage: '/locations',
  }),
  // /extended-stay-hotels: the hotels root lists the states it promises.
  defineRoute<LocationsData>({
    id: 'extended-stay-hotels',
    path: '/extended-stay-hotels',
    page: 'extended-stay-hotels',
    lazy: () => import('../pages/extended-stay-hotels.tsx'),
    loader: lazyLoader(placesLocations, (m) => m.loadHotelsRoot),
    unavailable: (data) => !data.locations.ok,
    head: locationsHead,
    analyticsPage: '/extended-stay-hotels',
  }),
  defineRoute<LocationsData>({
    id: 'corporate-travel-locations',
    path: '/travel-planning/corporate-travel-locations',
    page: 'corporate-travel-locations',
    lazy: () => import('../pages/corporate-travel-locations.tsx'),
    loader: lazyLoader(placesLocations, (m) => m.loadCorporateTravelLocations),
    unavailable: (data) => !data.locations.ok,
    head: locationsHead,
    analyticsPage: '/travel-planning/corporate-travel-locations',
  }),
  // Search result targets: loaders in shared/data/search-loaders.ts.
  ...(
    [
      ['results-state', '/extended-stay-hotels/locations/:state/hotels', 'loadStateResults'],
      ['results-city', '/extended-stay-hotels/locations/:state/:city/hotels', 'loadCityResults'],
      [
        'results-point-of-interest',
        '/extended-stay-hotels/locations/points-of-interest/:state/:city/:place/hotels',
        'loadPointOfInterestResults',
      ],
      [
        'results-airport',
        '/extended-stay-hotels/locations/airports/:airport/hotels',
        'loadAirportResults',
      ],
      ['results-near-me', '/extended-stay-hotels/near/me', 'loadNearMeResults'],
    ] as const
  ).map(([id, path, loader]) =>
    defineRoute<SearchResultsPageData>({
      id,
      path,
      page: 'search-results',
      lazy: () => import('../pages/search-results.tsx'),
      loader: lazyLoader(searchLoaders, (m) => m[loader]),
      head: resultsHead,
      unavailable: (data) => data.error !== null,
      analyticsPage:
        id === 'results-near-me'
          ? '/extended-stay-hotels/near/me'
          : '/extended-stay-hotels/locations',
    }),
  ),
  defineRoute<HotelData>({
    id: 'hotel',
    path: '/extended-stay-hotels/:state/:city/:slug',
    page: 'hotel',
    lazy: () => import('../pages/hotel.tsx'),
    loader: async (args) => {
      const { loadHotelPage } = await import('../data/hotel-page.ts');
      return { ...(await loadHotelPage(args)), origin: args.url.origin };
    },
    unavailable: (data) => !data.result.ok,
    head: (data): SeoInput =>
      data.result.ok
        ? {
            seoTitle: pageTitle(data.result.hotel.hotelName),
            description: `${data.result.hotel.hotelName}: an extended stay hotel by Longstay.`,
            // The training property is never indexed.
            isTrainingProperty: data.result.hotel.isTrainingProperty,
          }
        : { seoTitle: pageTitle('Hotel') },
    analyticsPage: '/extended-stay-hotels/hotel',
  }),
];
