// The loaders and head builders of the search result routes;
// shared/routes.ts only references them.
import { PageNotFound } from './page-not-found.ts';
import { stateName } from '../search/destination-url.ts';
import type { LoaderArgs } from './route-types.ts';
import { readStay } from './booking-stay.ts';
import { readView, type ResultsView } from '../search/results-view.ts';
import {
  deferResults,
  HOTELS_UNAVAILABLE,
  loadHotelsAround,
  loadHotelsOf,
  type ResultsPageData,
} from './search-results.ts';
import {
  resolveAirport,
  resolveCity,
  resolvePointOfInterest,
  resolveState,
  type ResolvedPlace,
} from './search-places.ts';

export interface SearchResultsPageData extends ResultsPageData {
  view: ResultsView;
  /** near/me without coordinates: the page asks for the location instead of listing. */
  needsLocation?: boolean;
}

function describe(resolved: ResolvedPlace): { heading: string; placeName: string } {
  if (resolved.kind === 'subdivision')
    return { heading: `Extended Stay Hotels in ${resolved.name}`, placeName: resolved.name };
  const { place } = resolved;
  const code = place.address.subdivisionCode;
  // "Dallas, Texas": the state's name reads better in a heading than its code.
  const state = code ? (stateName(code) ?? code) : null;
  if (resolved.requested)
    return {
      heading: `Extended Stay Hotels near ${resolved.requested}, ${place.placeName}${state ? `, ${state}` : ''}`,
      placeName: resolved.requested,
    };
  switch (place.placeType) {
    case 'city':
      return {
        heading: `Extended Stay Hotels in ${place.placeName}${state ? `, ${state}` : ''}`,
        placeName: place.placeName,
      };
    case 'airport':
      return { heading: `Extended Stay Hotels near ${place.label}`, placeName: place.placeName };
    default:
      return {
        heading: `Extended Stay Hotels near ${place.placeName}${place.address.cityName && place.address.cityName !== place.placeName ? `, ${place.address.cityName}` : ''}${state ? `, ${state}` : ''}`,
        placeName: place.placeName,
      };
  }
}

async function load(
  args: LoaderArgs,
  resolve: () => Promise<ResolvedPlace>,
): Promise<SearchResultsPageData> {
  const view = readView(args.url.searchParams);
  // The stay in the URL prices the list (else the saved search, else today + 7).
  const stay = readStay(args.url.searchParams, args.context);
  let resolved: ResolvedPlace;
  try {
    resolved = await resolve();
  } catch (error) {
    if (error instanceof PageNotFound || args.signal.aborted) throw error;
    return {
      heading: 'Extended Stay Hotels',
      placeName: '',
      stay,
      hotels: [],
      error: HOTELS_UNAVAILABLE,
      rates: null,
      extras: null,
      view,
    };
  }
  const { heading, placeName } = describe(resolved);
  try {
    const { hotels, details } = await loadHotelsOf(args.api, resolved, args.signal);
    return {
      heading,
      placeName,
      stay,
      hotels,
      error: null,
      view,
      ...deferResults(args.api, hotels, details, stay, args.signal),
    };
  } catch (error) {
    if (args.signal.aborted) throw error;
    return {
      heading,
      placeName,
      stay,
      hotels: [],
      error: HOTELS_UNAVAILABLE,
      rates: null,
      extras: null,
      view,
    };
  }
}

export const loadStateResults = (args: LoaderArgs) =>
  load(args, () => resolveState(args.api, args.params.state, args.signal));

export const loadCityResults = (args: LoaderArgs) =>
  load(args, () =>
    resolveCity(args.api, args.params.state, args.params.city, args.context.township, args.signal),
  );

export const loadPointOfInterestResults = (args: LoaderArgs) =>
  load(args, () => resolvePointOfInterest(args.api, args.params, args.signal));

export const loadAirportResults = (args: LoaderArgs) =>
  load(args, () => resolveAirport(args.api, args.params.airport, args.signal));

/** /extended-stay-hotels/near/me?latitude=&longitude= */
export async function loadNearMeResults(args: LoaderArgs): Promise<SearchResultsPageData> {
  const view = readView(args.url.searchParams);
  const stay = readStay(args.url.searchParams, args.context);
  const latitude = Number(args.url.searchParams.get('latitude') ?? NaN);
  const longitude = Number(args.url.searchParams.get('longitude') ?? NaN);
  const heading = 'Extended Stay Hotels Near You';
  const valid =
    Number.isFinite(latitude) &&
    Math.abs(latitude) <= 90 &&
    Number.isFinite(longitude) &&
    Math.abs(longitude) <= 180;
  const placeName = 'your location';
  if (!valid)
    return {
      heading,
      placeName,
      stay,
      hotels: [],
      error: null,
      rates: null,
      extras: null,
      view,
      needsLocation: true,
    };
  try {
    const hotels = await loadHotelsAround(args.api, latitude, longitude, args.signal);
    return {
      heading,
      placeName,
      stay,
      hotels,
      error: null,
      view,
      ...deferResults(args.api, hotels, new Map(), stay, args.signal),
    };
  } catch (error) {
    if (args.signal.aborted) throw error;
    return {
      heading,
      placeName,
      stay,
      hotels: [],
      error: HOTELS_UNAVAILABLE,
      rates: null,
      extras: null,
      view,
    };
  }
}
