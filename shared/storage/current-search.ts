// "Current search" lives in session storage and in a cookie (so the server can restore
// dates and place on the first render): { checkInDate, checkOutDate (timestamps), searchPlace,
// searchAddress }, and the party searched for, so a page whose address names no stay
// still shows the guest's party. The cookie carries the same JSON, URI-encoded so every
// character is a valid cookie-octet.
import { readParty, type Party } from '../validation/party.ts';
import { writeCookie } from './cookies.ts';
import { readSessionItem, sessionKeys, writeSessionItem } from './session-storage.ts';

export interface CurrentSearch {
  checkInDate: number | null; // timestamps
  checkOutDate: number | null;
  searchPlace: unknown;
  searchAddress: unknown;
  /** Adults, children and rooms searched for; absent until a search or a stay names them. */
  party?: Party;
}

/** `{ party }` when the stored value is a party inside the picker's limits, else `{}`. */
export function savedParty(value: unknown): Pick<CurrentSearch, 'party'> {
  const party = readParty(value);
  return party ? { party } : {};
}

/** The cookie the server reads the current search from (server/ request context uses this name). */
export const currentSearchCookieName = 'current-search';

const emptySearch: CurrentSearch = {
  checkInDate: null,
  checkOutDate: null,
  searchPlace: null,
  searchAddress: null,
};

function asTimestamp(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Reads a stored current search, accepting only the documented shape (anything else → null). */
export function parseCurrentSearch(raw: string | null): CurrentSearch | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const record = value as Record<string, unknown>;
    return {
      checkInDate: asTimestamp(record.checkInDate),
      checkOutDate: asTimestamp(record.checkOutDate),
      searchPlace: record.searchPlace ?? null,
      searchAddress: record.searchAddress ?? null,
      ...savedParty(record.party),
    };
  } catch {
    return null;
  }
}

export function encodeCurrentSearchCookie(search: CurrentSearch): string {
  return encodeURIComponent(JSON.stringify(search));
}

export function readCurrentSearch(): CurrentSearch | null {
  return parseCurrentSearch(readSessionItem(sessionKeys.currentSearch));
}

export function writeCurrentSearch(search: CurrentSearch): void {
  writeSessionItem(sessionKeys.currentSearch, JSON.stringify(search));
  writeCookie(currentSearchCookieName, encodeCurrentSearchCookie(search));
}

/** A footer destination link first clears the saved search place and address. */
export function clearSearchPlace(): void {
  const saved = readCurrentSearch();
  writeCurrentSearch({ ...(saved ?? emptySearch), searchPlace: null, searchAddress: null });
}
