// The JSON of the hotel routes' answers (services/hotels-catalog.ts and the routes in hotels.ts),
// for the OpenAPI document and so the site's generated types: the hotel page, the result lists,
// the favourites, the locations pages and the sitemap read hotels through these.
import type { JsonSchema } from '../http/route.ts';
import {
  arrayOf,
  boolean,
  integer,
  nullable,
  number,
  object,
  text,
} from '../http/answer-schemas.ts';

/** Name, address, location, phone and times of a hotel (hotelSummary). */
const hotelSummary = object({
  hotelId: text,
  hotelName: text,
  hotelUri: text,
  geographicLocation: object({ latitude: number, longitude: number }),
  address: object({
    street: arrayOf(text),
    cityName: text,
    subdivisionCode: text,
    postalCode: text,
    countryCode: text,
  }),
  phone: text,
  description: text,
  checkInTime: text,
  checkOutTime: text,
  timeZone: text,
});

/** A hotel's pictures and the flags its cards and page show (hotelMedia). */
const hotelMedia = object({
  hotelId: text,
  hotelImages: arrayOf(
    object({ uri: text, altText: text, kind: text, roomTypeCode: text }, ['roomTypeCode']),
  ),
  choiceAward: nullable(text),
  isNew: boolean,
  isRenovated: boolean,
  renovationDate: nullable(text),
  comingSoon: boolean,
  presellDate: nullable(text),
  hotelUris: arrayOf(text),
});

/** One hotel with everything its page shows (hotelDetails). */
export const hotelDetails = object({
  hotelSummary,
  media: hotelMedia,
  amenities: arrayOf(
    object({
      amenityCode: text,
      description: text,
      priority: integer,
      icon: nullable(text),
      accessible: boolean,
    }),
  ),
  roomTypes: arrayOf(
    object({
      roomTypeCode: text,
      name: text,
      description: text,
      bedType: text,
      capacity: integer,
      sizeSqFt: nullable(number),
      accessible: boolean,
      accessibleFeatures: nullable(text),
      images: arrayOf(object({ uri: text, altText: text })),
    }),
  ),
  tripAdvisorId: nullable(text),
  isTrainingProperty: boolean,
});

/** The hotels near a point, nearest first, one page of them (nearbyHotels). */
export const nearbyHotels = object({
  hotels: arrayOf(
    object({
      hotelId: text,
      distance: number,
      hotelInfo: object({ hotelSummary }),
      media: hotelMedia,
      tripAdvisorId: nullable(text),
    }),
  ),
  total: integer,
  offset: integer,
  max: integer,
  radius: number,
});

/** Cities with hotels by state code, one page of cities (hotelCities). */
export const hotelCities = object({
  subdivisionCities: {
    type: 'object',
    additionalProperties: arrayOf(object({ cityName: text, hotelsAmount: integer })),
  },
  total: integer,
  offset: integer,
  max: integer,
});

/** A state's hotels by name (hotelsInSubdivision). */
export const subdivisionHotels: JsonSchema = arrayOf(object({ hotelId: text, hotelName: text }));
