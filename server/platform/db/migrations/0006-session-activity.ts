// Sessions: what the guest's list of signed-in devices shows, and the idle
// timeout (docs/decisions/0017-sessions-idle-timeout.md). `last_seen_at` moves when a session is
// used (at most once a minute); `user_agent` is the browser or client that signed in, cut to 300
// characters; `via` says how: 'sign-in' (the sign-in call, which the site uses) or 'basic'
// (`Authorization: Basic` on the account call). Sessions opened before this migration count as
// last seen when they began, so an idle one ends at once, as it would have under the new rule.
import type { Kysely } from 'kysely';

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('via', 'text').execute();
  await db
    .updateTable('sessions')
    .set((eb) => ({ last_seen_at: eb.ref('created_at') }))
    .execute();
  await db.schema.createIndex('sessions_login_id').on('sessions').column('login_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_login_id').execute();
  await db.schema.alterTable('sessions').dropColumn('via').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
}
