// Price protection: the lower price of a booked stay (the platform's `priceDrop` on a reservation)
// and applying it through the change-a-stay call with `lowerPrice`, which the platform refuses
// unless the same stay really costs less now. The Idempotency-Key is made once per offer, so a
// retried or doubled click applies it once.
import { changeStayCall } from '#shared/contract/calls.ts';
import { ApiError, type ApiClient } from './api-client.ts';
import type { Reservation } from './reservation-lookup.ts';
import type { AnswerOf } from '#shared/contract/platform-api.ts';
import { isConfirming, type ConfirmingAnswer } from './booking-contract.ts';

type ChangeMade = AnswerOf<'/v1/reservation/reservations/{confirmationNumber}/change', 'post'>;

export type PriceDrop = NonNullable<Reservation['priceDrop']>;

export const PRICE_DROP_FAILED =
  'We could not apply the lower price right now. Please try again in a moment.';

export type ApplyOutcome = { ok: true; reservation: Reservation } | { ok: false; message: string };

export async function applyLowerPrice(
  api: ApiClient,
  stay: { confirmationNumber: string; lastName: string; checkIn: string; checkOut: string },
  idempotencyKey: string,
): Promise<ApplyOutcome> {
  const path = changeStayCall(stay.confirmationNumber);
  try {
    // A change the site is still confirming (202 CONFIRMING) is not yet applied.
    const answer: ChangeMade | ConfirmingAnswer = await api.post(path, {
      json: {
        lastName: stay.lastName,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        lowerPrice: true,
      },
      idempotencyKey,
    });
    return !isConfirming(answer) && answer?.reservation
      ? { ok: true, reservation: answer.reservation }
      : { ok: false, message: PRICE_DROP_FAILED };
  } catch (error) {
    if (!(error instanceof ApiError) || error.isUnavailable || !error.firstMessage)
      return { ok: false, message: PRICE_DROP_FAILED };
    return { ok: false, message: error.firstMessage };
  }
}
