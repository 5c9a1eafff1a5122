// Migration 0001, content and forms (frozen): CMS documents, corporate accounts, form
// submissions, newsletter sign-ups and spent captcha solutions.
import type { Kysely } from 'kysely';
import { text } from './column-types.ts';

/** The tables below, in the order they are created. */
export const contentTables = [
  'cms_documents',
  'corporate_accounts',
  'form_submissions',
  'newsletter_subscriptions',
  'captcha_solutions',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createContentTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cms_documents')
    .addColumn('key', text, (c) => c.primaryKey())
    .addColumn('uri', text, (c) => c.unique())
    .addColumn('doc_type', text, (c) => c.notNull())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('body', text, (c) => c.notNull())
    .addColumn('seo', text, (c) => c.notNull())
    .addColumn('choice_account_id', text)
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('corporate_accounts')
    .addColumn('corporate_id', text, (c) => c.primaryKey())
    .addColumn('choice_account_id', text, (c) => c.notNull())
    .addColumn('company_name', text, (c) => c.notNull())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('rate_plan_codes', text, (c) => c.notNull())
    .addColumn('details_html', text)
    .addColumn('logo_uri', text)
    .addColumn('logo_alt', text)
    .addColumn('source', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('submission_id', text, (c) => c.primaryKey())
    .addColumn('form', text, (c) => c.notNull())
    .addColumn('fields', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('email', text, (c) => c.primaryKey())
    .addColumn('source', text, (c) => c.notNull())
    .addColumn('cr', text, (c) => c.notNull())
    .addColumn('fm', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('captcha_solutions')
    .addColumn('signature', text, (c) => c.primaryKey())
    .addColumn('expires_at', text, (c) => c.notNull())
    .execute();
}
