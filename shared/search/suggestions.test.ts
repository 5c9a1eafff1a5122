import { describe, expect, it } from 'vitest';
import { flattenGroups, groupSuggestions, shouldSuggest, suggestPath } from './suggestions.ts';

const item = (placeType: string, label: string, hotelsAmount?: number) => ({
  label,
  value: `${placeType}-${label}`,
  sectionIcon: placeType,
  ...(hotelsAmount === undefined ? {} : { hotelsAmount }),
  metadata: { placeType, placeName: label },
});

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
    const groups = groupSuggestions({
      placeResults: [
        item('hotel', 'Longstay Suites Dallas'),
        item('address', '1 Main St'),
        item('airport', 'Dallas Love Field (DAL)', 13),
        item('city', 'Dallas, TX', 13),
        item('country', 'United States'),
        item('subdivision', 'Delaware', 1),
        item('point_of_interest', 'Dallas Arboretum', 13),
        item('street', 'Dallas Pkwy'),
        item('city', 'Daly City, CA', 9),
      ],
      nearbyHotels: [],
    });
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
    const [group] = groupSuggestions({
      placeResults: [
        item('city', 'Dallas, TX', 13),
        item('city', 'Dallas, OR', 0),
        item('city', 'Nowhere'),
      ],
    });
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
    const groups = groupSuggestions({
      placeResults: [{ ...item('hotel', 'Hotel 0'), value: 'TX0' }, item('city', 'Dallas, TX')],
      nearbyHotels: nearby,
    });
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
  it('an answer of the wrong shape gives no suggestions', () => {
    expect(groupSuggestions(null)).toEqual([]);
    expect(groupSuggestions({ placeResults: [{ label: 3 }, 'x'] })).toEqual([]);
  });
  it('an address typed with its number leads, ahead of the hotels', () => {
    const answer = {
      placeResults: [item('city', 'Dallas, TX'), item('address', '2667 Highland Ave')],
      nearbyHotels: [{ hotelId: 'TX1', hotelName: 'Hotel 1', hotelUri: '/h/1' }],
    };
    expect(flattenGroups(groupSuggestions(answer, '2667 highland'))[0]!.label).toBe(
      '2667 Highland Ave',
    );
    // Without its number the product's order holds: the address comes last.
    expect(flattenGroups(groupSuggestions(answer, 'highland')).at(-1)!.label).toBe(
      '2667 Highland Ave',
    );
  });
});
