// Traveler reviews of a hotel from the review provider (its
// location/{id} and, in full mode only, location/{id}/reviews), typed by the platform's
// schemas (routes/reviews-answers.ts). The provider sends a location's counts as text; a count
// that is not a positive number reads as none.
import { reviewLocationCall, reviewsCall } from '#shared/contract/calls.ts';
import type { ApiClient } from './api-client.ts';
import type { AnswerOf } from '#shared/contract/platform-api.ts';

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

/** What a compact rating shows (a result card): the rest of a location stays on the server. */
export type CompactReviewLocation = Pick<ReviewLocation, 'count' | 'rating' | 'ratingImageUrl'>;

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

type LocationAnswer = AnswerOf<'/reviews/api/v1/location/{locationId}', 'get'>;
type ReviewsAnswer = AnswerOf<'/reviews/api/v1/location/{locationId}/reviews', 'get'>;

/** A count the provider sends as text; anything but a positive number reads as none. */
const count = (value: string | undefined): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

const readSubRatings = (subratings: LocationAnswer['subratings']): SubRating[] =>
  subratings.map((item) => ({
    name: item.localized_name,
    ratingImageUrl: item.rating_image_url,
    value: item.value,
  }));

export function readReviewLocation(body: LocationAnswer): ReviewLocation {
  return {
    count: count(body.num_reviews),
    rating: body.rating,
    ratingImageUrl: body.rating_image_url,
    name: body.name,
    webUrl: body.web_url,
    subRatings: readSubRatings(body.subratings),
    levels: RATING_LEVELS.map(({ key, label }) => ({
      label,
      count: count(body.review_rating_count[key]),
    })),
  };
}

/** The reviews of one answer; one with neither title nor text says nothing and is left out. */
export function readReviews(body: ReviewsAnswer): Review[] {
  return body.data
    .filter((item) => item.title || item.text)
    .map((item) => ({
      id: item.id,
      title: item.title,
      ratingImageUrl: item.rating_image_url,
      rating: String(item.rating),
      publishedDate: item.published_date,
      subRatings: readSubRatings(item.subratings),
      text: item.text,
      ownerResponse: item.owner_response?.text
        ? { author: item.owner_response.author, text: item.owner_response.text }
        : null,
    }));
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
  const location = readReviewLocation(await api.get(reviewLocationCall(locationId), { signal }));
  if (location.count === 0) return { location, reviews: [] };
  if (!all) {
    const reviews = readReviews(await api.get(reviewsCall(locationId), { signal }));
    return { location, reviews };
  }
  const reviews: Review[] = [];
  const wanted = Math.min(location.count, ALL_REVIEWS_LIMIT);
  while (reviews.length < wanted) {
    const page = readReviews(
      await api.get(reviewsCall(locationId, { limit: REVIEWS_PER_CALL, offset: reviews.length }), {
        signal,
      }),
    );
    reviews.push(...page);
    if (page.length < REVIEWS_PER_CALL) break;
  }
  return { location, reviews };
}
