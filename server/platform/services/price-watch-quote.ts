// Price protection's re-quote: a batch of reservations priced again for exactly their stay, rooms
// and plan, with everything the engine needs loaded once per batch (hotels, room types, plans, tax
// lines, adjustments, past changes), then the same functions a change uses (quoteStay, forRooms,
// extensionBlockStarts), so the total offered is the cent the change-a-stay path will charge.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isBeforeCancellationDeadline } from './cancellation-policy.ts';
import { adjustmentsForHotels } from './rates-adjustments-store.ts';
import { forRooms } from './rates-engine.ts';
import { stayNights } from './rates-dates.ts';
import { loadHotels, quoteRoomStay } from './rates-offers.ts';
import { extensionBlockStarts, type PastChange } from './reservations-change-rules.ts';
import type { Reservation } from './reservations-view.ts';
import { taxLinesForHotels } from './tax-rules-store.ts';

export type Requote =
  | { reservation: Reservation; repriceable: false }
  | { reservation: Reservation; repriceable: true; totalCents: number };

/**
 * Each reservation's total today, or `repriceable: false` for one whose rate can no longer
 * change: cancelled, past its cancellation deadline, under a plan that is not refundable, or of a
 * hotel, room type or plan that is gone.
 */
export async function requote(
  db: Kysely<Database>,
  reservations: readonly Reservation[],
  now: Date,
): Promise<Requote[]> {
  if (!reservations.length) return [];
  const hotelIds = [...new Set(reservations.map((r) => r.hotel_id))];
  const numbers = reservations.map((r) => r.confirmation_number);
  const hotels = await loadHotels(db, hotelIds);
  const [roomTypes, plans, taxLines, adjustments, changes] = await Promise.all([
    db.selectFrom('room_types').selectAll().where('hotel_id', 'in', hotelIds).execute(),
    db
      .selectFrom('rate_plans')
      .selectAll()
      .where('rate_plan_code', 'in', [...new Set(reservations.map((r) => r.rate_plan_code))])
      .execute(),
    taxLinesForHotels(db, hotels),
    adjustmentsForHotels(db, hotelIds, now),
    db
      .selectFrom('reservation_changes')
      .select([
        'confirmation_number',
        'changed_at as changedAt',
        'from_check_in as fromCheckIn',
        'from_check_out as fromCheckOut',
        'to_check_out as toCheckOut',
      ])
      .where('confirmation_number', 'in', numbers)
      .execute(),
  ]);
  const hotelById = new Map(hotels.map((h) => [h.hotel_id, h]));
  const planByCode = new Map(plans.map((p) => [p.rate_plan_code, p]));
  const roomByKey = new Map(roomTypes.map((t) => [`${t.hotel_id}|${t.room_type_code}`, t]));
  const pastByNumber = new Map<string, PastChange[]>();
  for (const { confirmation_number: number, ...change } of changes)
    pastByNumber.set(number, [...(pastByNumber.get(number) ?? []), change]);

  return reservations.map((reservation): Requote => {
    const hotel = hotelById.get(reservation.hotel_id);
    const plan = planByCode.get(reservation.rate_plan_code);
    const roomType = roomByKey.get(`${reservation.hotel_id}|${reservation.room_type_code}`);
    if (
      !hotel ||
      !plan ||
      !roomType ||
      reservation.status !== 'confirmed' ||
      plan.refundable !== 1 ||
      !isBeforeCancellationDeadline(reservation.check_in, hotel.time_zone, now)
    )
      return { reservation, repriceable: false };
    const nights = stayNights(reservation.check_in, reservation.check_out);
    const stay = { checkOut: reservation.check_out, nights, underWay: false };
    const blockStarts = extensionBlockStarts(
      pastByNumber.get(reservation.confirmation_number) ?? [],
      stay,
      stay,
      hotel.time_zone,
    );
    const quote = quoteRoomStay({
      roomType,
      plan,
      nights,
      now,
      blockStarts,
      taxLines: taxLines.get(hotel.hotel_id) ?? [],
      adjustments: adjustments.get(hotel.hotel_id) ?? [],
    });
    return {
      reservation,
      repriceable: true,
      totalCents: forRooms(quote, reservation.rooms).totalCents,
    };
  });
}
