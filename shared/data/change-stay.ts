// Changing a stay through the API client: a quote of the changed stay
// (platform POST …/{n}/change-quote) and the change itself (POST …/{n}/change with an
// Idempotency-Key, which the client sends again on every retry, so a retry can never change the
// stay twice). While the site answers that it is still confirming the change (202 CONFIRMING),
// the change is sent again with its key until the platform answers (confirming.ts). Refusals (sold
// out, past the deadline, invalid dates) come back as the platform's own message, with the field
// it names.
import { changeQuoteCall, changeStayCall } from '#shared/contract/calls.ts';
import { ApiError, type ApiClient } from './api-client.ts';
import type { Reservation } from './reservation-lookup.ts';
import { isConfirming, type ConfirmingAnswer } from './booking-contract.ts';
import { untilConfirmed, type ConfirmOptions } from './confirming.ts';

export interface ChangeRequest {
  checkIn: string;
  checkOut: string;
  roomTypeCode: string;
}

/** One side of a change: the stay now, or as it would be. Money in dollars, as the platform priced it. */
export interface ChangedStay {
  checkIn: string;
  checkOut: string;
  roomTypeCode: string;
  roomName: string;
  nights: number;
  losTier: string;
  /** Rooms of the reservation: the totals are for all of them. */
  rooms: number;
  /** Per room and night, before taxes. */
  averageNightly: number;
  subtotal: number;
  taxes: number;
  taxNotes: string[];
  total: number;
  /** One room's all-in total. */
  roomTotal: number;
}

export interface ChangeQuote {
  current: ChangedStay;
  proposed: ChangedStay;
  /** proposed.total − current.total: positive is more to pay. */
  difference: number;
}

export type ChangeOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; field?: string | undefined };

export const CHANGE_FAILED =
  'We could not change your reservation right now. Please try again in a moment.';
export const CHANGE_STILL_CONFIRMING =
  'We are still confirming your change. Look up your reservation in a moment to see it; sending the change again will not change your stay twice.';

async function send<T>(
  api: ApiClient,
  action: 'change-quote' | 'change',
  confirmationNumber: string,
  json: Record<string, unknown>,
  pick: (answer: Record<string, unknown>) => T | undefined,
  idempotencyKey?: string,
): Promise<ChangeOutcome<T> | ConfirmingAnswer> {
  const path =
    action === 'change'
      ? changeStayCall(confirmationNumber)
      : changeQuoteCall(confirmationNumber);
  try {
    const answer = await api.post<Record<string, unknown> | ConfirmingAnswer | null>(path, {
      json,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    if (isConfirming(answer)) return answer;
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
  return send(api, 'change-quote', confirmationNumber, { lastName, ...request }, (answer) =>
    answer.change ? (answer.change as ChangeQuote) : undefined,
  ).then((outcome) =>
    isConfirming(outcome) ? { ok: false, message: CHANGE_FAILED } : outcome,
  );
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
        'change',
        confirmationNumber,
        { lastName, ...request },
        (answer) => (answer.reservation ? (answer.reservation as Reservation) : undefined),
        idempotencyKey,
      ),
    (outcome) => !outcome.ok && outcome.message === CHANGE_FAILED,
    { ok: false, message: CHANGE_STILL_CONFIRMING },
    options,
  );
}
