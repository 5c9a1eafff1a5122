// Reservation look-up (lastName, confirmationNumber;: open to
// anyone): GET {api}/v1/reservation/reservations/{confirmationNumber}?lastName=. The platform
// answers one generic 404 for any wrong pair, so the page's message reveals nothing either.
import { reservationCall } from '#shared/contract/calls.ts';
import type { LoaderArgs } from './route-types.ts';
import { ApiError } from './api-client.ts';
import { normalizeConfirmationNumber } from '../validation/patterns.ts';
import type { AnswerOf } from '#shared/contract/platform-api.ts';

type Found = AnswerOf<'/v1/reservation/reservations/{confirmationNumber}', 'get'>;

/** A reservation as the platform answers it (its schema: server/platform/routes/reservations-answers.ts). */
export type Reservation = Found['reservation'];
export type StayChange = Reservation['changes'][number];
export type StayChangeSide = StayChange['from'];
export type ChangeOptions = NonNullable<Reservation['changeOptions']>;

export const LOOKUP_NOT_FOUND =
  'We could not find a reservation with that last name and confirmation number. Please check both and try again.';
export const LOOKUP_THROTTLED = 'Too many look-ups. Please wait a minute and try again.';
export const LOOKUP_UNAVAILABLE =
  'Reservations are unavailable right now. Please try again in a moment.';

export type LookupResult =
  | { kind: 'found'; reservation: Reservation }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

export interface LookupData {
  confirmation: string;
  lastName: string;
  result: LookupResult;
}

export async function lookUpReservation(
  api: LoaderArgs['api'],
  confirmation: string,
  lastName: string,
  signal: AbortSignal,
): Promise<LookupResult> {
  try {
    const body = await api.get(reservationCall(confirmation, lastName), { signal });
    return body?.reservation
      ? { kind: 'found', reservation: body.reservation }
      : { kind: 'error', message: LOOKUP_UNAVAILABLE };
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { kind: 'error', message: LOOKUP_NOT_FOUND };
    }
    if (error instanceof ApiError && error.status === 429)
      return { kind: 'error', message: LOOKUP_THROTTLED };
    return { kind: 'error', message: LOOKUP_UNAVAILABLE };
  }
}

/** /reservation/?confirmation=&lastname= and /confirmation?confirmation=&lastname= */
export async function loadReservationPage({ api, url, signal }: LoaderArgs): Promise<LookupData> {
  const confirmation = normalizeConfirmationNumber(url.searchParams.get('confirmation') ?? '');
  const lastName = (url.searchParams.get('lastname') ?? '').trim();
  if (!confirmation || !lastName) return { confirmation, lastName, result: { kind: 'missing' } };
  return {
    confirmation,
    lastName,
    result: await lookUpReservation(api, confirmation, lastName, signal),
  };
}
