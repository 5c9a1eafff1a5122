// The booking contract, declared once: what the site sends to create a
// reservation (platform POST /v1/reservation/reservations, through the site's /api proxy, with an
// Idempotency-Key header). The guest-data form builds this body and the platform's route and
// service take it; the answer is the platform's reservation, typed by its schema.
import type { Selection } from '../storage/booking-draft.ts';
import { cardDigits, normaliseExpiry } from '../validation/card.ts';
import type { GuestValues } from '../validation/guest.ts';

/** The platform's route (the site calls it through shared/contract/calls.ts bookCall). */
export const BOOKING_PATH = '/v1/reservation/reservations';

/**
 * When the caller stops waiting for a booking or a change (milliseconds since the epoch): the
 * platform does not start an attempt past it.
 */
export const CALLER_DEADLINE_HEADER = 'X-Caller-Deadline';

/** The chosen stay, room and rate (the guest-data page's selection), and the guest. */
export interface BookingRequest extends Omit<Selection, 'corporateId' | 'rooms'> {
  /** Rooms of the type booked together in one reservation, 1–4; 1 when absent. */
  rooms?: number | undefined;
  givenName: string;
  surname: string;
  email: string;
  phone: string;
  /** 24-hour 'HH:MM' (Formats). */
  arrivalTime?: string | undefined;
  corporateId?: string | undefined;
  /** Digits only, 'MM/YY', as on the card. */
  card: { number: string; expiry: string; holder: string };
}

/** The body of a booking: the chosen stay and rate, and the guest's details as typed. */
export function bookingRequest(selection: Selection, values: GuestValues): BookingRequest {
  return {
    hotelId: selection.hotelId,
    roomTypeCode: selection.roomTypeCode,
    ratePlanCode: selection.ratePlanCode,
    checkIn: selection.checkIn,
    checkOut: selection.checkOut,
    adults: selection.adults,
    children: selection.children,
    rooms: selection.rooms,
    ...(selection.corporateId ? { corporateId: selection.corporateId } : {}),
    givenName: values.givenName.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    arrivalTime: values.arrivalTime,
    card: {
      number: cardDigits(values.cardNumber),
      expiry: normaliseExpiry(values.cardExpiry),
      holder: values.cardHolder.trim(),
    },
  };
}

/**
 * The site's answer (202) to a booking or a stay change the platform may have made but did not
 * confirm in time: the page sends the same request again with the same Idempotency-Key, which
 * reads back what was made (or makes it once), until it has the platform's own answer.
 */
export interface ConfirmingAnswer {
  status: 'CONFIRMING';
  message: string;
  /** How long to wait before sending the request again. */
  retryAfterSeconds: number;
}

export const CONFIRMING_MESSAGE = 'We are confirming your booking. This can take a few seconds.';

export function isConfirming(answer: unknown): answer is ConfirmingAnswer {
  return (answer as { status?: unknown } | null)?.status === 'CONFIRMING';
}
