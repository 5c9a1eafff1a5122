// The review provider's two calls, a location and its reviews (answers: reviews-answers.ts),
// guarded by the `key` query parameter like the real provider, and its public web page.
import { notFound, unauthorized } from '../http/errors.ts';
import { route, type RouteDefinition } from '../http/route.ts';
import { locationReviews, reviewLocation } from '../services/reviews-provider.ts';
import {
  locationReviews as reviewsAnswer,
  reviewLocation as locationAnswer,
} from './reviews-answers.ts';
import { REVIEWS_CSS, reviewsWebPage } from '../services/reviews-web.ts';

const params = {
  type: 'object',
  required: ['locationId'],
  properties: { locationId: { type: 'string', pattern: '^[0-9]{1,12}$' } },
};
const keyProperty = {
  key: { type: 'string', maxLength: 200 },
  language: { type: 'string', maxLength: 10, default: 'en' },
};

function checkKey(key: string | undefined, expected: string): void {
  if (!key || key !== expected) throw unauthorized('A valid key is required.');
}

export const routes: RouteDefinition[] = [
  route<{ locationId: string }, { key?: string }>({
    method: 'get',
    path: '/reviews/api/v1/location/:locationId',
    summary:
      'Review provider: a location with its rating, review count, sub-ratings and counts per level',
    tag: 'reviews',
    params,
    query: { type: 'object', properties: keyProperty },
    response: locationAnswer,
    handler: async ({ params, query, platform }) => {
      checkKey(query.key, platform.config.reviewApiKey);
      const location = await reviewLocation(
        platform.db,
        params.locationId,
        platform.config.siteUrl,
      );
      if (!location) throw notFound(`No location ${params.locationId}.`);
      return location;
    },
  }),
  route<{ locationId: string }, { key?: string; limit: number; offset: number }>({
    method: 'get',
    path: '/reviews/api/v1/location/:locationId/reviews',
    summary: 'Review provider: the most recent reviews of a location, newest first',
    tag: 'reviews',
    params,
    query: {
      type: 'object',
      properties: {
        ...keyProperty,
        limit: { type: 'integer', minimum: 1, maximum: 50, default: 5 },
        offset: { type: 'integer', minimum: 0, maximum: 10000, default: 0 },
      },
    },
    response: reviewsAnswer,
    handler: async ({ params, query, platform }) => {
      checkKey(query.key, platform.config.reviewApiKey);
      const reviews = await locationReviews(platform.db, params.locationId, query);
      if (!reviews) throw notFound(`No location ${params.locationId}.`);
      return reviews;
    },
  }),
  // The provider's public web page behind `web_url`: no key, like the real one.
  route<{ locationId: string }, { page?: string }>({
    method: 'get',
    path: '/reviews/api/v1/location/:locationId/all-reviews',
    summary: "Review provider's web page: every review of a location, newest first, 10 a page",
    tag: 'reviews',
    params,
    query: { type: 'object', properties: { page: { type: 'string', maxLength: 6 } } },
    handler: async ({ params, query, res, platform }) => {
      const page =
        query.page === undefined ? 1 : /^\d+$/.test(query.page) ? Number(query.page) : NaN;
      const html = await reviewsWebPage(platform.db, params.locationId, page);
      // A refusal is the platform's JSON error, like every other refusal (fuzz.test.ts).
      if (!html) throw notFound('No such page of reviews.');
      res
        .set({ 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' })
        .type('html')
        .send(html);
      return undefined;
    },
  }),
  route({
    method: 'get',
    path: '/reviews/api/v1/web/reviews.css',
    summary: "Review provider's web page: its stylesheet",
    tag: 'reviews',
    handler: async ({ res }) => {
      res.set('Cache-Control', 'public, max-age=86400').type('css').send(REVIEWS_CSS);
      return undefined;
    },
  }),
];
