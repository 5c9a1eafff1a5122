// Sends a booking (platform POST /v1/reservation/reservations through the site's /api proxy, with
// the Idempotency-Key header). Network failures and 5xx answers are retried with the same key, so
// a retry can never make a second reservation; 409 SOLD_OUT / COMING_SOON and per-field 400s come
// back as results the form shows.
import type { Selection } from '../storage/booking-draft.ts';
import type { GuestField, GuestValues } from '../validation/guest.ts';
import { normaliseExpiry, cardDigits } from '../validation/card.ts';

export interface BookedReservation {
  confirmationNumber: string;
  guest: { surname: string };
  total: number;
}

export type BookingOutcome =
  | { kind: 'booked'; reservation: BookedReservation }
  | { kind: 'unavailable'; message: string }
  | { kind: 'invalid'; errors: Partial<Record<GuestField, string>>; message: string | null }
  | { kind: 'failed'; message: string };

export const BOOKING_FAILED =
  'We could not complete your reservation. Please check your connection and try again; you will not be booked twice.';
export const SOLD_OUT_FALLBACK =
  'Sorry, this room is no longer available for the dates you chose. Please choose another room or other dates.';

const FIELD_OF: Record<string, GuestField> = {
  givenName: 'givenName',
  surname: 'surname',
  email: 'email',
  phone: 'phone',
  arrivalTime: 'arrivalTime',
  'card.number': 'cardNumber',
  'card.expiry': 'cardExpiry',
  'card.holder': 'cardHolder',
  cardNumber: 'cardNumber',
  cardExpiry: 'cardExpiry',
  cardHolder: 'cardHolder',
};

interface ErrorBody {
  errors?: { code?: string; parameterName?: string; message?: string }[];
}

const RETRIES = 2;

export async function submitBooking(
  selection: Selection,
  values: GuestValues,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<BookingOutcome> {
  const body = {
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
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetchImpl('/api/v1/reservation/reservations', {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey,
        },
        body: JSON.stringify(body),
      });
    } catch {
      if (attempt < RETRIES) continue;
      return { kind: 'failed', message: BOOKING_FAILED };
    }
    if (response.status >= 500 && attempt < RETRIES) continue;
    const parsed = (await response.json().catch(() => null)) as
      (ErrorBody & { reservation?: BookedReservation }) | null;
    if (response.ok && parsed?.reservation?.confirmationNumber) {
      return { kind: 'booked', reservation: parsed.reservation };
    }
    const first = parsed?.errors?.[0];
    if (response.status === 409) {
      return { kind: 'unavailable', message: first?.message ?? SOLD_OUT_FALLBACK };
    }
    if (response.status === 400 && parsed?.errors?.length) {
      const errors: Partial<Record<GuestField, string>> = {};
      const other: string[] = [];
      for (const error of parsed.errors) {
        const field = error.parameterName ? FIELD_OF[error.parameterName] : undefined;
        if (field) errors[field] = error.message ?? 'This field is invalid';
        else if (error.message) other.push(error.message);
      }
      return { kind: 'invalid', errors, message: other[0] ?? null };
    }
    if (response.status === 429) {
      return { kind: 'failed', message: 'Too many attempts. Please wait a moment and try again.' };
    }
    return { kind: 'failed', message: BOOKING_FAILED };
  }
}
