// The embedded travel-review provider: the TripAdvisor Content API's location/{id} and
// location/{id}/reviews shapes ("Review"). Like the real API,
// counts and ratings are strings; subratings are lists. Rating images are served by
// the media host (routes/media.ts), addressed site-relative so they work through the site's /media proxy.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

interface Subrating {
  name: string;
  localized_name: string;
  value: number;
}

export const ratingImageUrl = (rating: number) =>
  `/media/images/ratings/${(Math.round(rating * 2) / 2).toFixed(1)}.svg`;

const subratingsOut = (json: string) =>
  (JSON.parse(json) as Subrating[]).map((s) => ({
    name: s.name,
    localized_name: s.localized_name,
    value: s.value.toFixed(1),
    rating_image_url: ratingImageUrl(s.value),
  }));

export async function reviewLocation(db: Kysely<Database>, locationId: string, siteUrl: string) {
  const row = await db
    .selectFrom('review_locations')
    .selectAll()
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  if (!row) return undefined;
  const counts = JSON.parse(row.review_rating_count) as Record<string, number>;
  return {
    location_id: row.location_id,
    name: row.name,
    num_reviews: String(row.num_reviews),
    rating: Number(row.rating).toFixed(1),
    rating_image_url: ratingImageUrl(Number(row.rating)),
    subratings: subratingsOut(row.subratings),
    review_rating_count: Object.fromEntries(
      Object.entries(counts).map(([stars, n]) => [stars, String(n)]),
    ),
    web_url: new URL(row.web_url, siteUrl).toString(),
  };
}

/** A location's reviews, newest first, one page of them: the API's and the web page's order. */
export function reviewRows(
  db: Kysely<Database>,
  locationId: string,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('location_id', '=', locationId)
    .orderBy('published_date', 'desc')
    .orderBy('review_id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function locationReviews(
  db: Kysely<Database>,
  locationId: string,
  page: { limit: number; offset: number },
) {
  const exists = await db
    .selectFrom('review_locations')
    .select('location_id')
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  if (!exists) return undefined;
  const rows = await reviewRows(db, locationId, page);
  return {
    data: rows.map((r) => ({
      id: r.review_id,
      lang: 'en',
      location_id: r.location_id,
      published_date: r.published_date,
      rating: r.rating,
      rating_image_url: ratingImageUrl(r.rating),
      title: r.title,
      text: r.text,
      subratings: subratingsOut(r.subratings),
      user: { username: r.author },
      ...(r.owner_response_text
        ? {
            owner_response: {
              author: r.owner_response_author ?? 'Management',
              text: r.owner_response_text,
              lang: 'en',
            },
          }
        : {}),
    })),
  };
}
