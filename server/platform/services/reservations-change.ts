// Changing a stay online: extend, shorten, move the dates or change the room
// type. The whole stay is priced again under its plan (quoteHotelStay: the length tier and the
// long-stay tax rules apply to the nights as they now are). A quote shows the difference; a
// confirmed change, in ONE transaction, records the change, rewrites the reservation (only if
// nobody changed it meanwhile) and claims the new nights and gives back the dropped ones
// (inventory-claims.ts claimRooms, releaseRooms), under the same no-oversell guarantee as a booking. The
// change's idempotency key is UNIQUE, so a retried confirmation is one change. The
// confirmation number stays; a mail describes the change.
import { randomUUID } from 'node:crypto';
import { changeRefused, changeKeyReused } from '../http/errors.ts';
import type { PlatformContext } from '../context.ts';
import { claimRooms, releaseRooms, RoomsSoldOut } from './inventory-claims.ts';
import { bookingGate } from './reservations-create.ts';
import { prepare, soldOut, type ChangeCall, type Prepared } from './reservations-change-quote.ts';
import type { ChangeRow } from './reservations-history.ts';
import { findByPair } from './reservations-manage.ts';
import { sendReservationMail } from './reservations-mail.ts';
import { reservationView } from './reservations-view.ts';
import { enterBooking, giveBack } from './booking-velocity.ts';

class ChangedMeanwhile extends Error {}

async function changeByKey(platform: PlatformContext, key: string): Promise<ChangeRow | undefined> {
  return platform.db
    .selectFrom('reservation_changes')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

async function replay(platform: PlatformContext, row: ChangeRow, call: ChangeCall) {
  const r = await findByPair(platform, call.confirmationNumber, call.lastName, call.address);
  const same =
    row.confirmation_number === r.confirmation_number &&
    row.to_check_in === call.request.checkIn &&
    row.to_check_out === call.request.checkOut &&
    row.to_room_type_code === (call.request.roomTypeCode ?? row.to_room_type_code);
  if (!same) {
    throw changeKeyReused();
  }
  const fresh = await platform.db
    .selectFrom('reservations')
    .selectAll()
    .where('confirmation_number', '=', r.confirmation_number)
    .executeTakeFirstOrThrow();
  return { changed: false, reservation: await reservationView(platform.db, fresh, platform.now()) };
}

/**
 * Applies a change once per idempotency key; the answer is the reservation as it now is. Changes
 * wait in the same queue as bookings (booking-gate.ts): both claim rooms, and a change whose
 * caller gave up while it waited is never made.
 */
export function changeReservation(
  platform: PlatformContext,
  call: ChangeCall,
  key: string,
  signal?: AbortSignal,
) {
  return bookingGate(platform).run(signal, () => attemptChange(platform, call, key));
}

async function attemptChange(platform: PlatformContext, call: ChangeCall, key: string) {
  const earlier = await changeByKey(platform, key);
  if (earlier) return replay(platform, earlier, call);
  try {
    return await changeOnce(platform, call, key);
  } catch (error) {
    // A twin with the same key (another platform process) may have won meanwhile: whatever this
    // attempt then met (the stay already as asked, the key taken, the rooms claimed, the
    // reservation changed) is a replay of that change, not a failure.
    const winner = await changeByKey(platform, key);
    if (winner) return replay(platform, winner, call);
    throw error;
  }
}

async function changeOnce(platform: PlatformContext, call: ChangeCall, key: string) {
  const p = await prepare(platform, call);
  const r = p.reservation;
  // A change counts as a booking of its sources, and the nights it adds as nights held: no
  // stretching one booking over a hotel's calendar. Its counts come back if it is not made.
  const ticket = await enterBooking(
    platform,
    {
      address: call.address,
      email: r.email,
      givenName: r.given_name,
      surname: r.surname,
      corporate: false,
    },
    { hotelId: r.hotel_id, rooms: 0, roomNights: r.rooms * p.plan.claim.length },
    null,
    false,
  );
  try {
    return await changeCounted(platform, key, p);
  } catch (error) {
    await giveBack(platform, ticket);
    throw error;
  }
}

async function changeCounted(platform: PlatformContext, key: string, p: Prepared) {
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
      // The new nights in one statement, all or none (RoomsSoldOut rolls everything back), then
      // the dropped ones given back.
      await claimRooms(trx, [
        {
          hotelId: r.hotel_id,
          roomTypeCode: p.roomType.room_type_code,
          totalRooms: p.roomType.total_rooms,
          nights: p.plan.claim,
          rooms: r.rooms,
        },
      ]);
      const dropped = { hotelId: r.hotel_id, roomTypeCode: r.room_type_code, rooms: r.rooms };
      if (p.plan.release.length) await releaseRooms(trx, [{ ...dropped, nights: p.plan.release }]);
    });
  } catch (error) {
    if (error instanceof RoomsSoldOut) {
      throw (await soldOut(platform.db, p.roomType, p.plan.claim, r.rooms, true))!;
    }
    if (error instanceof ChangedMeanwhile) {
      throw changeRefused.reservationChanged(
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
