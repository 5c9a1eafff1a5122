// Booking: price the stay exactly as the rate endpoints show it, then in ONE short transaction
// write the reservation and claim its rooms (1–4 of one type) for every night with one
// statement (inventory-claims.ts), all or nothing.
// The idempotency key is UNIQUE in the schema, so a retried or doubled request reads back the first
// reservation instead of making a second one, also when both arrive at once; in this process a
// retry waits for the attempt with its key (idempotency-queue.ts). A guest who comes after the
// last room gets the sold-out answer from one read, before the stay is priced.
import {
  clientLeft,
  comingSoon,
  idempotencyKeyReused,
  invalidParameter as invalid,
  notFound,
  soldOut as soldOutError,
} from '../http/errors.ts';
import type { PlatformContext } from '../context.ts';
import type { BookingRequest } from '#shared/data/booking-contract.ts';
import { cardDigits, checkCard } from '#shared/validation/card.ts';
import { messages } from '#shared/validation/messages.ts';
import { createGate, type Gate } from './booking-gate.ts';
import {
  bookingSources,
  enterBooking,
  giveBack,
  recordDecline,
  type BookingSources,
  type VelocityTicket,
} from './booking-velocity.ts';
import { PaymentDeclined } from './payment-authorizer.ts';
import { madeHere, oneAtATime, rememberMade } from './idempotency-queue.ts';
import { ROOMS_NEED_ADULTS } from '#shared/validation/party.ts';
import { claimRooms, roomsShort, RoomsSoldOut } from './inventory-claims.ts';
import { forRooms } from './rates-engine.ts';
import { validateStay } from './rates-dates.ts';
import {
  checkPartyFits,
  isComingSoon,
  loadHotels,
  quoteHotelStay,
  roomTypeOf,
} from './rates-offers.ts';
import { offeredPlans } from './rates-plans.ts';
import { sendReservationMail } from './reservations-mail.ts';
import { insertReservation, newConfirmationNumber } from './confirmation-numbers.ts';
import { reservationView, type Reservation } from './reservations-view.ts';

export function isIdempotencyClash(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string; detail?: string };
  const text = `${e?.constraint ?? ''} ${e?.message ?? ''} ${e?.detail ?? ''}`;
  const unique = e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
  return unique && text.includes('idempotency_key');
}

async function byKey(platform: PlatformContext, key: string): Promise<Reservation | undefined> {
  return platform.db
    .selectFrom('reservations')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

// A key names one booking: reusing it for another stay or guest is refused, not replayed.
function sameBooking(r: Reservation, b: BookingRequest): boolean {
  return (
    r.hotel_id === b.hotelId &&
    r.room_type_code === b.roomTypeCode &&
    r.rate_plan_code === b.ratePlanCode &&
    r.check_in === b.checkIn &&
    r.check_out === b.checkOut &&
    r.rooms === (b.rooms ?? 1) &&
    r.email.toLowerCase() === b.email.toLowerCase() &&
    r.surname_key === b.surname.trim().toLowerCase()
  );
}

async function replay(platform: PlatformContext, existing: Reservation, booking: BookingRequest) {
  if (!sameBooking(existing, booking)) {
    throw idempotencyKeyReused();
  }
  return {
    created: false,
    view: await reservationView(platform.db, existing, platform.now()),
  };
}

const soldOut = () => soldOutError(messages.soldOut);

const gates = new WeakMap<PlatformContext, Gate>();

/** The one queue of this platform's claims of rooms: bookings, and changes of a stay. */
export function bookingGate(platform: PlatformContext): Gate {
  let gate = gates.get(platform);
  if (!gate) gates.set(platform, (gate = createGate()));
  return gate;
}

/** Where a booking comes from, for the velocity limits (booking-velocity.ts). */
export interface BookingGuard {
  address: string;
  /** A solved captcha, sent once the platform asked for it (401 CAPTCHA_REQUIRED). */
  captcha: string | null;
}

/**
 * Books, or reads back the booking of the same key. `signal` aborts when the caller gives up: an
 * attempt still waiting for its turn then never starts (booking-gate.ts). With a `guard`, a new
 * booking first passes the velocity limits (a replay of a made booking never counts); the counts
 * are given back when no booking is made.
 */
export function createReservation(
  platform: PlatformContext,
  booking: BookingRequest,
  idempotencyKey: string,
  loginId: string | null,
  signal?: AbortSignal,
  guard?: BookingGuard,
) {
  const gate = bookingGate(platform);
  return oneAtATime(platform, idempotencyKey, async () => {
    // A caller already gone (its deadline passed before this process read the request) is
    // answered before any statement: counting its sources and giving them back cost four
    // statements, two of them writes, for an attempt that never starts. In a cold burst's backlog
    // nearly every request is such a one, and their statements kept the live ones waiting.
    if (signal?.aborted) throw clientLeft();
    const attempt = () => attemptReservation(platform, booking, idempotencyKey, loginId);
    // A retry of a booking made here (its first answer was lost) is a read: it skips the queue.
    if (madeHere(platform, idempotencyKey)) return attempt();
    let ticket: VelocityTicket | undefined;
    let sources: BookingSources | undefined;
    if (guard && !(await byKey(platform, idempotencyKey))) {
      const { nights } = validateStay(booking.checkIn, booking.checkOut, platform.now());
      const rooms = booking.rooms ?? 1;
      sources = await bookingSources(platform, booking, guard.address);
      const claim = { hotelId: booking.hotelId, rooms, roomNights: rooms * nights.length };
      ticket = await enterBooking(platform, sources, claim, guard.captcha);
    }
    try {
      const result = await gate.run(signal, attempt);
      if (result.created) rememberMade(platform, idempotencyKey);
      else if (ticket) await giveBack(platform, ticket);
      return result;
    } catch (error) {
      if (ticket) await giveBack(platform, ticket);
      if (error instanceof PaymentDeclined && sources) await recordDecline(platform, sources);
      throw error;
    }
  });
}

/**
 * A replay of the key's booking, or the sold-out answer from one read (no pricing, no write lock)
 * for a guest too late for the last room; undefined when the booking must be tried. A made booking
 * of this key is read back first, so the sold-out answer never hides one.
 */
async function settledEarly(platform: PlatformContext, booking: BookingRequest, key: string) {
  const existing = await byKey(platform, key);
  if (existing) return replay(platform, existing, booking);
  const { nights } = validateStay(booking.checkIn, booking.checkOut, platform.now());
  const wanted = {
    hotelId: booking.hotelId,
    roomTypeCode: booking.roomTypeCode,
    nights,
    rooms: booking.rooms ?? 1,
  };
  if (await roomsShort(platform.db, [wanted])) throw soldOut();
  return undefined;
}

async function attemptReservation(
  platform: PlatformContext,
  booking: BookingRequest,
  idempotencyKey: string,
  loginId: string | null,
) {
  const now = platform.now();
  // Read now, not before the attempt waited its turn: others may have taken the last rooms.
  const settled = await settledEarly(platform, booking, idempotencyKey);
  if (settled) return settled;
  const stay = validateStay(booking.checkIn, booking.checkOut, now);
  const [hotel] = await loadHotels(platform.db, [booking.hotelId]);
  if (!hotel) throw notFound('No hotel has this id.');
  if (isComingSoon(hotel, now)) {
    throw comingSoon();
  }
  const roomType = await roomTypeOf(platform.db, hotel.hotel_id, booking.roomTypeCode);
  const party = { adults: booking.adults, children: booking.children, rooms: booking.rooms ?? 1 };
  if (party.rooms > party.adults) throw invalid('rooms', ROOMS_NEED_ADULTS);
  checkPartyFits(party, roomType, 'adults');
  const plan = (await offeredPlans(platform.db, booking.corporateId)).find(
    (p) => p.rate_plan_code === booking.ratePlanCode,
  );
  if (!plan) throw invalid('ratePlanCode', 'This rate plan is not offered for this stay.');
  const checked = checkCard(booking.card.number, booking.card.expiry, now);
  if (!checked.ok) throw invalid(`card.${checked.field}`, checked.message);

  // Every room is priced as one; the reservation's totals are for all of them (forRooms).
  const quote = forRooms(
    await quoteHotelStay(platform.db, hotel, roomType, plan, stay.nights, now),
    party.rooms,
  );
  const decision = await platform.payments.authorize({
    cardNumber: cardDigits(booking.card.number),
    expiry: checked.card.expiry,
    holder: booking.card.holder,
    amountCents: quote.totalCents,
    currency: quote.currency,
    idempotencyKey,
  });
  if (!decision.approved) throw new PaymentDeclined(decision.message);
  const row: Reservation = {
    confirmation_number: newConfirmationNumber(),
    hotel_id: hotel.hotel_id,
    room_type_code: roomType.room_type_code,
    rate_plan_code: plan.rate_plan_code,
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    nights: quote.nights,
    adults: booking.adults,
    children: booking.children,
    rooms: party.rooms,
    given_name: booking.givenName.trim(),
    surname: booking.surname.trim(),
    surname_key: booking.surname.trim().toLowerCase(),
    email: booking.email.trim(),
    phone: booking.phone.trim(),
    arrival_time: booking.arrivalTime ?? null,
    login_id: loginId,
    card_brand: checked.card.brand,
    card_last4: checked.card.last4,
    card_expiry: checked.card.expiry,
    currency: quote.currency,
    subtotal_cents: quote.subtotalCents,
    taxes_cents: quote.taxesCents,
    total_cents: quote.totalCents,
    nightly: JSON.stringify(quote.nightly),
    tax_notes: JSON.stringify(quote.taxNotes),
    los_tier: quote.losTier,
    status: 'confirmed',
    idempotency_key: idempotencyKey,
    created_at: now.toISOString(),
    cancelled_at: null,
    cancellation_reference: null,
  };

  try {
    await platform.db.transaction().execute(async (trx) => {
      // The reservation row goes first: a concurrent request with the same key (from another
      // platform process) waits on the unique index here and then fails, before it has claimed
      // any night. A confirmation number that is taken already is drawn again
      // (confirmation-numbers.ts). Then one statement claims every night, or none.
      await insertReservation(trx, row);
      await claimRooms(trx, [
        {
          hotelId: hotel.hotel_id,
          roomTypeCode: roomType.room_type_code,
          totalRooms: roomType.total_rooms,
          nights: stay.nights,
          rooms: party.rooms,
        },
      ]);
    });
  } catch (error) {
    if (error instanceof RoomsSoldOut) {
      // The same key may have won meanwhile (its twin took the last room): that is a replay.
      const winner = await byKey(platform, idempotencyKey);
      if (winner) return replay(platform, winner, booking);
      throw soldOut();
    }
    if (isIdempotencyClash(error)) {
      const winner = await byKey(platform, idempotencyKey);
      if (winner) return replay(platform, winner, booking);
    }
    throw error;
  }

  const view = await reservationView(platform.db, row, now);
  await sendReservationMail(platform, view, 'booking');
  return { created: true, view };
}
