// Pricing a change of a stay: the checks of the change (the look-up pair,
// reservations-change-rules.ts, the room and its capacity), the whole stay priced again under
// the plan it was booked with (quoteHotelStay: the length tier and the long-stay tax rules apply
// to the nights as they now are, with the tax blocks of extensions made during the stay), and
// the stay now beside the stay changed, with the difference. A quote claims nothing;
// reservations-change.ts applies a change.
import { formatUsDate } from '#shared/format/booking-format.ts';
import type { Kysely } from 'kysely';
import type { PlatformError } from '../http/errors.ts';
import { changeRefused, notFound, soldOut as soldOutError } from '../http/errors.ts';
import type { PlatformContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { averageNightlyCents, dollars, forRooms, type StayQuote } from './rates-engine.ts';
import {
  checkPartyFits,
  loadHotels,
  quoteHotelStay,
  roomTypeOf,
  type RoomType,
} from './rates-offers.ts';
import {
  extensionBlockStarts,
  planChange,
  type ChangePlan,
  type ChangeRequest,
} from './reservations-change-rules.ts';
import { findByPair } from './reservations-manage.ts';
import type { Reservation } from './reservations-view.ts';

export interface ChangeCall {
  confirmationNumber: string;
  lastName: string;
  address: string;
  request: ChangeRequest;
}

export interface Prepared {
  reservation: Reservation;
  plan: ChangePlan;
  roomType: RoomType;
  quote: StayQuote;
}

const soldOutMessage = (roomName: string, night: string | null) =>
  `Sorry, no ${roomName} is left for ${night ? `the night of ${formatUsDate(night)}` : 'some of the new nights'}. Your reservation is unchanged. Please choose other dates or another room.`;

export async function prepare(platform: PlatformContext, call: ChangeCall): Promise<Prepared> {
  const { db } = platform;
  const reservation = await findByPair(
    platform,
    call.confirmationNumber,
    call.lastName,
    call.address,
  );
  const [hotel] = await loadHotels(db, [reservation.hotel_id]);
  if (!hotel) throw notFound('No hotel has this id.');
  const plan = planChange(
    {
      status: reservation.status,
      checkIn: reservation.check_in,
      checkOut: reservation.check_out,
      roomTypeCode: reservation.room_type_code,
    },
    call.request,
    { now: platform.now(), hotelTimeZone: hotel.time_zone, hotelPhone: hotel.phone },
  );
  const roomType = await roomTypeOf(db, hotel.hotel_id, plan.roomTypeCode);
  const party = {
    adults: reservation.adults,
    children: reservation.children,
    rooms: reservation.rooms,
  };
  checkPartyFits(party, roomType, 'roomTypeCode');
  // The plan the stay was booked under, whoever offers it today: its rules price the change.
  const ratePlan = await db
    .selectFrom('rate_plans')
    .selectAll()
    .where('rate_plan_code', '=', reservation.rate_plan_code)
    .executeTakeFirst();
  if (!ratePlan) throw changeRefused.ratePlanGone('This stay can no longer be changed online.');
  const blockStarts = extensionBlockStarts(
    await pastChanges(db, reservation.confirmation_number),
    { checkOut: reservation.check_out },
    plan,
    hotel.time_zone,
  );
  // Every room of the reservation is priced as one; its totals are for all of them.
  const quote = forRooms(
    await quoteHotelStay(db, hotel, roomType, ratePlan, plan.nights, platform.now(), blockStarts),
    reservation.rooms,
  );
  if (call.request.lowerPrice) checkLowerPrice(reservation, ratePlan, quote);
  return { reservation, plan, roomType, quote };
}

/** Price protection never re-prices upward, nor a stay whose plan cannot be cancelled. */
function checkLowerPrice(
  reservation: Reservation,
  ratePlan: { refundable: number },
  quote: StayQuote,
): void {
  if (ratePlan.refundable !== 1 || quote.totalCents >= reservation.total_cents)
    throw changeRefused.noLowerPrice(
      'Your stay no longer costs less than you booked it for. Your reservation is unchanged.',
    );
}

async function pastChanges(db: Kysely<Database>, confirmationNumber: string) {
  return db
    .selectFrom('reservation_changes')
    .select([
      'changed_at as changedAt',
      'from_check_in as fromCheckIn',
      'from_check_out as fromCheckOut',
      'to_check_out as toCheckOut',
    ])
    .where('confirmation_number', '=', confirmationNumber)
    .execute();
}

/** The first of the nights with fewer rooms of the type left than the stay needs, or null. */
async function firstFullNight(
  db: Kysely<Database>,
  roomType: RoomType,
  nights: string[],
  rooms: number,
): Promise<string | null> {
  if (!nights.length) return null;
  const rows = await db
    .selectFrom('inventory')
    .select(['night', 'total', 'booked'])
    .where('hotel_id', '=', roomType.hotel_id)
    .where('room_type_code', '=', roomType.room_type_code)
    .where('night', 'in', nights)
    .orderBy('night')
    .execute();
  return rows.find((row) => row.booked + rooms > row.total)?.night ?? null;
}

/**
 * One side of a change as the reservation view says a stay: the totals are for every
 * room, `roomTotal` for one, and the average per room and night, so a change of a 2-room stay
 * reads like its booking did.
 */
function figures(
  stay: { checkIn: string; checkOut: string; roomTypeCode: string; roomName: string },
  money: {
    nights: number;
    losTier: string;
    subtotalCents: number;
    taxesCents: number;
    totalCents: number;
  },
  taxNotes: string[],
  rooms: number,
) {
  return {
    ...stay,
    nights: money.nights,
    losTier: money.losTier,
    rooms,
    averageNightly: dollars(averageNightlyCents(money.subtotalCents / rooms, money.nights)),
    subtotal: dollars(money.subtotalCents),
    taxes: dollars(money.taxesCents),
    taxNotes,
    total: dollars(money.totalCents),
    roomTotal: dollars(money.totalCents / rooms),
  };
}

async function changeQuoteView(platform: PlatformContext, p: Prepared) {
  const r = p.reservation;
  const before = await platform.db
    .selectFrom('room_types')
    .select('name')
    .where('hotel_id', '=', r.hotel_id)
    .where('room_type_code', '=', r.room_type_code)
    .executeTakeFirst();
  return {
    current: figures(
      {
        checkIn: r.check_in,
        checkOut: r.check_out,
        roomTypeCode: r.room_type_code,
        roomName: before?.name ?? r.room_type_code,
      },
      {
        nights: r.nights,
        losTier: r.los_tier,
        subtotalCents: r.subtotal_cents,
        taxesCents: r.taxes_cents,
        totalCents: r.total_cents,
      },
      JSON.parse(r.tax_notes) as string[],
      r.rooms,
    ),
    proposed: {
      ...figures(
        {
          checkIn: p.plan.checkIn,
          checkOut: p.plan.checkOut,
          roomTypeCode: p.roomType.room_type_code,
          roomName: p.roomType.name,
        },
        p.quote,
        p.quote.taxNotes,
        r.rooms,
      ),
      nightly: p.quote.nightly.map((n) => ({ night: n.night, amount: dollars(n.amountCents) })),
    },
    difference: dollars(p.quote.totalCents - r.total_cents),
  };
}

/**
 * 409 SOLD_OUT naming the first of the nights with no room of the type left (a read: the claim in
 * the change's transaction decides); with `always`, also when no night is full any more.
 */
export async function soldOut(
  db: Kysely<Database>,
  roomType: RoomType,
  nights: string[],
  rooms: number,
  always = false,
): Promise<PlatformError | null> {
  const night = await firstFullNight(db, roomType, nights, rooms);
  if (!night && !always) return null;
  return soldOutError(soldOutMessage(roomType.name, night));
}

/** The stay as it would be, priced, and the difference; 409 SOLD_OUT when a new night is full. */
export async function quoteChange(platform: PlatformContext, call: ChangeCall) {
  const prepared = await prepare(platform, call);
  const full = await soldOut(
    platform.db,
    prepared.roomType,
    prepared.plan.claim,
    prepared.reservation.rooms,
  );
  if (full) throw full;
  return changeQuoteView(platform, prepared);
}
