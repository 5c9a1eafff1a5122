// A guest types a place whole and presses Find a Hotel without picking a suggestion: the search
// goes to the suggestion named as typed, a state before a town of the state's name ("california"
// listed California, MD first, "florida" Florida Ridge, FL, "texas" Texas City, TX). The real
// platform's suggest answers, grouped and ordered as the dropdown shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPlatform } from '#platform/start.ts';
import { suggestedPlace } from '#shared/search/place.ts';
import {
  flattenGroups,
  groupSuggestions,
  preferredIndex,
  suggestPath,
} from '#shared/search/suggestions.ts';
import { startTestPlatform } from '#test/support/platform.ts';

let platform: RunningPlatform;

beforeAll(async () => {
  platform = await startTestPlatform('sqlite');
});
afterAll(async () => {
  await platform?.close();
});

async function meant(typed: string) {
  const response = await fetch(`${platform.url}${suggestPath(typed, 's-typed')}`);
  expect(response.status).toBe(200);
  const options = flattenGroups(groupSuggestions(await response.json()));
  return suggestedPlace(options[preferredIndex(options, typed)]!.item);
}

describe('a place typed whole, no suggestion picked', () => {
  it.each([
    ['california', 'California'],
    ['florida', 'Florida'],
    ['texas', 'Texas'],
    ['  Texas ', 'Texas'],
  ])('"%s" searches the state %s', async (typed, state) => {
    const place = await meant(typed);
    expect(place.placeType).toBe('subdivision');
    expect(place.placeName).toBe(state);
  });

  it('a city typed whole is still the city, and a partial text the first suggestion', async () => {
    expect(await meant('dallas')).toMatchObject({ placeType: 'city', placeName: 'Dallas' });
    const partial = await fetch(`${platform.url}${suggestPath('texa', 's-typed')}`);
    const options = flattenGroups(groupSuggestions(await partial.json()));
    expect(preferredIndex(options, 'texa')).toBe(0);
  });
});
