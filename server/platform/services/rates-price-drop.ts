// "Price dropped": a stay's headline total now below the total of the same stay priced with the
// rates of a week ago. Only the operator's adjustments move rates, so only a hotel whose
// adjustments in force differ between the two moments is priced twice.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Stay } from './rates-dates.ts';
import { inForceAt } from './rates-adjustments.ts';
import {
  adjustmentsAt,
  loadOfferInputs,
  priceOffers,
  type Hotel,
  type RoomOffer,
} from './rates-offers.ts';
import type { RatePlan } from './rates-plans.ts';
import type { HotelRateSummary } from './rates-views.ts';

export const PRICE_DROP_DAYS = 7;

export interface OffersThenAndNow {
  now: Map<string, RoomOffer[]>;
  /** The offers priced with a week ago's rates, for the hotels whose rates moved since. */
  before: Map<string, RoomOffer[]>;
}

export async function offersThenAndNow(
  db: Kysely<Database>,
  hotels: Hotel[],
  stay: Stay,
  plans: RatePlan[],
  now: Date,
): Promise<OffersThenAndNow> {
  if (!hotels.length) return { now: new Map(), before: new Map() };
  const weekAgo = new Date(now.getTime() - PRICE_DROP_DAYS * 86_400_000);
  const inputs = await loadOfferInputs(db, hotels, stay, plans, weekAgo);
  const current = priceOffers(
    { ...inputs, adjustments: adjustmentsAt(inputs.adjustments, now) },
    stay.nights,
  );
  const ids = (list: readonly { adjustmentId: string }[]) =>
    list.map((a) => a.adjustmentId).join(',');
  const moved = hotels.filter((hotel) => {
    const list = inputs.adjustments.get(hotel.hotel_id) ?? [];
    return ids(inForceAt(list, now)) !== ids(inForceAt(list, weekAgo));
  });
  const before = moved.length
    ? priceOffers(
        { ...inputs, hotels: moved, adjustments: adjustmentsAt(inputs.adjustments, weekAgo) },
        stay.nights,
      )
    : new Map<string, RoomOffer[]>();
  return { now: current, before };
}

/** True when the headline total now is below the one of a week ago. */
export function priceDropped(now: HotelRateSummary, before: HotelRateSummary | undefined): boolean {
  return (
    now.status === 'AVAILABLE' &&
    before?.status === 'AVAILABLE' &&
    now.minRateTotalCents < before.minRateTotalCents
  );
}
