// Claiming and returning a room for every night of a stay, inside the caller's transaction.
// spec issue 2: a conditional update (`booked < total`) plus the schema's CHECK constraint mean
// no night is ever oversold, whatever the concurrency. Nights are always touched in ascending
// order so two PostgreSQL transactions never wait on each other's rows in a cycle.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface ClaimTarget {
  hotelId: string;
  roomTypeCode: string;
  totalRooms: number;
  nights: string[];
}

/** Returns the first night that had no room left, or null when every night was claimed. */
export async function claimNights(
  trx: Transaction<Database>,
  target: ClaimTarget,
): Promise<string | null> {
  const nights = [...target.nights].sort();
  await trx
    .insertInto('inventory')
    .values(
      nights.map((night) => ({
        hotel_id: target.hotelId,
        room_type_code: target.roomTypeCode,
        night,
        total: target.totalRooms,
        booked: 0,
      })),
    )
    .onConflict((oc) => oc.columns(['hotel_id', 'room_type_code', 'night']).doNothing())
    .execute();
  for (const night of nights) {
    const result = await trx
      .updateTable('inventory')
      .set((eb) => ({ booked: eb('booked', '+', 1) }))
      .where('hotel_id', '=', target.hotelId)
      .where('room_type_code', '=', target.roomTypeCode)
      .where('night', '=', night)
      .whereRef('booked', '<', 'total')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return night;
  }
  return null;
}

/** Gives back one room for every night (a cancellation). */
export async function releaseNights(
  trx: Transaction<Database>,
  target: Omit<ClaimTarget, 'totalRooms'>,
): Promise<void> {
  for (const night of [...target.nights].sort()) {
    await trx
      .updateTable('inventory')
      .set((eb) => ({ booked: eb('booked', '-', 1) }))
      .where('hotel_id', '=', target.hotelId)
      .where('room_type_code', '=', target.roomTypeCode)
      .where('night', '=', night)
      .where('booked', '>', 0)
      .execute();
  }
}

export interface NightsMove {
  /** The nights to claim, on the stay's (new) room type. */
  claim: ClaimTarget;
  /** The nights to give back, on the stay's old room type. */
  release: Omit<ClaimTarget, 'totalRooms'>;
}

/**
 * A changed stay (issue 14): claims its new nights and gives back the dropped ones, in the
 * caller's transaction, claims first, so a change that cannot have its new nights leaves every
 * count as it was once the caller rolls back. Returns the first night that had no room left.
 * The one place a change touches inventory: a claim of several rooms at once can replace it.
 */
export async function moveNights(
  trx: Transaction<Database>,
  move: NightsMove,
): Promise<string | null> {
  if (move.claim.nights.length) {
    const full = await claimNights(trx, move.claim);
    if (full) return full;
  }
  if (move.release.nights.length) await releaseNights(trx, move.release);
  return null;
}
