// The long-stay tax rules applied to a stay. Pure functions: the rates engine
// calls them for every quote, booking and change of a stay, so a re-priced stay has the
// rules applied again. A hotel has two tax lines, its state's and its local one; each is governed
// by a CONFIRMED rule of the table, or, without one, charged at the hotel's own rate with no
// exemption (unconfirmed rules are not applied).
import type { TaxRule } from '../dataset/tax-rules/index.ts';
import { dayNumber } from './rates-dates.ts';

export interface TaxPlace {
  stateCode: string;
  cityName: string;
  /** The hotel's own rates, charged where no confirmed rule says otherwise. */
  stateTaxBp: number;
  cityTaxBp: number;
}

export interface TaxLine {
  /** The confirmed rule governing this line; null: no rule applies (no exemption). */
  rule: TaxRule | null;
  ratePpm: number;
}

const BP_TO_PPM = 100;

function line(rule: TaxRule | undefined, hotelBp: number): TaxLine {
  if (!rule?.confirmed) return { rule: null, ratePpm: hotelBp * BP_TO_PPM };
  return { rule, ratePpm: rule.ratePpm ?? hotelBp * BP_TO_PPM };
}

/** The rules that govern a hotel: its state's rule, and its city's rule or else its state's local one. */
export function governingRules(
  place: Pick<TaxPlace, 'stateCode' | 'cityName'>,
  rules: readonly TaxRule[],
): { state: TaxRule | undefined; local: TaxRule | undefined } {
  const ofState = rules.filter((r) => r.stateCode === place.stateCode);
  const city = ofState.find((r) => r.level === 'local' && r.cityNames?.includes(place.cityName));
  return {
    state: ofState.find((r) => r.level === 'state'),
    local: city ?? ofState.find((r) => r.level === 'local' && r.cityNames === null),
  };
}

export function hotelTaxLines(place: TaxPlace, rules: readonly TaxRule[]): TaxLine[] {
  const { state, local } = governingRules(place, rules);
  return [line(state, place.stateTaxBp), line(local, place.cityTaxBp)];
}

/** 'YYYY-MM-DD' plus whole months, on the same day of the month or the month's last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

function consecutive(nights: readonly string[]): boolean {
  let previous = nights.length ? dayNumber(nights[0]!) : 0;
  return nights.every((night, i) => {
    if (i === 0) return true;
    const current = dayNumber(night);
    const next = current === previous + 1;
    previous = current;
    return next;
  });
}

/**
 * Which nights of a stay (sorted dates) a rule exempts. "From night 1": every night once the stay
 * reaches the threshold. Otherwise only the nights after it: after 30 nights, night 31 on; after
 * 6 months, the nights from the date 6 months after the first night. A gap between nights is an
 * interruption and voids the exemption where the rule says so.
 */
export function exemptedNights(rule: TaxRule, nights: readonly string[]): boolean[] {
  const none = nights.map(() => false);
  if (!nights.length || (rule.exemptNights === null && rule.exemptMonths === null)) return none;
  if (rule.interruptionVoids && !consecutive(nights)) return none;
  if (rule.exemptNights !== null) {
    const threshold = rule.exemptNights;
    if (rule.fromNightOne) return nights.map(() => nights.length >= threshold);
    return nights.map((_, i) => i >= threshold);
  }
  // "Longer than N months": the stay runs past the date N months after its first night.
  const limit = addMonths(nights[0]!, rule.exemptMonths!);
  const longer = nights[nights.length - 1]! >= limit;
  if (rule.fromNightOne) return nights.map(() => longer);
  return nights.map((night) => night >= limit);
}

/** The shortest stay (in nights from `checkIn`) that a rule exempts at all; null: none does. */
export function exemptingLength(rule: TaxRule, checkIn: string): number | null {
  if (rule.exemptNights !== null) return rule.exemptNights + (rule.fromNightOne ? 0 : 1);
  if (rule.exemptMonths === null) return null;
  const limit = addMonths(checkIn, rule.exemptMonths);
  // The night on the limit date is the first night past N months.
  return Math.round((Date.parse(limit) - Date.parse(checkIn)) / 86_400_000) + 1;
}

/** The nights cut into blocks at `starts`, the first nights of the later blocks. */
function splitBlocks(nights: readonly string[], starts: readonly string[]): string[][] {
  const cuts = new Set(starts);
  const blocks: string[][] = [];
  for (const night of nights) {
    if (!blocks.length || cuts.has(night)) blocks.push([]);
    blocks[blocks.length - 1]!.push(night);
  }
  return blocks;
}

/**
 * Which nights a rule exempts when the stay was extended while under way: for a rule whose
 * extensions are new blocks (Arizona), each block on its own, so nights first bought as a shorter
 * stay stay taxable and the added nights are exempt only if they meet the threshold themselves;
 * for every other rule, the stay as one.
 */
export function exemptedInBlocks(
  rule: TaxRule,
  nights: readonly string[],
  blockStarts: readonly string[],
): boolean[] {
  if (!rule.extensionNewBlock || !blockStarts.length) return exemptedNights(rule, nights);
  return splitBlocks(nights, blockStarts).flatMap((block) => exemptedNights(rule, block));
}

export interface StayTaxes {
  taxesCents: number;
  /** The exemptions applied, in words, each once ("No hotel tax: stays of 30+ nights in Texas"). */
  taxNotes: string[];
}

/**
 * Taxes of priced nights under a hotel's tax lines, rounded once to a cent. `blockStarts`: the
 * first nights of the blocks added while the stay was under way (none for a new booking).
 */
export function stayTaxes(
  lines: readonly TaxLine[],
  nightly: ReadonlyArray<{ night: string; amountCents: number }>,
  blockStarts: readonly string[] = [],
): StayTaxes {
  const nights = nightly.map((n) => n.night);
  let taxedPpmCents = 0;
  const notes = new Set<string>();
  for (const { rule, ratePpm } of lines) {
    const exempt = rule ? exemptedInBlocks(rule, nights, blockStarts) : nightly.map(() => false);
    const taxable = nightly.reduce((sum, n, i) => (exempt[i] ? sum : sum + n.amountCents), 0);
    taxedPpmCents += taxable * ratePpm;
    if (rule?.words && exempt.some(Boolean)) notes.add(rule.words);
    // The blocks taxed nights that the stay as one would not have: say why.
    if (rule?.extensionWords && exemptedNights(rule, nights).some((one, i) => one && !exempt[i])) {
      notes.add(rule.extensionWords);
    }
  }
  // ≤ 10^5 cents × 366 nights × 3 × 10^5 ppm ≈ 10^13 < 2^53: exact in a double.
  return { taxesCents: Math.round(taxedPpmCents / 1_000_000), taxNotes: [...notes] };
}
