// The rate engine: pure functions from a room type's base rate, the nights of a stay, a rate plan
// and the hotel's tax lines (tax-rules.ts: the long-stay rules applied) to a priced stay. Money is integer cents (USD); every factor is an
// integer percentage or basis points so the arithmetic is exact until the one final rounding.

import { dayNumber } from './rates-dates.ts';
import { adjustedNightCents, type NightAdjustment } from './rates-adjustments.ts';
import { stayTaxes, type TaxLine } from './tax-rules.ts';

export type LosTier = 'nightly' | 'weekly' | 'monthly';

export const CURRENCY = 'USD';

// Extended-stay pricing (7+ and 30+ nights cheaper per night).
export const WEEKLY_MIN_NIGHTS = 7;
export const MONTHLY_MIN_NIGHTS = 30;
const TIER_PERCENT: Record<LosTier, number> = { nightly: 100, weekly: 85, monthly: 70 };

// Season by month (January first): winter is quiet, summer and the holidays are busy.
const SEASON_PERCENT = [85, 88, 95, 100, 105, 115, 120, 115, 100, 100, 92, 97];
// Weekday by UTC day (Sunday first): weekend nights (Friday, Saturday) cost more.
const WEEKDAY_PERCENT = [95, 100, 100, 100, 100, 110, 110];

export function losTier(nights: number): LosTier {
  if (nights >= MONTHLY_MIN_NIGHTS) return 'monthly';
  if (nights >= WEEKLY_MIN_NIGHTS) return 'weekly';
  return 'nightly';
}

export function seasonPercent(night: string): number {
  return SEASON_PERCENT[Number(night.slice(5, 7)) - 1]!;
}

export function weekdayPercent(night: string): number {
  // 1970-01-01 was a Thursday (UTC day 4).
  return WEEKDAY_PERCENT[(((dayNumber(night) + 4) % 7) + 7) % 7]!;
}

export interface NightPrice {
  night: string;
  amountCents: number;
}

/** One night's price: base × season × weekday × length-of-stay tier × plan, rounded to a cent. */
export function nightPriceCents(
  baseRateCents: number,
  night: string,
  tier: LosTier,
  discountBp: number,
): number {
  // ≤ 10^5 × 120 × 110 × 100 × 10^4 ≈ 1.3 × 10^15 < 2^53: exact in a double.
  const numerator =
    baseRateCents *
    seasonPercent(night) *
    weekdayPercent(night) *
    TIER_PERCENT[tier] *
    (10_000 - discountBp);
  return Math.round(numerator / 10_000_000_000);
}

export interface StayQuote {
  nights: number;
  losTier: LosTier;
  nightly: NightPrice[];
  averageNightlyCents: number;
  subtotalCents: number;
  taxesCents: number;
  /** The long-stay exemptions applied, in words (tax-rules.ts). */
  taxNotes: string[];
  totalCents: number;
  currency: string;
}

export interface QuoteInput {
  baseRateCents: number;
  nights: string[];
  discountBp: number;
  /** The hotel's state and local tax lines (hotelTaxLines in tax-rules.ts). */
  taxLines: readonly TaxLine[];
  /** The first nights of blocks added while the stay was under way (stayTaxes in tax-rules.ts). */
  blockStarts?: readonly string[];
  /** The operator's adjustments in force for this room type and plan (rates-adjustments.ts). */
  adjustments?: readonly NightAdjustment[];
}

/** The average nightly rate before taxes, rounded once: the figure every page shows per night. */
export function averageNightlyCents(subtotalCents: number, nights: number): number {
  return nights > 0 ? Math.round(subtotalCents / nights) : 0;
}

/**
 * Prices a stay. Re-pricing a changed stay calls this again with the new nights, so the length
 * tier and the tax rules are applied to the stay as it now is.
 */
export function quoteStay({
  baseRateCents,
  nights,
  discountBp,
  taxLines,
  blockStarts = [],
  adjustments = [],
}: QuoteInput): StayQuote {
  const tier = losTier(nights.length);
  const nightly = nights.map((night) => ({
    night,
    amountCents: adjustedNightCents(
      nightPriceCents(baseRateCents, night, tier, discountBp),
      night,
      adjustments,
    ),
  }));
  const subtotalCents = nightly.reduce((sum, n) => sum + n.amountCents, 0);
  // Taxes are charged on the stay's taxable nights, not per night, so they round once.
  const { taxesCents, taxNotes } = stayTaxes(taxLines, nightly, blockStarts);
  return {
    nights: nights.length,
    losTier: tier,
    nightly,
    averageNightlyCents: averageNightlyCents(subtotalCents, nights.length),
    subtotalCents,
    taxesCents,
    taxNotes,
    totalCents: subtotalCents + taxesCents,
    currency: CURRENCY,
  };
}

/** Cents as the wire's dollar amount: 12345 → 123.45. */
export function dollars(cents: number): number {
  return cents / 100;
}

/** Cents as the product's hotelMinRate string: 12345 → '123.45' (Rates). */
export function dollarString(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * A stay for `rooms` rooms of one type: each room is priced as one, and the stay's
 * subtotal, taxes and total are the one room's times the rooms, so a guest sees "2 rooms × the
 * room's total" add up to the cent. The nightly breakdown and the average stay per room.
 */
export function forRooms(quote: StayQuote, rooms: number): StayQuote {
  return {
    ...quote,
    subtotalCents: quote.subtotalCents * rooms,
    taxesCents: quote.taxesCents * rooms,
    totalCents: quote.totalCents * rooms,
  };
}
