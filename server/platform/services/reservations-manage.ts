// Finding, listing and cancelling reservations. A look-up needs the confirmation number AND the
// guest's last name; any mismatch gets the same not-found answer, so it reveals nothing.
import { normalizeConfirmationNumber } from '#shared/validation/patterns.ts';
import { cancellationDeadlinePassed, notFound, tooManyRequests } from '../http/errors.ts';
import type { PlatformContext } from '../context.ts';
import { releaseRooms } from './inventory-claims.ts';
import { stayNights } from './rates-dates.ts';
import { isBeforeCancellationDeadline } from './cancellation-policy.ts';
import { cancellationClosedMessage } from '#shared/validation/messages.ts';
import { sendReservationMail } from './reservations-mail.ts';
import { newCancellationReference } from './confirmation-numbers.ts';
import { reservationView, type Reservation } from './reservations-view.ts';
import { addressGroup } from '#shared/security/address-group.ts';
import { hitInTurn, refund, type Limit } from './throttle.ts';

export const NOT_FOUND_MESSAGE =
  'We could not find a reservation with this confirmation number and last name.';

// Look-up security comes from the last-name pair and from these two throttles (decision 0007),
// not from the length of the number: per client address (one address probing many numbers) and
// per confirmation number (many addresses probing one number's last name). Each attempt is
// counted before anything is checked, in one upsert, so parallel requests cannot slip past the
// limit; a successful look-up gives its counts back, so a guest who reads their own reservation
// again and again is never blocked.
export const lookupLimits = (address: string, confirmationNumber: string): Limit[] => [
  { key: `reservation-lookup:address:${addressGroup(address)}`, max: 30, windowSeconds: 15 * 60 },
  { key: `reservation-lookup:number:${confirmationNumber}`, max: 10, windowSeconds: 15 * 60 },
];

export async function findByPair(
  platform: PlatformContext,
  typedNumber: string,
  lastName: string,
  address: string,
): Promise<Reservation> {
  const confirmationNumber = normalizeConfirmationNumber(typedNumber);
  const limits = lookupLimits(address, confirmationNumber.slice(0, 64));
  const now = platform.now();
  // The address first: a refused address writes no row for each number it tries.
  if ((await hitInTurn(platform.db, limits, now)) >= 0) throw tooManyRequests();
  // Digits only: ten for every number issued now, longer for ones issued before decision 0007.
  const reservation = /^\d{1,64}$/.test(confirmationNumber)
    ? await platform.db
        .selectFrom('reservations')
        .selectAll()
        .where('confirmation_number', '=', confirmationNumber)
        .executeTakeFirst()
    : undefined;
  if (!reservation || reservation.surname_key !== lastName.trim().toLowerCase()) {
    throw notFound(NOT_FOUND_MESSAGE);
  }
  await Promise.all(limits.map((limit) => refund(platform.db, limit)));
  return reservation;
}

export async function lookUpReservation(
  platform: PlatformContext,
  confirmationNumber: string,
  lastName: string,
  address: string,
) {
  const reservation = await findByPair(platform, confirmationNumber, lastName, address);
  return reservationView(platform.db, reservation, platform.now());
}

export async function listReservations(platform: PlatformContext, loginId: string) {
  const rows = await platform.db
    .selectFrom('reservations')
    .selectAll()
    .where('login_id', '=', loginId)
    .orderBy('check_in', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  const now = platform.now();
  return Promise.all(rows.map((r) => reservationView(platform.db, r, now)));
}

/**
 * Cancels a stay before 6:00 PM hotel time on the day of arrival and gives all its
 * rooms back for every night, in one transaction. Later the answer is 409 CANCELLATION_DEADLINE_PASSED
 * with the hotel's phone number. Cancelling an already cancelled reservation is a no-op that
 * answers 200 with the cancelled reservation (a retried click must not look like a failure).
 */
export async function cancelReservation(
  platform: PlatformContext,
  confirmationNumber: string,
  lastName: string,
  address: string,
) {
  const now = platform.now();
  const reservation = await findByPair(platform, confirmationNumber, lastName, address);
  if (reservation.status === 'cancelled') return reservationView(platform.db, reservation, now);
  const hotel = await platform.db
    .selectFrom('hotels')
    .select(['time_zone', 'phone'])
    .where('hotel_id', '=', reservation.hotel_id)
    .executeTakeFirstOrThrow();
  if (!isBeforeCancellationDeadline(reservation.check_in, hotel.time_zone, now)) {
    throw cancellationDeadlinePassed(cancellationClosedMessage(hotel.phone));
  }
  const cancelledAt = now.toISOString();
  const changed = await platform.db.transaction().execute(async (trx) => {
    // Only the request that flips the status returns the rooms, so two cancels give back one.
    const result = await trx
      .updateTable('reservations')
      .set({
        status: 'cancelled',
        cancelled_at: cancelledAt,
        cancellation_reference: newCancellationReference(),
      })
      .where('confirmation_number', '=', reservation.confirmation_number)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await releaseRooms(trx, [
      {
        hotelId: reservation.hotel_id,
        roomTypeCode: reservation.room_type_code,
        nights: stayNights(reservation.check_in, reservation.check_out),
        rooms: reservation.rooms,
      },
    ]);
    return true;
  });
  const fresh = await platform.db
    .selectFrom('reservations')
    .selectAll()
    .where('confirmation_number', '=', reservation.confirmation_number)
    .executeTakeFirstOrThrow();
  const view = await reservationView(platform.db, fresh, now);
  if (changed) await sendReservationMail(platform, view, 'cancellation');
  return view;
}
