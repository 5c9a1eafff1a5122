// Which place a result address names: the path's segments are
// looked up with the suggest call and matched by state, name, postal code or airport.
import { hyphenate, stateName } from '../search/destination-url.ts';
import { PageNotFound } from './page-not-found.ts';
import { suggestedPlace, type SearchPlace } from '../search/place.ts';
import { MIN_SUGGEST_CHARS, suggestPath } from '../search/suggestions.ts';
import type { ApiClient } from './api-client.ts';

const STATE_CODES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

/** The state code of a {state-kebab} path segment ("new-york" → NY), or null. */
export function stateCodeOfSegment(segment: string | undefined): string | null {
  const wanted = hyphenate(segment ?? '');
  return STATE_CODES.find((code) => hyphenate(stateName(code) ?? '') === wanted) ?? null;
}

export const wordsOf = (segment: string): string => segment.replace(/-/g, ' ').trim();

const SESSION = 'result-page';

async function suggest(api: ApiClient, text: string, signal: AbortSignal): Promise<SearchPlace[]> {
  if (text.trim().length < MIN_SUGGEST_CHARS) return [];
  const answer = await api.get(suggestPath(text, SESSION), { signal });
  return answer.placeResults.map(suggestedPlace);
}

export type ResolvedPlace =
  | { kind: 'subdivision'; code: string; name: string; place: SearchPlace | null }
  | {
      kind: 'place';
      place: SearchPlace & { location: { latitude: number; longitude: number } };
      /** The name the address asked for, when the place found is its city instead. */
      requested?: string;
    };

const located = (
  place: SearchPlace | undefined,
): place is SearchPlace & { location: { latitude: number; longitude: number } } =>
  Boolean(place?.location);

/** /extended-stay-hotels/locations/{state}/hotels */
export async function resolveState(
  api: ApiClient,
  stateSegment: string | undefined,
  signal: AbortSignal,
): Promise<ResolvedPlace> {
  const code = stateCodeOfSegment(stateSegment);
  if (!code) throw new PageNotFound('state');
  const name = stateName(code) ?? code;
  const places = await suggest(api, name, signal).catch(() => []);
  const place =
    places.find((p) => p.placeType === 'subdivision' && p.address.subdivisionCode === code) ?? null;
  return { kind: 'subdivision', code, name, place };
}

/**
 * /extended-stay-hotels/locations/{state}/{city}/hotels: a city, a township point of interest
 * (the township cookie names it), or a footer destination's place.
 */
export async function resolveCity(
  api: ApiClient,
  stateSegment: string | undefined,
  citySegment: string | undefined,
  township: string | null,
  signal: AbortSignal,
): Promise<ResolvedPlace> {
  const code = stateCodeOfSegment(stateSegment);
  const wanted = hyphenate(decodeURIComponent(citySegment ?? ''));
  if (!code || !wanted) throw new PageNotFound('city');
  const inState = (await suggest(api, wordsOf(wanted), signal)).filter(
    (p) => p.address.subdivisionCode === code && located(p),
  );
  const named = (p: SearchPlace) => hyphenate(p.placeName) === wanted;
  const townshipWanted = township ? hyphenate(township) === wanted : false;
  const found =
    (townshipWanted ? inState.find((p) => p.township && named(p)) : undefined) ??
    inState.find((p) => p.placeType === 'city' && named(p)) ??
    inState.find((p) => p.township && named(p)) ??
    inState.find(named) ??
    inState.find((p) => p.placeType === 'city');
  if (!located(found)) throw new PageNotFound('city');
  return { kind: 'place', place: found };
}

/** /extended-stay-hotels/locations/points-of-interest/{state}/{city}/{place or postal code}/hotels */
export async function resolvePointOfInterest(
  api: ApiClient,
  params: { state?: string | undefined; city?: string | undefined; place?: string | undefined },
  signal: AbortSignal,
): Promise<ResolvedPlace> {
  const code = stateCodeOfSegment(params.state);
  const wanted = hyphenate(decodeURIComponent(params.place ?? ''));
  const city = hyphenate(decodeURIComponent(params.city ?? ''));
  if (!code || !wanted) throw new PageNotFound('place');
  const inState = (
    await suggest(api, /^\d{5}$/.test(wanted) ? wanted : wordsOf(wanted), signal)
  ).filter((p) => p.address.subdivisionCode === code && located(p));
  const exact =
    inState.find((p) => p.address.postalCode === wanted) ??
    inState.find(
      (p) => hyphenate(p.placeName) === wanted && hyphenate(p.address.cityName ?? '') === city,
    ) ??
    inState.find((p) => hyphenate(p.placeName) === wanted);
  if (located(exact)) return { kind: 'place', place: exact };
  // A street or point of interest the gazetteer does not know: the hotels around its city.
  const found = city
    ? (await suggest(api, wordsOf(city), signal)).find(
        (p) =>
          p.placeType === 'city' &&
          p.address.subdivisionCode === code &&
          hyphenate(p.placeName) === city,
      )
    : undefined;
  if (!located(found)) throw new PageNotFound('place');
  const requested = wordsOf(wanted).replace(/\b\w/g, (letter) => letter.toUpperCase());
  return { kind: 'place', place: found, requested };
}

/** /extended-stay-hotels/locations/airports/{airportSearchableName}/hotels */
export async function resolveAirport(
  api: ApiClient,
  segment: string | undefined,
  signal: AbortSignal,
): Promise<ResolvedPlace> {
  const wanted = hyphenate(decodeURIComponent(segment ?? ''));
  if (!wanted) throw new PageNotFound('airport');
  const airports = (await suggest(api, wordsOf(wanted), signal)).filter(
    (p) => p.placeType === 'airport' && located(p),
  );
  const found =
    airports.find((p) => p.airportSearchableName === wanted) ??
    airports.find((p) => hyphenate(p.placeName) === wanted);
  if (!located(found)) throw new PageNotFound('airport');
  return { kind: 'place', place: found };
}
