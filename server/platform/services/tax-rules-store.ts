// The tax_rules table (migrations 0004, 0013): written from the data module at every start, so an edited
// rule reaches every database, and read by the rates engine for the hotels it prices.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TaxRulesTable } from '../db/schema-catalog.ts';
import { taxRules, type TaxRule } from '../dataset/tax-rules/index.ts';
import { hotelTaxLines, type TaxLine } from './tax-rules.ts';

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

export function taxRuleRow(rule: TaxRule): Insertable<TaxRulesTable> {
  return {
    rule_id: rule.ruleId,
    state_code: rule.stateCode,
    city_names: rule.cityNames ? JSON.stringify(rule.cityNames) : null,
    level: rule.level,
    jurisdiction: rule.jurisdiction,
    tax_name: rule.taxName,
    rate_ppm: rule.ratePpm,
    exempt_nights: rule.exemptNights,
    exempt_months: rule.exemptMonths,
    from_night_one: flag(rule.fromNightOne),
    interruption_voids: flag(rule.interruptionVoids),
    extension_new_block: flag(rule.extensionNewBlock),
    extension_words: rule.extensionWords,
    words: rule.words,
    source: rule.source,
    source_url: rule.sourceUrl,
    confirmed: flag(rule.confirmed),
    note: rule.note,
  };
}

function cityNames(json: string | null): string[] | null {
  if (json === null) return null;
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : null;
}

export function taxRuleOf(row: Selectable<TaxRulesTable>): TaxRule {
  return {
    ruleId: row.rule_id,
    stateCode: row.state_code,
    cityNames: cityNames(row.city_names),
    level: row.level === 'local' ? 'local' : 'state',
    jurisdiction: row.jurisdiction,
    taxName: row.tax_name,
    ratePpm: row.rate_ppm === null ? null : Number(row.rate_ppm),
    exemptNights: row.exempt_nights === null ? null : Number(row.exempt_nights),
    exemptMonths: row.exempt_months === null ? null : Number(row.exempt_months),
    fromNightOne: Number(row.from_night_one) === 1,
    interruptionVoids: Number(row.interruption_voids) === 1,
    extensionNewBlock: Number(row.extension_new_block) === 1,
    extensionWords: row.extension_words,
    words: row.words,
    source: row.source,
    sourceUrl: row.source_url,
    confirmed: Number(row.confirmed) === 1,
    note: row.note,
  };
}

/** Makes the table hold exactly the data module's rules (idempotent): one upsert, one delete. */
export async function syncTaxRules(db: Kysely<Database>): Promise<void> {
  const rows = taxRules.map(taxRuleRow);
  const columns = Object.keys(rows[0]!).filter((c) => c !== 'rule_id') as Array<
    Exclude<keyof TaxRulesTable, 'rule_id'>
  >;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('tax_rules')
      .where(
        'rule_id',
        'not in',
        rows.map((r) => r.rule_id),
      )
      .execute();
    await trx
      .insertInto('tax_rules')
      .values(rows)
      .onConflict((oc) =>
        oc
          .column('rule_id')
          .doUpdateSet((eb) =>
            Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)])),
          ),
      )
      .execute();
  });
}

export async function loadTaxRules(db: Kysely<Database>, stateCodes: string[]): Promise<TaxRule[]> {
  if (!stateCodes.length) return [];
  const rows = await db
    .selectFrom('tax_rules')
    .selectAll()
    .where('state_code', 'in', [...new Set(stateCodes)])
    .execute();
  return rows.map(taxRuleOf);
}

interface TaxedHotel {
  hotel_id: string;
  subdivision_code: string;
  city_name: string;
  state_tax_bp: number;
  city_tax_bp: number;
}

/** Each hotel's tax lines under the rules of the table. */
export async function taxLinesForHotels(
  db: Kysely<Database>,
  hotels: readonly TaxedHotel[],
): Promise<Map<string, TaxLine[]>> {
  const rules = await loadTaxRules(
    db,
    hotels.map((h) => h.subdivision_code),
  );
  return new Map(
    hotels.map((h) => [
      h.hotel_id,
      hotelTaxLines(
        {
          stateCode: h.subdivision_code,
          cityName: h.city_name,
          stateTaxBp: h.state_tax_bp,
          cityTaxBp: h.city_tax_bp,
        },
        rules,
      ),
    ]),
  );
}
