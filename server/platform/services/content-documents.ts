// Reads CMS documents from `cms_documents` (seeded by dataset/content.ts) in the wire shapes the
// site reads (page head properties CMS and page-module calls).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** '/company/contact/' or 'company//contact' → 'company/contact'; undefined when not a plausible key. */
export function normalizeKey(segments: string[] | string): string | undefined {
  const key = (Array.isArray(segments) ? segments : [segments])
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')
    .toLowerCase();
  return key && key.length <= 200 && /^[a-z0-9][a-z0-9/_-]*$/.test(key) ? key : undefined;
}

export async function findWebPage(db: Kysely<Database>, key: string) {
  const row = await db
    .selectFrom('cms_documents')
    .selectAll()
    .where('key', '=', key)
    .where('doc_type', '=', 'web-page')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    key: row.key,
    uri: row.uri,
    title: row.title,
    seo: JSON.parse(row.seo) as unknown,
    modules: JSON.parse(row.body) as unknown,
    updatedAt: row.updated_at,
  };
}

export async function findPageModule(db: Kysely<Database>, key: string): Promise<unknown> {
  const row = await db
    .selectFrom('cms_documents')
    .select('body')
    .where('key', '=', key)
    .where('doc_type', '=', 'page-module')
    .executeTakeFirst();
  return row ? (JSON.parse(row.body) as unknown) : undefined;
}

export async function findDocumentByUri(db: Kysely<Database>, uri: string) {
  const path = `/${uri.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  const row = await db
    .selectFrom('cms_documents')
    .selectAll()
    .where('uri', '=', path)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    key: row.key,
    uri: row.uri,
    title: row.title,
    type: row.doc_type,
    choiceAccountId: row.choice_account_id,
  };
}
