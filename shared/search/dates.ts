// The stay's dates, with the clock injected so every rule
// is tested on a fixed day. Dates are local calendar days (midnight), stored as timestamps.
import { addDays, differenceInCalendarDays, isValid, startOfDay } from 'date-fns';

/** Default stay 7 days, minimum stay 1 night, date window 365 days. */
export const DEFAULT_STAY_NIGHTS = 7;
export const MIN_STAY_NIGHTS = 1;
export const DATE_WINDOW_DAYS = 365;
/** Check-out is focused and clicked 100 ms after check-in is picked. */
export const CHECK_OUT_FOCUS_DELAY_MS = 100;
/** Display formats on desktop/tablet and on phones. */
export const DATE_FORMAT_WIDE = 'ccc, MM/dd/yyyy';
export const DATE_FORMAT_PHONE = 'MM/dd/yyyy';

/**
 * The portal the search's calendar renders in, outside the search box (a
 * menu holding the box counts a tap in it as inside: ui/use-dismissable.ts).
 */
export const DATE_PICKER_PORTAL_ID = 'search-date-picker-popper';

export interface StayDates {
  checkIn: Date;
  checkOut: Date;
}

export interface SavedDates {
  checkInDate: number | null;
  checkOutDate: number | null;
}

export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const today = (clock: Clock = systemClock): Date => startOfDay(clock());

const day = (timestamp: number | null): Date | null => {
  if (timestamp === null) return null;
  const date = new Date(timestamp);
  return isValid(date) ? startOfDay(date) : null;
};

/** Check-in runs from today to 365 days ahead. */
export function checkInBounds(clock: Clock = systemClock): { min: Date; max: Date } {
  const min = today(clock);
  return { min, max: addDays(min, DATE_WINDOW_DAYS) };
}

/** Check-out runs from check-in + 1 day to check-in + 365 days. */
export function checkOutBounds(checkIn: Date): { min: Date; max: Date } {
  const start = startOfDay(checkIn);
  return { min: addDays(start, MIN_STAY_NIGHTS), max: addDays(start, DATE_WINDOW_DAYS) };
}

const clamp = (date: Date, { min, max }: { min: Date; max: Date }): Date =>
  date < min ? min : date > max ? max : date;

/**
 * No saved search gives today and 7 days later; a saved check-out before the saved
 * check-in becomes check-in + 7. A saved check-in outside the window (a search saved days ago)
 * is moved into it, and a check-out outside its own window becomes check-in + 7 as well.
 */
export function initialDates(saved: SavedDates | null, clock: Clock = systemClock): StayDates {
  const savedIn = day(saved?.checkInDate ?? null);
  if (!savedIn) {
    const checkIn = today(clock);
    return { checkIn, checkOut: addDays(checkIn, DEFAULT_STAY_NIGHTS) };
  }
  const checkIn = clamp(savedIn, checkInBounds(clock));
  const savedOut = day(saved?.checkOutDate ?? null);
  const { min, max } = checkOutBounds(checkIn);
  const checkOut =
    savedOut && savedOut >= min && savedOut <= max
      ? savedOut
      : addDays(checkIn, DEFAULT_STAY_NIGHTS);
  return { checkIn, checkOut };
}

/**
 * Choosing a check-in resets check-out to 7 days later (and whenever check-in equals the
 * saved check-in, check-out is 7 days after it — the same rule seen from the stored search). The
 * mobile panel's check-out is check-in + 7 too.
 */
export function chooseCheckIn(date: Date, clock: Clock = systemClock): StayDates {
  const checkIn = clamp(startOfDay(date), checkInBounds(clock));
  return { checkIn, checkOut: addDays(checkIn, DEFAULT_STAY_NIGHTS) };
}

/** A picked check-out, kept inside check-in + 1 … check-in + 365. */
export function chooseCheckOut(dates: StayDates, date: Date): StayDates {
  return {
    checkIn: dates.checkIn,
    checkOut: clamp(startOfDay(date), checkOutBounds(dates.checkIn)),
  };
}

export const nights = ({ checkIn, checkOut }: StayDates): number =>
  differenceInCalendarDays(checkOut, checkIn);

// The three formats below are written out by hand rather than with date-fns `format`, whose token
// parser and locale tables would be in every page's first load; dates.test.ts checks
// them against date-fns `format` with the format strings above.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const digits = (value: number, width: number): string => String(value).padStart(width, '0');

/** The local calendar day's year, month and day, zero-padded; a RangeError for an invalid date. */
function dayParts(date: Date): { year: string; month: string; day: string } {
  if (!isValid(date)) throw new RangeError('Invalid time value');
  return {
    year: digits(date.getFullYear(), 4),
    month: digits(date.getMonth() + 1, 2),
    day: digits(date.getDate(), 2),
  };
}

/** 'YYYY-MM-DD', the rate calls' date format. */
export const isoDay = (date: Date): string => {
  const { year, month, day } = dayParts(date);
  return `${year}-${month}-${day}`;
};

/** The local calendar day a 'YYYY-MM-DD' text names; null for any other text or a day that does not exist. */
export function fromIsoDay(text: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return null;
  const date = new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  return isValid(date) && isoDay(date) === text ? date : null;
}

/** "ccc, MM/dd/yyyy" on desktop and tablet, "MM/dd/yyyy" on phones. */
export const displayDate = (date: Date, phone: boolean): string => {
  const { year, month, day } = dayParts(date);
  const short = `${month}/${day}/${year}`;
  return phone ? short : `${WEEKDAYS[date.getDay()]!}, ${short}`;
};

export const toSaved = ({ checkIn, checkOut }: StayDates): SavedDates => ({
  checkInDate: checkIn.getTime(),
  checkOutDate: checkOut.getTime(),
});
