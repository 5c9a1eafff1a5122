// Cancels a stay (platform POST /v1/reservation/reservations/{n}/cancel { lastName } through the
// API client). 409 CANCELLATION_DEADLINE_PASSED (6:00 PM hotel time on the day of arrival
// has passed) and throttling come back as messages; cancelling twice is harmless (the
// platform answers with the cancelled reservation).
import { ERROR } from '#shared/contract/error-codes.ts';
import { cancelReservationCall } from '#shared/contract/calls.ts';
import { ApiError, type ApiClient } from './api-client.ts';
import type { Reservation } from './reservation-lookup.ts';

export type CancelOutcome =
  { ok: true; reservation: Reservation } | { ok: false; message: string; deadlinePassed?: boolean };

export const CANCEL_FAILED = 'We could not cancel your reservation. Please try again in a moment.';

export async function cancelReservation(
  api: ApiClient,
  confirmationNumber: string,
  lastName: string,
): Promise<CancelOutcome> {
  try {
    const body = await api.post(cancelReservationCall(confirmationNumber), {
      json: { lastName },
    });
    if (body?.reservation) return { ok: true, reservation: body.reservation };
    return { ok: false, message: CANCEL_FAILED };
  } catch (error) {
    if (!(error instanceof ApiError) || !(error.isConflict || error.isRateLimited))
      return { ok: false, message: CANCEL_FAILED };
    return {
      ok: false,
      message: error.firstMessage ?? CANCEL_FAILED,
      ...(error.hasCode(ERROR.CANCELLATION_DEADLINE_PASSED) ? { deadlinePassed: true } : {}),
    };
  }
}
