// The current search as the widgets share it: read
// from and written to session storage and the `current-search` cookie; every write is announced
// so that the other search boxes of the page (home widget, header bar, mobile panel) follow. The
// party is kept with the dates: saved by a search and by a page priced for a stay.
import type { CurrentSearch } from '../../storage/current-search.ts';
import { readCurrentSearch, writeCurrentSearch } from '../../storage/current-search.ts';
import { readSearchPlace, type SearchPlace } from '../../search/place.ts';
import { toSaved, type StayDates } from '../../search/dates.ts';
import type { Party } from '../../validation/party.ts';

export const SEARCH_CHANGED_EVENT = 'longstay:current-search';

export interface StoredSearch {
  saved: CurrentSearch | null;
  place: SearchPlace | null;
}

export function loadStoredSearch(): StoredSearch {
  const saved = readCurrentSearch();
  return { saved, place: saved?.searchPlace ? readSearchPlace(saved.searchPlace) : null };
}

/** What a change announces: who made it, and whether its stay is still being chosen. */
export interface SearchChange {
  source: string;
  /** A check-in picked while check-out is still to be chosen: not a stay to price yet. */
  interim?: boolean;
}

function save(next: CurrentSearch, source: string, interim = false): void {
  writeCurrentSearch(next);
  const detail: SearchChange = { source, interim };
  window.dispatchEvent(new CustomEvent(SEARCH_CHANGED_EVENT, { detail }));
}

const empty: CurrentSearch = {
  checkInDate: null,
  checkOutDate: null,
  searchPlace: null,
  searchAddress: null,
};

/** Date changes are written to session storage and the cookie. */
export function saveDates(dates: StayDates, source: string, complete = true): void {
  save({ ...(readCurrentSearch() ?? empty), ...toSaved(dates) }, source, !complete);
}

/** A stay's dates and party, the place searched for kept (a priced page's own stay). */
export function saveStay(dates: StayDates, party: Party, source: string): void {
  save({ ...(readCurrentSearch() ?? empty), ...toSaved(dates), party }, source);
}

/** The search being submitted: dates, place and its address, party. */
export function saveSearch(
  dates: StayDates,
  place: SearchPlace | null,
  party: Party,
  source: string,
): void {
  save(
    {
      ...toSaved(dates),
      searchPlace: place,
      searchAddress: place ? (place.qualifiedName ?? place.label) : null,
      party,
    },
    source,
  );
}
