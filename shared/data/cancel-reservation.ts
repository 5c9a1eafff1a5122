// Cancels a stay (platform POST /v1/reservation/reservations/{n}/cancel { lastName } through the
// site's /api proxy). 409 CANCELLATION_DEADLINE_PASSED (6:00 PM hotel time on the day of arrival
// has passed, issue 12) and throttling come back as messages; cancelling twice is harmless (the
// platform answers with the cancelled reservation).
import type { Reservation } from './reservation-lookup.ts';

export type CancelOutcome =
  { ok: true; reservation: Reservation } | { ok: false; message: string; deadlinePassed?: boolean };

export const CANCEL_FAILED = 'We could not cancel your reservation. Please try again in a moment.';

export async function cancelReservation(
  confirmationNumber: string,
  lastName: string,
  fetchImpl: typeof fetch = fetch,
): Promise<CancelOutcome> {
  try {
    const response = await fetchImpl(
      `/api/v1/reservation/reservations/${encodeURIComponent(confirmationNumber)}/cancel`,
      {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ lastName }),
      },
    );
    const body = (await response.json().catch(() => null)) as {
      reservation?: Reservation;
      errors?: { code?: string; message?: string }[];
    } | null;
    if (response.ok && body?.reservation) return { ok: true, reservation: body.reservation };
    if (response.status === 409 || response.status === 429) {
      const error = body?.errors?.[0];
      return {
        ok: false,
        message: error?.message ?? CANCEL_FAILED,
        ...(error?.code === 'CANCELLATION_DEADLINE_PASSED' ? { deadlinePassed: true } : {}),
      };
    }
    return { ok: false, message: CANCEL_FAILED };
  } catch {
    return { ok: false, message: CANCEL_FAILED };
  }
}
