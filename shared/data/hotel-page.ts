// Loader of the hotel page: the
// hotel (awaited: the page's status and head are built around it, and it is public
// catalog, kept in the web process), then, streamed behind Suspense so that the shell never waits
// for them, the rooms and rates for the stay in the URL (the guest's own, always asked for) and
// the traveler reviews.
import type { LoaderArgs } from './route-types.ts';
import { readStay, type Stay } from './booking-stay.ts';
import { defer, type Deferred } from './defer.ts';
import { loadHotelDetailsByUri, type HotelDetailsResult } from './hotel-details.ts';
import { loadTravelerReviews, type TravelerReviews } from './hotel-reviews.ts';
import { loadRooms, ROOMS_UNAVAILABLE, type RoomsResult } from './hotel-rooms.ts';
import { localDay } from './hotel-status.ts';

export interface HotelPageData {
  result: HotelDetailsResult;
  stay: Stay;
  /** The guest's calendar day when the page was loaded (ribbon and coming-soon rules). */
  today: string;
  corporateId: string | null;
  rooms: Deferred<RoomsResult> | null;
  reviews: Deferred<TravelerReviews> | null;
  /** ?reviews=all: "See all N reviews" lists every review here (hotel-reviews.ts). */
  allReviews: boolean;
}

export async function loadHotelPage({
  api,
  url,
  context,
  signal,
}: LoaderArgs): Promise<HotelPageData> {
  const now = new Date();
  const result = await loadHotelDetailsByUri(api, url.pathname.replace(/\/+$/, ''), signal);
  // The corporate id is the URL's ?clientid=, else the one chosen this visit (readStay).
  const stay = readStay(url.searchParams, context);
  const corporateId = stay.corporateId;
  const allReviews = url.searchParams.get('reviews') === 'all';
  if (!result.ok)
    return {
      result,
      stay,
      today: localDay(now),
      corporateId,
      rooms: null,
      reviews: null,
      allReviews,
    };
  const { hotel } = result;
  const rooms = defer(
    'rooms',
    loadRooms(api, hotel.hotelId, stay, corporateId, signal),
    ROOMS_UNAVAILABLE,
  );
  const reviews = hotel.reviewLocationId
    ? defer(
        'reviews',
        loadTravelerReviews(api, hotel.reviewLocationId, signal, allReviews),
        'Reviews are unavailable right now.',
      )
    : null;
  return { result, stay, today: localDay(now), corporateId, rooms, reviews, allReviews };
}
