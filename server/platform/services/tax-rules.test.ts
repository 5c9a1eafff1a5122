import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { taxRules, type TaxRule } from '../dataset/tax-rules/index.ts';
import { US_STATES } from '../dataset/states.ts';
import { addDays, stayNights } from './rates-dates.ts';
import {
  addMonths,
  exemptedNights,
  exemptingLength,
  governingRules,
  hotelTaxLines,
  stayTaxes,
  type TaxPlace,
} from './tax-rules.ts';

const CHECK_INS = ['2026-03-10', '2026-01-31', '2026-08-31', '2026-12-15'];
const NIGHT_CENTS = 10_000;
const HOTEL_STATE_BP = 500;
const HOTEL_CITY_BP = 300;

const priced = (checkIn: string, nights: number) =>
  stayNights(checkIn, addDays(checkIn, nights)).map((night) => ({
    night,
    amountCents: NIGHT_CENTS,
  }));

/** A hotel the rule governs: in one of its cities, or in a city no city rule names. */
function placeOf(rule: TaxRule): TaxPlace {
  return {
    stateCode: rule.stateCode,
    cityName: rule.cityNames?.[0] ?? 'Nowhere Special',
    stateTaxBp: HOTEL_STATE_BP,
    cityTaxBp: HOTEL_CITY_BP,
  };
}

const exempting = taxRules.filter((r) => r.exemptNights !== null || r.exemptMonths !== null);

describe('the tax table', () => {
  it('has one state rule for every state and DC, and unique ids', () => {
    const states = taxRules.filter((r) => r.level === 'state').map((r) => r.stateCode);
    expect(states.sort()).toEqual(US_STATES.map(([code]) => code).sort());
    expect(new Set(taxRules.map((r) => r.ruleId)).size).toBe(taxRules.length);
  });

  it('names a source for every rule, and the words of every confirmed exemption', () => {
    for (const rule of taxRules) {
      expect(rule.source, rule.ruleId).not.toBe('');
      if (rule.confirmed && exempting.includes(rule)) expect(rule.words, rule.ruleId).toBeTruthy();
      expect(rule.exemptNights !== null && rule.exemptMonths !== null, rule.ruleId).toBe(false);
    }
  });

  it('is documented rule by rule, with its source, in docs/tax-rules.md', () => {
    const doc = readFileSync(new URL('../../../docs/tax-rules.md', import.meta.url), 'utf8');
    for (const rule of taxRules) {
      expect(doc, rule.ruleId).toContain(`| \`${rule.ruleId}\` |`);
      expect(doc, rule.ruleId).toContain(rule.source);
    }
  });

  it('says "No hotel tax" only where the state and the local rule both exempt the same stay', () => {
    for (const rule of taxRules.filter((r) => r.confirmed && r.words?.startsWith('No hotel tax'))) {
      const place = { stateCode: rule.stateCode, cityName: rule.cityNames?.[0] ?? 'Nowhere' };
      for (const other of Object.values(governingRules(place, taxRules))) {
        const untaxed = other?.ratePpm === 0 && other.exemptNights === null;
        expect(other?.confirmed, `${rule.ruleId} / ${other?.ruleId}`).toBe(true);
        expect(untaxed || other?.words === rule.words, `${rule.ruleId} / ${other?.ruleId}`).toBe(
          true,
        );
      }
    }
  });

  it('governs a hotel by its city rule first, else its state local rule', () => {
    const la = governingRules({ stateCode: 'CA', cityName: 'Los Angeles' }, taxRules);
    expect([la.state?.ruleId, la.local?.ruleId]).toEqual(['CA', 'CA-los-angeles']);
    const oakland = governingRules({ stateCode: 'CA', cityName: 'Oakland' }, taxRules);
    expect(oakland.local?.ruleId).toBe('CA-local');
    const omaha = governingRules({ stateCode: 'NE', cityName: 'Omaha' }, taxRules);
    expect([omaha.state?.ruleId, omaha.local]).toEqual(['NE', undefined]);
  });
});

describe.each(exempting.map((rule) => [rule.ruleId, rule] as const))(
  'rule %s at its threshold and one night under it',
  (_id, rule) => {
    it.each(CHECK_INS)('checking in %s', (checkIn) => {
      const length = exemptingLength(rule, checkIn)!;
      const at = stayNights(checkIn, addDays(checkIn, length));
      const under = at.slice(0, -1);
      // The rule itself: the threshold exempts (every night, or the nights after it), one under does not.
      const atThreshold = exemptedNights(rule, at);
      expect(atThreshold.some(Boolean)).toBe(true);
      expect(atThreshold.every(Boolean)).toBe(rule.fromNightOne);
      expect(exemptedNights(rule, under).some(Boolean)).toBe(false);

      // Applied to a hotel it governs, on the line it governs: only a confirmed rule changes
      // what is charged (an unconfirmed one is not applied: the hotel's own rate, every night).
      const line = hotelTaxLines(placeOf(rule), taxRules)[rule.level === 'state' ? 0 : 1]!;
      const full = (nights: number) => Math.round((nights * NIGHT_CENTS * line.ratePpm) / 1e6);
      const taxedAt = stayTaxes([line], priced(checkIn, length));
      const taxedUnder = stayTaxes([line], priced(checkIn, length - 1));
      expect(taxedUnder).toEqual({ taxesCents: full(length - 1), taxNotes: [] });
      if (rule.confirmed) {
        expect(line.rule).toBe(rule);
        expect(taxedAt.taxNotes).toEqual([rule.words]);
        const exemptNights = atThreshold.filter(Boolean).length;
        expect(taxedAt.taxesCents).toBe(full(length - exemptNights));
      } else {
        expect(line.rule).toBeNull();
        expect(line.ratePpm).toBe((rule.level === 'state' ? HOTEL_STATE_BP : HOTEL_CITY_BP) * 100);
        expect(taxedAt).toEqual({ taxesCents: full(length), taxNotes: [] });
      }
    });
  },
);

describe('long-stay exemptions', () => {
  const texas: TaxPlace = { stateCode: 'TX', cityName: 'Dallas', stateTaxBp: 500, cityTaxBp: 700 };

  it('Texas: 30 nights pay no state or local hotel tax, 29 pay 6 % plus the local rate', () => {
    const lines = hotelTaxLines(texas, taxRules);
    expect(lines.map((l) => l.ratePpm)).toEqual([60_000, 70_000]);
    expect(stayTaxes(lines, priced('2026-03-10', 30))).toEqual({
      taxesCents: 0,
      taxNotes: ['No hotel tax: stays of 30+ nights in Texas'],
    });
    expect(stayTaxes(lines, priced('2026-03-10', 29))).toEqual({
      taxesCents: 29 * 1_300,
      taxNotes: [],
    });
  });

  it('an interruption voids an exemption that says so', () => {
    const lines = hotelTaxLines(texas, taxRules);
    const nights = priced('2026-03-10', 31).filter((_, i) => i !== 10);
    expect(nights).toHaveLength(30);
    expect(stayTaxes(lines, nights).taxesCents).toBe(30 * 1_300);
  });

  it('leaves taxes that are not exempt: New York City tax on a 90-night stay', () => {
    const lines = hotelTaxLines(
      { stateCode: 'NY', cityName: 'New York', stateTaxBp: 400, cityTaxBp: 600 },
      taxRules,
    );
    const taxes = stayTaxes(lines, priced('2026-03-10', 90));
    expect(taxes).toEqual({
      taxesCents: 90 * 600,
      taxNotes: ['No state sales tax: stays of 90+ nights in New York'],
    });
  });

  it('Florida: longer than 6 months, counted in calendar months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-07-01', 6)).toBe('2027-01-01');
    const florida = taxRules.find((r) => r.ruleId === 'FL')!;
    // 1 July + 6 months = 1 January: 184 nights end on 31 December, 185 reach 1 January.
    expect(exemptingLength(florida, '2026-07-01')).toBe(185);
    expect(exemptingLength(florida, '2026-01-01')).toBe(182);
  });

  it('a rule that exempts only after the threshold leaves the first nights taxed', () => {
    const after: TaxRule = { ...taxRules.find((r) => r.ruleId === 'TX')!, fromNightOne: false };
    const exempt = exemptedNights(after, stayNights('2026-03-10', '2026-04-11'));
    expect(exempt.filter(Boolean)).toHaveLength(2);
    expect(exempt.slice(0, 30).some(Boolean)).toBe(false);
  });
});
