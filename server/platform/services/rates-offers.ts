// Priced offers for a stay: per hotel, room type and rate plan, with the rooms left. Shared by
// the rate endpoints and by booking, so a reservation is charged exactly what was shown.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { HotelsTable, RoomTypesTable } from '../db/schema-catalog.ts';
import { roomKey, roomsLeft } from './inventory-availability.ts';
import { guestToday, type Stay } from './rates-dates.ts';
import { quoteStay, type StayQuote } from './rates-engine.ts';
import type { RatePlan } from './rates-plans.ts';
import { taxLinesForHotels } from './tax-rules-store.ts';

export type Hotel = Selectable<HotelsTable>;
export type RoomType = Selectable<RoomTypesTable>;

export interface PlanOffer {
  plan: RatePlan;
  quote: StayQuote;
}

export interface RoomOffer {
  roomType: RoomType;
  available: number;
  plans: PlanOffer[];
}

// Issue 6: "Coming Soon" when flagged or the presell date is in the future. A flagged hotel
// whose presell date has come takes bookings ahead of opening.
export function isComingSoon(hotel: Hotel, now: Date): boolean {
  const today = guestToday(now);
  if (hotel.presell_date && hotel.presell_date > today) return true;
  return hotel.coming_soon === 1 && !(hotel.presell_date && hotel.presell_date <= today);
}

export async function loadHotels(db: Kysely<Database>, hotelIds: string[]): Promise<Hotel[]> {
  if (!hotelIds.length) return [];
  return db.selectFrom('hotels').selectAll().where('hotel_id', 'in', hotelIds).execute();
}

/**
 * One room type's stay at a hotel under a plan, taxed by the hotel's rules. Booking calls it, and
 * so must anything that re-prices a changed stay: the length tier and the tax rules are applied
 * to the nights as they now are.
 */
export async function quoteHotelStay(
  db: Kysely<Database>,
  hotel: Hotel,
  roomType: RoomType,
  plan: RatePlan,
  nights: string[],
): Promise<StayQuote> {
  const taxLines = await taxLinesForHotels(db, [hotel]);
  return quoteStay({
    baseRateCents: roomType.base_rate_cents,
    nights,
    discountBp: plan.discount_bp,
    taxLines: taxLines.get(hotel.hotel_id) ?? [],
  });
}

export async function roomOffers(
  db: Kysely<Database>,
  hotels: Hotel[],
  stay: Stay,
  plans: RatePlan[],
): Promise<Map<string, RoomOffer[]>> {
  const byHotel = new Map<string, RoomOffer[]>(hotels.map((h) => [h.hotel_id, []]));
  if (!hotels.length) return byHotel;
  const roomTypes = await db
    .selectFrom('room_types')
    .selectAll()
    .where(
      'hotel_id',
      'in',
      hotels.map((h) => h.hotel_id),
    )
    .orderBy('hotel_id')
    .orderBy('base_rate_cents')
    .orderBy('room_type_code')
    .execute();
  const left = await roomsLeft(db, roomTypes, stay.nights);
  const taxLines = await taxLinesForHotels(db, hotels);
  for (const roomType of roomTypes) {
    byHotel.get(roomType.hotel_id)!.push({
      roomType,
      available: left.get(roomKey(roomType.hotel_id, roomType.room_type_code)) ?? 0,
      plans: plans.map((plan) => ({
        plan,
        quote: quoteStay({
          baseRateCents: roomType.base_rate_cents,
          nights: stay.nights,
          discountBp: plan.discount_bp,
          taxLines: taxLines.get(roomType.hotel_id) ?? [],
        }),
      })),
    });
  }
  return byHotel;
}
