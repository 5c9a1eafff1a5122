import { describe, expect, it } from 'vitest';
import type { Reservation } from './reservation-lookup.ts';
import { stayCalendar } from './stay-calendar.ts';

const reservation = {
  confirmationNumber: '4821930571',
  status: 'confirmed',
  hotel: {
    hotelId: 'TX917',
    hotelName: 'Longstay Suites Austin Downtown',
    hotelUri: '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown',
    address: {
      street1: '100 Main St',
      cityName: 'Austin',
      subdivisionCode: 'TX',
      postalCode: '78701',
    },
    phone: '+1 512 555 0100',
    checkInTime: '15:00',
    checkOutTime: '11:00',
    timeZone: 'America/Chicago',
  },
  room: { roomTypeCode: 'SQ', name: 'Studio Suite', accessible: false, accessibleFeatures: null },
  checkIn: '2027-02-20',
  checkOut: '2027-03-22',
  nights: 30,
  rooms: 2,
  guest: { givenName: 'Ana', surname: 'Pairs', email: 'ana@example.com', phone: '5125550100' },
  createdAt: '2026-11-26T18:00:00.000Z',
  changes: [],
} as unknown as Reservation;

const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('stayCalendar', () => {
  it('is the stay from check-in to check-out at the hotel’s times, across a clock change', () => {
    const lines = unfolded(stayCalendar(reservation, 'https://longstay.test')!);
    // 3 PM CST on 20 February is 21:00 UTC; 11 AM CDT on 22 March (after 14 March) is 16:00 UTC.
    expect(lines).toContain('DTSTART:20270220T210000Z');
    expect(lines).toContain('DTEND:20270322T160000Z');
    expect(lines).toContain('DTSTAMP:20261126T180000Z');
    expect(lines).toContain('UID:4821930571@longstay');
    expect(lines).toContain(
      'LOCATION:Longstay Suites Austin Downtown\\, 100 Main St\\, Austin\\, TX 78701',
    );
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('Confirmation number: 4821930571');
    expect(description).toContain('2 × Studio Suite\\, 30 nights');
    expect(lines).toContain(
      'URL:https://longstay.test/reservation/?confirmation=4821930571&lastname=Pairs',
    );
  });

  it('is none without the hotel’s time zone: no entry at the wrong hour', () => {
    const hotel = { ...reservation.hotel!, timeZone: undefined };
    expect(stayCalendar({ ...reservation, hotel }, 'https://longstay.test')).toBeNull();
  });
});
