import { describe, expect, it } from 'vitest';
import { addDays } from 'date-fns';
import {
  checkInBounds,
  checkOutBounds,
  chooseCheckIn,
  chooseCheckOut,
  displayDate,
  initialDates,
  isoDay,
  nights,
  toSaved,
} from './dates.ts';

// A fixed clock: Saturday 21 November 2026, 15:30 local time.
const clock = () => new Date(2026, 10, 21, 15, 30);
const day = (d: number, m = 10, y = 2026) => new Date(y, m, d);

describe('search dates (spec §4 "Search dates", §5 "Search")', () => {
  it('no saved search: check-in today, check-out 7 days later', () => {
    expect(initialDates(null, clock)).toEqual({ checkIn: day(21), checkOut: day(28) });
  });
  it('a saved check-out before the saved check-in becomes check-in + 7', () => {
    expect(
      initialDates({ checkInDate: day(25).getTime(), checkOutDate: day(23).getTime() }, clock),
    ).toEqual({ checkIn: day(25), checkOut: day(2, 11) });
  });
  it('a valid saved search is restored as saved', () => {
    expect(
      initialDates({ checkInDate: day(25).getTime(), checkOutDate: day(27).getTime() }, clock),
    ).toEqual({ checkIn: day(25), checkOut: day(27) });
  });
  it('a saved check-in in the past moves to today, with its check-out re-derived when out of range', () => {
    expect(
      initialDates({ checkInDate: day(10).getTime(), checkOutDate: day(12).getTime() }, clock),
    ).toEqual({ checkIn: day(21), checkOut: day(28) });
  });
  it('choosing a check-in resets check-out to 7 days later', () => {
    expect(chooseCheckIn(day(1, 11), clock)).toEqual({ checkIn: day(1, 11), checkOut: day(8, 11) });
  });
  it('check-in runs from today to 365 days ahead', () => {
    expect(checkInBounds(clock)).toEqual({ min: day(21), max: addDays(day(21), 365) });
    expect(chooseCheckIn(day(1), clock).checkIn).toEqual(day(21));
    expect(chooseCheckIn(day(1, 0, 2028), clock).checkIn).toEqual(addDays(day(21), 365));
  });
  it('check-out runs from check-in + 1 to check-in + 365', () => {
    expect(checkOutBounds(day(25))).toEqual({ min: day(26), max: addDays(day(25), 365) });
    const dates = { checkIn: day(25), checkOut: day(2, 11) };
    expect(chooseCheckOut(dates, day(25)).checkOut).toEqual(day(26));
    expect(chooseCheckOut(dates, day(1, 0, 2030)).checkOut).toEqual(addDays(day(25), 365));
    expect(chooseCheckOut(dates, day(30)).checkOut).toEqual(day(30));
  });
  it('formats: "ccc, MM/dd/yyyy" wide, "MM/dd/yyyy" on phones; ISO for calls', () => {
    expect(displayDate(day(21), false)).toBe('Sat, 11/21/2026');
    expect(displayDate(day(21), true)).toBe('11/21/2026');
    expect(isoDay(day(1, 11))).toBe('2026-12-01');
  });
  it('nights and stored timestamps', () => {
    const dates = initialDates(null, clock);
    expect(nights(dates)).toBe(7);
    expect(toSaved(dates)).toEqual({
      checkInDate: day(21).getTime(),
      checkOutDate: day(28).getTime(),
    });
  });
});
