// Calendar dates of a stay as 'YYYY-MM-DD' strings (the store's date format), computed in UTC
// so that a night is the same string on every server.
import { invalidParameter } from '../http/errors.ts';

const DAY_MS = 86_400_000;

/** Date window 365 days; minimum stay 1 night. */
export const DATE_WINDOW_DAYS = 365;

export function toDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Days since 1970-01-01 of a 'YYYY-MM-DD' date, in integer arithmetic (the civil-from-days
 * algorithm of H. Hinnant): the rate engine asks it for every night it prices, and building a
 * Date for each was most of a price calendar's time.
 */
export function dayNumber(day: string): number {
  const known = dayNumbers.get(day);
  if (known !== undefined) return known;
  // A few thousand distinct dates are priced at most (the 365-day window and its stays).
  if (dayNumbers.size >= 8192) dayNumbers.clear();
  const value = civilDayNumber(day);
  dayNumbers.set(day, value);
  return value;
}

const dayNumbers = new Map<string, number>();

function civilDayNumber(day: string): number {
  const y0 = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  const d = Number(day.slice(8, 10));
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

export function addDays(day: string, days: number): string {
  return formatDay(new Date(toDate(day).getTime() + days * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);
}

/** The nights of a stay: check-in up to the night before check-out. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const count = daysBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(checkIn, i));
}

// Hotels carry no time zone, and the site serves every US time zone: "today" is the calendar
// date at UTC−10 (Hawaii, the last US hotels to reach a date), so no guest is refused a
// check-in on their own today.
const EARLIEST_US_OFFSET_MS = -10 * 3_600_000;

export function guestToday(now: Date): string {
  return formatDay(new Date(now.getTime() + EARLIEST_US_OFFSET_MS));
}

export interface Stay {
  checkIn: string;
  checkOut: string;
  nights: string[];
}

/**
 * Search: check-in runs from today to 365 days ahead; check-out from check-in plus 1 day
 * to check-in plus 365 days. Dates are already 'YYYY-MM-DD' (the ajv `date` format).
 */
export function validateStay(checkIn: string, checkOut: string, now: Date): Stay {
  const today = guestToday(now);
  const ahead = daysBetween(today, checkIn);
  if (ahead < 0 || ahead > DATE_WINDOW_DAYS) {
    throw invalidParameter(
      'checkIn',
      `Check-in must be between today and ${DATE_WINDOW_DAYS} days ahead.`,
    );
  }
  const length = daysBetween(checkIn, checkOut);
  if (length < 1 || length > DATE_WINDOW_DAYS) {
    throw invalidParameter(
      'checkOut',
      `Check-out must be between 1 and ${DATE_WINDOW_DAYS} days after check-in.`,
    );
  }
  return { checkIn, checkOut, nights: stayNights(checkIn, checkOut) };
}
