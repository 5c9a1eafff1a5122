// The words of the generated reviews: titles, texts and owner responses, each handed out once per
// hotel (guest walk: one hotel had "Comfortable and convenient" twice in a row, two reviews
// opening "We lived here for five weeks while our house closed." and one manager answer three
// times). A text is made of parts, and a part is kept out of the reviews read beside it: the
// hotel page lists 5, the provider's page 10 (reviews-web.ts). The good band holds 4 and 5 stars,
// so no part of it names a number of stars (a 4-bubble review read "Five stars from our whole
// family"); the fair band is 3 stars only.
import type { Random } from './random.ts';

export type Band = 'good' | 'fair' | 'poor';
export const bandOf = (stars: number): Band =>
  stars >= 4 ? 'good' : stars === 3 ? 'fair' : 'poor';

const lower = (phrase: string) => phrase.charAt(0).toLowerCase() + phrase.slice(1);
const pairs = (phrases: readonly string[], join: (a: string, b: string) => string) =>
  phrases.flatMap((a, i) => phrases.slice(i + 1).map((b) => join(a, b)));

const GOOD_PRAISE = [
  'Spotless suite',
  'Friendly front desk',
  'Quiet nights',
  'A real kitchen',
  'Easy parking',
  'Reliable WiFi',
  'Helpful staff',
  'Fair monthly rate',
  'Roomy studio',
  'Handy guest laundry',
  'Great location',
  'Comfortable bed',
];
const FAIR_PLUS = [
  'Clean room',
  'Roomy suite',
  'Handy kitchen',
  'Good location',
  'Fair price',
  'Friendly staff',
];
const FAIR_MINUS = [
  'dated furniture',
  'slow check-in',
  'thin walls',
  'spotty WiFi',
  'road noise',
  'small gym',
];
const POOR_COMPLAINTS = [
  'Thin walls',
  'Broken ice machine',
  'Musty suite',
  'Lost reservation',
  'Noisy air conditioner',
  'No hot water',
  'Skipped housekeeping',
  'Room not cleaned',
];

/** Every title of a band: 85 good, 40 fair, 41 poor; a hotel has at most 60 reviews. */
export const TITLES: Record<Band, string[]> = {
  good: [
    'Felt like home for six weeks',
    'Perfect for a long work trip',
    'Best extended stay we have found',
    'Solid choice for a month-long project',
    'Comfortable and convenient',
    'Good value for longer stays',
    'Nice suite, friendly desk',
    ...GOOD_PRAISE,
    ...pairs(GOOD_PRAISE, (a, b) => `${a} and ${lower(b)}`),
  ],
  fair: [
    'Does the job',
    'Average stay, fair price',
    'OK for a few nights',
    'Clean but dated',
    ...FAIR_PLUS.flatMap((plus) => FAIR_MINUS.map((minus) => `${plus}, ${minus}`)),
  ],
  poor: [
    'Needs some updates',
    'Not what we expected',
    'Disappointing stay',
    'Would not return',
    'Room was not ready',
    ...POOR_COMPLAINTS,
    ...pairs(POOR_COMPLAINTS, (a, b) => `${a} and ${lower(b)}`),
  ],
};

/** The three parts of a text (opening, detail, closing). */
export type Parts = [openings: string[], details: string[], closings: string[]];

export const TEXT_PARTS: Record<Band, Parts> = {
  good: [
    [
      'I stayed here for a two-month work assignment.',
      'We lived here for five weeks while our house closed.',
      'Booked three weeks for a hospital rotation nearby.',
      'This was my base for a month-long project in the area.',
      'Came for a training course and stayed longer than planned.',
      'Our family spent a month here during a relocation.',
      'I travel for work most of the year and know extended stays well.',
      'I spent six weeks here while commissioning a plant nearby.',
      'We stayed nine weeks between selling one house and buying the next.',
      'My crew and I had suites here for most of a pipeline job.',
    ],
    [
      'The kitchen had a full-size fridge and enough pans to cook real meals.',
      'The front desk knew my name by the second day.',
      'The WiFi held up for video calls every evening.',
      'Weekly housekeeping was thorough, and fresh towels came whenever I asked.',
      'The guest laundry was clean and never crowded.',
      'The bed was comfortable and the suite stayed quiet at night.',
      'Parking was easy and the highway is two minutes away.',
      'A grocery store is across the street, which made cooking simple.',
      'Maintenance fixed a dripping faucet the same afternoon I asked.',
      'The desk in the suite was big enough for two monitors.',
    ],
    [
      'Would book again.',
      'Recommended for anyone on a long stay.',
      'Great value at the monthly rate.',
      'Thanks to the team for a smooth stay.',
      'It felt like home by the end.',
      'I have already booked my next trip.',
      'Our whole family would come back.',
      'I will be back for the next project.',
      'Hard to beat for the price.',
      'Ask for a room on the top floor.',
    ],
  ],
  fair: [
    [
      'We stayed ten nights for a family visit.',
      'I was here for three weeks on a contract job.',
      'Stayed two weeks between apartments.',
      'A month here for work, mostly fine.',
      'We needed somewhere for a week while our floors were redone.',
      'I stayed about three weeks during a site audit.',
      'Used this hotel for a two-week course nearby.',
      'I spent a month here while my apartment was being painted.',
      'We stayed twelve nights for a wedding in town.',
      'Three weeks here for a warehouse fit-out.',
    ],
    [
      'The suite was roomy, but the furniture is showing its age.',
      'Check-in was slow, though the room was clean.',
      'The kitchen worked, but one burner ran hot.',
      'Housekeeping comes weekly, which took some getting used to.',
      'The WiFi dropped now and then in the evenings.',
      'Our room faced the road and traffic noise carried at night.',
      'The fitness room is small and the treadmill was out for a few days.',
      'The bed was firm, and the pillows were thin.',
      'The guest laundry had only two working dryers.',
      'The shower took a while to run hot.',
    ],
    [
      'Fine for the price.',
      'It does the job.',
      'Might stay again if the rate is right.',
      'Average overall.',
      'OK, nothing special.',
      'Fair value for a longer stay.',
      'Good enough for a work trip.',
      'Three stars feels about right.',
      'Decent, with room to improve.',
      'Neither great nor bad.',
    ],
  ],
  poor: [
    [
      'We booked two weeks and left after four nights.',
      'I stayed a week for work and was disappointed.',
      'Our family stayed ten nights during a move.',
      'I had a month booked for a project here.',
      'We stayed one week while visiting relatives.',
      'Booked three weeks on the strength of the reviews.',
      'I stayed here for a short assignment.',
      'We came for a month of medical appointments nearby.',
      'I checked in for six weeks of training.',
      'We booked ten days while our kitchen was remodelled.',
    ],
    [
      'The walls are thin and the ice machine on our floor was broken all week.',
      'Our suite smelled musty and the stovetop had one burner out.',
      'Our reservation was not found at check-in and it took an hour to get a room.',
      'The room had not been cleaned before we arrived.',
      'The air conditioner rattled all night and took days to be fixed.',
      'The hot water ran out every morning.',
      'Housekeeping skipped our suite two weeks in a row.',
      'The smoke alarm chirped for three nights before anyone came.',
      'The WiFi did not work in our building for most of the stay.',
      'Our car was blocked in the lot twice by delivery trucks.',
    ],
    [
      'Staff were apologetic, but it was not enough.',
      'Management offered a partial refund.',
      'I would not return.',
      'Not a good start to a long stay.',
      'Expected more for the weekly rate.',
      'I hope they fix these things.',
      'We will look elsewhere next time.',
      'Not worth the money.',
      'Very disappointing overall.',
      'Read the recent reviews before you book.',
    ],
  ],
};

/**
 * Hands out the texts of one kind (review texts or owner responses) for one hotel, each once, and
 * no part twice on one page of reviews (`page`: the review's index over REVIEWS_PER_PAGE,
 * reviews-web.ts; the hotel page's 5 are the first page's first half). Every part list has 10
 * entries, as many as a page has reviews: the k-th text of a kind on page p takes opening k,
 * detail k + p and closing k + 3p of the hotel's own order of each list, so the k differ on a
 * page and the detail tells two pages apart (a hotel has at most 6 pages).
 */
export function partsPicker<K extends string>(
  words: Random,
  parts: Record<K, Parts>,
): (kind: K, page: number) => string {
  const orders = new Map<K, Parts>();
  const counts = new Map<string, number>();
  return (kind, page) => {
    let order = orders.get(kind);
    if (!order) {
      order = parts[kind].map((list) => words.sample(list, list.length)) as Parts;
      orders.set(kind, order);
    }
    const key = `${kind}:${page}`;
    const k = counts.get(key) ?? 0;
    counts.set(key, k + 1);
    const [openings, details, closings] = order;
    const at = (list: string[], index: number) => list[index % list.length] as string;
    return `${at(openings, k)} ${at(details, k + page)} ${at(closings, k + 3 * page)}`;
  };
}

/** Hands out each title of a band once per hotel, in a random order. */
export function titlePicker(words: Random): (band: Band) => string {
  const decks = new Map<Band, string[]>();
  return (band) => {
    let deck = decks.get(band);
    if (!deck) {
      deck = words.sample(TITLES[band], TITLES[band].length);
      decks.set(band, deck);
    }
    const title = deck.pop();
    if (!title) throw new Error(`more ${band} reviews than titles`);
    return title;
  };
}
