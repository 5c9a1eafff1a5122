// Changing a stay through the API client: a quote of the changed stay
// (platform POST …/{n}/change-quote) and the change itself (POST …/{n}/change with an
// Idempotency-Key, which the client sends again on every retry, so a retry can never change the
// stay twice). While the site answers that it is still confirming the change (202 CONFIRMING),
// the change is sent again with its key until the platform answers (confirming.ts). Refusals (sold
// out, past the deadline, invalid dates) come back as the platform's own message, with the field
// it names.
import { changeQuoteCall, changeStayCall } from '#shared/contract/calls.ts';
import { ApiError, type ApiClient } from './api-client.ts';
import type { AnswerOf, ApiCall, BodyOf } from '#shared/contract/platform-api.ts';
import type { Reservation } from './reservation-lookup.ts';
import { isConfirming, type ConfirmingAnswer } from './booking-contract.ts';
import { untilConfirmed, type ConfirmOptions } from './confirming.ts';

export interface ChangeRequest {
  checkIn: string;
  checkOut: string;
  roomTypeCode: string;
}

type Quoted = AnswerOf<'/v1/reservation/reservations/{confirmationNumber}/change-quote', 'post'>;
type ChangeBody = BodyOf<'/v1/reservation/reservations/{confirmationNumber}/change', 'post'>;

/** The stay now and as it would be, priced by the platform; `difference` is positive to pay more. */
export type ChangeQuote = Quoted['change'];
/** One side of a change. Money in dollars: the totals are for every room, `roomTotal` for one. */
export type ChangedStay = ChangeQuote['current'];

export type ChangeOutcome<T> =
  { ok: true; value: T } | { ok: false; message: string; field?: string | undefined };

export const CHANGE_FAILED =
  'We could not change your reservation right now. Please try again in a moment.';
export const CHANGE_STILL_CONFIRMING =
  'We are still confirming your change. Look up your reservation in a moment to see it; sending the change again will not change your stay twice.';

async function send<Answer, T>(
  api: ApiClient,
  call: ApiCall<'post', Answer, ChangeBody>,
  json: ChangeBody,
  pick: (answer: Answer) => T | undefined,
  idempotencyKey?: string,
): Promise<ChangeOutcome<T> | ConfirmingAnswer> {
  try {
    const answer: Answer | ConfirmingAnswer = await api.post(call, {
      json,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    if (isConfirming(answer)) return answer;
    // An answer without what was asked for (an empty body through a proxy) is not a success.
    const value = answer ? pick(answer) : undefined;
    return value === undefined ? { ok: false, message: CHANGE_FAILED } : { ok: true, value };
  } catch (error) {
    if (!(error instanceof ApiError) || error.isUnavailable || !error.firstMessage) {
      return { ok: false, message: CHANGE_FAILED };
    }
    const named = error.errors.find((entry) => entry.message);
    return { ok: false, message: error.firstMessage, field: named?.parameterName };
  }
}

export function quoteChange(
  api: ApiClient,
  confirmationNumber: string,
  lastName: string,
  request: ChangeRequest,
): Promise<ChangeOutcome<ChangeQuote>> {
  // A quote claims nothing: the site never answers it with CONFIRMING.
  return send(
    api,
    changeQuoteCall(confirmationNumber),
    { lastName, ...request },
    (answer) => answer.change,
  ).then((outcome) => (isConfirming(outcome) ? { ok: false, message: CHANGE_FAILED } : outcome));
}

export function confirmChange(
  api: ApiClient,
  confirmationNumber: string,
  lastName: string,
  request: ChangeRequest,
  idempotencyKey: string,
  options: ConfirmOptions = {},
): Promise<ChangeOutcome<Reservation>> {
  return untilConfirmed(
    () =>
      send(
        api,
        changeStayCall(confirmationNumber),
        { lastName, ...request },
        (answer) => answer.reservation,
        idempotencyKey,
      ),
    (outcome) => !outcome.ok && outcome.message === CHANGE_FAILED,
    { ok: false, message: CHANGE_STILL_CONFIRMING },
    options,
  );
}
