// Place suggest, place details and the places near a point (answers: places-answers.ts).
import { invalidParameter, notFound } from '../http/errors.ts';
import { route, type RouteDefinition } from '../http/route.ts';
import { DEFAULT_RADIUS_MILES } from '../services/catalog-geo.ts';
import { placeDetails, suggestPlaces } from '../services/places-suggest.ts';
import { placesNear } from '../services/places-nearby.ts';
import { nearbyPlacesAnswer, placeDetailsAnswer, suggestAnswer } from './places-answers.ts';

// Shorter text is a 400,
// so a client bug shows up instead of passing as "no results".
const MIN_TEXT = 3;

const suggestQuery = {
  type: 'object',
  properties: {
    country: { type: 'string', enum: ['us', 'US'], default: 'us' },
    language: { type: 'string', enum: ['en', 'EN'], default: 'en' },
    radius: { type: 'number', exclusiveMinimum: 0, maximum: 500, default: DEFAULT_RADIUS_MILES },
    session: { type: 'string', maxLength: 100 },
  },
};

interface SuggestQuery {
  radius: number;
  session?: string;
}

interface NearbyQuery {
  latitude: number;
  longitude: number;
}

export const routes: RouteDefinition[] = [
  route<Record<string, never>, NearbyQuery>({
    method: 'get',
    path: '/v1/place/nearby',
    summary:
      'The nearest cities (20,000 people or more) and airports to a point, with their distance in miles (a hotel page names them)',
    tag: 'places',
    query: {
      type: 'object',
      required: ['latitude', 'longitude'],
      properties: {
        latitude: { type: 'number', minimum: -90, maximum: 90 },
        longitude: { type: 'number', minimum: -180, maximum: 180 },
      },
    },
    response: nearbyPlacesAnswer,
    handler: async ({ query, platform }) =>
      placesNear(platform.db, query.latitude, query.longitude),
  }),
  route<{ text: string }, SuggestQuery>({
    method: 'get',
    path: '/v1/place/suggest/:text',
    summary: 'Suggest places and hotels for the text typed in a search box (order and grouping)',
    tag: 'places',
    params: {
      type: 'object',
      required: ['text'],
      properties: { text: { type: 'string', maxLength: 200 } },
    },
    query: suggestQuery,
    response: suggestAnswer,
    handler: async ({ params, query, platform }) => {
      if (params.text.trim().length < MIN_TEXT) {
        throw invalidParameter('text', `Enter at least ${MIN_TEXT} characters.`);
      }
      const result = await suggestPlaces(platform.db, params.text, query.radius);
      return { ...result, session: query.session ?? null };
    },
  }),
  route<{ placeId: string }, SuggestQuery>({
    method: 'get',
    path: '/v1/place/details/:placeId',
    summary: 'One place (or hotel) of a suggestion, with its address, location and nearby hotels',
    tag: 'places',
    params: {
      type: 'object',
      required: ['placeId'],
      properties: {
        placeId: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
      },
    },
    query: suggestQuery,
    response: placeDetailsAnswer,
    handler: async ({ params, query, platform }) => {
      const place = await placeDetails(platform.db, params.placeId, query.radius);
      if (!place) throw notFound(`No place ${params.placeId}.`);
      return {
        ...place.metadata,
        label: place.label,
        hotelsAmount: place.hotelsAmount ?? null,
        session: query.session ?? null,
      };
    },
  }),
];
