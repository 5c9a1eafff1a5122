// Prices tell the truth: who may book each rate plan (shared/data/rate-headline.ts),
// so a hotel leads with the lowest rate open to every guest and a member, AAA/CAA, senior or
// corporate rate leads only for a guest who is eligible. Plans seeded before this migration get
// their audience here; the seed writes it for new ones. The default exists only because both
// databases need one to add a NOT NULL column to a table that has rows.
import type { Kysely } from 'kysely';

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('rate_plans')
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('everyone'))
    .execute();
  await db
    .updateTable('rate_plans')
    .set({ audience: 'corporate' })
    .where('kind', '=', 'corporate')
    .execute();
  await db
    .updateTable('rate_plans')
    .set({ audience: 'aaa' })
    .where('rate_plan_code', '=', 'AAA')
    .execute();
  await db
    .updateTable('rate_plans')
    .set({ audience: 'senior' })
    .where('rate_plan_code', '=', 'SENIOR')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rate_plans').dropColumn('audience').execute();
}
