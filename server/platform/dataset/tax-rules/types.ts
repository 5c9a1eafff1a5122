// One hotel-tax rule of the table (docs/tax-rules.md has every rule with its
// source). A rule is either a state's own tax on a room ('state') or the local taxes of a city or
// of every city and county of a state ('local'). Rates are parts per million of the room charge
// (6 % = 60_000) so that rates such as 11.625 % stay integers.
export type TaxLevel = 'state' | 'local';

export interface TaxRule {
  /** 'TX', 'TX-local', 'CA-los-angeles'. */
  ruleId: string;
  stateCode: string;
  /** The city names (as hotels carry them) a local rule covers; null: the whole state. */
  cityNames: string[] | null;
  level: TaxLevel;
  /** Who levies it, in words: 'Texas', 'Texas cities and counties', 'Los Angeles'. */
  jurisdiction: string;
  taxName: string;
  /** null: the rate differs by city, and the hotel's own local rate is charged. */
  ratePpm: number | null;
  /** The stay that exempts: at least this many consecutive nights... */
  exemptNights: number | null;
  /** ...or longer than this many months (Florida's "longer than 6 months"). */
  exemptMonths: number | null;
  /**
   * true: a reservation that covers the threshold is exempt from night 1.
   * false: only the nights after the threshold are exempt.
   */
  fromNightOne: boolean;
  /** An interruption (a gap in the nights) voids the exemption. */
  interruptionVoids: boolean;
  /**
   * true: nights added to a stay already under way are a new block, and each block meets the
   * threshold on its own (Arizona: nights first bought as a shorter stay stay taxable).
   * false: an extended stay is judged as one.
   */
  extensionNewBlock: boolean;
  /** Said when that made nights taxable that one block would have exempted. */
  extensionWords: string | null;
  /** The exemption in the guest's words, shown wherever the stay's taxes are. */
  words: string | null;
  /** Statute or revenue department page. */
  source: string;
  sourceUrl: string | null;
  /** Only confirmed rules are applied; an unconfirmed one leaves the hotel's taxes as they were. */
  confirmed: boolean;
  note: string | null;
}

/** Percent to parts per million without floating-point drift: pct(6.625) → 66_250. */
export const pct = (percent: number): number => Math.round(percent * 10_000);
