// Hotel reads for the hotel page and the search result pages (spec §2 "Search result targets",
// §3 "Hotel info", "Review provider location", §7 calls, §9 radius 50, max 200, offset 0).
import { ApiError, type ApiClient } from './api-client.ts';
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

export type HotelResult = { ok: true; hotel: HotelSummary & { address: string | null; reviewLocationId: string | null } } | { ok: false; message: string };

export const HOTEL_NOT_FOUND = 'We could not find this hotel. It may have moved; please search for it again.';
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

/** spec §2: a hotel page's own address is its uri, e.g. /extended-stay-hotels/tx/austin/downtown. */
export async function loadHotelByUri(api: ApiClient, uri: string, signal: AbortSignal): Promise<HotelResult> {
  try {
    const body = await api.get<Json>(`/v2/hotel/hotel-by-uri?uri=${encodeURIComponent(uri)}`, { signal });
    const hotel = field(body, 'hotel') ?? body;
    const summary = readHotelSummary(hotel);
    if (!summary) return { ok: false, message: HOTEL_NOT_FOUND };
    const street = list(hotel, 'address', 'street')[0];
    const address = [typeof street === 'string' ? street : null, text(hotel, 'address', 'cityName'), text(hotel, 'address', 'subdivisionCode')]
      .filter(Boolean)
      .join(', ');
    return {
      ok: true,
      hotel: { ...summary, address: address || null, reviewLocationId: text(hotel, 'tripAdvisorId') ?? text(hotel, 'reviewLocationId') },
    };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: error instanceof ApiError && error.status === 404 ? HOTEL_NOT_FOUND : HOTELS_UNAVAILABLE };
  }
}

/** spec §7 GET {api}/v2/hotel/hotels?lat&lng&max=200&offset=0&radius=50. */
export async function loadNearbyHotels(api: ApiClient, latitude: number, longitude: number, signal: AbortSignal): Promise<HotelSummary[]> {
  const body = await api.get<Json>(`/v2/hotel/hotels?lat=${latitude}&lng=${longitude}&max=200&offset=0&radius=50`, { signal });
  return readHotelList(body);
}

/** spec §7 place suggest: reads nearbyHotels for the place a result page names. */
export async function loadHotelsNear(api: ApiClient, place: string, signal: AbortSignal): Promise<HotelSummary[]> {
  const session = `render-${place.length}-${place.charCodeAt(0)}`;
  const body = await api.get<Json>(
    `/v1/place/suggest/${encodeURIComponent(place)}?country=us&language=en&radius=50&session=${session}`,
    { signal },
  );
  return readHotelList(body, 'nearbyHotels');
}

/** spec §3 "Review provider location" (the proxy adds the key). */
export async function loadReviewSummary(api: ApiClient, locationId: string, signal: AbortSignal): Promise<ReviewSummary> {
  const body = await api.get<Json>(`/reviews/api/v1/location/${encodeURIComponent(locationId)}`, { signal });
  return {
    count: Number(text(body, 'num_reviews') ?? 0) || 0,
    rating: text(body, 'rating'),
    ratingImageUrl: text(body, 'rating_image_url'),
    name: text(body, 'name'),
  };
}
