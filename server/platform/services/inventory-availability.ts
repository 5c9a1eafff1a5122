// Rooms left per room type for the nights of a stay. Inventory rows are materialised on first
// claim (schema.ts): a night without a row has every room of the type free.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface RoomTypeCapacity {
  hotel_id: string;
  room_type_code: string;
  total_rooms: number;
}

export interface InventoryRow {
  hotel_id: string;
  room_type_code: string;
  night: string;
  total: number;
  booked: number;
}

export const roomKey = (hotelId: string, roomTypeCode: string) => `${hotelId}\u0000${roomTypeCode}`;

/** The inventory rows of the hotels of these room types from `first` to `last` night. */
export async function loadInventory(
  db: Kysely<Database>,
  roomTypes: RoomTypeCapacity[],
  first: string,
  last: string,
): Promise<InventoryRow[]> {
  if (!roomTypes.length) return [];
  const hotelIds = [...new Set(roomTypes.map((t) => t.hotel_id))];
  return db
    .selectFrom('inventory')
    .select(['hotel_id', 'room_type_code', 'night', 'total', 'booked'])
    .where('hotel_id', 'in', hotelIds)
    .where('night', '>=', first)
    .where('night', '<=', last)
    .execute();
}

/**
 * The rooms of each type free on every night from `first` to `last` (the minimum over those
 * nights), from rows loaded once: a price calendar reads one load for all its stays.
 */
export function leftFromRows(
  roomTypes: RoomTypeCapacity[],
  rows: readonly InventoryRow[],
  first: string,
  last: string,
): Map<string, number> {
  const left = new Map<string, number>();
  for (const type of roomTypes)
    left.set(roomKey(type.hotel_id, type.room_type_code), type.total_rooms);
  for (const row of rows) {
    if (row.night < first || row.night > last) continue;
    const key = roomKey(row.hotel_id, row.room_type_code);
    const current = left.get(key);
    if (current === undefined) continue;
    left.set(key, Math.min(current, Math.max(0, row.total - row.booked)));
  }
  return left;
}

/** The rooms of each type free on every night of the stay (the minimum over its nights). */
export async function roomsLeft(
  db: Kysely<Database>,
  roomTypes: RoomTypeCapacity[],
  nights: string[],
): Promise<Map<string, number>> {
  if (!nights.length) return leftFromRows(roomTypes, [], '', '');
  const first = nights[0]!;
  const last = nights[nights.length - 1]!;
  return leftFromRows(roomTypes, await loadInventory(db, roomTypes, first, last), first, last);
}
