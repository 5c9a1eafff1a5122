// Hotel look-ups: hotels near a point, the cities with hotels, the hotels of a state, and one
// hotel with its media and information (answers: hotels-answers.ts). The training property TR727 is never listed
// or counted but can be opened by id or uri.
import { notFound } from '../http/errors.ts';
import { route, type RouteDefinition } from '../http/route.ts';
import {
  hotelCities as hotelCitiesAnswer,
  hotelDetails as hotelAnswer,
  nearbyHotels as nearbyHotelsAnswer,
  subdivisionHotels,
} from './hotels-answers.ts';
import { DEFAULT_RADIUS_MILES } from '../services/catalog-geo.ts';
import {
  hotelCities,
  hotelDetails,
  hotelsInSubdivision,
  nearbyHotels,
} from '../services/hotels-catalog.ts';

const hotelIdParams = {
  type: 'object',
  required: ['hotelId'],
  properties: { hotelId: { type: 'string', pattern: '^[A-Za-z0-9]{2,12}$' } },
};

export const routes: RouteDefinition[] = [
  route<
    Record<string, string>,
    { lat: number; lng: number; radius: number; max: number; offset: number }
  >({
    method: 'get',
    path: '/v2/hotel/hotels',
    summary: 'Hotels near a point, nearest first, with distance in miles (radius 50, max 200)',
    tag: 'hotels',
    query: {
      type: 'object',
      required: ['lat', 'lng'],
      properties: {
        lat: { type: 'number', minimum: -90, maximum: 90 },
        lng: { type: 'number', minimum: -180, maximum: 180 },
        radius: {
          type: 'number',
          exclusiveMinimum: 0,
          maximum: 500,
          default: DEFAULT_RADIUS_MILES,
        },
        max: { type: 'integer', minimum: 1, maximum: 200, default: 200 },
        offset: { type: 'integer', minimum: 0, maximum: 100000, default: 0 },
      },
    },
    response: nearbyHotelsAnswer,
    handler: ({ query, platform }) => nearbyHotels(platform.db, query),
  }),
  route<Record<string, string>, { max: number; offset: number }>({
    method: 'get',
    path: '/v2/hotel/locations/hotel-cities',
    summary: 'Cities with hotels, keyed by state code, paged by city (page size 100)',
    tag: 'hotels',
    query: {
      type: 'object',
      properties: {
        max: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
        offset: { type: 'integer', minimum: 0, maximum: 100000, default: 0 },
      },
    },
    response: hotelCitiesAnswer,
    handler: ({ query, platform }) => hotelCities(platform.db, query),
  }),
  route<{ code: string }>({
    method: 'get',
    path: '/v2/hotel/subdivisions/:code/hotels',
    summary: 'The hotels of a state (subdivision code), by name: [{ hotelId, hotelName }]',
    tag: 'hotels',
    params: {
      type: 'object',
      required: ['code'],
      properties: { code: { type: 'string', pattern: '^[A-Za-z]{2}$' } },
    },
    response: subdivisionHotels,
    handler: async ({ params, platform }) => {
      const hotels = await hotelsInSubdivision(platform.db, params.code.toUpperCase());
      if (!hotels) throw notFound(`No subdivision ${params.code}.`);
      return hotels;
    },
  }),
  route<Record<string, string>, { uri: string }>({
    method: 'get',
    path: '/v2/hotel/hotel-by-uri',
    summary:
      'One hotel by its page uri (/extended-stay-hotels/{state}/{city}/{slug}) with media and info',
    tag: 'hotels',
    query: {
      type: 'object',
      required: ['uri'],
      properties: {
        uri: {
          type: 'string',
          minLength: 1,
          maxLength: 300,
          pattern: '^/?extended-stay-hotels(/[A-Za-z0-9._~-]+)+/?$',
        },
      },
    },
    response: hotelAnswer,
    handler: async ({ query, platform }) => {
      const uri = `/${query.uri.replace(/^\/+/, '').replace(/\/+$/, '')}`.toLowerCase();
      const hotel = await hotelDetails(platform.db, { hotelUri: uri });
      if (!hotel) throw notFound('No hotel at this address.');
      return hotel;
    },
  }),
  route<{ hotelId: string }>({
    method: 'get',
    path: '/v2/hotel/hotels/:hotelId',
    summary: 'One hotel by id: summary, media, amenities, room types, review location',
    tag: 'hotels',
    params: hotelIdParams,
    response: hotelAnswer,
    handler: async ({ params, platform }) => {
      const hotel = await hotelDetails(platform.db, { hotelId: params.hotelId.toUpperCase() });
      if (!hotel) throw notFound(`No hotel ${params.hotelId}.`);
      return hotel;
    },
  }),
];
