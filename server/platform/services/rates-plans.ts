// Which rate plans a guest is offered: every standard plan, plus the corporate plans of a known
// corporate rate id (corporate_accounts.rate_plan_codes).
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RatePlansTable } from '../db/schema-catalog.ts';

export type RatePlan = Selectable<RatePlansTable>;

export async function corporatePlanCodes(
  db: Kysely<Database>,
  corporateId: string | undefined,
): Promise<string[]> {
  if (!corporateId) return [];
  const account = await db
    .selectFrom('corporate_accounts')
    .select('rate_plan_codes')
    .where('corporate_id', '=', corporateId.toUpperCase())
    .executeTakeFirst();
  if (!account) return [];
  try {
    const codes: unknown = JSON.parse(account.rate_plan_codes);
    return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

/** Standard plans first (by discount, then code), then the corporate ones. */
export async function offeredPlans(
  db: Kysely<Database>,
  corporateId: string | undefined,
): Promise<RatePlan[]> {
  const codes = await corporatePlanCodes(db, corporateId);
  let query = db.selectFrom('rate_plans').selectAll().where('kind', '=', 'standard');
  if (codes.length) {
    query = db
      .selectFrom('rate_plans')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('kind', '=', 'standard'),
          eb.and([eb('kind', '=', 'corporate'), eb('rate_plan_code', 'in', codes)]),
        ]),
      );
  }
  const plans = await query.execute();
  const order = (plan: RatePlan) => (plan.kind === 'standard' ? 0 : 1);
  return plans.sort(
    (a, b) =>
      order(a) - order(b) ||
      a.discount_bp - b.discount_bp ||
      a.rate_plan_code.localeCompare(b.rate_plan_code),
  );
}
