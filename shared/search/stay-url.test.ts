import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from 'date-fns';
import { isoDay } from './dates.ts';
import { parseStay, readCorporateId, stayQuery, withStay, type Stay } from './stay-url.ts';

// A fixed clock: Saturday 21 November 2026, 15:30 local time.
const clock = () => new Date(2026, 10, 21, 15, 30);
const day = (offset: number) => isoDay(addDays(new Date(2026, 10, 21), offset));
const query = (text: string) => new URLSearchParams(text);

const stay: Stay = {
  checkIn: day(10),
  checkOut: day(40),
  adults: 2,
  children: 1,
  rooms: 2,
  corporateId: 'SUMMIT',
};

describe('the stay in the URL', () => {
  it('formats and parses back the same stay', () => {
    expect(stayQuery(stay)).toBe(
      'checkIn=2026-12-01&checkOut=2026-12-31&adults=2&children=1&rooms=2&clientid=SUMMIT',
    );
    expect(parseStay(query(stayQuery(stay)), clock)).toEqual({
      dates: { checkIn: stay.checkIn, checkOut: stay.checkOut },
      adults: 2,
      children: 1,
      rooms: 2,
      corporateId: 'SUMMIT',
    });
  });

  it('round-trips every stay inside the booking window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        fc.option(fc.stringMatching(/^[A-Z0-9_-]{1,40}$/), { nil: null }),
        (start, length, adults, children, rooms, corporateId) => {
          const checkIn = day(start);
          const checkOut = isoDay(addDays(new Date(`${checkIn}T00:00:00`), length));
          const written: Stay = { checkIn, checkOut, adults, children, rooms, corporateId };
          const read = parseStay(query(stayQuery(written)), clock);
          expect(read).toEqual({
            dates: { checkIn, checkOut },
            adults,
            children,
            rooms,
            corporateId,
          });
        },
      ),
    );
  });

  it('names no dates when they break a rule, and never throws', () => {
    const cases = {
      'no dates': '',
      'check-in only': `checkIn=${day(3)}`,
      'not a date': `checkIn=tomorrow&checkOut=${day(9)}`,
      'no such day': `checkIn=2026-02-30&checkOut=2026-03-05`,
      'another format': `checkIn=12/01/2026&checkOut=12/31/2026`,
      'in the past': `checkIn=${day(-1)}&checkOut=${day(6)}`,
      'more than 365 days ahead': `checkIn=${day(366)}&checkOut=${day(373)}`,
      'check-out on check-in': `checkIn=${day(3)}&checkOut=${day(3)}`,
      'check-out before check-in': `checkIn=${day(9)}&checkOut=${day(3)}`,
      'more than 365 nights': `checkIn=${day(1)}&checkOut=${day(367)}`,
      'a year of 5 digits': `checkIn=20260-12-01&checkOut=${day(3)}`,
    };
    for (const [name, text] of Object.entries(cases)) {
      expect(parseStay(query(text), clock).dates, name).toBeNull();
    }
    // Today and exactly 365 nights are inside the window.
    expect(parseStay(query(`checkIn=${day(0)}&checkOut=${day(365)}`), clock).dates).toEqual({
      checkIn: day(0),
      checkOut: day(365),
    });
  });

  it('drops a bad party size or corporate id, keeping the rest', () => {
    const read = parseStay(
      query(`checkIn=${day(1)}&checkOut=${day(8)}&adults=0&children=-1&rooms=0&clientid=no%20way`),
      clock,
    );
    expect(read).toEqual({
      dates: { checkIn: day(1), checkOut: day(8) },
      adults: null,
      children: null,
      rooms: null,
      corporateId: null,
    });
    expect(parseStay(query('adults=11&children=1e1&rooms=two'), clock)).toMatchObject({
      adults: null,
      children: null,
      rooms: null,
    });
    // The picker's limits (adults 1–8, children 0–6, rooms 1–4); 5 rooms is a group.
    expect(parseStay(query('adults=8&children=6&rooms=4'), clock)).toMatchObject({
      adults: 8,
      children: 6,
      rooms: 4,
    });
    expect(parseStay(query('adults=9&children=7&rooms=5'), clock)).toMatchObject({
      adults: null,
      children: null,
      rooms: null,
    });
    // The corporate rate id is uppercased.
    expect(readCorporateId(' summit ')).toBe('SUMMIT');
    expect(readCorporateId('x'.repeat(41))).toBeNull();
    expect(readCorporateId('<script>')).toBeNull();
    expect(readCorporateId(null)).toBeNull();
  });

  it('fuzzed queries never throw', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        parseStay(query(text), clock);
      }),
    );
  });
});

describe('withStay: one helper for every link to a stay page', () => {
  it('appends the stay to a plain path', () => {
    expect(withStay('/extended-stay-hotels/texas/dallas/longstay-dallas', stay)).toBe(
      `/extended-stay-hotels/texas/dallas/longstay-dallas?${stayQuery(stay)}`,
    );
  });

  it("keeps the address's own parameters and its fragment, and replaces an older stay", () => {
    expect(withStay('/extended-stay-hotels/near/me?latitude=32.7&longitude=-96.8', stay)).toBe(
      `/extended-stay-hotels/near/me?latitude=32.7&longitude=-96.8&${stayQuery(stay)}`,
    );
    expect(
      withStay(
        `/hotel?sort=price&checkIn=${day(2)}&checkOut=${day(4)}&rooms=3&clientid=OLD#rooms`,
        {
          ...stay,
          corporateId: null,
        },
      ),
    ).toBe(
      `/hotel?sort=price&checkIn=${day(10)}&checkOut=${day(40)}&adults=2&children=1&rooms=2#rooms`,
    );
  });

  it('leaves the address alone without a stay, or with one nothing named (today + 7)', () => {
    expect(withStay('/locations#state-tx', null)).toBe('/locations#state-tx');
    expect(withStay('/hotel?sort=price', { ...stay, named: false })).toBe('/hotel?sort=price');
    expect(withStay('/hotel', { ...stay, named: true })).toBe(`/hotel?${stayQuery(stay)}`);
  });

  it('what it writes, the parser reads back', () => {
    const href = withStay('/x?page=2#reviews', stay);
    const url = new URL(href, 'http://localhost');
    expect(url.hash).toBe('#reviews');
    expect(url.searchParams.get('page')).toBe('2');
    expect(parseStay(url.searchParams, clock).dates).toEqual({
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
    });
  });
});
