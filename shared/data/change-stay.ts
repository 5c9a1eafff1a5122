// Changing a stay (issue 14, Build 1) through the site's /api proxy: a quote of the changed stay
// (platform POST …/{n}/change-quote) and the change itself (POST …/{n}/change, with the same
// Idempotency-Key on every retry, so a retry can never change the stay twice). Refusals (sold
// out, past the deadline, invalid dates) come back as the platform's own message.
import type { Reservation } from './reservation-lookup.ts';

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
  averageNightly: number;
  subtotal: number;
  taxes: number;
  taxNotes: string[];
  total: number;
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
const RETRIES = 2;

interface ErrorBody {
  errors?: { code?: string; message?: string; parameterName?: string }[];
}

async function send<T>(
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string>,
  pick: (parsed: Record<string, unknown>) => T | undefined,
  fetchImpl: typeof fetch,
): Promise<ChangeOutcome<T>> {
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetchImpl(`/api/v1/reservation/reservations/${path}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    } catch {
      if (attempt < RETRIES) continue;
      return { ok: false, message: CHANGE_FAILED };
    }
    if (response.status >= 500 && attempt < RETRIES) continue;
    const parsed = (await response.json().catch(() => null)) as
      (Record<string, unknown> & ErrorBody) | null;
    const value = response.ok && parsed ? pick(parsed) : undefined;
    if (value !== undefined) return { ok: true, value };
    const error = parsed?.errors?.[0];
    if (response.status >= 400 && response.status < 500 && error?.message) {
      return { ok: false, message: error.message, field: error.parameterName };
    }
    return { ok: false, message: CHANGE_FAILED };
  }
}

const path = (confirmationNumber: string, action: string) =>
  `${encodeURIComponent(confirmationNumber)}/${action}`;

export function quoteChange(
  confirmationNumber: string,
  lastName: string,
  request: ChangeRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<ChangeOutcome<ChangeQuote>> {
  return send(
    path(confirmationNumber, 'change-quote'),
    { lastName, ...request },
    {},
    (parsed) => parsed.change as ChangeQuote | undefined,
    fetchImpl,
  );
}

export function confirmChange(
  confirmationNumber: string,
  lastName: string,
  request: ChangeRequest,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ChangeOutcome<Reservation>> {
  return send(
    path(confirmationNumber, 'change'),
    { lastName, ...request },
    { 'Idempotency-Key': idempotencyKey },
    (parsed) => parsed.reservation as Reservation | undefined,
    fetchImpl,
  );
}
