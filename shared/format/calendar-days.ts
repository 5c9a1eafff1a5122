// Days of a month grid and their names in words (the price calendar), computed on
// 'YYYY-MM-DD' texts in UTC so a day is the same on every machine. Written by hand rather than
// with Intl (measured: a page's first Intl format costs main-thread time).
import { MONTH_NAMES } from './months.ts';
import { splitPrice } from './price.ts';

/** Sunday first, as US calendars are. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const DAY_MS = 86_400_000;

export function addIsoDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM' → 'December 2026'. */
export function monthTitle(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]!} ${month.slice(0, 4)}`;
}

/** 0 (Sunday) … 6 (Saturday). */
export const weekday = (day: string): number => new Date(Date.parse(day)).getUTCDay();

/** The weeks of a month, Sunday first; days outside the month are null. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = `${month}-01`;
  const days: Array<string | null> = Array.from({ length: weekday(first) }, () => null);
  for (let day = first; day.startsWith(month); day = addIsoDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

/** 'YYYY-MM-DD' → 'December 3'. */
export function dayTitle(day: string): string {
  return `${MONTH_NAMES[Number(day.slice(5, 7)) - 1]!} ${Number(day.slice(8, 10))}`;
}

export type DayState =
  | { kind: 'priced'; total: number; cheapest: boolean }
  | { kind: 'sold-out' | 'closed' | 'coming-soon' | 'loading' };

/** What a day's name says after its date: 'total $2,104.55, cheapest', 'sold out'. */
export function dayStateWords(state: DayState): string {
  switch (state.kind) {
    case 'priced':
      return `total ${splitPrice(state.total).full}${state.cheapest ? ', cheapest' : ''}`;
    case 'sold-out':
      return 'sold out';
    case 'coming-soon':
      return 'not open yet';
    case 'loading':
      return 'loading price';
    default:
      return 'not available';
  }
}

/** A day's accessible name: 'December 3, total $2,104.55, cheapest'. */
export const dayLabel = (day: string, state: DayState): string =>
  `${dayTitle(day)}, ${dayStateWords(state)}`;
