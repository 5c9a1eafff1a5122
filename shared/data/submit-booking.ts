// Sends a booking (platform POST /v1/reservation/reservations) through the API client with an
// idempotency key. The client retries network failures and 5xx answers after a back-off with the
// same key, so a retry can never make a second reservation. When the site answers
// that it is still confirming the booking (202 CONFIRMING: the platform may have made it but did
// not answer in time), the same booking is sent again until the platform answers (confirming.ts);
// a made booking is never shown as a failure. 409 SOLD_OUT / COMING_SOON and per-field 400s come
// back as results the form shows. Past a few bookings in the hour the platform asks for the
// captcha (401 CAPTCHA_REQUIRED): the form shows it and the guest sends the booking again with it;
// a declined card (402 CARD_DECLINED) is a message on the card number.
import { ERROR } from '#shared/contract/error-codes.ts';
import { bookCall } from '#shared/contract/calls.ts';
import type { AnswerOf } from '#shared/contract/platform-api.ts';
import { ApiError, type ApiClient } from './api-client.ts';
import type { Selection } from '../storage/booking-draft.ts';
import type { GuestField, GuestValues } from '../validation/guest.ts';
import { messages } from '../validation/messages.ts';
import {
  bookingRequest,
  isConfirming,
  type BookingRequest,
  type ConfirmingAnswer,
} from './booking-contract.ts';
import { untilConfirmed, type ConfirmOptions } from './confirming.ts';

type Booked = AnswerOf<'/v1/reservation/reservations', 'post'>;
type BookedReservation = Booked['reservation'];

export type BookingOutcome =
  | { kind: 'booked'; reservation: BookedReservation }
  | { kind: 'unavailable'; message: string }
  | { kind: 'invalid'; errors: Partial<Record<GuestField, string>>; message: string | null }
  | { kind: 'captcha'; message: string }
  | { kind: 'failed'; message: string }
  /** The platform has not answered within the page's budget: the booking may exist. */
  | { kind: 'confirming'; message: string };

export const BOOKING_FAILED =
  'We could not complete your reservation. Please check your connection and try again; you will not be booked twice.';

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

const BOOKING_CAPTCHA = 'Please complete the captcha, then book again.';
const BOOKING_THROTTLED = 'Too many attempts. Please wait a moment and try again.';

export const BOOKING_STILL_CONFIRMING =
  'We are still confirming your booking. If it was made, your confirmation e-mail is on its way. Sending this form again will not book you twice.';

export interface SubmitOptions extends ConfirmOptions {
  /** The solved captcha, once the platform asked for it (outcome 'captcha'). */
  captcha?: string | null;
}

/** Sends the booking, again with the same key while the site is confirming it (see the header). */
export function submitBooking(
  api: ApiClient,
  selection: Selection,
  values: GuestValues,
  idempotencyKey: string,
  { captcha, ...options }: SubmitOptions = {},
): Promise<BookingOutcome> {
  const body = { ...bookingRequest(selection, values), ...(captcha ? { captcha } : {}) };
  return untilConfirmed(
    () => sendBooking(api, body, idempotencyKey),
    (outcome) => outcome.kind === 'failed',
    { kind: 'confirming', message: BOOKING_STILL_CONFIRMING },
    options,
  );
}

async function sendBooking(
  api: ApiClient,
  body: BookingRequest,
  idempotencyKey: string,
): Promise<BookingOutcome | ConfirmingAnswer> {
  try {
    const answer: Booked | ConfirmingAnswer = await api.post(bookCall(), {
      json: body,
      idempotencyKey,
    });
    if (isConfirming(answer)) return answer;
    if (answer?.reservation?.confirmationNumber)
      return { kind: 'booked', reservation: answer.reservation };
    return { kind: 'failed', message: BOOKING_FAILED };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'failed', message: BOOKING_FAILED };
    if (error.hasCode(ERROR.CAPTCHA_REQUIRED))
      return { kind: 'captcha', message: error.firstMessage ?? BOOKING_CAPTCHA };
    if (error.hasCode(ERROR.CARD_DECLINED)) {
      const message = error.firstMessage ?? 'Your card was declined. Please use another card.';
      return { kind: 'invalid', errors: { cardNumber: message }, message };
    }
    if (error.isConflict)
      return { kind: 'unavailable', message: error.firstMessage ?? messages.soldOut };
    if (error.isValidation) {
      const errors: Partial<Record<GuestField, string>> = {};
      const other: string[] = [];
      for (const entry of error.errors) {
        const field = entry.parameterName ? FIELD_OF[entry.parameterName] : undefined;
        if (field) errors[field] = entry.message ?? 'This field is invalid';
        else if (entry.message) other.push(entry.message);
      }
      return { kind: 'invalid', errors, message: other[0] ?? null };
    }
    // The platform's refusal says what was refused and for how long.
    if (error.isRateLimited)
      return { kind: 'failed', message: error.firstMessage ?? BOOKING_THROTTLED };
    return { kind: 'failed', message: BOOKING_FAILED };
  }
}
