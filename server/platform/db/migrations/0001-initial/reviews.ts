// Migration 0001, reviews (frozen): one review location per hotel and its guest reviews.
import type { Kysely } from 'kysely';
import { text, int, real } from './column-types.ts';

/** The tables below, in the order they are created. */
export const reviewTables = ['review_locations', 'reviews'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createReviewTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('review_locations')
    .addColumn('location_id', text, (c) => c.primaryKey())
    .addColumn('hotel_id', text, (c) =>
      c.notNull().references('hotels.hotel_id').onDelete('cascade'),
    )
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('num_reviews', int, (c) => c.notNull())
    .addColumn('rating', real, (c) => c.notNull())
    .addColumn('web_url', text, (c) => c.notNull())
    .addColumn('subratings', text, (c) => c.notNull())
    .addColumn('review_rating_count', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('review_id', text, (c) => c.primaryKey())
    .addColumn('location_id', text, (c) =>
      c.notNull().references('review_locations.location_id').onDelete('cascade'),
    )
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('text', text, (c) => c.notNull())
    .addColumn('rating', int, (c) => c.notNull())
    .addColumn('published_date', text, (c) => c.notNull())
    .addColumn('author', text, (c) => c.notNull())
    .addColumn('subratings', text, (c) => c.notNull())
    .addColumn('owner_response_author', text)
    .addColumn('owner_response_text', text)
    .execute();
  await db.schema
    .createIndex('reviews_location')
    .on('reviews')
    .columns(['location_id', 'published_date'])
    .execute();
}
