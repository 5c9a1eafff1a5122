// A reservation's history of changes (migration 0007) and what a guest may
// still change, as the API returns them with the reservation.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ReservationChangesTable } from '../db/schema-guests.ts';
import { dollars } from './rates-engine.ts';
import type { Reservation } from './reservations-view.ts';

export type ChangeRow = Selectable<ReservationChangesTable>;

async function roomNames(db: Kysely<Database>, hotelId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('room_types')
    .select(['room_type_code', 'name'])
    .where('hotel_id', '=', hotelId)
    .execute();
  return new Map(rows.map((r) => [r.room_type_code, r.name]));
}

/** The changes of a reservation, oldest first: the stay before and after each one. */
export async function changeHistory(db: Kysely<Database>, r: Reservation) {
  const rows = await db
    .selectFrom('reservation_changes')
    .selectAll()
    .where('confirmation_number', '=', r.confirmation_number)
    .orderBy('changed_at')
    .orderBy('change_id')
    .execute();
  if (!rows.length) return [];
  const names = await roomNames(db, r.hotel_id);
  const side = (row: ChangeRow, s: 'from' | 'to') => ({
    checkIn: row[`${s}_check_in`],
    checkOut: row[`${s}_check_out`],
    nights: row[`${s}_nights`],
    roomTypeCode: row[`${s}_room_type_code`],
    roomName: names.get(row[`${s}_room_type_code`]) ?? row[`${s}_room_type_code`],
    losTier: row[`${s}_los_tier`],
    taxes: dollars(row[`${s}_taxes_cents`]),
    total: dollars(row[`${s}_total_cents`]),
  });
  return rows.map((row) => ({
    changedAt: row.changed_at,
    from: side(row, 'from'),
    to: side(row, 'to'),
    difference: dollars(row.to_total_cents - row.from_total_cents),
  }));
}

/**
 * What the change form offers: null once nothing can change (cancelled, or the stay has ended).
 * The arrival and the room type move only before the cancellation deadline (`arrivalOpen`); the
 * room types are those that sleep the party.
 */
export async function changeOptions(
  db: Kysely<Database>,
  r: Reservation,
  state: { arrivalOpen: boolean; upcoming: boolean },
) {
  if (r.status !== 'confirmed' || !state.upcoming) return null;
  const rooms = await db
    .selectFrom('room_types')
    .select(['room_type_code', 'name', 'capacity'])
    .where('hotel_id', '=', r.hotel_id)
    .where('capacity', '>=', r.adults + r.children)
    .orderBy('base_rate_cents')
    .orderBy('room_type_code')
    .execute();
  return {
    arrivalOpen: state.arrivalOpen,
    roomTypes: rooms.map((room) => ({
      roomTypeCode: room.room_type_code,
      name: room.name,
      capacity: room.capacity,
    })),
  };
}
