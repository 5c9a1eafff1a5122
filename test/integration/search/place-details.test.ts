// Place details: a chosen suggestion that came without coordinates, as
// a place provider's prediction does, gets them from GET /v1/place/details/{placeId}?session= of
// the same search session before the search uses it; the real platform answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPlatform } from '#platform/start.ts';
import type { ApiCall } from '#shared/contract/platform-api.ts';
import { suggestedPlace, withPlaceDetails, type SearchPlace } from '#shared/search/place.ts';
import type { SuggestAnswer } from '#shared/search/suggestions.ts';
import { searchTarget } from '#shared/search/navigation.ts';
import { startTestPlatform } from '#test/support/platform.ts';

let platform: RunningPlatform;
const asked: string[] = [];
// The platform's answer as the site's API client would give it (its type is the call's).
const get = async <Answer>(path: ApiCall<'get', Answer> | string): Promise<Answer> => {
  asked.push(path);
  const response = await fetch(`${platform.url}${path}`);
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as Answer;
};

beforeAll(async () => {
  platform = await startTestPlatform('sqlite');
});
afterAll(async () => {
  await platform?.close();
});

async function suggested(text: string, placeType: string): Promise<SearchPlace> {
  const answer = await get<SuggestAnswer>(`/v1/place/suggest/${text}?country=us&session=s-1`);
  const places = answer.placeResults.map(suggestedPlace);
  return places.find((place) => place.placeType === placeType)!;
}

describe('place details for a suggestion without coordinates', () => {
  it('fetches them with the search session and keeps the suggestion as chosen', async () => {
    const full = await suggested('love field', 'airport');
    expect(full.location).not.toBeNull();
    // A prediction: a name and an id, no coordinates, no address.
    const prediction: SearchPlace = {
      ...full,
      location: null,
      address: { cityName: null, subdivisionCode: null, postalCode: null },
      airportSearchableName: null,
    };
    asked.length = 0;
    const resolved = await withPlaceDetails(prediction, 'session-42', get);
    expect(asked).toEqual([
      `/v1/place/details/${encodeURIComponent(full.placeId)}?session=session-42`,
    ]);
    expect(resolved.location).toEqual(full.location);
    expect(resolved.address).toEqual(full.address);
    expect(resolved.label).toBe(prediction.label);
    expect(searchTarget(resolved)).toEqual(searchTarget(full));
    // Without the details the prediction leads nowhere (no navigation).
    expect(searchTarget(prediction)).toBeNull();
  });

  it('makes no call when the suggestion has coordinates, and keeps it when the call fails', async () => {
    const full = await suggested('dal', 'city');
    asked.length = 0;
    expect(await withPlaceDetails(full, 's', get)).toBe(full);
    expect(asked).toEqual([]);
    const unknown: SearchPlace = { ...full, placeId: 'no-such-place', location: null };
    expect(await withPlaceDetails(unknown, 's', get)).toEqual(unknown);
    expect(asked).toHaveLength(1);
  });
});
