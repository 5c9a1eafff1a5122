// PLACEHOLDER until the accounts/content helper lands: CMS documents, footer, modules, corporate
// accounts and their rate plans.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function seedContent(_db: Kysely<Database>): Promise<void> {}
