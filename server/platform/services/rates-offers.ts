// Priced offers for a stay: per hotel, room type and rate plan, with the rooms left. Shared by
// the rate endpoints and by booking, so a reservation is charged exactly what was shown.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { HotelsTable, RoomTypesTable } from '../db/schema-catalog.ts';
import { invalidParameter } from '../http/errors.ts';
import { roomKey, roomsLeft } from './inventory-availability.ts';
import { guestToday, type Stay } from './rates-dates.ts';
import { forRooms, quoteStay, type StayQuote } from './rates-engine.ts';
import { partyFits, type Party } from '#shared/validation/party.ts';
import type { RatePlan } from './rates-plans.ts';
import { taxLinesForHotels } from './tax-rules-store.ts';
import type { TaxLine } from './tax-rules.ts';
import { adjustmentsFor, inForceAt, type NightAdjustment } from './rates-adjustments.ts';
import { adjustmentsForHotels } from './rates-adjustments-store.ts';

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

// "Coming Soon" when flagged or the presell date is in the future. A flagged hotel
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
 * to the nights as they now are (`blockStarts`: where extensions made during the stay begin).
 */
export async function quoteHotelStay(
  db: Kysely<Database>,
  hotel: Hotel,
  roomType: RoomType,
  plan: RatePlan,
  nights: string[],
  now: Date,
  blockStarts: readonly string[] = [],
): Promise<StayQuote> {
  const [taxLines, adjustments] = await Promise.all([
    taxLinesForHotels(db, [hotel]),
    adjustmentsForHotels(db, [hotel.hotel_id], now),
  ]);
  return quoteRoomStay({
    roomType,
    plan,
    nights,
    now,
    blockStarts,
    taxLines: taxLines.get(hotel.hotel_id) ?? [],
    adjustments: adjustments.get(hotel.hotel_id) ?? [],
  });
}

/**
 * The price of a room type's nights under a plan, from the hotel's tax lines and rate
 * adjustments already loaded: the one formula behind booking, change quotes and price
 * protection's batched re-quotes, so they agree to the cent.
 */
export function quoteRoomStay(stay: {
  roomType: RoomType;
  plan: RatePlan;
  nights: string[];
  now: Date;
  blockStarts: readonly string[];
  taxLines: TaxLine[];
  adjustments: readonly NightAdjustment[];
}): StayQuote {
  return quoteStay({
    baseRateCents: stay.roomType.base_rate_cents,
    nights: stay.nights,
    discountBp: stay.plan.discount_bp,
    taxLines: stay.taxLines,
    blockStarts: stay.blockStarts,
    adjustments: adjustmentsFor(
      inForceAt(stay.adjustments, stay.now),
      stay.roomType.room_type_code,
      stay.plan.rate_plan_code,
    ),
  });
}

/** The room types of these hotels, cheapest first (the order every rate answer lists them in). */
export async function loadRoomTypes(db: Kysely<Database>, hotelIds: string[]): Promise<RoomType[]> {
  if (!hotelIds.length) return [];
  return db
    .selectFrom('room_types')
    .selectAll()
    .where('hotel_id', 'in', hotelIds)
    .orderBy('hotel_id')
    .orderBy('base_rate_cents')
    .orderBy('room_type_code')
    .execute();
}

/** The hotel's room type with this code; 400 on roomTypeCode when the hotel has no such type. */
export async function roomTypeOf(
  db: Kysely<Database>,
  hotelId: string,
  roomTypeCode: string,
): Promise<RoomType> {
  const roomType = await db
    .selectFrom('room_types')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .where('room_type_code', '=', roomTypeCode)
    .executeTakeFirst();
  if (!roomType) throw invalidParameter('roomTypeCode', 'This hotel has no such room type.');
  return roomType;
}

/** 400 on `parameterName` when the party does not fit its rooms of this type. */
export function checkPartyFits(party: Party, roomType: RoomType, parameterName: string): void {
  if (partyFits(party, roomType.capacity)) return;
  throw invalidParameter(
    parameterName,
    party.rooms === 1
      ? `This room sleeps at most ${roomType.capacity} guests.`
      : `${party.rooms} of these rooms sleep at most ${roomType.capacity * party.rooms} guests.`,
  );
}

export interface OfferInputs {
  hotels: readonly Hotel[];
  roomTypes: readonly RoomType[];
  /** Rooms left per room type over the stay's nights (inventory-availability.ts). */
  left: ReadonlyMap<string, number>;
  taxLines: ReadonlyMap<string, TaxLine[]>;
  plans: readonly RatePlan[];
  /** The operator's adjustments in force, by hotel (none: the engine's rates as they are). */
  adjustments?: ReadonlyMap<string, readonly NightAdjustment[]> | undefined;
}

/** Prices every room type and plan for the nights from what was loaded: no database call. */
export function priceOffers(inputs: OfferInputs, nights: string[]): Map<string, RoomOffer[]> {
  const byHotel = new Map<string, RoomOffer[]>(inputs.hotels.map((h) => [h.hotel_id, []]));
  for (const roomType of inputs.roomTypes) {
    byHotel.get(roomType.hotel_id)?.push({
      roomType,
      available: inputs.left.get(roomKey(roomType.hotel_id, roomType.room_type_code)) ?? 0,
      plans: inputs.plans.map((plan) => ({
        plan,
        quote: quoteStay({
          baseRateCents: roomType.base_rate_cents,
          nights,
          discountBp: plan.discount_bp,
          taxLines: inputs.taxLines.get(roomType.hotel_id) ?? [],
          adjustments: adjustmentsFor(
            inputs.adjustments?.get(roomType.hotel_id),
            roomType.room_type_code,
            plan.rate_plan_code,
          ),
        }),
      })),
    });
  }
  return byHotel;
}

/**
 * The offers for a party: only room types whose rooms, `party.rooms` of them, sleep
 * the party; each priced for all its rooms (forRooms); a type with fewer rooms left than the
 * party needs counts as sold out for it.
 */
export function offersForParty(offers: RoomOffer[], party: Party): RoomOffer[] {
  return offers
    .filter((o) => partyFits(party, o.roomType.capacity))
    .map((o) => ({
      roomType: o.roomType,
      available: o.available >= party.rooms ? o.available : 0,
      plans: o.plans.map(({ plan, quote }) => ({ plan, quote: forRooms(quote, party.rooms) })),
    }));
}

/** The adjustments of each hotel in force at `at`. */
export function adjustmentsAt(
  all: ReadonlyMap<string, readonly NightAdjustment[]>,
  at: Date,
): Map<string, NightAdjustment[]> {
  return new Map([...all].map(([hotelId, list]) => [hotelId, inForceAt(list, at)]));
}

/** What pricing a stay at these hotels needs, adjustments in force from `since` on included. */
export async function loadOfferInputs(
  db: Kysely<Database>,
  hotels: Hotel[],
  stay: Stay,
  plans: RatePlan[],
  since: Date,
): Promise<Required<OfferInputs>> {
  const hotelIds = hotels.map((h) => h.hotel_id);
  const roomTypes = await loadRoomTypes(db, hotelIds);
  const [left, taxLines, adjustments] = await Promise.all([
    roomsLeft(db, roomTypes, stay.nights),
    taxLinesForHotels(db, hotels),
    adjustmentsForHotels(db, hotelIds, since),
  ]);
  return { hotels, roomTypes, left, taxLines, plans, adjustments };
}

/** The offers for a stay at these hotels, priced with the adjustments in force at `now`. */
export async function roomOffers(
  db: Kysely<Database>,
  hotels: Hotel[],
  stay: Stay,
  plans: RatePlan[],
  now: Date,
): Promise<Map<string, RoomOffer[]>> {
  if (!hotels.length) return new Map();
  const inputs = await loadOfferInputs(db, hotels, stay, plans, now);
  return priceOffers(
    { ...inputs, adjustments: adjustmentsAt(inputs.adjustments, now) },
    stay.nights,
  );
}
