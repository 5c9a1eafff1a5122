import { describe, expect, it } from 'vitest';
import { dollarString, losTier, nightPriceCents, quoteStay } from './rates-engine.ts';
import { addDays, stayNights } from './rates-dates.ts';
import { hotelTaxLines } from './tax-rules.ts';
import { taxRules } from '../dataset/tax-rules/index.ts';

describe('rate engine', () => {
  it('gives the length-of-stay tier: 1–6 nightly, 7–29 weekly, 30+ monthly', () => {
    expect([1, 6, 7, 29, 30, 365].map(losTier)).toEqual([
      'nightly',
      'nightly',
      'weekly',
      'weekly',
      'monthly',
      'monthly',
    ]);
  });

  it('prices a night by season, weekday, tier and plan discount, rounded to a cent', () => {
    // March (95 %), Tuesday (100 %).
    expect(nightPriceCents(8_000, '2026-03-10', 'nightly', 0)).toBe(7_600);
    // Friday in July: 120 % × 110 %.
    expect(nightPriceCents(8_000, '2026-07-03', 'nightly', 0)).toBe(10_560);
    // Weekly tier 85 % and a 15 % corporate discount: 7 600 × 0.85 × 0.85 = 5 491.
    expect(nightPriceCents(8_000, '2026-03-10', 'weekly', 1_500)).toBe(5_491);
    // Rounds half up at the cent: 999 × 0.95 = 949.05 → 949.
    expect(nightPriceCents(999, '2026-03-10', 'nightly', 0)).toBe(949);
  });

  it('quotes a 3-night stay with taxes on the subtotal and an all-in total', () => {
    const quote = quoteStay({
      baseRateCents: 8_000,
      nights: stayNights('2026-03-10', '2026-03-13'),
      discountBp: 0,
      taxLines: [{ rule: null, ratePpm: 130_000 }],
    });
    expect(quote).toMatchObject({
      nights: 3,
      losTier: 'nightly',
      subtotalCents: 22_800,
      taxesCents: 2_964,
      totalCents: 25_764,
      averageNightlyCents: 7_600,
      currency: 'USD',
    });
  });

  it('makes 7+ nights cheaper per night than 6 and 30+ cheaper than 29', () => {
    const average = (n: number) =>
      quoteStay({
        baseRateCents: 10_000,
        nights: stayNights('2026-04-01', addDays('2026-04-01', n)),
        discountBp: 0,
        taxLines: [],
      }).averageNightlyCents;
    expect(average(7)).toBeLessThan(average(6));
    expect(average(30)).toBeLessThan(average(29));
  });

  it('re-prices a Texas stay extended from 25 to 35 nights: monthly tier on every night, no hotel tax', () => {
    const taxLines = hotelTaxLines(
      { stateCode: 'TX', cityName: 'Dallas', stateTaxBp: 500, cityTaxBp: 700 },
      taxRules,
    );
    const quote = (nights: number) =>
      quoteStay({
        baseRateCents: 8_000,
        nights: stayNights('2026-03-10', addDays('2026-03-10', nights)),
        discountBp: 0,
        taxLines,
      });
    const before = quote(25);
    expect(before.losTier).toBe('weekly');
    expect(before.taxesCents).toBe(Math.round(before.subtotalCents * 0.13));
    expect(before.taxNotes).toEqual([]);
    const after = quote(35);
    expect(after.losTier).toBe('monthly');
    expect(after.taxesCents).toBe(0);
    expect(after.totalCents).toBe(after.subtotalCents);
    expect(after.taxNotes).toEqual(['No hotel tax: stays of 30+ nights in Texas']);
    // Shortened back, the stay is priced as it was.
    expect(quote(25)).toEqual(before);
  });

  it('writes hotelMinRate as a two-decimal string', () => {
    expect(dollarString(12_345)).toBe('123.45');
    expect(dollarString(7_600)).toBe('76.00');
  });
});
