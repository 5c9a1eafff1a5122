// PLACEHOLDER until the accounts/content helper lands: the demo accounts documented in the README.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function seedAccounts(_db: Kysely<Database>): Promise<void> {}
