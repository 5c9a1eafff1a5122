// The word index of the gazetteer: one row per distinct word of a place's search key, so that
// place suggest finds a word by its prefix with an index range instead of scanning every place.
import type { PlaceWordsTable } from '../db/schema-catalog.ts';

/**
 * The distinct words of each place's search key (words are separated by single spaces), in index
 * order, which lets the database append to the index instead of inserting all over it.
 */
export function placeWords(
  places: ReadonlyArray<{ place_id: string; search_key: string }>,
): PlaceWordsTable[] {
  const rows: PlaceWordsTable[] = [];
  for (const place of places) {
    for (const word of new Set(place.search_key.toLowerCase().split(' '))) {
      if (word) rows.push({ word, place_id: place.place_id });
    }
  }
  return rows.sort((a, b) =>
    a.word !== b.word ? (a.word < b.word ? -1 : 1) : a.place_id < b.place_id ? -1 : 1,
  );
}
