import { describe, expect, it } from 'vitest';
import { addDays, format, isValid, parseISO, startOfDay } from 'date-fns';
import fc from 'fast-check';
import {
  checkInBounds,
  checkOutBounds,
  chooseCheckIn,
  chooseCheckOut,
  DATE_FORMAT_PHONE,
  DATE_FORMAT_WIDE,
  displayDate,
  fromIsoDay,
  initialDates,
  isoDay,
  nights,
  toSaved,
} from './dates.ts';

// A fixed clock: Saturday 21 November 2026, 15:30 local time.
const clock = () => new Date(2026, 10, 21, 15, 30);
const day = (d: number, m = 10, y = 2026) => new Date(y, m, d);

describe('search dates', () => {
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
  it('the hand-written formats give what date-fns `format` gives, on any day of years 1000–9999', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (date) => {
          expect(displayDate(date, false)).toBe(format(date, DATE_FORMAT_WIDE));
          expect(displayDate(date, true)).toBe(format(date, DATE_FORMAT_PHONE));
          expect(isoDay(date)).toBe(format(date, 'yyyy-MM-dd'));
        },
      ),
      { numRuns: 2000 },
    );
    // Single-digit months and days are zero-padded; every weekday has its short name.
    expect(displayDate(day(5, 0, 2027), false)).toBe('Tue, 01/05/2027');
    expect(displayDate(day(3, 0, 2027), false)).toBe('Sun, 01/03/2027');
    expect(isoDay(day(9, 8, 2027))).toBe('2027-09-09');
  });
  it('reads a YYYY-MM-DD day as date-fns parseISO does, and refuses what is not a day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (date) => {
          const text = format(date, 'yyyy-MM-dd');
          expect(fromIsoDay(text)).toEqual(parseISO(text));
          expect(fromIsoDay(text)).toEqual(startOfDay(date));
        },
      ),
      { numRuns: 1000 },
    );
    for (const text of [
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-1-5',
      '2026-01-05T00:00',
      '',
      'today',
    ])
      expect(fromIsoDay(text), text).toBeNull();
    expect(isValid(parseISO('2026-02-30'))).toBe(false);
  });
  it('an invalid date is a RangeError, as with date-fns', () => {
    expect(() => isoDay(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => displayDate(new Date(Number.NaN), true)).toThrow(RangeError);
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
