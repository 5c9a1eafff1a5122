// Arizona (A.A.C. R15-5-1001(B)(2)): nights first bought as a stay of under 30 nights stay taxable
// whatever the lodger does later. Nights added to a stay already under way are a new block that
// meets the 30-night threshold on its own; an amended reservation before arrival is one block.
import { describe, expect, it } from 'vitest';
import { taxRules } from '../dataset/tax-rules/index.ts';
import { addDays, stayNights } from './rates-dates.ts';
import { planChange, extensionBlockStarts, type StayNow } from './reservations-change-rules.ts';
import { exemptedInBlocks, hotelTaxLines, stayTaxes, type TaxPlace } from './tax-rules.ts';

const NIGHT_CENTS = 10_000;
const CHECK_IN = '2026-03-10';
const arizona = taxRules.find((r) => r.ruleId === 'AZ')!;
const phoenix: TaxPlace = { stateCode: 'AZ', cityName: 'Phoenix', stateTaxBp: 500, cityTaxBp: 300 };
const EXEMPT = 'No state lodging tax: stays of 30+ nights in Arizona';
// The state line: 5.5 % of a $100 night; the local rule is unconfirmed: the hotel's 3 %.
const STATE_CENTS = 550;
const LOCAL_CENTS = 300;

const priced = (nights: number) =>
  stayNights(CHECK_IN, addDays(CHECK_IN, nights)).map((night) => ({
    night,
    amountCents: NIGHT_CENTS,
  }));

/** A stay of `first` nights extended under way by `added`: the added block starts after `first`. */
function extended(first: number, added: number) {
  return stayTaxes(hotelTaxLines(phoenix, taxRules), priced(first + added), [
    addDays(CHECK_IN, first),
  ]);
}

describe('the table: an extension under way is a new block', () => {
  it('in Arizona, with the words that say why, and in no rule without words', () => {
    expect(arizona).toMatchObject({ confirmed: true, exemptNights: 30, extensionNewBlock: true });
    expect(arizona.extensionWords).toContain('Arizona');
    for (const rule of taxRules.filter((r) => r.extensionNewBlock)) {
      expect(rule.extensionWords, rule.ruleId).toBeTruthy();
    }
  });
});

describe('Arizona: blocks at the threshold and one night under it', () => {
  it('20 nights extended by 30: the 30 added are exempt, the 20 first bought stay taxed', () => {
    expect(extended(20, 30)).toEqual({
      taxesCents: 20 * STATE_CENTS + 50 * LOCAL_CENTS,
      taxNotes: [EXEMPT, arizona.extensionWords],
    });
  });

  it('20 nights extended by 29: every night is taxed, and the guest is told why', () => {
    expect(extended(20, 29)).toEqual({
      taxesCents: 49 * (STATE_CENTS + LOCAL_CENTS),
      taxNotes: [arizona.extensionWords],
    });
  });

  it('30 nights extended by 5: the first 30 stay exempt, the 5 added are taxed', () => {
    expect(extended(30, 5)).toEqual({
      taxesCents: 5 * STATE_CENTS + 35 * LOCAL_CENTS,
      taxNotes: [EXEMPT, arizona.extensionWords],
    });
  });

  it('29 nights extended by 1 during the stay: 30 nights, all taxed; amended before arrival: exempt', () => {
    expect(extended(29, 1).taxesCents).toBe(30 * (STATE_CENTS + LOCAL_CENTS));
    const oneBlock = stayTaxes(hotelTaxLines(phoenix, taxRules), priced(30));
    expect(oneBlock).toEqual({ taxesCents: 30 * LOCAL_CENTS, taxNotes: [EXEMPT] });
  });

  it('a short stay extended to a short stay says nothing: one block would have been taxed too', () => {
    expect(extended(5, 5)).toEqual({ taxesCents: 10 * (STATE_CENTS + LOCAL_CENTS), taxNotes: [] });
  });

  it('the rule alone: each block against the threshold', () => {
    const nights = stayNights(CHECK_IN, addDays(CHECK_IN, 60));
    const blocks = exemptedInBlocks(arizona, nights, [addDays(CHECK_IN, 30)]);
    expect(blocks.every(Boolean)).toBe(true);
    const under = exemptedInBlocks(arizona, nights, [addDays(CHECK_IN, 31)]);
    expect(under.filter(Boolean)).toHaveLength(31);
    expect(under.slice(31).some(Boolean)).toBe(false);
  });

  it('Texas judges an extended stay as one: 20 nights extended by 15 owe no hotel tax', () => {
    const dallas = { ...phoenix, stateCode: 'TX', cityName: 'Dallas' };
    const taxes = stayTaxes(hotelTaxLines(dallas, taxRules), priced(35), [addDays(CHECK_IN, 20)]);
    expect(taxes).toEqual({
      taxesCents: 0,
      taxNotes: ['No hotel tax: stays of 30+ nights in Texas'],
    });
  });
});

describe('extensionBlockStarts: where the blocks of a changed stay begin', () => {
  // Arrival 10 March 2026 in Phoenix (no daylight saving): 6:00 PM MST that day is 01:00 UTC next day.
  const stay: StayNow = {
    status: 'confirmed',
    checkIn: CHECK_IN,
    checkOut: '2026-03-30',
    roomTypeCode: 'SQ',
  };
  const clock = (iso: string) => ({
    now: new Date(iso),
    hotelTimeZone: 'America/Phoenix',
    hotelPhone: null,
  });
  const to = (checkOut: string) => ({ checkIn: CHECK_IN, checkOut });

  it('an extension before the arrival deadline is one block with the stay', () => {
    const plan = planChange(stay, to('2026-04-20'), clock('2026-03-11T00:59:00Z'));
    expect(plan.underWay).toBe(false);
    expect(extensionBlockStarts([], stay, plan, 'America/Phoenix')).toEqual([]);
  });

  it('an extension under way starts a block on the night after the stay it extends', () => {
    const plan = planChange(stay, to('2026-04-20'), clock('2026-03-11T01:00:00Z'));
    expect(plan.underWay).toBe(true);
    expect(extensionBlockStarts([], stay, plan, 'America/Phoenix')).toEqual(['2026-03-30']);
  });

  it('keeps the blocks of earlier extensions under way, drops the ones shortened away', () => {
    const earlier = [
      // Before arrival: 20 nights became the stay's first block of 20 (no block).
      {
        changedAt: '2026-03-01T12:00:00Z',
        fromCheckIn: CHECK_IN,
        fromCheckOut: '2026-03-25',
        toCheckOut: '2026-03-30',
      },
      // Under way: extended from 30 March to 10 April, a block from 30 March.
      {
        changedAt: '2026-03-15T12:00:00Z',
        fromCheckIn: CHECK_IN,
        fromCheckOut: '2026-03-30',
        toCheckOut: '2026-04-10',
      },
    ];
    const now = { ...stay, checkOut: '2026-04-10' };
    const longer = planChange(now, to('2026-05-01'), clock('2026-03-20T12:00:00Z'));
    expect(extensionBlockStarts(earlier, now, longer, 'America/Phoenix')).toEqual([
      '2026-03-30',
      '2026-04-10',
    ]);
    const shorter = planChange(now, to('2026-03-28'), clock('2026-03-20T12:00:00Z'));
    expect(extensionBlockStarts(earlier, now, shorter, 'America/Phoenix')).toEqual([]);
  });
});
