// Review locations and reviews in the shapes of the travel-review provider (spec §3 "Review
// provider location", "Review"). Dates are fixed, never relative to today, so generations match.
import type { ReviewLocationsTable, ReviewsTable } from '../db/schema.ts';
import type { Random } from './random.ts';

export const SUBRATINGS = [
  ['rate_location', 'Location'],
  ['rate_sleep', 'Sleep Quality'],
  ['rate_room', 'Rooms'],
  ['rate_service', 'Service'],
  ['rate_value', 'Value'],
  ['rate_cleanliness', 'Cleanliness'],
] as const;

const TITLES: Record<number, string[]> = {
  5: [
    'Felt like home for six weeks',
    'Perfect for a long work trip',
    'Spotless and quiet',
    'Best extended stay we have found',
    'Great staff, great kitchen',
  ],
  4: [
    'Solid choice for a month-long project',
    'Comfortable and convenient',
    'Good value for longer stays',
    'Nice suite, friendly desk',
  ],
  3: ['Does the job', 'Average stay, fair price', 'OK for a few nights', 'Clean but dated'],
  2: ['Needs some updates', 'Noisy at night', 'Not what we expected'],
  1: ['Disappointing stay', 'Would not return', 'Room was not ready'],
};

const TEXTS: Record<number, string[]> = {
  5: [
    'I stayed here for a two-month assignment and the kitchen made all the difference. The front desk knew my name by the second day and the weekly housekeeping was thorough.',
    'Quiet, clean and close to the highway. The suite had everything we needed to cook real meals, and the laundry room was never crowded.',
    'We relocated for work and lived here while we house-hunted. The staff helped with packages and the bed was very comfortable.',
  ],
  4: [
    'Good suite with a full-size fridge and plenty of counter space. WiFi was reliable for video calls. Parking filled up on weekends.',
    'Comfortable room and a helpful staff. The fitness room is small but had what I needed. Would book again for a long stay.',
    'Nice value for the weekly rate. The room was clean and the location made my commute easy.',
  ],
  3: [
    'The room was clean and the kitchen worked, but the furniture is showing its age. Fine for the price.',
    'Check-in was slow, but the suite was roomy. Housekeeping only comes weekly, which is normal for an extended stay.',
  ],
  2: [
    'The walls are thin and the ice machine on our floor was broken all week. Staff were apologetic.',
    'Our suite smelled musty and the stovetop had one burner out. It was fixed after two days.',
  ],
  1: [
    'Our reservation was not found at check-in and it took an hour to get a room. Not a good start.',
    'The room was not cleaned before we arrived. Management offered a partial refund.',
  ],
};

const RESPONSES = [
  'Thank you for staying with us and for taking the time to share your experience. We look forward to welcoming you back on your next assignment.',
  'We appreciate your feedback. I have shared your comments with our housekeeping and maintenance teams so we can do better.',
  'Thank you for the kind words! Our team works hard to make long stays feel like home.',
];

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

export function reviewsFor(
  locationId: string,
  hotelId: string,
  name: string,
  hotelUri: string,
  rng: Random,
): { location: ReviewLocationsTable; reviews: ReviewsTable[] } {
  const quality = 3.1 + rng.next() * 1.8;
  const numReviews = rng.chance(0.1) ? 0 : rng.int(3, 420);
  const counts: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  const draw = () => clamp(Math.round(quality + (rng.next() - 0.5) * 2.6 + (rng.next() - 0.5)));
  for (let i = 0; i < numReviews; i++) counts[String(draw())]! += 1;
  const sum = Object.entries(counts).reduce((total, [stars, n]) => total + Number(stars) * n, 0);
  const rating = numReviews ? halfRound(sum / numReviews) : 0;
  const subratings = SUBRATINGS.map(([key, label]) => ({
    name: key,
    localized_name: label,
    value: numReviews ? halfRound(clamp(rating + (rng.next() - 0.5))) : 0,
  }));

  const stored = Math.min(numReviews, rng.int(3, 10));
  const reviews: ReviewsTable[] = [];
  // Newest first, walking back from a fixed date.
  let day = Date.UTC(2026, 9, 31) / 86_400_000 - rng.int(0, 20);
  for (let i = 0; i < stored; i++) {
    const stars = draw();
    const published = new Date(day * 86_400_000 + rng.int(8, 22) * 3_600_000)
      .toISOString()
      .replace('.000Z', 'Z');
    reviews.push({
      review_id: `${locationId}-${i + 1}`,
      location_id: locationId,
      title: rng.pick(TITLES[stars] as string[]),
      text: rng.pick(TEXTS[stars] as string[]),
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
      owner_response_author: rng.chance(0.4) ? rng.pick(MANAGERS) : null,
      owner_response_text: null,
    });
    const last = reviews[reviews.length - 1] as ReviewsTable;
    if (last.owner_response_author) last.owner_response_text = rng.pick(RESPONSES);
    day -= rng.int(2, 40);
  }

  return {
    location: {
      location_id: locationId,
      hotel_id: hotelId,
      name,
      num_reviews: numReviews,
      rating,
      web_url: `${hotelUri}#reviews`,
      subratings: JSON.stringify(subratings),
      review_rating_count: JSON.stringify(counts),
    },
    reviews,
  };
}
