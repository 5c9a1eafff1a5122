// The data of a search result page (nearby hotels, hotel
// Rates radius 50 / max 200 / offset 0): the hotels are awaited (a crawler and a fetch
// without JavaScript see them), their rates and their details (amenities, traveler rating)
// stream in behind Suspense.
import {
  hotelCall,
  hotelRatesCall,
  hotelsNearCall,
  reviewLocationCall,
  subdivisionHotelsCall,
} from '#shared/contract/calls.ts';
import { mediaImageUrl, type HotelAnswer } from './hotel-details.ts';
import { readReviewLocation, type CompactReviewLocation } from './hotel-reviews.ts';
import type { ApiClient } from './api-client.ts';
import { defer, type Deferred } from './defer.ts';
import { stripAmenities, type Amenity } from './amenities.ts';
import type { Stay } from '../search/stay-url.ts';
import { SEARCH_RADIUS_MILES } from '../search/suggestions.ts';
import type { ResolvedPlace } from './search-places.ts';
import { mapLimited } from '../format/map-limited.ts';
import type { RateAudience } from './rate-headline.ts';
import type { AnswerOf } from '#shared/contract/platform-api.ts';

export interface ResultHotel {
  hotelId: string;
  hotelName: string;
  hotelUri: string | null;
  /** "first street line, city, subdivision" (Formats). */
  address: string | null;
  /** Miles from the searched place; null for a state's list. */
  distance: number | null;
  lat: number | null;
  lng: number | null;
  thumbnail: string | null;
  thumbnailAlt: string;
  tripAdvisorId: string | null;
  choiceAward: string | null;
  comingSoon: boolean;
}

export type LosTier = 'nightly' | 'weekly' | 'monthly';

export interface HotelOffer {
  status: HotelRate['status'];
  /** The headline plan's average nightly rate before taxes, dollars (sort and price filter). */
  minRate: number | null;
  /** The headline plan's all-in total of the stay (taxes included), dollars. */
  minRateTotal: number | null;
  losTier: LosTier;
  /** The plan the hotel leads with for this guest (shared/data/rate-headline.ts), as priced by
   *  the platform: the same plan and total the hotel page lists. */
  plan: {
    ratePlanCode: string;
    roomTypeCode: string | null;
    name: string;
    audience: RateAudience;
  } | null;
  /** The rooms the total is for (the party's), and what one of them costs, dollars. */
  rooms: number;
  roomTotal: number | null;
  /** SOLD_OUT only because no room sleeps the party: the fewest rooms that would (the platform's). */
  roomsNeeded: number | null;
  /** The total is below the same stay's with the rates of a week ago. */
  priceDropped?: boolean;
}

export interface StayRates {
  checkIn: string;
  checkOut: string;
  nights: number;
  offers: Record<string, HotelOffer>;
}

export interface HotelExtras {
  amenities: Amenity[];
  /** The review provider's compact traveler rating; null when unknown. */
  review: CompactReviewLocation | null;
}

export interface ResultsPageData {
  heading: string;
  /** The stay the list is priced for (the URL's, else the saved search's); its links carry it. */
  stay: Stay;
  /** What was searched, for the map's name and the empty state. */
  placeName: string;
  hotels: ResultHotel[];
  /** Set when the hotel list could not be read (the error state). */
  error: string | null;
  rates: Deferred<StayRates> | null;
  extras: Deferred<Record<string, HotelExtras>> | null;
}

export const HOTELS_UNAVAILABLE =
  'Hotels for this search are unavailable right now. Please try again in a moment.';
export const RATES_UNAVAILABLE = 'Rates are unavailable right now.';

type NearbyHotel = AnswerOf<'/v2/hotel/hotels', 'get'>['hotels'][number];

function addressLine(address: HotelAnswer['hotelSummary']['address']): string | null {
  const line = [address.street[0], address.cityName, address.subdivisionCode]
    .filter(Boolean)
    .join(', ');
  return line || null;
}

/** One hotel of the nearby list or of a hotel's details, as its result card shows it. */
function readResultHotel(
  summary: HotelAnswer['hotelSummary'],
  media: HotelAnswer['media'],
  tripAdvisorId: string | null,
  distance: number | null,
): ResultHotel {
  const image = media.hotelImages[0];
  return {
    hotelId: summary.hotelId,
    hotelName: summary.hotelName,
    hotelUri: summary.hotelUri,
    address: addressLine(summary.address),
    distance,
    lat: summary.geographicLocation.latitude,
    lng: summary.geographicLocation.longitude,
    thumbnail: image ? mediaImageUrl(image.uri) : null,
    thumbnailAlt: image?.altText ?? `Exterior of ${summary.hotelName}`,
    tripAdvisorId,
    choiceAward: media.choiceAward,
    comingSoon: media.comingSoon,
  };
}

const nearbyResult = (hotel: NearbyHotel): ResultHotel =>
  readResultHotel(hotel.hotelInfo.hotelSummary, hotel.media, hotel.tripAdvisorId, hotel.distance);

const detailsResult = (hotel: HotelAnswer): ResultHotel =>
  readResultHotel(hotel.hotelSummary, hotel.media, hotel.tripAdvisorId, null);

/** GET {api}/v2/hotel/hotels?lat&lng&max=200&offset=0&radius=50. */
export async function loadHotelsAround(
  api: ApiClient,
  latitude: number,
  longitude: number,
  signal: AbortSignal,
): Promise<ResultHotel[]> {
  const body = await api.get(
    hotelsNearCall({
      lat: latitude,
      lng: longitude,
      max: 200,
      offset: 0,
      radius: SEARCH_RADIUS_MILES,
    }),
    { signal },
  );
  return body.hotels.map(nearbyResult);
}

/** A state's hotels, each read with its details. */
export async function loadStateHotels(
  api: ApiClient,
  code: string,
  signal: AbortSignal,
): Promise<{ hotels: ResultHotel[]; details: Map<string, HotelAnswer> }> {
  const listed = await api.get(subdivisionHotelsCall(code), { signal });
  const details = new Map<string, HotelAnswer>();
  const hotels = await mapLimited(listed, 8, async ({ hotelId }) => {
    const body = await api.get(hotelCall(hotelId), { signal }).catch(() => null);
    if (body) details.set(hotelId, body);
    return body ? detailsResult(body) : null;
  });
  return { hotels: hotels.filter((hotel): hotel is ResultHotel => hotel !== null), details };
}

export async function loadHotelsOf(api: ApiClient, place: ResolvedPlace, signal: AbortSignal) {
  if (place.kind === 'subdivision') return loadStateHotels(api, place.code, signal);
  const { latitude, longitude } = place.place.location;
  return {
    hotels: await loadHotelsAround(api, latitude, longitude, signal),
    details: new Map<string, HotelAnswer>(),
  };
}

type RatesAnswer = AnswerOf<'/v2/rate/hotel-rates', 'get'>;
/** The answer for several hotels (`hotelIds`), the one the results ask for. */
type StayRatesAnswer = Extract<RatesAnswer, { hotelRates: unknown }>;
type HotelRate = StayRatesAnswer['hotelRates'][string];

function readOffer(rate: HotelRate): HotelOffer {
  if (rate.status !== 'AVAILABLE') {
    return {
      status: rate.status,
      minRate: null,
      minRateTotal: null,
      losTier: rate.losTier,
      plan: null,
      rooms: 1,
      roomsNeeded: rate.status === 'SOLD_OUT' ? (rate.roomsNeeded ?? null) : null,
      roomTotal: null,
      priceDropped: false,
    };
  }
  // The card shows the platform's headline plan (the lowest rate open to this guest).
  const { headline } = rate;
  return {
    status: rate.status,
    minRate: headline.averageNightly,
    minRateTotal: headline.total,
    losTier: headline.losTier,
    plan: {
      ratePlanCode: headline.ratePlanCode,
      roomTypeCode: headline.roomTypeCode,
      name: headline.name,
      audience: headline.audience,
    },
    rooms: headline.rooms,
    roomsNeeded: null,
    roomTotal: headline.roomTotal,
    priceDropped: rate.priceDropped === true,
  };
}

/**
 * Rates: GET /v2/rate/hotel-rates?hotelIds=A,B&checkIn&checkOut[&adults&children&rooms]
 * [&corporateId]. The party leaves out room types too small for it, as the hotel page's rooms do,
 * so the card leads with a plan the hotel page lists at the same total.
 */
export async function loadStayRates(
  api: Pick<ApiClient, 'get'>,
  hotelIds: readonly string[],
  stay: { checkIn: string; checkOut: string; adults?: number; children?: number; rooms?: number },
  corporateId: string | null,
  signal?: AbortSignal,
): Promise<StayRates> {
  if (!hotelIds.length)
    return { checkIn: stay.checkIn, checkOut: stay.checkOut, nights: 0, offers: {} };
  const query = {
    hotelIds: hotelIds.slice(0, 200).join(','),
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: stay.adults,
    children: stay.children,
    rooms: stay.rooms,
    ...(corporateId ? { corporateId } : {}),
  };
  const body = await api.get(hotelRatesCall(query), signal ? { signal } : {});
  // Asked with hotelIds, the platform answers with every known hotel's rate by its id.
  if (!('hotelRates' in body))
    return { checkIn: stay.checkIn, checkOut: stay.checkOut, nights: 0, offers: {} };
  const offers: Record<string, HotelOffer> = {};
  for (const id of hotelIds) {
    const rate = body.hotelRates[id];
    if (rate) offers[id] = readOffer(rate);
  }
  return { checkIn: body.checkIn, checkOut: body.checkOut, nights: body.nights, offers };
}

function readAmenities(hotel: HotelAnswer): Amenity[] {
  return hotel.amenities.map(({ amenityCode, description, icon, accessible }) => ({
    amenityCode,
    description,
    icon,
    accessible,
  }));
}

/**
 * Only what a card's rating shows: a location's sub-ratings, level counts and links would travel
 * to the browser with every card for nothing (about a tenth of a city's result page).
 */
function compactReview(answer: Parameters<typeof readReviewLocation>[0]): CompactReviewLocation {
  const { count, rating, ratingImageUrl } = readReviewLocation(answer);
  return { count, rating, ratingImageUrl };
}

/** Amenities (hotel details) and the traveler rating (review provider) of every listed hotel. */
export async function loadHotelExtras(
  api: ApiClient,
  hotels: readonly ResultHotel[],
  known: Map<string, HotelAnswer>,
  signal: AbortSignal,
): Promise<Record<string, HotelExtras>> {
  const entries = await mapLimited(hotels, 8, async (hotel): Promise<[string, HotelExtras]> => {
    const [details, review] = await Promise.all([
      known.get(hotel.hotelId) ?? api.get(hotelCall(hotel.hotelId), { signal }).catch(() => null),
      hotel.tripAdvisorId
        ? api.get(reviewLocationCall(hotel.tripAdvisorId), { signal }).catch(() => null)
        : Promise.resolve(null),
    ]);
    // Only what a card shows and filters by (its icon strip): the hotel's other amenities would
    // travel to the browser for nothing.
    return [
      hotel.hotelId,
      {
        amenities: details ? stripAmenities(readAmenities(details)) : [],
        review: review ? compactReview(review) : null,
      },
    ];
  });
  return Object.fromEntries(entries);
}

export function deferResults(
  api: ApiClient,
  hotels: ResultHotel[],
  known: Map<string, HotelAnswer>,
  stay: Stay,
  signal: AbortSignal,
): Pick<ResultsPageData, 'rates' | 'extras'> {
  if (!hotels.length) return { rates: null, extras: null };
  const ids = hotels.map((hotel) => hotel.hotelId);
  return {
    // Keyed 'hotels' (the streamed part of the hotel list: its rates), the key the render tests
    // of streamed hydration look for; the details stream as 'hotel-details'.
    rates: defer(
      'hotels',
      loadStayRates(api, ids, stay, stay.corporateId, signal),
      RATES_UNAVAILABLE,
    ),
    extras: defer(
      'hotel-details',
      loadHotelExtras(api, hotels, known, signal),
      'Hotel details are unavailable right now.',
    ),
  };
}
