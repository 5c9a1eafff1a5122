// The wire shapes of the rate endpoints: prices go out as dollar amounts (cents / 100), the
// spec's single hotelMinRate as a two-decimal string (spec §3 Rates).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { dollars } from './rates-engine.ts';
import { isComingSoon, loadHotels, type Hotel, type RoomOffer } from './rates-offers.ts';

export type HotelRateSummary =
  | { status: 'COMING_SOON' | 'SOLD_OUT' }
  | { status: 'AVAILABLE'; minRateCents: number; maxRateCents: number; minRateTotalCents: number };

export async function findHotel(db: Kysely<Database>, hotelId: string): Promise<Hotel> {
  const [hotel] = await loadHotels(db, [hotelId]);
  if (!hotel) throw notFound('No hotel has this id.');
  return hotel;
}

/** The lowest and highest average nightly rate over the room types with a room left. */
export function hotelRateSummary(hotel: Hotel, offers: RoomOffer[], now: Date): HotelRateSummary {
  if (isComingSoon(hotel, now)) return { status: 'COMING_SOON' };
  const prices = offers.filter((o) => o.available > 0).flatMap((o) => o.plans.map((p) => p.quote));
  if (!prices.length) return { status: 'SOLD_OUT' };
  const cheapest = prices.reduce((a, b) => (b.averageNightlyCents < a.averageNightlyCents ? b : a));
  const dearest = prices.reduce((a, b) => (b.averageNightlyCents > a.averageNightlyCents ? b : a));
  return {
    status: 'AVAILABLE',
    minRateCents: cheapest.averageNightlyCents,
    maxRateCents: dearest.averageNightlyCents,
    minRateTotalCents: cheapest.totalCents,
  };
}

export function roomView(offer: RoomOffer, bookable: boolean) {
  const { roomType } = offer;
  const available = bookable ? offer.available : 0;
  return {
    roomTypeCode: roomType.room_type_code,
    name: roomType.name,
    description: roomType.description,
    bedType: roomType.bed_type,
    capacity: roomType.capacity,
    accessible: roomType.accessible === 1,
    accessibleFeatures: roomType.accessible_features,
    available,
    soldOut: available === 0,
    ratePlans: offer.plans.map(({ plan, quote }) => ({
      ratePlanCode: plan.rate_plan_code,
      name: plan.name,
      description: plan.description,
      kind: plan.kind,
      losTier: quote.losTier,
      nightly: quote.nightly.map((n) => ({ night: n.night, amount: dollars(n.amountCents) })),
      averageNightly: dollars(quote.averageNightlyCents),
      subtotal: dollars(quote.subtotalCents),
      taxes: dollars(quote.taxesCents),
      taxNotes: quote.taxNotes,
      total: dollars(quote.totalCents),
      currency: quote.currency,
    })),
  };
}
