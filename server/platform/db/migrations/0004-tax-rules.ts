// Long-stay tax rules as data: the table of hotel-tax rules the rates engine
// applies (its rows are the data module dataset/tax-rules/, written at every start by
// services/tax-rules-store.ts), and on each reservation the exemptions it was priced with, in
// the guest's words, so the confirmation and its e-mails say what was charged even if a rule
// changes later.
import type { Kysely } from 'kysely';

const text = 'text' as const;
const int = 'integer' as const;

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tax_rules')
    .addColumn('rule_id', text, (c) => c.primaryKey())
    .addColumn('state_code', text, (c) => c.notNull())
    .addColumn('city_names', text) // JSON string[]; null: the whole state
    .addColumn('level', text, (c) => c.notNull()) // 'state' | 'local'
    .addColumn('jurisdiction', text, (c) => c.notNull())
    .addColumn('tax_name', text, (c) => c.notNull())
    .addColumn('rate_ppm', int) // null: the hotel's own local rate
    .addColumn('exempt_nights', int)
    .addColumn('exempt_months', int)
    .addColumn('from_night_one', int, (c) => c.notNull())
    .addColumn('interruption_voids', int, (c) => c.notNull())
    .addColumn('words', text)
    .addColumn('source', text, (c) => c.notNull())
    .addColumn('source_url', text)
    .addColumn('confirmed', int, (c) => c.notNull())
    .addColumn('note', text)
    .execute();
  await db.schema
    .createIndex('tax_rules_state_code')
    .on('tax_rules')
    .column('state_code')
    .execute();
  // The default only lets both databases add a NOT NULL column to a table that has rows:
  // reservations made before this migration were priced without exemptions.
  await db.schema
    .alterTable('reservations')
    .addColumn('tax_notes', text, (c) => c.notNull().defaultTo('[]'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reservations').dropColumn('tax_notes').execute();
  await db.schema.dropTable('tax_rules').execute();
}
