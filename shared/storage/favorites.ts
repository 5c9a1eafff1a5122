// A list of hotel ids in the browser's local storage; "Favorite":
// a click adds or removes the id. Other parts of the site (My Account, result lists) read the
// same list with readFavorites() and hear changes through subscribeFavorites().
//
// API: readFavorites(): string[] · isFavorite(id) · toggleFavorite(id): boolean (the new state)
//      setFavorite(id, on) · subscribeFavorites(listener): unsubscribe
import { assertBrowser } from './browser-only.ts';

export const FAVORITES_KEY = 'favorites';
const CHANGE_EVENT = 'longstay:favorites';

/** Accepts only a JSON array of non-empty strings; anything else reads as no favorites. */
export function parseFavorites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((id): id is string => typeof id === 'string' && id !== ''))];
  } catch {
    return [];
  }
}

export function readFavorites(): string[] {
  assertBrowser('readFavorites');
  try {
    return parseFavorites(window.localStorage.getItem(FAVORITES_KEY));
  } catch {
    return [];
  }
}

export const isFavorite = (hotelId: string): boolean => readFavorites().includes(hotelId);

export function setFavorite(hotelId: string, on: boolean): void {
  assertBrowser('setFavorite');
  const current = readFavorites().filter((id) => id !== hotelId);
  const next = on ? [...current, hotelId] : current;
  try {
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify(next));
  } catch {
    // storage unavailable (private mode, quota): the heart still reflects the click this visit
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT));
}

export function toggleFavorite(hotelId: string): boolean {
  const next = !isFavorite(hotelId);
  setFavorite(hotelId, next);
  return next;
}

/** Changes made on this page and in other tabs. */
export function subscribeFavorites(listener: () => void): () => void {
  assertBrowser('subscribeFavorites');
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVORITES_KEY || event.key === null) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
