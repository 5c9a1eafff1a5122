// The brand content: CMS web pages, page modules (footer, welcome message, public-health notice),
// corporate landing templates, corporate accounts and their rate plans. Deterministic (fixed
// timestamps) and idempotent: every row is upserted, so a second seed changes nothing and an
// edited data file updates its row.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CmsDocumentsTable } from '../db/schema-catalog.ts';
import { webPages } from './content/pages.ts';
import { footer, healthNoticeHtml, templates, welcomeMessageHtml } from './content/modules.ts';
import { corporateAccounts } from './content/corporate.ts';

const UPDATED_AT = '2026-01-01T00:00:00.000Z';

export function contentDocuments(): Array<Insertable<CmsDocumentsTable>> {
  const pages = webPages.map((page) => ({
    key: page.key,
    uri: page.uri,
    doc_type: 'web-page',
    title: page.title,
    body: JSON.stringify(page.modules),
    seo: JSON.stringify(page.seo),
    choice_account_id: null,
    updated_at: UPDATED_AT,
  }));
  const module = (key: string, title: string, body: unknown) => ({
    key,
    uri: null,
    doc_type: 'page-module',
    title,
    body: JSON.stringify(body),
    seo: '{}',
    choice_account_id: null,
    updated_at: UPDATED_AT,
  });
  const modules = [
    module('footer', 'Footer', footer),
    module('welcome-message', 'Corporate welcome message', { html: welcomeMessageHtml }),
    module('corona-virus', 'Public-health notice', { html: healthNoticeHtml }),
  ];
  const templateDocs = templates.map((template) => ({
    key: template.key,
    uri: template.uri,
    doc_type: 'template',
    title: template.title,
    body: '[]',
    seo: '{}',
    choice_account_id: template.choiceAccountId,
    updated_at: UPDATED_AT,
  }));
  return [...pages, ...modules, ...templateDocs];
}

export async function seedContent(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const doc of contentDocuments()) {
      const { key: _key, ...rest } = doc;
      await trx
        .insertInto('cms_documents')
        .values(doc)
        .onConflict((oc) => oc.column('key').doUpdateSet(rest))
        .execute();
    }
    for (const account of corporateAccounts) {
      for (const plan of account.ratePlans) {
        const row = {
          rate_plan_code: plan.code,
          name: plan.name,
          description: `Negotiated rate for ${account.companyName} travelers.`,
          kind: 'corporate',
          discount_bp: plan.discountBp,
          audience: 'corporate',
          refundable: 1 as const,
        };
        const { rate_plan_code: _code, ...planRest } = row;
        await trx
          .insertInto('rate_plans')
          .values(row)
          .onConflict((oc) => oc.column('rate_plan_code').doUpdateSet(planRest))
          .execute();
      }
      const row = {
        corporate_id: account.corporateId,
        choice_account_id: account.choiceAccountId,
        company_name: account.companyName,
        title: account.title,
        rate_plan_codes: JSON.stringify(account.ratePlans.map((plan) => plan.code)),
        details_html: account.detailsHtml,
        logo_uri: account.logo?.uri ?? null,
        logo_alt: account.logo?.altText ?? null,
        source: account.source,
      };
      const { corporate_id: _id, ...accountRest } = row;
      await trx
        .insertInto('corporate_accounts')
        .values(row)
        .onConflict((oc) => oc.column('corporate_id').doUpdateSet(accountRest))
        .execute();
    }
  });
}
