// The saved place is kept if its label matches a path
// segment or the path is empty (or names no place at all); otherwise the best suggestion for the
// path is used.
import { hyphenate } from './destination-url.ts';
import type { SearchPlace } from './place.ts';

export type Restoration =
  | { kind: 'keep' }
  /** Ask for suggestions with this text and take the first. */
  | { kind: 'suggest'; text: string }
  | { kind: 'none' };

const IGNORED = new Set([
  'extended-stay-hotels',
  'locations',
  'points-of-interest',
  'airports',
  'hotels',
  'near',
  'me',
  'home',
]);

/** The words of the most specific place segment of a result address, or null. */
export function placeTextOfPath(pathname: string): string | null {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
  if (segments[0] !== 'extended-stay-hotels' || segments[1] !== 'locations') return null;
  const named = segments.filter((part) => !IGNORED.has(part));
  const last = named.at(-1);
  if (!last) return null;
  // A postal code names its place on its own; anything else reads as words.
  return /^\d{5}$/.test(last) ? last : last.replace(/-/g, ' ');
}

export function restorePlace(saved: SearchPlace | null, pathname: string): Restoration {
  const segments = pathname.split('/').filter(Boolean);
  // A page that names no place (the guest data of a booking, the account, the offers) keeps the
  // searched place, as the empty path does: on /guest-data a reload emptied the header's
  // destination although the stay being booked was searched there.
  if (
    !segments.length ||
    (segments.length === 1 && segments[0] === 'home') ||
    segments[0] !== 'extended-stay-hotels'
  )
    return saved ? { kind: 'keep' } : { kind: 'none' };
  if (saved) {
    const names = [
      saved.label,
      saved.placeName,
      saved.airportSearchableName ?? '',
      saved.address.postalCode ?? '',
    ]
      .filter(Boolean)
      .map((name) => hyphenate(name));
    if (segments.some((part) => names.includes(hyphenate(decodeURIComponent(part)))))
      return { kind: 'keep' };
  }
  const text = placeTextOfPath(pathname);
  return text && text.length >= 3 ? { kind: 'suggest', text } : { kind: 'none' };
}
