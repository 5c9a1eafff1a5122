// The reservation's hotel address in one line and the guest's manage link: the confirmation page,
// the mails and the stay's calendar file (server/platform/services/stay-calendar.ts) use these.
import type { Reservation } from './reservation-lookup.ts';

/** An address in one line — street, city, state and postal code. */
export function hotelAddress(hotel: {
  address: Pick<
    NonNullable<Reservation['hotel']>['address'],
    'street1' | 'cityName' | 'subdivisionCode'
  > & {
    postalCode?: string | null;
  };
}): string {
  const { street1, cityName, subdivisionCode, postalCode } = hotel.address;
  return `${street1}, ${cityName}, ${subdivisionCode}${postalCode ? ` ${postalCode}` : ''}`;
}

/** The guest's manage page for this reservation: the look-up pair in the query. */
export function manageHref(reservation: {
  confirmationNumber: string;
  guest: { surname: string };
}): string {
  const query = new URLSearchParams({
    confirmation: reservation.confirmationNumber,
    lastname: reservation.guest.surname,
  });
  return `/reservation/?${query.toString()}`;
}

/** The stay's calendar file, made by the platform for the look-up pair (the same as the mail's). */
export function calendarHref(reservation: {
  confirmationNumber: string;
  guest: { surname: string };
}): string {
  const query = new URLSearchParams({ lastName: reservation.guest.surname });
  return `/api/v1/reservation/reservations/${encodeURIComponent(reservation.confirmationNumber)}/calendar.ics?${query.toString()}`;
}
