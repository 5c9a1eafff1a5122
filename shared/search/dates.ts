// spec §4 "Search dates" and §5 "Search": the stay's dates, with the clock injected so every rule
// is tested on a fixed day. Dates are local calendar days (midnight), stored as timestamps
// (spec §3 "Current search").
import { addDays, differenceInCalendarDays, format, isValid, startOfDay } from 'date-fns';

/** spec §9: default stay 7 days, minimum stay 1 night, date window 365 days. */
export const DEFAULT_STAY_NIGHTS = 7;
export const MIN_STAY_NIGHTS = 1;
export const DATE_WINDOW_DAYS = 365;
/** spec §4 "Date popup": check-out is focused and clicked 100 ms after check-in is picked. */
export const CHECK_OUT_FOCUS_DELAY_MS = 100;
/** spec §2 "Home search widget": display formats on desktop/tablet and on phones. */
export const DATE_FORMAT_WIDE = 'ccc, MM/dd/yyyy';
export const DATE_FORMAT_PHONE = 'MM/dd/yyyy';

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

/** spec §5: check-in runs from today to 365 days ahead. */
export function checkInBounds(clock: Clock = systemClock): { min: Date; max: Date } {
  const min = today(clock);
  return { min, max: addDays(min, DATE_WINDOW_DAYS) };
}

/** spec §5: check-out runs from check-in + 1 day to check-in + 365 days. */
export function checkOutBounds(checkIn: Date): { min: Date; max: Date } {
  const start = startOfDay(checkIn);
  return { min: addDays(start, MIN_STAY_NIGHTS), max: addDays(start, DATE_WINDOW_DAYS) };
}

const clamp = (date: Date, { min, max }: { min: Date; max: Date }): Date =>
  date < min ? min : date > max ? max : date;

/**
 * spec §4: no saved search gives today and 7 days later; a saved check-out before the saved
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
 * spec §4: choosing a check-in resets check-out to 7 days later (and whenever check-in equals the
 * saved check-in, check-out is 7 days after it — the same rule seen from the stored search). The
 * mobile panel's check-out is check-in + 7 too (spec §9).
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

/** 'YYYY-MM-DD', the rate calls' date format. */
export const isoDay = (date: Date): string => format(date, 'yyyy-MM-dd');

/** spec §2: "ccc, MM/dd/yyyy" on desktop and tablet, "MM/dd/yyyy" on phones. */
export const displayDate = (date: Date, phone: boolean): string =>
  format(date, phone ? DATE_FORMAT_PHONE : DATE_FORMAT_WIDE);

export const toSaved = ({ checkIn, checkOut }: StayDates): SavedDates => ({
  checkInDate: checkIn.getTime(),
  checkOutDate: checkOut.getTime(),
});
