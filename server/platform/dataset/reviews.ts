// Review locations and reviews in the shapes of the travel-review provider ("Review
// provider location", "Review"). Dates are fixed, never relative to today, so generations match.
import type { ReviewLocationsTable, ReviewsTable } from '../db/schema-catalog.ts';
import { hashString, mulberry32, type Random } from './random.ts';
import { REVIEWS_PER_PAGE } from '../services/reviews-web.ts';
import { RESPONSE_PARTS } from './review-responses.ts';
import { bandOf, partsPicker, TEXT_PARTS, titlePicker } from './review-words.ts';

export const SUBRATINGS = [
  ['rate_location', 'Location'],
  ['rate_sleep', 'Sleep Quality'],
  ['rate_room', 'Rooms'],
  ['rate_service', 'Service'],
  ['rate_value', 'Value'],
  ['rate_cleanliness', 'Cleanliness'],
] as const;

const USERS = [
  'RoadWarrior',
  'TravelNurse',
  'ProjectLead',
  'FamilyOnTheMove',
  'PipelineCrew',
  'Consultant',
  'WeekdayTraveler',
  'RelocatingRN',
  'SiteEngineer',
  'Adventurer',
];
const MANAGERS = ['General Manager', 'Front Office Manager', 'Guest Services Manager'];

const halfRound = (value: number) => Math.round(value * 2) / 2;
const clamp = (value: number) => Math.min(5, Math.max(1, value));

/** The most reviews one hotel gets; every one is stored and listed on the provider's page. */
export const MAX_REVIEWS = 60;
/** The provider's web page of a location, through the site's /api. */
export const reviewsWebPath = (locationId: string) =>
  `/api/reviews/location/${locationId}/all-reviews`;

export function reviewsFor(
  locationId: string,
  hotelId: string,
  name: string,
  rng: Random,
): { location: ReviewLocationsTable; reviews: ReviewsTable[] } {
  const quality = 3.1 + rng.next() * 1.8;
  const numReviews = rng.chance(0.1) ? 0 : rng.int(3, MAX_REVIEWS);
  const draw = () => clamp(Math.round(quality + (rng.next() - 0.5) * 2.6 + (rng.next() - 0.5)));
  // The words come from a generator of their own, each title, text and response once per hotel
  // (review-words.ts). The draws `rng` gave the words before are still taken from it, so every
  // hotel keeps the stars, dates, authors and counts it was generated with.
  const words = mulberry32(hashString(`${locationId}:words`));
  const pickTitle = titlePicker(words);
  const pickText = partsPicker(words, TEXT_PARTS);
  const pickResponse = partsPicker(words, RESPONSE_PARTS);
  const skip = (draws: number) => {
    for (let i = 0; i < draws; i++) rng.next();
  };
  const bandsSeen = new Set<string>();

  // Every review the count promises is stored (the provider's page lists them all), newest
  // first, walking back from a fixed date over at most about six years.
  const reviews: ReviewsTable[] = [];
  const counts: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  const longestGap = Math.max(2, Math.floor(2200 / Math.max(1, numReviews)));
  let day = Date.UTC(2026, 9, 31) / 86_400_000 - rng.int(0, 20);
  for (let i = 0; i < numReviews; i++) {
    const stars = draw();
    counts[String(stars)]! += 1;
    const published = new Date(day * 86_400_000 + rng.int(8, 22) * 3_600_000)
      .toISOString()
      .replace('.000Z', 'Z');
    const manager = rng.chance(0.4) ? rng.pick(MANAGERS) : null;
    const band = bandOf(stars);
    // Before: one pick of a title, and a shuffle of the band's 294 texts on its first review.
    skip(bandsSeen.has(band) ? 1 : 1 + 293);
    bandsSeen.add(band);
    const title = pickTitle(band);
    const page = Math.floor(i / REVIEWS_PER_PAGE);
    const text = pickText(band, page);
    reviews.push({
      review_id: `${locationId}-${i + 1}`,
      location_id: locationId,
      title,
      text,
      rating: stars,
      published_date: published,
      author: `${rng.pick(USERS)}${rng.int(10, 9999)}`,
      subratings: JSON.stringify(
        rng.sample(SUBRATINGS, rng.int(2, 4)).map(([key, label]) => ({
          name: key,
          localized_name: label,
          value: clamp(stars + rng.int(-1, 1)),
        })),
      ),
      owner_response_author: manager,
      owner_response_text: manager
        ? pickResponse(band === 'good' ? 'thanks' : 'sorry', page)
        : null,
    });
    // Before: the pick of the response, after the sub-ratings.
    if (manager) skip(1);
    day -= rng.int(1, longestGap);
  }
  const sum = Object.entries(counts).reduce((total, [stars, n]) => total + Number(stars) * n, 0);
  const rating = numReviews ? halfRound(sum / numReviews) : 0;
  const subratings = SUBRATINGS.map(([key, label]) => ({
    name: key,
    localized_name: label,
    value: numReviews ? halfRound(clamp(rating + (rng.next() - 0.5))) : 0,
  }));

  return {
    location: {
      location_id: locationId,
      hotel_id: hotelId,
      name,
      num_reviews: numReviews,
      rating,
      web_url: reviewsWebPath(locationId),
      subratings: JSON.stringify(subratings),
      review_rating_count: JSON.stringify(counts),
    },
    reviews,
  };
}
