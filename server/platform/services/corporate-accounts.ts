// Corporate accounts as each upstream knows them (corporate
// rate 404 fallback). An id is matched case-insensitively against the rate id or the account id.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CorporateAccountsTable } from '../db/schema-catalog.ts';

export type CorporateSource = 'site' | 'api-v2';
type Row = Selectable<CorporateAccountsTable>;

export async function findCorporateAccount(
  db: Kysely<Database>,
  id: string,
  source?: CorporateSource,
): Promise<Row | undefined> {
  const upper = id.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{1,64}$/.test(upper)) return undefined;
  let query = db
    .selectFrom('corporate_accounts')
    .selectAll()
    .where((eb) => eb.or([eb('corporate_id', '=', upper), eb('choice_account_id', '=', upper)]));
  if (source) query = query.where('source', 'in', [source, 'both']);
  return query.executeTakeFirst();
}

export const ratePlanCodes = (row: Row): string[] => JSON.parse(row.rate_plan_codes) as string[];

/** GET {site-api}/rates/corporate/{id}. */
export function siteRecord(row: Row) {
  return {
    corporateId: row.corporate_id,
    choiceAccountId: row.choice_account_id,
    companyName: row.company_name,
    title: row.title,
    ratePlanCodes: ratePlanCodes(row),
    detailsHtml: row.details_html,
    logoImage: row.logo_uri
      ? { uri: row.logo_uri, altText: row.logo_alt ?? `${row.company_name} logo` }
      : null,
  };
}
