// A hotel's generated reviews read as written by different guests (guest walk: a title twice in a
// row, two texts sharing their first sentence, one manager answer three times): no title, text or
// owner response repeats within a hotel, and no sentence repeats among the reviews read together
// (5 on the hotel page, 10 a page on the provider's page), newest first.
import { describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog.ts';
import { RESPONSE_PARTS } from './review-responses.ts';
import { TEXT_PARTS } from './review-words.ts';
import type { ReviewsTable } from '../db/schema-catalog.ts';

const catalog = generateCatalog();
const byLocation = new Map<string, ReviewsTable[]>();
for (const review of catalog.reviews)
  byLocation.set(review.location_id, [...(byLocation.get(review.location_id) ?? []), review]);
const newestFirst = (reviews: ReviewsTable[]) =>
  [...reviews].sort((a, b) => b.published_date.localeCompare(a.published_date));
const sentences = (text: string | null) => (text ? text.split(/(?<=[.!?])\s+/) : []);
const repeats = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('generated reviews of one hotel', () => {
  it('repeat no title, text or owner response', () => {
    expect(byLocation.size).toBeGreaterThan(100);
    for (const [location, reviews] of byLocation) {
      const responses = reviews.flatMap((r) =>
        r.owner_response_text ? [r.owner_response_text] : [],
      );
      expect(repeats(reviews.map((r) => r.title)), location).toEqual([]);
      expect(repeats(reviews.map((r) => r.text)), location).toEqual([]);
      expect(repeats(responses), location).toEqual([]);
    }
  });

  it('share no sentence among the reviews shown together', () => {
    for (const [location, reviews] of byLocation) {
      const listed = newestFirst(reviews);
      for (const size of [5, 10]) {
        for (let start = 0; start < listed.length; start += size) {
          const page = listed.slice(start, start + size);
          const said = page.flatMap((r) => [
            ...sentences(r.text),
            ...sentences(r.owner_response_text),
          ]);
          expect(repeats(said), `${location}, reviews ${start + 1}-${start + size}`).toEqual([]);
        }
      }
    }
  });

  it("never name a number of stars other than the review's rating", () => {
    const numbers = ['one', 'two', 'three', 'four', 'five'];
    for (const review of catalog.reviews) {
      const words = `${review.title} ${review.text ?? ''}`.toLowerCase();
      for (const [index, number] of numbers.entries())
        if (index + 1 !== review.rating)
          expect(words, review.review_id).not.toMatch(new RegExp(`\\b${number} (star|bubble)`));
    }
  });

  it('answer a good review with thanks and a poor one with an apology', () => {
    const poor = catalog.reviews.filter((r) => r.rating <= 2 && r.owner_response_text);
    expect(poor.length).toBeGreaterThan(0);
    for (const review of poor) expect(review.owner_response_text).not.toContain('kind words');
  });
});

describe('review words', () => {
  it('have 10 parts in every list, as many as a page has reviews', () => {
    for (const parts of [...Object.values(TEXT_PARTS), ...Object.values(RESPONSE_PARTS)])
      for (const list of parts) {
        expect(list).toHaveLength(10);
        expect(new Set(list).size).toBe(10);
      }
  });
});
