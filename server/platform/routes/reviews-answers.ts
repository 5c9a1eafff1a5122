// The JSON of the review provider's answers (services/reviews-provider.ts, routes in reviews.ts),
// for the OpenAPI document and so the site's generated types: the traveler rating of the result
// cards and the hotel page, and the hotel page's reviews. Like the real provider, a location's
// counts and ratings are strings, a review's own rating a number.
import { arrayOf, integer, object, text } from '../http/answer-schemas.ts';

const subratings = arrayOf(
  object({ name: text, localized_name: text, value: text, rating_image_url: text }),
);

/** A location with its rating, review count, sub-ratings and counts per level (reviewLocation). */
export const reviewLocation = object({
  location_id: text,
  name: text,
  num_reviews: text,
  rating: text,
  rating_image_url: text,
  subratings,
  review_rating_count: { type: 'object', additionalProperties: text },
  web_url: text,
});

/** One page of a location's reviews, newest first (locationReviews). */
export const locationReviews = object({
  data: arrayOf(
    object(
      {
        id: text,
        lang: text,
        location_id: text,
        published_date: text,
        rating: integer,
        rating_image_url: text,
        title: text,
        text,
        subratings,
        user: object({ username: text }),
        owner_response: object({ author: text, text, lang: text }),
      },
      ['owner_response'],
    ),
  ),
});
