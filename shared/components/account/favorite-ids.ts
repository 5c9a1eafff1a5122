// The favorite hotel ids (spec §3 "Favorites: list of hotel ids in browser local storage").
// shared/storage/favorites.ts (Hotel & Booking) owns the key and format; until it lands this reads
// the same list defensively, so a malformed value means "no favorites", never an error.
const FAVORITES_KEY = 'favorites';

export function readFavoriteIds(): string[] {
  try {
    const raw = window.localStorage.getItem(FAVORITES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? [...new Set(parsed.filter((id): id is string => typeof id === 'string' && id !== ''))]
      : [];
  } catch {
    return [];
  }
}
