// Pure rules of a hotel's media flags ("Carousel ribbon
// priority"; carousel index errors). Kept free of React so they are unit-tested alone.

export interface HotelMediaFlags {
  choiceAward?: string | null;
  isNew?: boolean | null;
  isRenovated?: boolean | null;
  renovationDate?: string | null;
  comingSoon?: boolean | null;
  presellDate?: string | null;
}

/** 'YYYY-MM-DD' of a moment in the guest's calendar (local time). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Flagged, or a presell date in the future. */
export function isComingSoon(media: HotelMediaFlags, now: Date): boolean {
  if (media.comingSoon === true) return true;
  const presell = /^\d{4}-\d{2}-\d{2}/.exec(media.presellDate ?? '')?.[0];
  return presell !== undefined && presell > localDay(now);
}

export type Ribbon =
  | { kind: 'new'; label: string }
  | { kind: 'award'; label: string; image: 'best-winner' | 'winner' }
  | { kind: 'renovated'; label: string }
  | { kind: 'coming-soon'; label: string };

/** An award value that names a nominee rather than a winner never earns the award ribbon. */
const isCandidate = (award: string): boolean => /candidate/i.test(award);

/**
 * New → the "new room" ribbon; a non-candidate award → the
 * award ribbon (best uses the best-winner image, others the winner image); renovated flag or a
 * renovation date → renovated; coming soon → coming soon; else none.
 */
export function ribbonFor(media: HotelMediaFlags, now: Date): Ribbon | null {
  if (media.isNew === true) return { kind: 'new', label: 'New Rooms' };
  const award = media.choiceAward?.trim();
  if (award && !isCandidate(award)) {
    const best = /best/i.test(award);
    return {
      kind: 'award',
      label: best ? 'Hotel of the Year' : 'Award Winner',
      image: best ? 'best-winner' : 'winner',
    };
  }
  if (media.isRenovated === true || Boolean(media.renovationDate)) {
    return { kind: 'renovated', label: 'Newly Renovated' };
  }
  if (isComingSoon(media, now)) return { kind: 'coming-soon', label: 'Coming Soon' };
  return null;
}

/**
 * The carousel throws on a slide index that is not a number or a string, or a string
 * not convertible to a number. Whole numbers only: a slide is never "1.5".
 */
export function toSlideIndex(value: unknown): number {
  if (typeof value === 'number') {
    if (!Number.isInteger(value))
      throw new TypeError(`Slide index is not a whole number: ${value}`);
    return value;
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    const parsed = trimmed === '' ? NaN : Number(trimmed);
    if (!Number.isInteger(parsed)) {
      throw new TypeError(`Slide index is not convertible to a number: "${value}"`);
    }
    return parsed;
  }
  throw new TypeError(`Slide index must be a number or a numeric string, got ${typeof value}`);
}

/** Wraps an index into 0..count-1 (previous/next wrap around). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
