// One hotel with everything its page shows (media, amenities, room types):
// GET {api}/v2/hotel/hotel-by-uri?uri= or /v2/hotel/hotels/{id}, whose answer is the platform's
// typed hotel (routes/hotels-answers.ts), mapped to what the page shows.
import { hotelByUriCall, hotelCall } from '#shared/contract/calls.ts';
import type { AnswerOf } from '#shared/contract/platform-api.ts';
import { PageNotFound } from './page-not-found.ts';
import type { Amenity } from './amenities.ts';
import type { HotelMediaFlags } from './hotel-status.ts';
import { ApiError, type ApiClient } from './api-client.ts';
import { mediaUrl } from '../format/media-url.ts';

export interface HotelImage {
  uri: string;
  altText: string;
  kind: string | null;
  roomTypeCode: string | null;
}

export interface RoomType {
  roomTypeCode: string;
  name: string;
  description: string | null;
  bedType: string | null;
  capacity: number | null;
  /** Floor area in square feet; null when the hotel has not given it. */
  sizeSqFt: number | null;
  accessible: boolean;
  accessibleFeatures: string | null;
  images: HotelImage[];
}

export interface HotelDetails {
  hotelId: string;
  hotelName: string;
  hotelUri: string;
  description: string | null;
  phone: string | null;
  /** First street line, city, subdivision. */
  addressLine: string;
  street: string | null;
  cityName: string | null;
  subdivisionCode: string | null;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  checkInTime: string | null;
  checkOutTime: string | null;
  media: HotelMediaFlags & { images: HotelImage[] };
  amenities: Amenity[];
  roomTypes: RoomType[];
  reviewLocationId: string | null;
  isTrainingProperty: boolean;
}

/** The platform's hotel (GET /v2/hotel/hotels/{id} and /v2/hotel/hotel-by-uri: the same shape). */
export type HotelAnswer = AnswerOf<'/v2/hotel/hotels/{hotelId}', 'get'>;

type ImageAnswer =
  HotelAnswer['media']['hotelImages'][number] | HotelAnswer['roomTypes'][number]['images'][number];

function readImage(image: ImageAnswer): HotelImage {
  return {
    uri: image.uri,
    altText: image.altText,
    kind: 'kind' in image ? image.kind : null,
    roomTypeCode: ('roomTypeCode' in image ? image.roomTypeCode : undefined) ?? null,
  };
}

/** A floor area worth showing: whole square feet, none when unknown or not positive. */
export function roomSize(size: number | null): number | null {
  return size !== null && size > 0 ? Math.round(size) : null;
}

export function readHotelDetails(hotel: HotelAnswer): HotelDetails {
  const summary = hotel.hotelSummary;
  const { address, geographicLocation } = summary;
  const street = address.street[0];
  const { media } = hotel;
  return {
    hotelId: summary.hotelId,
    hotelName: summary.hotelName,
    hotelUri: summary.hotelUri,
    description: summary.description,
    phone: summary.phone,
    addressLine: [street, address.cityName, address.subdivisionCode].filter(Boolean).join(', '),
    street: street ?? null,
    cityName: address.cityName,
    subdivisionCode: address.subdivisionCode,
    postalCode: address.postalCode,
    latitude: geographicLocation.latitude,
    longitude: geographicLocation.longitude,
    checkInTime: summary.checkInTime,
    checkOutTime: summary.checkOutTime,
    media: {
      images: media.hotelImages.map(readImage),
      choiceAward: media.choiceAward,
      isNew: media.isNew,
      isRenovated: media.isRenovated,
      renovationDate: media.renovationDate,
      comingSoon: media.comingSoon,
      presellDate: media.presellDate,
    },
    amenities: hotel.amenities.map((amenity) => ({
      amenityCode: amenity.amenityCode,
      description: amenity.description,
      priority: amenity.priority,
      icon: amenity.icon,
      accessible: amenity.accessible,
    })),
    roomTypes: hotel.roomTypes.map((room) => ({
      roomTypeCode: room.roomTypeCode,
      name: room.name,
      description: room.description,
      bedType: room.bedType,
      capacity: room.capacity,
      sizeSqFt: roomSize(room.sizeSqFt),
      accessible: room.accessible,
      accessibleFeatures: room.accessibleFeatures,
      images: room.images.map(readImage),
    })),
    reviewLocationId: hotel.tripAdvisorId,
    isTrainingProperty: hotel.isTrainingProperty,
  };
}

export const HOTEL_UNAVAILABLE =
  'Hotel information is unavailable right now. Please try again in a moment.';

export type HotelDetailsResult = { ok: true; hotel: HotelDetails } | { ok: false; message: string };

async function readOr404(
  request: Promise<HotelAnswer>,
  signal: AbortSignal,
): Promise<HotelDetailsResult> {
  try {
    return { ok: true, hotel: readHotelDetails(await request) };
  } catch (error) {
    if (signal.aborted || error instanceof PageNotFound) throw error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new PageNotFound('hotel');
    }
    return { ok: false, message: HOTEL_UNAVAILABLE };
  }
}

/** A hotel page's address is its hotelUri. */
export function loadHotelDetailsByUri(api: ApiClient, uri: string, signal: AbortSignal) {
  return readOr404(api.get(hotelByUriCall(uri), { signal }), signal);
}

export function loadHotelDetailsById(api: ApiClient, hotelId: string, signal: AbortSignal) {
  return readOr404(api.get(hotelCall(hotelId), { signal }), signal);
}

/** Images under the media host (images/{uri}). */
export const mediaImageUrl = mediaUrl;
