// What a booking, change or cancellation mail says, worked out once from the reservation as the
// API returns it (the same cents the site shows: nothing is recomputed) and the hotel's picture
// and position. The HTML template and the text part both read this.
import { formatTime12, formatUsDate } from '#shared/format/booking-format.ts';
import { directionsUrl } from '#shared/format/map-links.ts';
import { splitPrice } from '#shared/format/price.ts';
import { hotelAddress, manageHref } from '#shared/data/stay-calendar.ts';
import { cancellationClosedMessage, messages } from '#shared/validation/messages.ts';
import type { ReservationView } from '../services/reservations-view.ts';
import type { HotelExtras } from './hotel-extras.ts';

export type ReservationMailKind = 'booking' | 'cancellation' | 'change';

export const money = (amount: number): string => splitPrice(amount).full;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** Brands are stored in lower case ('visa', 'american express'). */
const brandName = (brand: string) => brand.replace(/\b\w/g, (c) => c.toUpperCase());
/** The new total against the old, in words: "+$215.15, more than before". */
const signed = (amount: number) =>
  amount === 0
    ? '$0.00, the same as before'
    : `${amount > 0 ? '+' : '−'}${money(Math.abs(amount))}, ${amount > 0 ? 'more' : 'less'} than before`;
const weekday = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

export interface StayDay {
  date: string;
  weekday: string;
  /** "from 3:00 PM" / "by 11:00 AM", or null without the hotel's times. */
  time: string | null;
}

export interface ReservationFacts {
  kind: ReservationMailKind;
  subject: string;
  heading: string;
  intro: string;
  confirmationNumber: string;
  cancellationReference: string | null;
  hotel: {
    name: string;
    address: string | null;
    phone: string | null;
    telHref: string | null;
    directionsHref: string | null;
    image: { src: string; alt: string } | null;
  };
  checkIn: StayDay;
  checkOut: StayDay;
  nights: string;
  party: string;
  rooms: string;
  rate: string;
  subtotalLabel: string;
  subtotal: string;
  taxes: string;
  taxNotes: string[];
  total: string;
  eachRoom: string | null;
  card: string;
  /** The rate's cancellation rule while it applies; what holds instead past it; none once cancelled. */
  policy: string | null;
  manageHref: string;
  manageLabel: string;
  change: { before: string; difference: string } | null;
}

export function reservationFacts(
  view: ReservationView,
  kind: ReservationMailKind,
  urls: { siteUrl: string; mediaUrl: string },
  extras: HotelExtras,
): ReservationFacts {
  const hotel = view.hotel;
  const active = kind !== 'cancellation';
  const number = view.confirmationNumber;
  const last = kind === 'change' ? view.changes.at(-1) : undefined;
  const day = (date: string, time: string | undefined, word: string): StayDay => ({
    date: formatUsDate(date),
    weekday: weekday(date),
    time: time ? `${word} ${formatTime12(time)}` : null,
  });
  const { coordinates, image } = extras;
  return {
    kind,
    subject:
      kind === 'booking'
        ? `Your reservation ${number} is confirmed`
        : kind === 'change'
          ? `Your reservation ${number} has been changed`
          : `Your reservation ${number} is cancelled`,
    heading:
      kind === 'booking'
        ? 'Your stay is confirmed'
        : kind === 'change'
          ? 'Your stay has been changed'
          : 'Your reservation is cancelled',
    intro:
      kind === 'booking'
        ? `Dear ${view.guest.givenName} ${view.guest.surname}, your reservation is confirmed.`
        : kind === 'change'
          ? `Dear ${view.guest.givenName} ${view.guest.surname}, your reservation has been changed. Your confirmation number stays the same. Here is your stay as it is now.`
          : `Dear ${view.guest.givenName} ${view.guest.surname}, your reservation has been cancelled. Nothing is due for this stay.`,
    confirmationNumber: number,
    cancellationReference: kind === 'cancellation' ? view.cancellationReference : null,
    hotel: {
      name: hotel?.hotelName ?? view.room.roomTypeCode,
      address: hotel ? hotelAddress(hotel) : null,
      phone: hotel?.phone ?? null,
      telHref: hotel?.phone ? `tel:${hotel.phone.replace(/[^\d+]/g, '')}` : null,
      // Coordinates put the pin on the building; the address is the fallback.
      directionsHref: coordinates
        ? directionsUrl(`${coordinates.latitude},${coordinates.longitude}`)
        : hotel
          ? directionsUrl(hotelAddress(hotel))
          : null,
      // A raster rendition: most mail clients show no SVG.
      image: image
        ? {
            src: `${urls.mediaUrl}/images/${image.uri.replace(/^\/+/, '')}?w=1280&fm=jpg`,
            alt: image.alt,
          }
        : null,
    },
    checkIn: day(view.checkIn, hotel?.checkInTime, 'from'),
    checkOut: day(view.checkOut, hotel?.checkOutTime, 'by'),
    nights: plural(view.nights, 'night', 'nights'),
    party: [
      plural(view.adults, 'adult', 'adults'),
      ...(view.children ? [plural(view.children, 'child', 'children')] : []),
    ].join(', '),
    rooms: view.rooms > 1 ? `${view.rooms} × ${view.room.name}` : view.room.name,
    rate: view.ratePlan.name,
    subtotalLabel: view.rooms > 1 ? 'Rooms subtotal' : 'Room subtotal',
    subtotal: money(view.subtotal),
    taxes: money(view.taxes),
    // The long-stay exemptions applied, in words (tax-rules.ts), beside the amount they explain.
    taxNotes: view.taxNotes,
    total: money(view.total),
    eachRoom: view.rooms > 1 ? `${money(view.roomTotal)}, taxes included` : null,
    card: `${brandName(view.card.brand)} ending in ${view.card.last4}`,
    policy: !active
      ? null
      : view.cancellable
        ? messages.cancellationPolicy
        : cancellationClosedMessage(hotel?.phone),
    manageHref: new URL(manageHref(view), `${urls.siteUrl}/`).toString(),
    manageLabel: active && view.cancellable ? 'Manage reservation' : 'View reservation',
    change: last
      ? {
          before: `${formatUsDate(last.from.checkIn)} – ${formatUsDate(last.from.checkOut)}, ${plural(last.from.nights, 'night', 'nights')}, ${last.from.roomName}, ${money(last.from.total)} taxes included`,
          difference: signed(last.difference),
        }
      : null,
  };
}

/** The plain-text part: every fact, one per line, and every link written out. */
export function reservationText(f: ReservationFacts): string {
  const time = (d: StayDay) => `${d.date}${d.time ? `, ${d.time}` : ''}`;
  const rows: Array<[string, string | null]> = [
    ['Confirmation number', f.confirmationNumber],
    ['Cancellation reference', f.cancellationReference],
    ['Hotel', f.hotel.name],
    ['Address', f.hotel.address],
    ['Hotel phone', f.hotel.phone],
    ['Directions', f.hotel.directionsHref],
    ['Check-in', time(f.checkIn)],
    ['Check-out', time(f.checkOut)],
    ['Nights', f.nights.replace(/ nights?$/, '')],
    ['Guests', f.party],
    [f.eachRoom ? 'Rooms' : 'Room', f.rooms],
    ['Each room', f.eachRoom],
    ['Rate', f.rate],
    [f.subtotalLabel, f.subtotal],
    ['Taxes', f.taxNotes.length ? `${f.taxes} (${f.taxNotes.join('; ')})` : f.taxes],
    ['Total, taxes included', f.total],
    ['Guaranteed by', f.card],
    ['Before the change', f.change?.before ?? null],
    ['Difference', f.change?.difference ?? null],
  ];
  return [
    f.intro,
    '',
    ...rows.filter(([, value]) => value !== null).map(([label, value]) => `${label}: ${value}`),
    '',
    ...(f.policy ? [f.policy, ''] : []),
    `${f.manageLabel}: ${f.manageHref}`,
    '',
    'Longstay',
  ].join('\n');
}
