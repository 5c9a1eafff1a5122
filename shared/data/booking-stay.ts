// The stay a hotel page and the booking funnel are about, carried in the URL (so a reload or a
// shared link keeps it): ?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD&adults=&children=. Missing or
// out-of-window dates fall back to the saved current search, else today + 7 (spec §4 "Search
// dates", §5 window, reusing shared/search/dates.ts).
import type { RequestContext } from './request-context.ts';
import {
  checkInBounds,
  checkOutBounds,
  fromIsoDay,
  initialDates,
  isoDay,
  systemClock,
  type Clock,
} from '../search/dates.ts';

export interface Stay {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
}

const MAX_GUESTS = 10;

function count(value: string | null, min: number, fallback: number): number {
  if (value === null || !/^\d{1,2}$/.test(value)) return fallback;
  return Math.min(Math.max(Number(value), min), MAX_GUESTS);
}

function day(value: string | null): Date | null {
  return value ? fromIsoDay(value) : null;
}

/** The stay named by the URL, or the saved/default one when the URL names none or a bad one. */
export function readStay(
  params: URLSearchParams,
  context: Pick<RequestContext, 'currentSearch'> | null,
  clock: Clock = systemClock,
): Stay {
  const adults = count(params.get('adults'), 1, 1);
  const children = count(params.get('children'), 0, 0);
  const checkIn = day(params.get('checkIn'));
  const checkOut = day(params.get('checkOut'));
  if (checkIn && checkOut) {
    const inWindow = checkInBounds(clock);
    const outWindow = checkOutBounds(checkIn);
    if (
      checkIn >= inWindow.min &&
      checkIn <= inWindow.max &&
      checkOut >= outWindow.min &&
      checkOut <= outWindow.max
    ) {
      return { checkIn: isoDay(checkIn), checkOut: isoDay(checkOut), adults, children };
    }
  }
  const saved = context?.currentSearch ?? null;
  const dates = initialDates(saved, clock);
  return { checkIn: isoDay(dates.checkIn), checkOut: isoDay(dates.checkOut), adults, children };
}

export function stayQuery(stay: Stay): string {
  return new URLSearchParams({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: String(stay.adults),
    children: String(stay.children),
  }).toString();
}
