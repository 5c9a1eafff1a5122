import { describe, expect, it } from 'vitest';
import {
  flattenGroups,
  groupSuggestions,
  shouldSuggest,
  suggestPath,
  type SuggestAnswer,
} from './suggestions.ts';

type Item = SuggestAnswer['placeResults'][number];

const item = (placeType: string, label: string, hotelsAmount?: number): Item => ({
  label,
  value: `${placeType}-${label}`,
  sectionIcon: placeType,
  ...(hotelsAmount === undefined ? {} : { hotelsAmount }),
  metadata: {
    placeType,
    placeName: label,
    placeId: `${placeType}-${label}`,
    qualifiedName: label,
    address: { cityName: null, subdivisionCode: null, postalCode: null },
    location: { latitude: 32.78, longitude: -96.8 },
    searchableNames: [label],
    nearbyHotelIds: [],
  },
});

/** The suggest answer with these places and nearby hotels. */
const answerOf = (
  placeResults: Item[],
  nearbyHotels: SuggestAnswer['nearbyHotels'] = [],
): SuggestAnswer => ({ placeResults, nearbyHotels, session: null });

describe('suggestions', () => {
  it('asks only from 3 characters, with the platform query', () => {
    expect(shouldSuggest('da')).toBe(false);
    expect(shouldSuggest('  da ')).toBe(false);
    expect(shouldSuggest('dal')).toBe(true);
    expect(suggestPath('st louis', 'abc')).toBe(
      '/v1/place/suggest/st%20louis?country=us&language=en&radius=50&session=abc',
    );
  });
  it('groups by placeType in the product order, stable within a group', () => {
    const groups = groupSuggestions(
      answerOf([
        item('hotel', 'Longstay Suites Dallas'),
        item('address', '1 Main St'),
        item('airport', 'Dallas Love Field (DAL)', 13),
        item('city', 'Dallas, TX', 13),
        item('country', 'United States'),
        item('subdivision', 'Delaware', 1),
        item('point_of_interest', 'Dallas Arboretum', 13),
        item('street', 'Dallas Pkwy'),
        item('city', 'Daly City, CA', 9),
      ]),
    );
    expect(groups.map((group) => group.placeType)).toEqual([
      'city',
      'point_of_interest',
      'airport',
      'street',
      'subdivision',
      'country',
      'hotel',
      'address',
    ]);
    expect(groups[0]!.items.map((s) => s.label)).toEqual(['Dallas, TX', 'Daly City, CA']);
  });
  it('puts hotelsAmount in parentheses when present', () => {
    const [group] = groupSuggestions(
      answerOf([
        item('city', 'Dallas, TX', 13),
        item('city', 'Dallas, OR', 0),
        item('city', 'Nowhere'),
      ]),
    );
    expect(group!.items.map((s) => s.display)).toEqual([
      'Dallas, TX (13)',
      'Dallas, OR (0)',
      'Nowhere',
    ]);
  });
  it('adds nearby hotels as hotel items, without duplicates, at most 5', () => {
    const nearby = Array.from({ length: 7 }, (_, i) => ({
      hotelId: `TX${i}`,
      hotelName: `Hotel ${i}`,
      hotelUri: `/h/${i}`,
    }));
    const groups = groupSuggestions(
      answerOf([{ ...item('hotel', 'Hotel 0'), value: 'TX0' }, item('city', 'Dallas, TX')], nearby),
    );
    const hotels = groups.find((group) => group.placeType === 'hotel')!;
    expect(hotels.items.map((s) => s.label)).toEqual([
      'Hotel 0',
      'Hotel 1',
      'Hotel 2',
      'Hotel 3',
      'Hotel 4',
    ]);
    expect(flattenGroups(groups)[0]!.label).toBe('Dallas, TX');
  });
  it('an item without a label is left out', () => {
    expect(groupSuggestions(answerOf([item('city', '')]))).toEqual([]);
  });
  it('an address typed with its number leads, ahead of the hotels', () => {
    const answer = answerOf(
      [item('city', 'Dallas, TX'), item('address', '2667 Highland Ave')],
      [{ hotelId: 'TX1', hotelName: 'Hotel 1', hotelUri: '/h/1' }],
    );
    expect(flattenGroups(groupSuggestions(answer, '2667 highland'))[0]!.label).toBe(
      '2667 Highland Ave',
    );
    // Without its number the product's order holds: the address comes last.
    expect(flattenGroups(groupSuggestions(answer, 'highland')).at(-1)!.label).toBe(
      '2667 Highland Ave',
    );
  });
});
