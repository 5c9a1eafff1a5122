// Arizona (A.A.C. R15-5-1001(B)(2)): lodging first obtained for less than 30
// days stays taxable whatever the lodger does later, so a rule may say that nights added to a
// stay already under way are a new block that meets the threshold on its own, and what to tell
// the guest when that taxes nights one block would have exempted. The rows are rewritten from
// dataset/tax-rules/ at every start (syncTaxRules); the default only lets both databases add a
// NOT NULL column to a table that has rows.
import type { Kysely } from 'kysely';

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema
    .alterTable('tax_rules')
    .addColumn('extension_new_block', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('tax_rules').addColumn('extension_words', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tax_rules').dropColumn('extension_words').execute();
  await db.schema.alterTable('tax_rules').dropColumn('extension_new_block').execute();
}
