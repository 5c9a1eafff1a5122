// Claiming and returning rooms for the nights of a stay, inside the caller's transaction.
// No night is ever oversold, whatever the concurrency: the claim is ONE conditional upsert
// (`booked + n <= total`, backed by the schema's CHECK constraint) over every room type and night
// at once, so a booking holds its inventory rows for one statement and one commit, not for a
// round trip per night (docs/performance.md "Bookings under contention"). Rows are
// listed in one order (room type, then night) so two PostgreSQL transactions never wait on each
// other's rows in a cycle.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface RoomClaim {
  hotelId: string;
  roomTypeCode: string;
  /** room_types.total_rooms: the total of a night whose row is materialised by this claim. */
  totalRooms: number;
  nights: string[];
  /** Rooms of this type on each of the nights; 1 when left out. */
  rooms?: number;
}

/** Some night of a claim has fewer rooms left than asked: the transaction must roll back. */
export class RoomsSoldOut extends Error {
  constructor() {
    super('Not every night of the stay has the rooms asked for.');
    this.name = 'RoomsSoldOut';
  }
}

interface NightRow {
  hotel_id: string;
  room_type_code: string;
  night: string;
  total: number;
  /** For a new row the rooms booked; for an existing one the rooms added. */
  booked: number;
}

const rowKey = (row: Omit<NightRow, 'total' | 'booked'>) =>
  `${row.hotel_id}\u0000${row.room_type_code}\u0000${row.night}`;

/** One row per (hotel, room type, night), rooms of repeated claims added up, in lock order. */
function nightRows(claims: RoomClaim[]): NightRow[] {
  const rows = new Map<string, NightRow>();
  for (const claim of claims) {
    const rooms = claim.rooms ?? 1;
    if (!Number.isInteger(rooms) || rooms < 1) throw new Error(`bad room count ${rooms}`);
    for (const night of claim.nights) {
      const key = rowKey({ hotel_id: claim.hotelId, room_type_code: claim.roomTypeCode, night });
      const row = rows.get(key);
      if (row) row.booked += rooms;
      else
        rows.set(key, {
          hotel_id: claim.hotelId,
          room_type_code: claim.roomTypeCode,
          night,
          total: claim.totalRooms,
          booked: rooms,
        });
    }
  }
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/**
 * Claims every room of every night in `claims`, all or nothing: throws RoomsSoldOut (which rolls
 * the caller's transaction back when it leaves the transaction's callback) when any night is
 * short. Several room types, several rooms of one type, or the added nights of a changed stay are
 * all one call. The first claim of a night materialises its row.
 */
export async function claimRooms(trx: Transaction<Database>, claims: RoomClaim[]): Promise<void> {
  const rows = nightRows(claims);
  if (!rows.length) return;
  if (rows.some((row) => row.booked > row.total)) throw new RoomsSoldOut();
  const result = await trx
    .insertInto('inventory')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['hotel_id', 'room_type_code', 'night'])
        .doUpdateSet((eb) => ({ booked: eb('inventory.booked', '+', eb.ref('excluded.booked')) }))
        .where((eb) =>
          eb(
            eb('inventory.booked', '+', eb.ref('excluded.booked')),
            '<=',
            eb.ref('inventory.total'),
          ),
        ),
    )
    .executeTakeFirst();
  // A row whose night is short is neither inserted nor updated, so it is not counted.
  if (Number(result.numInsertedOrUpdatedRows ?? 0) !== rows.length) throw new RoomsSoldOut();
}

/**
 * Whether some night of the claims already has fewer rooms left than asked: a read outside any
 * transaction, so that a guest who comes too late gets the sold-out answer without pricing the stay
 * or taking a write lock. Only a hint: claimRooms decides.
 */
export async function roomsShort(
  db: Kysely<Database>,
  claims: Omit<RoomClaim, 'totalRooms'>[],
): Promise<boolean> {
  // The stored rows hold the totals; a night without one has every room free.
  const rows = nightRows(claims.map((claim) => ({ ...claim, totalRooms: Infinity })));
  if (!rows.length) return false;
  const stored = await db
    .selectFrom('inventory')
    .select(['hotel_id', 'room_type_code', 'night', 'total', 'booked'])
    .where('hotel_id', 'in', [...new Set(rows.map((row) => row.hotel_id))])
    .where('room_type_code', 'in', [...new Set(rows.map((row) => row.room_type_code))])
    .where('night', 'in', [...new Set(rows.map((row) => row.night))])
    .execute();
  const asked = new Map(rows.map((row) => [rowKey(row), row.booked]));
  return stored.some((row) => row.booked + (asked.get(rowKey(row)) ?? 0) > row.total);
}

/** Gives the rooms of every night back (a cancellation, a shortened stay). */
export async function releaseRooms(
  trx: Transaction<Database>,
  claims: Omit<RoomClaim, 'totalRooms'>[],
): Promise<void> {
  for (const row of nightRows(claims.map((claim) => ({ ...claim, totalRooms: 0 })))) {
    await trx
      .updateTable('inventory')
      .set((eb) => ({ booked: eb('booked', '-', row.booked) }))
      .where('hotel_id', '=', row.hotel_id)
      .where('room_type_code', '=', row.room_type_code)
      .where('night', '=', row.night)
      .where('booked', '>=', row.booked)
      .execute();
  }
}
