// The JSON of the place routes' answers (services/places-suggest.ts and places-nearby.ts, routes
// in places.ts), for the OpenAPI document and so the site's generated types: the search box's
// suggestions, the result pages' places and the hotel page's nearby cities and airports.
import {
  arrayOf,
  boolean,
  integer,
  nullable,
  number,
  object,
  text,
} from '../http/answer-schemas.ts';

/** What a place is (PlaceMetadata): a hotel's also names the hotel, an airport its code. */
const metadataFields = {
  placeType: text,
  placeName: text,
  placeId: text,
  qualifiedName: text,
  address: object({
    cityName: nullable(text),
    subdivisionCode: nullable(text),
    postalCode: nullable(text),
  }),
  location: object({ latitude: number, longitude: number }),
  searchableNames: arrayOf(text),
  nearbyHotelIds: arrayOf(text),
  airportCode: text,
  airportSearchableName: text,
  township: boolean,
  hotelId: text,
  hotelUri: text,
};
const metadataOptional = [
  'airportCode',
  'airportSearchableName',
  'township',
  'hotelId',
  'hotelUri',
];

/** One suggestion: a place (with the count of hotels around it) or a hotel (SuggestionItem). */
const suggestionItem = object(
  {
    label: text,
    value: text,
    sectionIcon: text,
    hotelsAmount: integer,
    metadata: object(metadataFields, metadataOptional),
  },
  ['hotelsAmount'],
);

/** The suggestions for a typed text, and the hotels named like it or nearest its best place. */
export const suggestAnswer = object({
  placeResults: arrayOf(suggestionItem),
  nearbyHotels: arrayOf(object({ hotelId: text, hotelName: text, hotelUri: text })),
  session: nullable(text),
});

/** One place of a suggestion: its metadata, label and hotel count (null for a hotel). */
export const placeDetailsAnswer = object(
  {
    ...metadataFields,
    label: text,
    hotelsAmount: nullable(integer),
    session: nullable(text),
  },
  metadataOptional,
);

/** The nearest cities and airports to a point, with their distance in miles (placesNear). */
export const nearbyPlacesAnswer = object({
  cities: arrayOf(
    object({
      placeId: text,
      name: text,
      qualifiedName: text,
      subdivisionCode: nullable(text),
      population: integer,
      distance: number,
    }),
  ),
  airports: arrayOf(
    object({
      placeId: text,
      code: nullable(text),
      name: text,
      airportSearchableName: nullable(text),
      distance: number,
    }),
  ),
});
