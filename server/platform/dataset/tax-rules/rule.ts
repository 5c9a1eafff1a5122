// A compact way to write a row of the table: what most rules share is the default.
import { pct, type TaxRule } from './types.ts';

export interface RuleInput {
  ruleId: string;
  stateCode: string;
  jurisdiction: string;
  taxName: string;
  /** Percent; null: the hotel's own local rate. */
  rate: number | null;
  nights?: number;
  months?: number;
  /** Default true. */
  fromNightOne?: boolean;
  /** Default true. */
  interruptionVoids?: boolean;
  /** Default false; set it together with `extensionWords`. */
  extensionNewBlock?: boolean;
  extensionWords?: string;
  words?: string;
  source: string;
  url?: string;
  confirmed: boolean;
  cityNames?: string[];
  level?: TaxRule['level'];
  note?: string;
}

export function rule(input: RuleInput): TaxRule {
  return {
    ruleId: input.ruleId,
    stateCode: input.stateCode,
    cityNames: input.cityNames ?? null,
    level: input.level ?? (input.cityNames ? 'local' : 'state'),
    jurisdiction: input.jurisdiction,
    taxName: input.taxName,
    ratePpm: input.rate === null ? null : pct(input.rate),
    exemptNights: input.nights ?? null,
    exemptMonths: input.months ?? null,
    fromNightOne: input.fromNightOne ?? true,
    interruptionVoids: input.interruptionVoids ?? true,
    extensionNewBlock: input.extensionNewBlock ?? false,
    extensionWords: input.extensionWords ?? null,
    words: input.words ?? null,
    source: input.source,
    sourceUrl: input.url ?? null,
    confirmed: input.confirmed,
    note: input.note ?? null,
  };
}

/** A state's own tax with a long-stay exemption of `nights` consecutive nights from night 1. */
export function stateRule(
  stateCode: string,
  name: string,
  taxName: string,
  rate: number,
  nights: number | null,
  source: string,
  confirmed: boolean,
  extra: Partial<RuleInput> = {},
): TaxRule {
  return rule({
    ruleId: stateCode,
    stateCode,
    jurisdiction: name,
    taxName,
    rate,
    ...(nights !== null
      ? {
          nights,
          words: `No state ${taxName.toLowerCase()}: stays of ${nights}+ nights in ${name}`,
        }
      : {}),
    source,
    confirmed,
    ...extra,
  });
}
