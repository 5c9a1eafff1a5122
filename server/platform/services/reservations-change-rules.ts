// The rules of changing a stay, as pure functions: which changes are allowed
// when, and which nights a change claims and gives back. The cancellation deadline (6:00 PM hotel
// time on the day of arrival, cancellation-policy.ts) governs moving the arrival and changing the
// room type; once it has passed the stay is under way, and only its check-out can move: later
// (extending, always possible while rooms are free) or earlier, down to tomorrow. An extension
// under way starts a new tax block where a rule says so (extensionBlockStarts).
import { messages } from '#shared/validation/messages.ts';
import { changeRefused, invalidParameter as invalid } from '../http/errors.ts';
import { isBeforeCancellationDeadline } from './cancellation-policy.ts';
import { DATE_WINDOW_DAYS, daysBetween, guestToday, stayNights } from './rates-dates.ts';

export interface ChangeRequest {
  checkIn: string;
  checkOut: string;
  /** The new room type; absent: the same room type. */
  roomTypeCode?: string | undefined;
  /** The same stay at today's lower price (price protection, price-watch.ts). */
  lowerPrice?: boolean | undefined;
}

export interface StayNow {
  status: string;
  checkIn: string;
  checkOut: string;
  roomTypeCode: string;
}

export interface ChangeClock {
  now: Date;
  hotelTimeZone: string;
  hotelPhone: string | null;
}

export interface ChangePlan {
  checkIn: string;
  checkOut: string;
  roomTypeCode: string;
  /** Every night of the stay as it will be. */
  nights: string[];
  /** The nights to claim on the new room type, and to give back on the old one. */
  claim: string[];
  release: string[];
  /** Past the arrival's cancellation deadline: the stay has begun. */
  underWay: boolean;
}

const callTheHotel = (phone: string | null) =>
  phone ? `please call the hotel at ${phone}` : 'please call the hotel';

export const CHANGE_MESSAGES = {
  cancelled: 'This reservation is cancelled, so it can no longer be changed.',
  ended: 'This stay has ended, so it can no longer be changed.',
  order: messages.checkOutAfterCheckIn,
  length: `A stay can be at most ${DATE_WINDOW_DAYS} nights.`,
  window: `Check-in must be between today and ${DATE_WINDOW_DAYS} days ahead.`,
  tomorrow:
    'Your stay has begun: check-out can be tomorrow at the earliest. To leave today, please tell the front desk.',
  same: 'This is already your stay. Choose other dates or another room.',
  lowerPriceSameStay: 'A lower price applies to your stay as booked: the same dates and room.',
  priceLocked: (phone: string | null) =>
    `The price can no longer be changed online: it is past 6:00 PM hotel time on the day of arrival. To ask about it, ${callTheHotel(phone)}.`,
  arrivalClosed: (phone: string | null) =>
    `The arrival date can no longer be changed online: it is past 6:00 PM hotel time on the day of arrival. To change it, ${callTheHotel(phone)}.`,
  roomClosed: (phone: string | null) =>
    `The room type can no longer be changed online once the stay has begun. To change it, ${callTheHotel(phone)}.`,
};

/** Checks a requested change against the stay and the clock; throws a 400 or 409 that says why. */
export function planChange(stay: StayNow, request: ChangeRequest, clock: ChangeClock): ChangePlan {
  const roomTypeCode = request.roomTypeCode ?? stay.roomTypeCode;
  const { checkIn, checkOut } = request;
  const today = guestToday(clock.now);
  if (stay.status !== 'confirmed')
    throw changeRefused.reservationCancelled(CHANGE_MESSAGES.cancelled);
  if (stay.checkOut <= today) throw changeRefused.stayEnded(CHANGE_MESSAGES.ended);
  const length = daysBetween(checkIn, checkOut);
  if (length < 1) throw invalid('checkOut', CHANGE_MESSAGES.order);
  if (length > DATE_WINDOW_DAYS) throw invalid('checkOut', CHANGE_MESSAGES.length);
  const same =
    checkIn === stay.checkIn && checkOut === stay.checkOut && roomTypeCode === stay.roomTypeCode;
  const open = isBeforeCancellationDeadline(stay.checkIn, clock.hotelTimeZone, clock.now);
  if (request.lowerPrice) {
    if (!same) throw invalid('checkIn', CHANGE_MESSAGES.lowerPriceSameStay);
    if (!open) throw changeRefused.priceLocked(CHANGE_MESSAGES.priceLocked(clock.hotelPhone));
    const nights = stayNights(checkIn, checkOut);
    return { checkIn, checkOut, roomTypeCode, nights, claim: [], release: [], underWay: false };
  }
  if (same) throw invalid('checkOut', CHANGE_MESSAGES.same);

  if (checkIn !== stay.checkIn) {
    if (!open) throw changeRefused.arrivalLocked(CHANGE_MESSAGES.arrivalClosed(clock.hotelPhone));
    const ahead = daysBetween(today, checkIn);
    if (ahead < 0 || ahead > DATE_WINDOW_DAYS) throw invalid('checkIn', CHANGE_MESSAGES.window);
  }
  if (roomTypeCode !== stay.roomTypeCode && !open) {
    throw changeRefused.roomChangeClosed(CHANGE_MESSAGES.roomClosed(clock.hotelPhone));
  }
  if (!open && checkOut <= today) throw invalid('checkOut', CHANGE_MESSAGES.tomorrow);

  const nights = stayNights(checkIn, checkOut);
  const before = stayNights(stay.checkIn, stay.checkOut);
  const underWay = !open;
  if (roomTypeCode !== stay.roomTypeCode) {
    return { checkIn, checkOut, roomTypeCode, nights, claim: nights, release: before, underWay };
  }
  const had = new Set(before);
  const keeps = new Set(nights);
  return {
    checkIn,
    checkOut,
    roomTypeCode,
    nights,
    claim: nights.filter((night) => !had.has(night)),
    release: before.filter((night) => !keeps.has(night)),
    underWay,
  };
}

/** A change the reservation's history holds (reservation_changes). */
export interface PastChange {
  changedAt: string;
  fromCheckIn: string;
  fromCheckOut: string;
  toCheckOut: string;
}

/**
 * Where the stay's tax blocks begin (a rule's `extensionNewBlock`, tax-rules.ts): every extension
 * made while the stay was under way began a block on the night after the stay it extended, and
 * so does this change if it is one. Before the arrival's deadline an amended reservation is one
 * block. Blocks of nights the stay no longer has are gone.
 */
export function extensionBlockStarts(
  past: readonly PastChange[],
  stay: Pick<StayNow, 'checkOut'>,
  plan: Pick<ChangePlan, 'checkOut' | 'nights' | 'underWay'>,
  hotelTimeZone: string,
): string[] {
  const starts = past
    .filter(
      (c) =>
        c.toCheckOut > c.fromCheckOut &&
        !isBeforeCancellationDeadline(c.fromCheckIn, hotelTimeZone, new Date(c.changedAt)),
    )
    .map((c) => c.fromCheckOut);
  if (plan.underWay && plan.checkOut > stay.checkOut) starts.push(stay.checkOut);
  const later = new Set(plan.nights.slice(1));
  return [...new Set(starts)].filter((night) => later.has(night)).sort();
}
