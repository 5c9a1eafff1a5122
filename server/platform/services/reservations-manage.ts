// Finding, listing and cancelling reservations. A look-up needs the confirmation number AND the
// guest's last name; any mismatch gets the same not-found answer, so it reveals nothing.
import { conflict, notFound, tooManyRequests } from '../http/errors.ts';
import type { PlatformContext } from '../context.ts';
import { releaseNights } from './inventory-claims.ts';
import { guestToday, stayNights } from './rates-dates.ts';
import { sendReservationMail } from './reservations-mail.ts';
import { reservationView, type Reservation } from './reservations-view.ts';
import { hit, isThrottled, type Limit } from './throttle.ts';

export const NOT_FOUND_MESSAGE =
  'We could not find a reservation with this confirmation number and last name.';

// Confirmation numbers carry 128 random bits, so guessing is hopeless anyway; counting failed
// look-ups per client address still keeps scripted probing of last names cheap to refuse.
export const lookupLimit = (address: string): Limit => ({
  key: `reservation-lookup:address:${address}`,
  max: 30,
  windowSeconds: 15 * 60,
});

async function findByPair(
  platform: PlatformContext,
  confirmationNumber: string,
  lastName: string,
  address: string,
): Promise<Reservation> {
  const limit = lookupLimit(address);
  if (await isThrottled(platform.db, limit, platform.now())) throw tooManyRequests();
  const reservation = /^\d{1,64}$/.test(confirmationNumber)
    ? await platform.db
        .selectFrom('reservations')
        .selectAll()
        .where('confirmation_number', '=', confirmationNumber)
        .executeTakeFirst()
    : undefined;
  if (!reservation || reservation.surname_key !== lastName.trim().toLowerCase()) {
    await hit(platform.db, limit, platform.now());
    throw notFound(NOT_FOUND_MESSAGE);
  }
  return reservation;
}

export async function lookUpReservation(
  platform: PlatformContext,
  confirmationNumber: string,
  lastName: string,
  address: string,
) {
  const reservation = await findByPair(platform, confirmationNumber, lastName, address);
  return reservationView(platform.db, reservation, guestToday(platform.now()));
}

export async function listReservations(platform: PlatformContext, loginId: string) {
  const rows = await platform.db
    .selectFrom('reservations')
    .selectAll()
    .where('login_id', '=', loginId)
    .orderBy('check_in', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  const today = guestToday(platform.now());
  return Promise.all(rows.map((r) => reservationView(platform.db, r, today)));
}

/**
 * Cancels a stay that has not begun and gives its room back for every night, in one
 * transaction. Cancelling an already cancelled reservation is a no-op that answers 200 with
 * the cancelled reservation (a retried click must not look like a failure).
 */
export async function cancelReservation(
  platform: PlatformContext,
  confirmationNumber: string,
  lastName: string,
  address: string,
) {
  const now = platform.now();
  const today = guestToday(now);
  const reservation = await findByPair(platform, confirmationNumber, lastName, address);
  if (reservation.status === 'cancelled') return reservationView(platform.db, reservation, today);
  if (reservation.check_in < today) {
    throw conflict(
      'CANCELLATION_CLOSED',
      'This stay has already begun or ended and can no longer be cancelled.',
    );
  }
  const cancelledAt = now.toISOString();
  const changed = await platform.db.transaction().execute(async (trx) => {
    // Only the request that flips the status returns the rooms, so two cancels give back one.
    const result = await trx
      .updateTable('reservations')
      .set({ status: 'cancelled', cancelled_at: cancelledAt })
      .where('confirmation_number', '=', reservation.confirmation_number)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await releaseNights(trx, {
      hotelId: reservation.hotel_id,
      roomTypeCode: reservation.room_type_code,
      nights: stayNights(reservation.check_in, reservation.check_out),
    });
    return true;
  });
  const fresh = await platform.db
    .selectFrom('reservations')
    .selectAll()
    .where('confirmation_number', '=', reservation.confirmation_number)
    .executeTakeFirstOrThrow();
  const view = await reservationView(platform.db, fresh, today);
  if (changed) await sendReservationMail(platform, view, 'cancellation');
  return view;
}
