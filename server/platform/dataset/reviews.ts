// Review locations and reviews in the shapes of the travel-review provider (spec §3 "Review
// provider location", "Review"). Dates are fixed, never relative to today, so generations match.
import type { ReviewLocationsTable, ReviewsTable } from '../db/schema-catalog.ts';
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

// Issue 12 "No review text repeats within a hotel": a review's text is an opening, a detail and a
// closing of its band (4–5 stars, 3 stars, 1–2 stars), each combination used once per hotel.
// 7 × 7 × 6 = 294 texts a band, far more than any hotel's reviews (MAX_REVIEWS).
type Band = 'good' | 'fair' | 'poor';
const bandOf = (stars: number): Band => (stars >= 4 ? 'good' : stars === 3 ? 'fair' : 'poor');

const PARTS: Record<Band, { openings: string[]; details: string[]; closings: string[] }> = {
  good: {
    openings: [
      'I stayed here for a two-month work assignment.',
      'We lived here for five weeks while our house closed.',
      'Booked three weeks for a hospital rotation nearby.',
      'This was my base for a month-long project in the area.',
      'Came for a training course and stayed longer than planned.',
      'Our family spent a month here during a relocation.',
      'I travel for work most of the year and know extended stays well.',
    ],
    details: [
      'The kitchen had a full-size fridge and enough pans to cook real meals.',
      'The front desk knew my name by the second day.',
      'The WiFi held up for video calls every evening.',
      'Weekly housekeeping was thorough, and fresh towels came whenever I asked.',
      'The guest laundry was clean and never crowded.',
      'The bed was comfortable and the suite stayed quiet at night.',
      'Parking was easy and the highway is two minutes away.',
    ],
    closings: [
      'Would book again.',
      'Recommended for anyone on a long stay.',
      'Great value at the monthly rate.',
      'Thanks to the team for a smooth stay.',
      'It felt like home by the end.',
      'I have already booked my next trip.',
    ],
  },
  fair: {
    openings: [
      'We stayed ten nights for a family visit.',
      'I was here for three weeks on a contract job.',
      'Stayed two weeks between apartments.',
      'A month here for work, mostly fine.',
      'We needed somewhere for a week while our floors were redone.',
      'I stayed about three weeks during a site audit.',
      'Used this hotel for a two-week course nearby.',
    ],
    details: [
      'The suite was roomy, but the furniture is showing its age.',
      'Check-in was slow, though the room was clean.',
      'The kitchen worked, but one burner ran hot.',
      'Housekeeping comes weekly, which took some getting used to.',
      'The WiFi dropped now and then in the evenings.',
      'Our room faced the road and traffic noise carried at night.',
      'The fitness room is small and the treadmill was out for a few days.',
    ],
    closings: [
      'Fine for the price.',
      'It does the job.',
      'Might stay again if the rate is right.',
      'Average overall.',
      'OK, nothing special.',
      'Fair value for a longer stay.',
    ],
  },
  poor: {
    openings: [
      'We booked two weeks and left after four nights.',
      'I stayed a week for work and was disappointed.',
      'Our family stayed ten nights during a move.',
      'I had a month booked for a project here.',
      'We stayed one week while visiting relatives.',
      'Booked three weeks on the strength of the reviews.',
      'I stayed here for a short assignment.',
    ],
    details: [
      'The walls are thin and the ice machine on our floor was broken all week.',
      'Our suite smelled musty and the stovetop had one burner out.',
      'Our reservation was not found at check-in and it took an hour to get a room.',
      'The room had not been cleaned before we arrived.',
      'The air conditioner rattled all night and took days to be fixed.',
      'The hot water ran out every morning.',
      'Housekeeping skipped our suite two weeks in a row.',
    ],
    closings: [
      'Staff were apologetic, but it was not enough.',
      'Management offered a partial refund.',
      'I would not return.',
      'Not a good start to a long stay.',
      'Expected more for the weekly rate.',
      'I hope they fix these things.',
    ],
  },
};

/** Hands out each combination of a band once (in a random order), so no text repeats in a hotel. */
function textPicker(rng: Random): (stars: number) => string {
  const decks = new Map<Band, string[]>();
  return (stars) => {
    const band = bandOf(stars);
    let deck = decks.get(band);
    if (!deck) {
      const { openings, details, closings } = PARTS[band];
      const all = openings.flatMap((o) =>
        details.flatMap((d) => closings.map((c) => `${o} ${d} ${c}`)),
      );
      deck = rng.sample(all, all.length);
      decks.set(band, deck);
    }
    const text = deck.pop();
    if (!text) throw new Error(`more ${band} reviews than review texts`);
    return text;
  };
}

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

/** The most reviews one hotel gets; every one is stored and listed on the provider's page. */
export const MAX_REVIEWS = 60;
/** The provider's web page of a location (issue 12 "See all N reviews"), through the site's /api. */
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
  const pickText = textPicker(rng);

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
    reviews.push({
      review_id: `${locationId}-${i + 1}`,
      location_id: locationId,
      title: rng.pick(TITLES[stars] as string[]),
      text: pickText(stars),
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
      owner_response_text: manager ? rng.pick(RESPONSES) : null,
    });
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
