// Claiming and returning rooms for every night of a stay, inside the caller's transaction.
// A reservation holds 1–4 rooms of one type (issue 14): all of them are claimed for every night,
// or none (the caller's transaction rolls back on the first full night).
// spec issue 2: a conditional update (`booked + rooms <= total`) plus the schema's CHECK constraint mean
// no night is ever oversold, whatever the concurrency. Nights are always touched in ascending
// order so two PostgreSQL transactions never wait on each other's rows in a cycle.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface ClaimTarget {
  hotelId: string;
  roomTypeCode: string;
  totalRooms: number;
  nights: string[];
  /** Rooms claimed (or released) on every night; 1 when absent. */
  rooms?: number;
}

/** Returns the first night without enough rooms left, or null when every night was claimed. */
export async function claimNights(
  trx: Transaction<Database>,
  target: ClaimTarget,
): Promise<string | null> {
  const nights = [...target.nights].sort();
  const rooms = target.rooms ?? 1;
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
      .set((eb) => ({ booked: eb('booked', '+', rooms) }))
      .where('hotel_id', '=', target.hotelId)
      .where('room_type_code', '=', target.roomTypeCode)
      .where('night', '=', night)
      .where((eb) => eb(eb('booked', '+', rooms), '<=', eb.ref('total')))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return night;
  }
  return null;
}

/** Gives back the reservation's rooms for every night (a cancellation). */
export async function releaseNights(
  trx: Transaction<Database>,
  target: Omit<ClaimTarget, 'totalRooms'>,
): Promise<void> {
  const rooms = target.rooms ?? 1;
  for (const night of [...target.nights].sort()) {
    await trx
      .updateTable('inventory')
      .set((eb) => ({ booked: eb('booked', '-', rooms) }))
      .where('hotel_id', '=', target.hotelId)
      .where('room_type_code', '=', target.roomTypeCode)
      .where('night', '=', night)
      .where('booked', '>=', rooms)
      .execute();
  }
}
