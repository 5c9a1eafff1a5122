// Suggest call order: which text is sent,
// and how the answer is grouped and ordered for the dropdown.
import { placeSuggestCall } from '#shared/contract/calls.ts';
import type { AnswerOf } from '#shared/contract/platform-api.ts';

/** Suggestions are requested only for text of at least 3 characters. */
export const MIN_SUGGEST_CHARS = 3;
/** Search radius 50 miles, country us, language en. */
export const SEARCH_RADIUS_MILES = 50;

// "Suggestion order: city, point of interest, airport, street/subdivision, then hotels.
// Final sort: city, airport, country, hotel, address." One order that keeps both.
export const GROUP_ORDER = [
  'city',
  'point_of_interest',
  'airport',
  'street',
  'subdivision',
  'country',
  'hotel',
  'address',
] as const;

export const GROUP_LABELS: Record<string, string> = {
  city: 'Cities',
  point_of_interest: 'Points of interest',
  airport: 'Airports',
  street: 'Streets',
  subdivision: 'States',
  country: 'Countries',
  hotel: 'Hotels',
  address: 'Addresses',
};

/** The suggest call's answer (routes/places-answers.ts). */
export type SuggestAnswer = AnswerOf<'/v1/place/suggest/{text}', 'get'>;
type PlaceMetadata = SuggestAnswer['placeResults'][number]['metadata'];

/**
 * A suggestion list item: a place of the answer, or one of its nearby hotels, which names only
 * the hotel (its place comes from the place details call when chosen).
 */
export interface SuggestedItem {
  label: string;
  value: string;
  sectionIcon: string;
  hotelsAmount?: number | null;
  metadata: Pick<PlaceMetadata, 'placeType' | 'placeName' | 'placeId'> &
    Partial<Omit<PlaceMetadata, 'placeType' | 'placeName' | 'placeId'>>;
}

export interface Suggestion {
  /** Unique within one answer. */
  key: string;
  label: string;
  /** The label with hotelsAmount in parentheses when present. */
  display: string;
  placeType: string;
  sectionIcon: string;
  /** The item as received (or built from a hotel suggestion), kept for the chosen place. */
  item: SuggestedItem;
}

export interface SuggestionGroup {
  placeType: string;
  label: string;
  items: Suggestion[];
}

export const shouldSuggest = (input: string): boolean => input.trim().length >= MIN_SUGGEST_CHARS;

/** GET {api}/v1/place/suggest/{text}?country=us&language=en&radius=50&session={id}. */
export function suggestPath(input: string, session: string) {
  return placeSuggestCall(input.trim(), {
    country: 'us',
    language: 'en',
    radius: SEARCH_RADIUS_MILES,
    session,
  });
}

/** One id per search box ("session id generated per search box"). */
export function newSessionId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

const rank = (placeType: string): number => {
  const index = (GROUP_ORDER as readonly string[]).indexOf(placeType);
  return index < 0 ? GROUP_ORDER.length : index;
};

function toSuggestion(item: SuggestedItem): Suggestion | null {
  const { label, hotelsAmount } = item;
  const { placeType } = item.metadata;
  if (!label || !placeType) return null;
  return {
    key: `${placeType}:${item.value || item.metadata.placeId}`,
    label,
    display: typeof hotelsAmount === 'number' ? `${label} (${hotelsAmount})` : label,
    placeType,
    sectionIcon: item.sectionIcon || placeType,
    item,
  };
}

/** "Hotel suggestion" { hotelId, hotelName, hotelUri } as a list item of placeType hotel. */
function hotelItem(hotel: SuggestAnswer['nearbyHotels'][number]): SuggestedItem {
  return {
    label: hotel.hotelName,
    value: hotel.hotelId,
    sectionIcon: 'hotel',
    metadata: {
      placeType: 'hotel',
      placeName: hotel.hotelName,
      placeId: hotel.hotelId,
      hotelUri: hotel.hotelUri,
    },
  };
}

const HOTEL_LIMIT = 5;

/**
 * The suggest answer as ordered groups: placeResults and nearbyHotels together, each place type
 * one group in the order (stable inside a group), duplicates and hotels past the fifth
 * left out; an address the typed `input` names (with its number) comes first.
 */
const wordsOf = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * A street address typed with its number ("4512 commerce") that an address suggestion starts
 * with: the guest means that address, which then leads the list, ahead of the hotels.
 */
function typedAddress(suggestions: readonly Suggestion[], input: string): boolean {
  const typed = wordsOf(input);
  if (!/^\d/.test(typed)) return false;
  return suggestions.some(
    (suggestion) =>
      suggestion.placeType === 'address' && wordsOf(suggestion.label).startsWith(typed),
  );
}

export function groupSuggestions(answer: SuggestAnswer, input = ''): SuggestionGroup[] {
  const items = [...answer.placeResults, ...answer.nearbyHotels.map(hotelItem)];
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  items.forEach((item) => {
    const suggestion = toSuggestion(item);
    if (!suggestion || seen.has(suggestion.key)) return;
    seen.add(suggestion.key);
    suggestions.push(suggestion);
  });
  const groups = new Map<string, Suggestion[]>();
  for (const suggestion of suggestions) {
    const group = groups.get(suggestion.placeType) ?? [];
    if (suggestion.placeType === 'hotel' && group.length >= HOTEL_LIMIT) continue;
    group.push(suggestion);
    groups.set(suggestion.placeType, group);
  }
  const addressFirst = typedAddress(suggestions, input);
  const order = (placeType: string) =>
    addressFirst && placeType === 'address' ? -1 : rank(placeType);
  return [...groups.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([placeType, groupItems]) => ({
      placeType,
      label: GROUP_LABELS[placeType] ?? 'Places',
      items: groupItems,
    }));
}

/** The groups flattened in display order (what arrow keys walk through). */
export const flattenGroups = (groups: SuggestionGroup[]): Suggestion[] =>
  groups.flatMap((group) => group.items);

const nameOf = (suggestion: Suggestion): string =>
  (suggestion.item.metadata.placeName || (suggestion.label.split(',')[0] ?? ''))
    .trim()
    .toLowerCase();

/**
 * The suggestion a typed text means when none is picked (Find a Hotel, Enter): the one named
 * exactly as typed, a state first ("california" is the state, not California, MD, listed above it
 * by the product's order of cities first), else the first one listed.
 */
export function preferredIndex(options: readonly Suggestion[], typed: string): number {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return 0;
  const named = (suggestion: Suggestion) => nameOf(suggestion) === wanted;
  const state = options.findIndex((option) => option.placeType === 'subdivision' && named(option));
  if (state >= 0) return state;
  return Math.max(0, options.findIndex(named));
}
