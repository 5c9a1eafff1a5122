// Test data for the mail tests: a 30-night Texas stay (no hotel tax, the exemption in words) and a
// 2-room stay, as the API returns them, and an .ics reader built on a real calendar parser.
import ICAL from 'ical.js';
import type { ReservationView } from '../services/reservations-view.ts';
import type { HotelExtras } from './hotel-extras.ts';

export const TEXAS_WORDS = 'No hotel tax: stays of 30+ nights in Texas';
export const urls = { siteUrl: 'https://longstay.test', mediaUrl: 'https://media.longstay.test' };
export const extras: HotelExtras = {
  image: { uri: 'hotels/TX123/1-exterior.jpg', alt: 'Longstay Suites Dallas seen from Main St' },
  coordinates: { latitude: 32.7801, longitude: -96.8005 },
};

export const texasStay = (over: Partial<ReservationView> = {}): ReservationView => ({
  confirmationNumber: '4821937750',
  status: 'confirmed',
  hotel: {
    hotelId: 'TX123',
    hotelName: 'Longstay Suites Dallas <Downtown>',
    hotelUri: '/extended-stay-hotels/texas/dallas/longstay-suites-dallas-downtown',
    address: {
      street1: '1200 Main St',
      street2: null,
      cityName: 'Dallas',
      subdivisionCode: 'TX',
      postalCode: '75201',
      countryCode: 'US',
    },
    phone: '(214) 555-0142',
    checkInTime: '15:00',
    checkOutTime: '11:00',
    timeZone: 'America/Chicago',
  },
  room: {
    roomTypeCode: 'SQ',
    name: 'Studio Queen',
    bedType: 'Queen',
    capacity: 2,
    accessible: false,
    accessibleFeatures: null,
  },
  ratePlan: { ratePlanCode: 'STANDARD', name: 'Best Available Rate', kind: 'standard' },
  checkIn: '2026-04-01',
  checkOut: '2026-05-01',
  nights: 30,
  losTier: 'monthly',
  adults: 2,
  children: 1,
  rooms: 1,
  nightly: [],
  averageNightly: 72.15,
  subtotal: 2164.5,
  taxes: 0,
  taxNotes: [TEXAS_WORDS],
  total: 2164.5,
  roomTotal: 2164.5,
  currency: 'USD',
  guest: { givenName: 'Ada', surname: "O'Brien", email: 'ada@example.com', phone: '555' },
  arrivalTime: null,
  card: { brand: 'american express', last4: '0005', expiry: '12/29' },
  createdAt: '2026-03-02T15:00:00.000Z',
  cancelledAt: null,
  cancellationReference: null,
  priceDrop: null,
  cancellationDeadline: '2026-04-01T23:00:00.000Z',
  cancellable: true,
  upcoming: true,
  changes: [],
  changeOptions: null,
  ...over,
});

/** Two rooms for 8 nights in Colorado: taxes charged, each room's total beside the whole. */
export const twoRoomStay = (): ReservationView =>
  texasStay({
    confirmationNumber: '7310045528',
    hotel: {
      ...texasStay().hotel!,
      hotelId: 'CO210',
      hotelName: 'Longstay Suites Denver Tech Center',
      address: {
        street1: '8000 E Belleview Ave',
        street2: null,
        cityName: 'Greenwood Village',
        subdivisionCode: 'CO',
        postalCode: '80111',
        countryCode: 'US',
      },
      phone: '(303) 555-0199',
      timeZone: 'America/Denver',
    },
    room: { ...texasStay().room, name: 'Studio Suite, 1 Queen Bed' },
    checkIn: '2026-06-10',
    checkOut: '2026-06-18',
    nights: 8,
    losTier: 'weekly',
    rooms: 2,
    adults: 4,
    children: 0,
    subtotal: 1423.36,
    taxes: 211.37,
    taxNotes: [],
    total: 1634.73,
    roomTotal: 817.37,
  });

/** The one VEVENT of an .ics, parsed by ical.js with the file's own VTIMEZONE registered. */
export function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { event, zoneId: zone ? String(zone.getFirstPropertyValue('tzid')) : null };
}
