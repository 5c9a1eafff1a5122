// Reservation look-up (lastName, confirmationNumber;: open to
// anyone): GET {api}/v1/reservation/reservations/{confirmationNumber}?lastName=. The platform
// answers one generic 404 for any wrong pair, so the page's message reveals nothing either.
import { reservationCall } from '#shared/contract/calls.ts';
import type { LoaderArgs } from './route-types.ts';
import { ApiError } from './api-client.ts';
import { field } from './read.ts';
import { normalizeConfirmationNumber } from '../validation/patterns.ts';
import type { PriceDrop } from './price-drop.ts';

export interface Reservation {
  confirmationNumber: string;
  status: 'confirmed' | 'cancelled' | string;
  hotel: {
    hotelId: string;
    hotelName: string;
    hotelUri: string | null;
    address: { street1: string; cityName: string; subdivisionCode: string; postalCode?: string };
    phone: string | null;
    checkInTime: string | null;
    checkOutTime: string | null;
    timeZone?: string;
  } | null;
  room: { roomTypeCode: string; name: string; accessible: boolean; accessibleFeatures: string | null };
  ratePlan: { ratePlanCode: string; name: string };
  checkIn: string;
  checkOut: string;
  nights: number;
  losTier: string | null;
  adults: number;
  children: number;
  /** Rooms in this reservation (absent from older platforms: one). */
  rooms?: number;
  /** One room's all-in total; `total` is for every room. */
  roomTotal?: number;
  nightly: { night: string; amount: number }[];
  /** Average per night before taxes, as the platform rounds it. */
  averageNightly?: number;
  subtotal: number;
  taxes: number;
  /** Long-stay exemptions applied, in words (absent from older platforms). */
  taxNotes?: string[];
  total: number;
  guest: { givenName: string; surname: string; email: string; phone: string };
  arrivalTime: string | null;
  card: { brand: string; last4: string; expiry: string };
  /** Free cancellation online while true: before 6:00 PM hotel time on the day of arrival. */
  cancellable: boolean;
  cancellationDeadline?: string | null;
  /** When it was booked (ISO). */
  createdAt?: string;
  cancelledAt: string | null;
  /** The changes made online, oldest first (absent from older platforms). */
  changes?: StayChange[];
  /** What can still change; null once nothing can (cancelled, or the stay has ended). */
  changeOptions?: ChangeOptions | null;
  /** Price protection: the same stay's lower price, while it can be applied (price-drop.ts). */
  priceDrop?: PriceDrop | null;
}

export interface StayChangeSide {
  checkIn: string;
  checkOut: string;
  nights: number;
  roomTypeCode: string;
  roomName: string;
  losTier: string;
  taxes: number;
  total: number;
}

export interface StayChange {
  changedAt: string;
  from: StayChangeSide;
  to: StayChangeSide;
  difference: number;
}

export interface ChangeOptions {
  /** Before 6:00 PM hotel time on the day of arrival: the arrival and the room type can move. */
  arrivalOpen: boolean;
  roomTypes: { roomTypeCode: string; name: string; capacity: number }[];
}

export const LOOKUP_NOT_FOUND =
  'We could not find a reservation with that last name and confirmation number. Please check both and try again.';
export const LOOKUP_THROTTLED = 'Too many look-ups. Please wait a minute and try again.';
export const LOOKUP_UNAVAILABLE = 'Reservations are unavailable right now. Please try again in a moment.';

export type LookupResult =
  | { kind: 'found'; reservation: Reservation }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

export interface LookupData {
  confirmation: string;
  lastName: string;
  result: LookupResult;
}

function isReservation(value: unknown): value is Reservation {
  return (
    typeof field(value, 'confirmationNumber') === 'string' &&
    typeof field(value, 'total') === 'number' &&
    typeof field(value, 'guest', 'surname') === 'string'
  );
}

export async function lookUpReservation(
  api: LoaderArgs['api'],
  confirmation: string,
  lastName: string,
  signal: AbortSignal,
): Promise<LookupResult> {
  try {
    const body = await api.get(
      reservationCall(confirmation, lastName),
      { signal },
    );
    const reservation = field(body, 'reservation');
    return isReservation(reservation)
      ? { kind: 'found', reservation }
      : { kind: 'error', message: LOOKUP_UNAVAILABLE };
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { kind: 'error', message: LOOKUP_NOT_FOUND };
    }
    if (error instanceof ApiError && error.status === 429) return { kind: 'error', message: LOOKUP_THROTTLED };
    return { kind: 'error', message: LOOKUP_UNAVAILABLE };
  }
}

/** /reservation/?confirmation=&lastname= and /confirmation?confirmation=&lastname= */
export async function loadReservationPage({ api, url, signal }: LoaderArgs): Promise<LookupData> {
  const confirmation = normalizeConfirmationNumber(url.searchParams.get('confirmation') ?? '');
  const lastName = (url.searchParams.get('lastname') ?? '').trim();
  if (!confirmation || !lastName) return { confirmation, lastName, result: { kind: 'missing' } };
  return { confirmation, lastName, result: await lookUpReservation(api, confirmation, lastName, signal) };
}
