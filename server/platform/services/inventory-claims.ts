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
