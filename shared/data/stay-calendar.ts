// A reservation as a calendar event (issue 13 "Booking funnel": add to calendar as an .ics file):
// from check-in to check-out at the hotel's times in the hotel's time zone, with the hotel's name
// and address and the confirmation number. Null when the platform did not say the hotel's zone:
// a calendar entry at the wrong hour is worse than none.
import { formatTime12, formatUsDate } from '../format/booking-format.ts';
import { icsCalendar, zonedInstant } from '../format/icalendar.ts';
import type { Reservation } from './reservation-lookup.ts';

/** spec §3 "Helper inputs": an address in one line — street, city, state and postal code. */
export function hotelAddress(hotel: NonNullable<Reservation['hotel']>): string {
  const { street1, cityName, subdivisionCode, postalCode } = hotel.address;
  return `${street1}, ${cityName}, ${subdivisionCode}${postalCode ? ` ${postalCode}` : ''}`;
}

/** The guest's manage page for this reservation: the look-up pair in the query (spec §2). */
export function manageHref(reservation: Pick<Reservation, 'confirmationNumber' | 'guest'>): string {
  const query = new URLSearchParams({
    confirmation: reservation.confirmationNumber,
    lastname: reservation.guest.surname,
  });
  return `/reservation/?${query.toString()}`;
}

/**
 * When the reservation last took its present form (booked, or last changed): the file's DTSTAMP.
 * From the data, not the clock, so the page the server sent and the page in the browser agree.
 */
function lastWritten(reservation: Reservation): Date | null {
  const times = [reservation.createdAt, ...(reservation.changes ?? []).map((c) => c.changedAt)]
    .map((value) => (value ? Date.parse(value) : NaN))
    .filter(Number.isFinite);
  return times.length ? new Date(Math.max(...times)) : null;
}

export function stayCalendar(reservation: Reservation, siteUrl: string): string | null {
  const hotel = reservation.hotel;
  if (!hotel?.timeZone || !hotel.checkInTime || !hotel.checkOutTime) return null;
  const rooms = reservation.rooms ?? 1;
  const manage = new URL(manageHref(reservation), siteUrl).toString();
  const start = zonedInstant(reservation.checkIn, hotel.checkInTime, hotel.timeZone);
  return icsCalendar({
    uid: `${reservation.confirmationNumber}@longstay`,
    start,
    end: zonedInstant(reservation.checkOut, hotel.checkOutTime, hotel.timeZone),
    summary: `Stay at ${hotel.hotelName}`,
    location: `${hotel.hotelName}, ${hotelAddress(hotel)}`,
    description: [
      `Confirmation number: ${reservation.confirmationNumber}`,
      `Check-in ${formatUsDate(reservation.checkIn)} from ${formatTime12(hotel.checkInTime)}, check-out ${formatUsDate(reservation.checkOut)} by ${formatTime12(hotel.checkOutTime)} (hotel time)`,
      `${rooms > 1 ? `${rooms} × ` : ''}${reservation.room.name}, ${reservation.nights} ${reservation.nights === 1 ? 'night' : 'nights'}`,
      ...(hotel.phone ? [`Hotel phone: ${hotel.phone}`] : []),
      `Manage your reservation: ${manage}`,
    ].join('\n'),
    url: manage,
    stamp: lastWritten(reservation) ?? start,
  });
}
