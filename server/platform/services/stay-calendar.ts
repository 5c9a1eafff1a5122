// A reservation as a calendar event (RFC 5545), made by ical-generator: from check-in to
// check-out at the hotel's own times in the hotel's time zone, with the zone's VTIMEZONE (so
// every calendar, Outlook included, places it right), the hotel's name, address and position,
// and the confirmation number. The confirmation mail attaches it and the confirmation page
// downloads it (GET …/calendar.ics), both from here. Null when the hotel's zone is unknown: a
// calendar entry at the wrong hour is worse than none.
import ical from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { formatTime12, formatUsDate } from '#shared/format/booking-format.ts';
import { hotelAddress, manageHref } from '#shared/data/stay-calendar.ts';
import type { ReservationView } from './reservations-view.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

type StayView = Pick<
  ReservationView,
  'confirmationNumber' | 'hotel' | 'room' | 'checkIn' | 'checkOut' | 'nights' | 'rooms' | 'guest'
> &
  Partial<Pick<ReservationView, 'createdAt' | 'changes'>>;

/**
 * When the reservation last took its present form (booked, or last changed): the file's DTSTAMP,
 * from the data, not the clock, so the same stay gives the same file.
 */
function lastWritten(view: StayView): Date | null {
  const times = [view.createdAt, ...(view.changes ?? []).map((c) => c.changedAt)]
    .map((value) => (value ? Date.parse(value) : NaN))
    .filter(Number.isFinite);
  return times.length ? new Date(Math.max(...times)) : null;
}

export const calendarFileName = (confirmationNumber: string): string =>
  `longstay-${confirmationNumber}.ics`;

export function stayCalendar(
  view: StayView,
  siteUrl: string,
  coordinates: Coordinates | null = null,
): string | null {
  const hotel = view.hotel;
  if (!hotel?.timeZone || !hotel.checkInTime || !hotel.checkOutTime) return null;
  const manage = new URL(manageHref(view), `${siteUrl}/`).toString();
  const calendar = ical({
    prodId: { company: 'Longstay', product: 'Booking', language: 'EN' },
    // No calendar-wide zone: the event names its own, and the stamp stays in UTC (§3.8.7.2).
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `${view.confirmationNumber}@longstay`,
    // Wall-clock strings in the event's zone: the hotel's times as the hotel states them.
    start: `${view.checkIn}T${hotel.checkInTime}:00`,
    end: `${view.checkOut}T${hotel.checkOutTime}:00`,
    timezone: hotel.timeZone,
    stamp: lastWritten(view) ?? new Date(`${view.checkIn}T00:00:00Z`),
    summary: `Stay at ${hotel.hotelName}`,
    // One line, as every calendar shows it; the position goes in GEO.
    location: {
      title: `${hotel.hotelName}, ${hotelAddress(hotel)}`,
      ...(coordinates ? { geo: { lat: coordinates.latitude, lon: coordinates.longitude } } : {}),
    },
    description: [
      `Confirmation number: ${view.confirmationNumber}`,
      `Check-in ${formatUsDate(view.checkIn)} from ${formatTime12(hotel.checkInTime)}, check-out ${formatUsDate(view.checkOut)} by ${formatTime12(hotel.checkOutTime)} (hotel time)`,
      `${view.rooms > 1 ? `${view.rooms} × ` : ''}${view.room.name}, ${view.nights} ${view.nights === 1 ? 'night' : 'nights'}`,
      ...(hotel.phone ? [`Hotel phone: ${hotel.phone}`] : []),
      `Manage your reservation: ${manage}`,
    ].join('\n'),
    url: manage,
  });
  return calendar.toString();
}
