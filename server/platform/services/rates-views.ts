// The wire shapes of the rate endpoints: prices go out as dollar amounts (cents / 100), the
// product's single hotelMinRate as a two-decimal string (Rates).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import {
  headlinePlan,
  isOpenTo,
  OPEN_TO_EVERYONE,
  readAudience,
  type RateEligibility,
} from '#shared/data/rate-headline.ts';
import { dollars, type StayQuote } from './rates-engine.ts';
import { MAX_ROOMS, partyFits, type Party } from '#shared/validation/party.ts';
import {
  isComingSoon,
  loadHotels,
  offersForParty,
  type Hotel,
  type RoomOffer,
} from './rates-offers.ts';
import type { RatePlan } from './rates-plans.ts';

export type HotelRateSummary =
  | { status: 'COMING_SOON' | 'SOLD_OUT' }
  | {
      status: 'AVAILABLE';
      minRateCents: number;
      maxRateCents: number;
      minRateTotalCents: number;
      /** The plan the hotel leads with for this guest (shared/data/rate-headline.ts). */
      headline: { roomType: RoomOffer['roomType']; plan: RatePlan; quote: StayQuote };
    };

export async function findHotel(db: Kysely<Database>, hotelId: string): Promise<Hotel> {
  const [hotel] = await loadHotels(db, [hotelId]);
  if (!hotel) throw notFound('No hotel has this id.');
  return hotel;
}

/**
 * Who the guest is for the headline rule: eligible for corporate plans only when the id is one
 * the platform knows (its plans are among those offered), and the plan they chose, if any.
 */
export function eligibility(
  offered: readonly RatePlan[],
  corporateId: string | undefined,
  chosenPlanCode: string | undefined,
): RateEligibility {
  return {
    corporateId: offered.some((p) => p.kind === 'corporate') ? (corporateId ?? null) : null,
    chosenPlanCode: chosenPlanCode ?? null,
  };
}

/**
 * A hotel's price for a stay and a guest: the headline is the
 * lowest all-in total among the plans open to the guest, over the room types with a room left;
 * min and max are the average nightly rates of those open plans. No open plan with a room left
 * means the hotel is sold out for this guest.
 */
export function hotelRateSummary(
  hotel: Hotel,
  offers: RoomOffer[],
  now: Date,
  who: RateEligibility = OPEN_TO_EVERYONE,
): HotelRateSummary {
  if (isComingSoon(hotel, now)) return { status: 'COMING_SOON' };
  const candidates = offers
    .filter((o) => o.available > 0)
    .flatMap((o) =>
      o.plans.map(({ plan, quote }) => ({
        ratePlanCode: plan.rate_plan_code,
        audience: readAudience(plan.audience, plan.kind),
        total: quote.totalCents,
        roomType: o.roomType,
        plan,
        quote,
      })),
    );
  const headline = headlinePlan(candidates, who);
  if (!headline) return { status: 'SOLD_OUT' };
  const open = candidates
    .filter((c) => c === headline || isOpenTo(c, who))
    .map((c) => c.quote.averageNightlyCents);
  return {
    status: 'AVAILABLE',
    minRateCents: Math.min(...open),
    maxRateCents: Math.max(...open),
    minRateTotalCents: headline.quote.totalCents,
    headline: { roomType: headline.roomType, plan: headline.plan, quote: headline.quote },
  };
}

/**
 * A hotel with rooms left but no room type that sleeps the party in the rooms asked for (2 adults
 * and a child in one room for 2) is not sold out to this guest: the fewest rooms that would sleep
 * it and can be booked (each with an adult), or null when more rooms would not help either.
 */
export function roomsForParty(
  hotel: Hotel,
  offers: RoomOffer[],
  party: Party,
  now: Date,
  who: RateEligibility = OPEN_TO_EVERYONE,
): number | null {
  if (offers.some((o) => partyFits(party, o.roomType.capacity))) return null;
  for (let rooms = party.rooms + 1; rooms <= Math.min(MAX_ROOMS, party.adults); rooms++) {
    const more = offersForParty(offers, { ...party, rooms });
    if (hotelRateSummary(hotel, more, now, who).status === 'AVAILABLE') return rooms;
  }
  return null;
}

/** The headline plan on the wire: what the card and the map pop-up show, cent for cent. */
export function headlineView(
  headline: Extract<HotelRateSummary, { status: 'AVAILABLE' }>['headline'],
  rooms = 1,
) {
  const { roomType, plan, quote } = headline;
  return {
    roomTypeCode: roomType.room_type_code,
    ratePlanCode: plan.rate_plan_code,
    name: plan.name,
    kind: plan.kind,
    audience: readAudience(plan.audience, plan.kind),
    losTier: quote.losTier,
    averageNightly: dollars(quote.averageNightlyCents),
    subtotal: dollars(quote.subtotalCents),
    taxes: dollars(quote.taxesCents),
    total: dollars(quote.totalCents),
    ...roomsView(quote, rooms),
    currency: quote.currency,
  };
}

/**
 * A quote priced for several rooms (forRooms) says how many and what one room costs, so a page
 * can show "2 rooms × $1,234.56" beside the total the guest pays.
 */
export function roomsView(quote: StayQuote, rooms: number) {
  return { rooms, roomTotal: dollars(quote.totalCents / rooms) };
}

export function roomView(offer: RoomOffer, bookable: boolean, rooms = 1) {
  const { roomType } = offer;
  const available = bookable ? offer.available : 0;
  return {
    roomTypeCode: roomType.room_type_code,
    name: roomType.name,
    description: roomType.description,
    bedType: roomType.bed_type,
    capacity: roomType.capacity,
    sizeSqFt: roomType.size_sq_ft,
    accessible: roomType.accessible === 1,
    accessibleFeatures: roomType.accessible_features,
    available,
    soldOut: available === 0,
    ratePlans: offer.plans.map(({ plan, quote }) => ({
      ratePlanCode: plan.rate_plan_code,
      name: plan.name,
      description: plan.description,
      kind: plan.kind,
      audience: readAudience(plan.audience, plan.kind),
      losTier: quote.losTier,
      nightly: quote.nightly.map((n) => ({ night: n.night, amount: dollars(n.amountCents) })),
      averageNightly: dollars(quote.averageNightlyCents),
      subtotal: dollars(quote.subtotalCents),
      taxes: dollars(quote.taxesCents),
      taxNotes: quote.taxNotes,
      total: dollars(quote.totalCents),
      ...roomsView(quote, rooms),
      currency: quote.currency,
    })),
  };
}
