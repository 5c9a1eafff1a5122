// One hotel with everything its page shows ("Hotel media", "Amenity",
// "Helper inputs"): GET {api}/v2/hotel/hotel-by-uri?uri= or /v2/hotel/hotels/{id}. Readers are
// defensive: a malformed field reads as absent.
import { hotelByUriCall, hotelCall } from '#shared/contract/calls.ts';
import { PageNotFound } from './page-not-found.ts';
import type { Amenity } from './amenities.ts';
import type { HotelMediaFlags } from './hotel-status.ts';
import { ApiError, type ApiClient } from './api-client.ts';
import { bool, field, list, num, text, type Json } from './read.ts';
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

function readImage(item: Json): HotelImage | null {
  const uri = text(item, 'uri');
  if (!uri) return null;
  return {
    uri,
    altText: text(item, 'altText') ?? '',
    kind: text(item, 'kind'),
    roomTypeCode: text(item, 'roomTypeCode'),
  };
}

const images = (value: Json): HotelImage[] =>
  list(value).map(readImage).filter((image): image is HotelImage => image !== null);

/** A room type's floor area (shown on the room cards); a size of nothing or less reads as unknown. */
/** A floor area worth showing: whole square feet, none when unknown or not positive. */
export function roomSize(size: number | null): number | null {
  return size !== null && size > 0 ? Math.round(size) : null;
}

export function readRoomSize(item: Json): number | null {
  return roomSize(num(item, 'sizeSqFt'));
}

export function readHotelDetails(body: Json): HotelDetails | null {
  const hotel = field(body, 'hotel') ?? body;
  const summary = field(hotel, 'hotelInfo', 'hotelSummary') ?? field(hotel, 'hotelSummary') ?? hotel;
  const hotelId = text(summary, 'hotelId');
  const hotelName = text(summary, 'hotelName');
  const hotelUri = text(summary, 'hotelUri');
  if (!hotelId || !hotelName || !hotelUri) return null;
  const address = field(summary, 'address');
  const street = list(address, 'street').find((line) => typeof line === 'string') as string | undefined;
  const cityName = text(address, 'cityName');
  const subdivisionCode = text(address, 'subdivisionCode');
  const media = field(hotel, 'media');
  return {
    hotelId,
    hotelName,
    hotelUri,
    description: text(summary, 'description'),
    phone: text(summary, 'phone'),
    addressLine: [street, cityName, subdivisionCode].filter(Boolean).join(', '),
    street: street ?? null,
    cityName,
    subdivisionCode,
    postalCode: text(address, 'postalCode'),
    latitude: num(field(summary, 'geographicLocation', 'latitude')),
    longitude: num(field(summary, 'geographicLocation', 'longitude')),
    checkInTime: text(summary, 'checkInTime'),
    checkOutTime: text(summary, 'checkOutTime'),
    media: {
      images: images(field(media, 'hotelImages')),
      choiceAward: text(media, 'choiceAward'),
      isNew: bool(media, 'isNew'),
      isRenovated: bool(media, 'isRenovated'),
      renovationDate: text(media, 'renovationDate'),
      comingSoon: bool(media, 'comingSoon'),
      presellDate: text(media, 'presellDate'),
    },
    amenities: list(hotel, 'amenities').flatMap((item) => {
      const amenityCode = text(item, 'amenityCode');
      const description = text(item, 'description');
      if (!amenityCode || !description) return [];
      return [
        {
          amenityCode,
          description,
          priority: num(field(item, 'priority')) ?? 999,
          icon: text(item, 'icon'),
          accessible: bool(item, 'accessible') === true,
        },
      ];
    }),
    roomTypes: list(hotel, 'roomTypes').flatMap((item) => {
      const roomTypeCode = text(item, 'roomTypeCode');
      if (!roomTypeCode) return [];
      return [
        {
          roomTypeCode,
          name: text(item, 'name') ?? roomTypeCode,
          description: text(item, 'description'),
          bedType: text(item, 'bedType'),
          capacity: num(field(item, 'capacity')),
          sizeSqFt: readRoomSize(item),
          accessible: bool(item, 'accessible') === true,
          accessibleFeatures: text(item, 'accessibleFeatures'),
          images: images(field(item, 'images')),
        },
      ];
    }),
    reviewLocationId: text(hotel, 'tripAdvisorId') ?? text(hotel, 'reviewLocationId'),
    isTrainingProperty: bool(hotel, 'isTrainingProperty') === true,
  };
}

export const HOTEL_UNAVAILABLE =
  'Hotel information is unavailable right now. Please try again in a moment.';

export type HotelDetailsResult = { ok: true; hotel: HotelDetails } | { ok: false; message: string };

async function readOr404(request: Promise<Json>, signal: AbortSignal): Promise<HotelDetailsResult> {
  try {
    const hotel = readHotelDetails(await request);
    if (!hotel) throw new PageNotFound('hotel');
    return { ok: true, hotel };
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
  return readOr404(
    api.get<Json>(hotelByUriCall(uri), { signal }),
    signal,
  );
}

export function loadHotelDetailsById(api: ApiClient, hotelId: string, signal: AbortSignal) {
  return readOr404(api.get<Json>(hotelCall(hotelId), { signal }), signal);
}

/** Images under the media host (images/{uri}). */
export const mediaImageUrl = mediaUrl;
