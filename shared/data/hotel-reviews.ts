// Traveler reviews of a hotel from the review provider (its
// location/{id} and, in full mode only, location/{id}/reviews). The provider sends
// numbers as strings; the readers accept either and read anything malformed as absent.
import { reviewLocationCall, reviewsCall } from '#shared/contract/calls.ts';
import type { ApiClient } from './api-client.ts';
import { list, text, type Json } from './read.ts';

export interface SubRating {
  name: string;
  ratingImageUrl: string | null;
  value: string | null;
}

/** The five levels, best first, with their review_rating_count key. */
export const RATING_LEVELS = [
  { key: '5', label: 'Excellent' },
  { key: '4', label: 'Very good' },
  { key: '3', label: 'Average' },
  { key: '2', label: 'Poor' },
  { key: '1', label: 'Terrible' },
] as const;

export interface ReviewLocation {
  count: number;
  rating: string | null;
  ratingImageUrl: string | null;
  name: string | null;
  webUrl: string | null;
  subRatings: SubRating[];
  /** Count per level, in RATING_LEVELS order. */
  levels: { label: string; count: number }[];
}

export interface Review {
  id: string;
  title: string;
  ratingImageUrl: string | null;
  rating: string | null;
  publishedDate: string | null;
  subRatings: SubRating[];
  text: string;
  ownerResponse: { author: string | null; text: string } | null;
}

export interface TravelerReviews {
  location: ReviewLocation;
  reviews: Review[];
}

const count = (value: Json, ...path: string[]): number => {
  const n = Number(text(value, ...path) ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

function readSubRatings(value: Json): SubRating[] {
  return list(value, 'subratings').flatMap((item) => {
    const name = text(item, 'localized_name');
    return name
      ? [{ name, ratingImageUrl: text(item, 'rating_image_url'), value: text(item, 'value') }]
      : [];
  });
}

export function readReviewLocation(body: Json): ReviewLocation {
  return {
    count: count(body, 'num_reviews'),
    rating: text(body, 'rating'),
    ratingImageUrl: text(body, 'rating_image_url'),
    name: text(body, 'name'),
    webUrl: text(body, 'web_url'),
    subRatings: readSubRatings(body),
    levels: RATING_LEVELS.map(({ key, label }) => ({
      label,
      count: count(body, 'review_rating_count', key),
    })),
  };
}

export function readReviews(body: Json): Review[] {
  return list(body, 'data').flatMap((item, index) => {
    const title = text(item, 'title');
    const body = text(item, 'text');
    if (!title && !body) return [];
    const responseText = text(item, 'owner_response', 'text');
    return [
      {
        id: text(item, 'id') ?? String(index),
        title: title ?? '',
        ratingImageUrl: text(item, 'rating_image_url'),
        rating: text(item, 'rating'),
        publishedDate: text(item, 'published_date'),
        subRatings: readSubRatings(item),
        text: body ?? '',
        ownerResponse: responseText
          ? { author: text(item, 'owner_response', 'author'), text: responseText }
          : null,
      },
    ];
  });
}

/** The most reviews "See all N reviews" lists on the hotel page, and how many one call asks for. */
const ALL_REVIEWS_LIMIT = 200;
const REVIEWS_PER_CALL = 50;

/**
 * Full mode: the location and its recent reviews (the reviews call only when there are any). With
 * `all` (the hotel page's "See all N reviews"), every review up to ALL_REVIEWS_LIMIT, newest first,
 * so the guest reads them on our own page rather than on the provider's.
 */
export async function loadTravelerReviews(
  api: ApiClient,
  locationId: string,
  signal: AbortSignal,
  all = false,
): Promise<TravelerReviews> {
  const location = readReviewLocation(
    await api.get<Json>(reviewLocationCall(locationId), { signal }),
  );
  if (location.count === 0) return { location, reviews: [] };
  if (!all) {
    const reviews = readReviews(await api.get<Json>(reviewsCall(locationId), { signal }));
    return { location, reviews };
  }
  const reviews: Review[] = [];
  const wanted = Math.min(location.count, ALL_REVIEWS_LIMIT);
  while (reviews.length < wanted) {
    const page = readReviews(
      await api.get<Json>(
        reviewsCall(locationId, { limit: REVIEWS_PER_CALL, offset: reviews.length }),
        { signal },
      ),
    );
    reviews.push(...page);
    if (page.length < REVIEWS_PER_CALL) break;
  }
  return { location, reviews };
}
