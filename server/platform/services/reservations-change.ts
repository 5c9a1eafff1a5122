// Changing a stay online (issue 14, Build 1): extend, shorten, move the dates or change the room
// type. The whole stay is priced again under its plan (quoteHotelStay: the length tier and the
// long-stay tax rules apply to the nights as they now are). A quote shows the difference; a
// confirmed change, in ONE transaction, records the change, rewrites the reservation (only if
// nobody changed it meanwhile) and claims the new nights and gives back the dropped ones
// (inventory-claims.ts moveNights), under the same no-oversell guarantee as a booking. The
// change's idempotency key is UNIQUE, so a retried confirmation is one change. The
// confirmation number stays; a mail describes the change.
import { randomUUID } from 'node:crypto';
import { formatUsDate } from '#shared/format/booking-format.ts';
import { badRequest, conflict, notFound, PlatformError } from '../http/errors.ts';
import type { PlatformContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import type { Kysely } from 'kysely';
import { moveNights } from './inventory-claims.ts';
import { averageNightlyCents, dollars, type StayQuote } from './rates-engine.ts';
import { loadHotels, quoteHotelStay, type RoomType } from './rates-offers.ts';
import { isIdempotencyClash } from './reservations-create.ts';
import { planChange, type ChangePlan, type ChangeRequest } from './reservations-change-rules.ts';
import type { ChangeRow } from './reservations-history.ts';
import { findByPair } from './reservations-manage.ts';
import { sendReservationMail } from './reservations-mail.ts';
import { reservationView, type Reservation } from './reservations-view.ts';

export interface ChangeCall {
  confirmationNumber: string;
  lastName: string;
  address: string;
  request: ChangeRequest;
}

interface Prepared {
  reservation: Reservation;
  plan: ChangePlan;
  roomType: RoomType;
  quote: StayQuote;
}

const invalid = (parameterName: string, message: string) =>
  badRequest([{ code: 'INVALID_VALUE', parameterName, message }]);

export const soldOutMessage = (roomName: string, night: string) =>
  `Sorry, no ${roomName} is left for the night of ${formatUsDate(night)}. Your reservation is unchanged. Please choose other dates or another room.`;

class SoldOut extends Error {}
class ChangedMeanwhile extends Error {}

async function prepare(platform: PlatformContext, call: ChangeCall): Promise<Prepared> {
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
  const roomType = await db
    .selectFrom('room_types')
    .selectAll()
    .where('hotel_id', '=', hotel.hotel_id)
    .where('room_type_code', '=', plan.roomTypeCode)
    .executeTakeFirst();
  if (!roomType) throw invalid('roomTypeCode', 'This hotel has no such room type.');
  if (reservation.adults + reservation.children > roomType.capacity) {
    throw invalid('roomTypeCode', `This room sleeps at most ${roomType.capacity} guests.`);
  }
  // The plan the stay was booked under, whoever offers it today: its rules price the change.
  const ratePlan = await db
    .selectFrom('rate_plans')
    .selectAll()
    .where('rate_plan_code', '=', reservation.rate_plan_code)
    .executeTakeFirst();
  if (!ratePlan) throw conflict('RATE_PLAN_GONE', 'This stay can no longer be changed online.');
  const quote = await quoteHotelStay(db, hotel, roomType, ratePlan, plan.nights);
  return { reservation, plan, roomType, quote };
}

/** The first of the nights with no room of the type left, or null (a quote's look, no claim). */
async function firstFullNight(
  db: Kysely<Database>,
  roomType: RoomType,
  nights: string[],
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
  return rows.find((row) => row.booked >= row.total)?.night ?? null;
}

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
) {
  return {
    ...stay,
    nights: money.nights,
    losTier: money.losTier,
    averageNightly: dollars(averageNightlyCents(money.subtotalCents, money.nights)),
    subtotal: dollars(money.subtotalCents),
    taxes: dollars(money.taxesCents),
    taxNotes,
    total: dollars(money.totalCents),
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
      ),
      nightly: p.quote.nightly.map((n) => ({ night: n.night, amount: dollars(n.amountCents) })),
    },
    difference: dollars(p.quote.totalCents - r.total_cents),
  };
}

/** The stay as it would be, priced, and the difference; 409 SOLD_OUT when a new night is full. */
export async function quoteChange(platform: PlatformContext, call: ChangeCall) {
  const prepared = await prepare(platform, call);
  const full = await firstFullNight(platform.db, prepared.roomType, prepared.plan.claim);
  if (full) throw new PlatformError(409, 'SOLD_OUT', soldOutMessage(prepared.roomType.name, full));
  return changeQuoteView(platform, prepared);
}

async function changeByKey(platform: PlatformContext, key: string): Promise<ChangeRow | undefined> {
  return platform.db
    .selectFrom('reservation_changes')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

async function replay(platform: PlatformContext, row: ChangeRow, call: ChangeCall, r: Reservation) {
  const same =
    row.confirmation_number === r.confirmation_number &&
    row.to_check_in === call.request.checkIn &&
    row.to_check_out === call.request.checkOut &&
    row.to_room_type_code === (call.request.roomTypeCode ?? row.to_room_type_code);
  if (!same) {
    throw conflict(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different change.',
    );
  }
  const fresh = await platform.db
    .selectFrom('reservations')
    .selectAll()
    .where('confirmation_number', '=', r.confirmation_number)
    .executeTakeFirstOrThrow();
  return { changed: false, reservation: await reservationView(platform.db, fresh, platform.now()) };
}

/** Applies a change once per idempotency key; the answer is the reservation as it now is. */
export async function changeReservation(platform: PlatformContext, call: ChangeCall, key: string) {
  const earlier = await changeByKey(platform, key);
  if (earlier) {
    const r = await findByPair(platform, call.confirmationNumber, call.lastName, call.address);
    return replay(platform, earlier, call, r);
  }
  const p = await prepare(platform, call);
  const r = p.reservation;
  const now = platform.now();
  const row: ChangeRow = {
    change_id: randomUUID(),
    confirmation_number: r.confirmation_number,
    idempotency_key: key,
    changed_at: now.toISOString(),
    from_check_in: r.check_in,
    from_check_out: r.check_out,
    from_room_type_code: r.room_type_code,
    from_nights: r.nights,
    from_los_tier: r.los_tier,
    from_taxes_cents: r.taxes_cents,
    from_total_cents: r.total_cents,
    to_check_in: p.plan.checkIn,
    to_check_out: p.plan.checkOut,
    to_room_type_code: p.roomType.room_type_code,
    to_nights: p.quote.nights,
    to_los_tier: p.quote.losTier,
    to_taxes_cents: p.quote.taxesCents,
    to_total_cents: p.quote.totalCents,
  };
  try {
    await platform.db.transaction().execute(async (trx) => {
      // The change row first: a twin with the same key waits on its unique index and then fails.
      await trx.insertInto('reservation_changes').values(row).execute();
      // Only the stay this change was priced from is rewritten: a change that lost a race with
      // another change (or a cancellation) of the same reservation writes nothing.
      const updated = await trx
        .updateTable('reservations')
        .set({
          check_in: p.plan.checkIn,
          check_out: p.plan.checkOut,
          room_type_code: p.roomType.room_type_code,
          nights: p.quote.nights,
          subtotal_cents: p.quote.subtotalCents,
          taxes_cents: p.quote.taxesCents,
          total_cents: p.quote.totalCents,
          nightly: JSON.stringify(p.quote.nightly),
          tax_notes: JSON.stringify(p.quote.taxNotes),
          los_tier: p.quote.losTier,
        })
        .where('confirmation_number', '=', r.confirmation_number)
        .where('status', '=', 'confirmed')
        .where('check_in', '=', r.check_in)
        .where('check_out', '=', r.check_out)
        .where('room_type_code', '=', r.room_type_code)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new ChangedMeanwhile();
      const full = await moveNights(trx, {
        claim: {
          hotelId: r.hotel_id,
          roomTypeCode: p.roomType.room_type_code,
          totalRooms: p.roomType.total_rooms,
          nights: p.plan.claim,
        },
        release: { hotelId: r.hotel_id, roomTypeCode: r.room_type_code, nights: p.plan.release },
      });
      if (full) throw new SoldOut(full);
    });
  } catch (error) {
    const clash = isIdempotencyClash(error);
    if (clash || error instanceof SoldOut || error instanceof ChangedMeanwhile) {
      // The same key may have won meanwhile: that is a replay, not a failure.
      const winner = await changeByKey(platform, key);
      if (winner) return replay(platform, winner, call, r);
    }
    if (error instanceof SoldOut) {
      throw new PlatformError(409, 'SOLD_OUT', soldOutMessage(p.roomType.name, error.message));
    }
    if (error instanceof ChangedMeanwhile) {
      throw conflict(
        'RESERVATION_CHANGED',
        'Your reservation was changed or cancelled meanwhile. Please look at it again before changing it.',
      );
    }
    throw error;
  }
  const fresh = await platform.db
    .selectFrom('reservations')
    .selectAll()
    .where('confirmation_number', '=', r.confirmation_number)
    .executeTakeFirstOrThrow();
  const view = await reservationView(platform.db, fresh, now);
  await sendReservationMail(platform, view, 'change');
  return { changed: true, reservation: view };
}
