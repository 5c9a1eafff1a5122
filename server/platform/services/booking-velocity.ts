// Velocity limits on bookings and stay changes, so that nobody can hoard a hotel's rooms. Every
// booking is counted against each of its sources — the address (an IPv6 address by its /64), the
// card (by a keyed hash, never the number), the e-mail and the guest's name — per hour and per day,
// and the rooms and room-nights each source holds of one hotel are counted per day. A source past
// a few bookings in the hour is asked for the captcha (a step-up, as sign-in does); past the
// ceilings the booking is refused with 429. A booking that is not made (sold out, refused, a
// replay) gives its counts back. A booking at a corporate rate (a known corporate id) has its
// ceilings multiplied: one booker making a team's stays is the corporate id's purpose.
import { createHmac } from 'node:crypto';
import type { PlatformContext } from '../context.ts';
import { captchaRequired, tooManyRequests } from '../http/errors.ts';
import { abuseLimitsOf } from './abuse-limits.ts';
import { addressGroup } from '#shared/security/address-group.ts';
import { hit, type Limit } from './throttle.ts';
import { hitAll, refundAll, type Hit } from './throttle-batch.ts';
import { findCorporateAccount } from './corporate-accounts.ts';
import type { BookingRequest } from '#shared/data/booking-contract.ts';
import { cardDigits } from '#shared/validation/card.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

const BOOKING_CAPTCHA_NEEDED = 'Please complete the captcha, then book again.';
const TOO_MANY_BOOKINGS =
  'Too many bookings were made from your connection or with these details. Please try again later or call us to book.';
const TOO_MANY_DECLINES =
  'Too many cards were declined from your connection. Please try again in an hour or call us to book.';

/** Who a booking or a change comes from. */
export interface BookingSources {
  address: string;
  /** Card digits (bookings only); only their keyed hash is kept. */
  cardNumber?: string | undefined;
  email: string;
  givenName: string;
  surname: string;
  /** A known corporate id was given. */
  corporate: boolean;
}

/** A booking's sources; a corporate id counts only when it is a known one. */
export async function bookingSources(
  platform: PlatformContext,
  booking: BookingRequest,
  address: string,
): Promise<BookingSources> {
  const corporate = booking.corporateId
    ? Boolean(await findCorporateAccount(platform.db, booking.corporateId))
    : false;
  return {
    address,
    cardNumber: cardDigits(booking.card.number),
    email: booking.email,
    givenName: booking.givenName,
    surname: booking.surname,
    corporate,
  };
}

/** What the booking holds of one hotel. */
export interface BookingClaim {
  hotelId: string;
  /** Rooms newly held (0 for a change of an existing stay). */
  rooms: number;
  roomNights: number;
}

export interface VelocityTicket {
  taken: Hit[];
}

/** A keyed hash of the card number: the same card always counts alike, and the hash reveals nothing. */
function cardFingerprint(platform: Pick<PlatformContext, 'config'>, digits: string): string {
  return createHmac('sha256', `card-velocity:${platform.config.altchaHmacKey}`)
    .update(digits)
    .digest('base64url')
    .slice(0, 22);
}

function sourceKeys(platform: PlatformContext, s: BookingSources): string[] {
  const name = `${s.givenName.trim()} ${s.surname.trim()}`.toLowerCase().replace(/\s+/g, ' ');
  return [
    `address:${addressGroup(s.address)}`,
    ...(s.cardNumber ? [`card:${cardFingerprint(platform, s.cardNumber)}`] : []),
    `email:${s.email.trim().toLowerCase()}`,
    `name:${name}`,
  ];
}

const declineLimits = (platform: PlatformContext, s: BookingSources): Limit[] => {
  const max = abuseLimitsOf(platform).declinesPerHour;
  return [
    `address:${addressGroup(s.address)}`,
    ...(s.cardNumber ? [`card:${cardFingerprint(platform, s.cardNumber)}`] : []),
  ].map((source) => ({ key: `book-declines:${source}`, max, windowSeconds: HOUR }));
};

/** Gives back every count a booking that was not made took. */
export async function giveBack(platform: PlatformContext, ticket: VelocityTicket): Promise<void> {
  await refundAll(platform.db, ticket.taken, platform.now());
}

/**
 * Counts a booking (or a change) against each of its sources, or throws: 429 past a ceiling (or
 * when the address or card has had too many cards declined), or 401 CAPTCHA_REQUIRED when a
 * source is past the step-up threshold and `captcha` is not a solved one. The counts are taken
 * together (throttle-batch.ts): a refused booking holds nothing and writes no row.
 */
export async function enterBooking(
  platform: PlatformContext,
  sources: BookingSources,
  claim: BookingClaim,
  captcha: string | null,
  /** False for a change of a stay: its page has no captcha, so only the ceilings apply. */
  askCaptcha = true,
): Promise<VelocityTicket> {
  const limits = abuseLimitsOf(platform);
  const now = platform.now();
  const factor = sources.corporate ? limits.corporateFactor : 1;
  const declines = declineLimits(platform, sources);
  const hours: Limit[] = [];
  const hits: Hit[] = [];
  for (const source of sourceKeys(platform, sources)) {
    const hour = {
      key: `book:hour:${source}`,
      max: limits.bookingsPerHour * factor,
      windowSeconds: HOUR,
    };
    hours.push(hour);
    hits.push(
      { limit: hour, amount: 1 },
      {
        limit: {
          key: `book:day:${source}`,
          max: limits.bookingsPerDay * factor,
          windowSeconds: DAY,
        },
        amount: 1,
      },
      {
        limit: {
          key: `hold-rooms:${claim.hotelId}:${source}`,
          max: limits.hotelRoomsPerDay * factor,
          windowSeconds: DAY,
        },
        amount: claim.rooms,
      },
      {
        limit: {
          key: `hold-nights:${claim.hotelId}:${source}`,
          max: limits.hotelRoomNightsPerDay * factor,
          windowSeconds: DAY,
        },
        amount: claim.roomNights,
      },
    );
  }
  // The declines are only checked: a decline adds to them (recordDecline), a booking does not.
  const declined = declines.map((limit) => ({ limit, amount: 1 }));
  const { refused, counts } = await hitAll(
    platform.db,
    [...declined, ...hits],
    now,
    declined.length,
  );
  if (refused >= 0)
    throw tooManyRequests(refused < declined.length ? TOO_MANY_DECLINES : TOO_MANY_BOOKINGS);
  const ticket: VelocityTicket = { taken: hits };
  const threshold = limits.bookingCaptchaAfter * factor;
  const stepUp = askCaptcha && hours.some((hour) => (counts.get(hour.key) ?? 0) > threshold);
  if (stepUp && !(await platform.captcha.verify(captcha ?? undefined, sources.address))) {
    await giveBack(platform, ticket);
    throw captchaRequired(BOOKING_CAPTCHA_NEEDED);
  }
  return ticket;
}

/** A declined card counts against the address and the card (card testing). */
export async function recordDecline(platform: PlatformContext, sources: BookingSources) {
  const now = platform.now();
  for (const limit of declineLimits(platform, sources)) await hit(platform.db, limit, now);
}
