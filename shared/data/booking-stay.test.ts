import { describe, expect, it } from 'vitest';
import { readStay } from './booking-stay.ts';

// A fixed clock: Saturday 21 November 2026, 15:30 local time.
const clock = () => new Date(2026, 10, 21, 15, 30);
const saved = {
  currentSearch: {
    checkInDate: new Date(2026, 11, 1).getTime(),
    checkOutDate: new Date(2026, 11, 31).getTime(),
    searchPlace: null,
    searchAddress: null,
  },
};
const params = (text: string) => new URLSearchParams(text);

describe('readStay: the URL first, then the saved search, then today + 7', () => {
  it('takes the stay the URL names', () => {
    expect(
      readStay(
        params(
          'checkIn=2027-01-04&checkOut=2027-02-03&adults=2&children=1&rooms=2&clientid=summit',
        ),
        saved,
        clock,
      ),
    ).toEqual({
      checkIn: '2027-01-04',
      checkOut: '2027-02-03',
      adults: 2,
      children: 1,
      rooms: 2,
      corporateId: 'SUMMIT',
      named: true,
    });
  });

  it('falls back to the saved search for dates the URL does not name or names wrongly', () => {
    for (const text of ['', 'checkIn=2026-11-01&checkOut=2026-11-08', 'checkIn=bad&checkOut=x']) {
      expect(readStay(params(text), saved, clock), text).toEqual({
        checkIn: '2026-12-01',
        checkOut: '2026-12-31',
        adults: 1,
        children: 0,
        rooms: 1,
        corporateId: null,
        named: true,
      });
    }
  });

  it('without a saved search: today and 7 nights, which links do not write', () => {
    expect(readStay(params('checkIn=2026-11-25'), { currentSearch: null }, clock)).toMatchObject({
      checkIn: '2026-11-21',
      checkOut: '2026-11-28',
      named: false,
    });
    // A corporate id alone names the stay: its links carry it, with today + 7.
    expect(readStay(params('clientid=Summit'), { currentSearch: null }, clock)).toMatchObject({
      checkIn: '2026-11-21',
      corporateId: 'SUMMIT',
      named: true,
    });
  });

  it('takes the party last searched for when the URL names none', () => {
    const party = { adults: 3, children: 0, rooms: 2 };
    const withParty = { currentSearch: { ...saved.currentSearch, party } };
    expect(readStay(params(''), withParty, clock)).toMatchObject({
      checkIn: '2026-12-01',
      ...party,
      named: true,
    });
    // Dates in the URL and no party: still the guest's party.
    expect(
      readStay(params('checkIn=2027-01-04&checkOut=2027-02-03'), withParty, clock),
    ).toMatchObject({ checkIn: '2027-01-04', ...party });
    // A URL that names a party decides it, whole.
    expect(readStay(params('adults=2'), withParty, clock)).toMatchObject({
      adults: 2,
      children: 0,
      rooms: 1,
    });
  });
});
