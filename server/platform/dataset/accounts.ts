// The demo accounts documented in docs/demo-accounts.md. Deterministic and idempotent: fixed
// timestamps, a per-account salt derived from the loginId (so two seeds store the same hash), and
// an existing account is left as it is (a demo user may have changed their profile).
import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AccountsTable } from '../db/schema-guests.ts';
import { hashPassword } from '../services/passwords.ts';

const SEEDED_AT = '2026-01-01T00:00:00.000Z';

interface DemoAccount {
  password: string;
  row: Omit<Insertable<AccountsTable>, 'password_hash' | 'created_at' | 'updated_at' | 'email'>;
}

export const demoAccounts: DemoAccount[] = [
  {
    password: 'Longstay2026',
    row: {
      login_id: 'guest@longstay.test',
      given_name: 'Jordan',
      surname: 'Rivera',
      street1: '2100 Ross Ave',
      street2: 'Apt 1204',
      city_name: 'Dallas',
      subdivision_code: 'TX',
      postal_code: '75201',
      country_code: 'US',
      phone: '(214) 555-0142',
      birth_month: 6,
      birth_day: 14,
      leisure: 1,
      business: 0,
      verified_at: SEEDED_AT,
    },
  },
  {
    password: 'Roadwarrior7',
    row: {
      login_id: 'traveler@longstay.test',
      given_name: 'Priya',
      surname: 'Desai',
      street1: '455 Peachtree St NE',
      street2: null,
      city_name: 'Atlanta',
      subdivision_code: 'GA',
      postal_code: '30308',
      country_code: 'US',
      phone: '(404) 555-0187',
      birth_month: null,
      birth_day: null,
      leisure: 0,
      business: 1,
      verified_at: SEEDED_AT,
    },
  },
  {
    password: 'Unverified9',
    row: {
      login_id: 'unverified@longstay.test',
      given_name: 'Casey',
      surname: 'Morgan',
      street1: '1 Harbor Dr',
      street2: null,
      city_name: 'Seattle',
      subdivision_code: 'WA',
      postal_code: '98101',
      country_code: 'US',
      phone: '(206) 555-0110',
      birth_month: null,
      birth_day: null,
      leisure: 1,
      business: 1,
      verified_at: null,
    },
  },
];

const saltFor = (loginId: string) =>
  createHash('sha256').update(`longstay-demo:${loginId}`).digest().subarray(0, 16);

export async function seedAccounts(db: Kysely<Database>): Promise<void> {
  for (const { password, row } of demoAccounts) {
    const exists = await db
      .selectFrom('accounts')
      .select('login_id')
      .where('login_id', '=', row.login_id)
      .executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('accounts')
      .values({
        ...row,
        email: row.login_id,
        password_hash: await hashPassword(password, saltFor(row.login_id)),
        created_at: SEEDED_AT,
        updated_at: SEEDED_AT,
      })
      .onConflict((oc) => oc.column('login_id').doNothing())
      .execute();
  }
}
