// Hotel reads for the hotel page and the search result pages (spec §2 "Search result targets",
// §3 "Hotel info", "Review provider location", §7 calls, §9 radius 50, max 200, offset 0).
import { ApiError, type ApiClient } from './api-client.ts';
import { PageNotFound } from '../app/page-not-found.ts';
import { field, list, text, type Json } from './read.ts';

export interface HotelSummary {
  hotelId: string;
  hotelName: string;
  hotelUri: string | null;
}

export interface ReviewSummary {
  count: number;
  rating: string | null;
  ratingImageUrl: string | null;
  name: string | null;
}

export type HotelResult =
  | { ok: true; hotel: HotelSummary & { address: string | null; reviewLocationId: string | null; isTrainingProperty: boolean } }
  | { ok: false; message: string };

export const HOTELS_UNAVAILABLE = 'Hotel information is unavailable right now. Please try again in a moment.';

// spec §3 "Hotel info": hotelName and hotelUri may be nested under hotelSummary or hotelInfo.hotelSummary.
function summaryOf(item: Json): Json {
  return field(item, 'hotelInfo', 'hotelSummary') ?? field(item, 'hotelSummary') ?? item;
}

export function readHotelSummary(item: Json): HotelSummary | null {
  const summary = summaryOf(item);
  const hotelName = text(summary, 'hotelName') ?? text(item, 'hotelName');
  const hotelId = text(summary, 'hotelId') ?? text(item, 'hotelId');
  if (!hotelName || !hotelId) return null;
  return { hotelId, hotelName, hotelUri: text(summary, 'hotelUri') ?? text(item, 'hotelUri') };
}

export function readHotelList(body: Json, ...path: string[]): HotelSummary[] {
  const items = path.length ? list(body, ...path) : Array.isArray(body) ? body : list(body, 'hotels');
  return items.map(readHotelSummary).filter((hotel): hotel is HotelSummary => hotel !== null);
}

/** spec §2: a hotel page's own address is its uri, e.g. /extended-stay-hotels/texas/austin/longstay-suites-austin-downtown. */
export async function loadHotelByUri(api: ApiClient, uri: string, signal: AbortSignal): Promise<HotelResult> {
  try {
    const body = await api.get<Json>(`/v2/hotel/hotel-by-uri?uri=${encodeURIComponent(uri)}`, { signal });
    const hotel = field(body, 'hotel') ?? body;
    const summary = readHotelSummary(hotel);
    if (!summary) throw new PageNotFound('hotel');
    // spec §3 "Helper inputs": an address is the first street line, city and subdivision.
    const address = field(summaryOf(hotel), 'address') ?? field(hotel, 'address');
    const street = list(address, 'street')[0];
    const line = [typeof street === 'string' ? street : null, text(address, 'cityName'), text(address, 'subdivisionCode')].filter(Boolean).join(', ');
    return {
      ok: true,
      hotel: {
        ...summary,
        address: line || null,
        reviewLocationId: text(hotel, 'tripAdvisorId') ?? text(hotel, 'reviewLocationId'),
        isTrainingProperty: field(hotel, 'isTrainingProperty') === true,
      },
    };
  } catch (error) {
    if (signal.aborted || error instanceof PageNotFound) throw error;
    if (error instanceof ApiError && error.status === 404) throw new PageNotFound('hotel');
    return { ok: false, message: HOTELS_UNAVAILABLE };
  }
}

/** spec §7 GET {api}/v2/hotel/hotels?lat&lng&max=200&offset=0&radius=50. */
export async function loadNearbyHotels(api: ApiClient, latitude: number, longitude: number, signal: AbortSignal): Promise<HotelSummary[]> {
  const body = await api.get<Json>(`/v2/hotel/hotels?lat=${latitude}&lng=${longitude}&max=200&offset=0&radius=50`, { signal });
  return readHotelList(body);
}

export type PlaceKind = 'subdivision' | 'city' | 'point_of_interest' | 'airport';

/**
 * The hotels of a result page (spec §2 "Search result targets"): the place the path names is
 * looked up with the suggest call (spec §7), then a state lists its hotels by subdivision code and
 * any other place the hotels within 50 miles of its location (spec §9).
 */
export async function loadHotelsNear(api: ApiClient, place: { text: string; kind: PlaceKind }, signal: AbortSignal): Promise<HotelSummary[]> {
  const body = await api.get<Json>(`/v1/place/suggest/${encodeURIComponent(place.text)}?country=us&language=en&radius=50&session=result-page`, { signal });
  const results = list(body, 'placeResults');
  const chosen = results.find((result) => text(result, 'metadata', 'placeType') === place.kind) ?? results[0];
  if (!chosen) return readHotelList(body, 'nearbyHotels');
  const code = text(chosen, 'metadata', 'address', 'subdivisionCode');
  if (text(chosen, 'metadata', 'placeType') === 'subdivision' && code) {
    return readHotelList(await api.get<Json>(`/v2/hotel/subdivisions/${encodeURIComponent(code)}/hotels`, { signal }));
  }
  const location = field(chosen, 'metadata', 'location') ?? field(chosen, 'metadata', 'geographicLocation');
  const latitude = Number(text(location, 'latitude'));
  const longitude = Number(text(location, 'longitude'));
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || text(location, 'latitude') === null) return readHotelList(body, 'nearbyHotels');
  return loadNearbyHotels(api, latitude, longitude, signal);
}

/** spec §3 "Review provider location" (the proxy adds the key). */
export async function loadReviewSummary(api: ApiClient, locationId: string, signal: AbortSignal): Promise<ReviewSummary> {
  const body = await api.get<Json>(`/reviews/location/${encodeURIComponent(locationId)}`, { signal });
  return {
    count: Number(text(body, 'num_reviews') ?? 0) || 0,
    rating: text(body, 'rating'),
    ratingImageUrl: text(body, 'rating_image_url'),
    name: text(body, 'name'),
  };
}
