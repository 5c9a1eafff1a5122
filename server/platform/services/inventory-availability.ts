// Rooms left per room type for the nights of a stay. Inventory rows are materialised on first
// claim (schema.ts): a night without a row has every room of the type free.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface RoomTypeCapacity {
  hotel_id: string;
  room_type_code: string;
  total_rooms: number;
}

export const roomKey = (hotelId: string, roomTypeCode: string) => `${hotelId}\u0000${roomTypeCode}`;

/** The rooms of each type free on every night of the stay (the minimum over its nights). */
export async function roomsLeft(
  db: Kysely<Database>,
  roomTypes: RoomTypeCapacity[],
  nights: string[],
): Promise<Map<string, number>> {
  const left = new Map<string, number>();
  for (const type of roomTypes)
    left.set(roomKey(type.hotel_id, type.room_type_code), type.total_rooms);
  if (!roomTypes.length || !nights.length) return left;
  const hotelIds = [...new Set(roomTypes.map((t) => t.hotel_id))];
  const rows = await db
    .selectFrom('inventory')
    .select(['hotel_id', 'room_type_code', 'total', 'booked'])
    .where('hotel_id', 'in', hotelIds)
    .where('night', '>=', nights[0]!)
    .where('night', '<=', nights[nights.length - 1]!)
    .execute();
  for (const row of rows) {
    const key = roomKey(row.hotel_id, row.room_type_code);
    const current = left.get(key);
    if (current === undefined) continue;
    left.set(key, Math.min(current, Math.max(0, row.total - row.booked)));
  }
  return left;
}
