// Fixed-window counters in the `throttle` table, so every instance of the platform sees the same
// counts (one upsert per hit; works the same on SQLite and PostgreSQL).
import { sql, type Kysely } from 'kysely';
import type { Request } from 'express';
import type { Database } from '../db/schema.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;

// Sign-in (issue 17 M3): failures are counted per (account, address) pair and per address, and
// those two block; per account they are only counted, to slow down and ask for the captcha
// (sign-in-gate.ts), so nobody can lock an owner out of their account from other addresses.
// Registrations and reset requests per address. Generous for people, tight for guessing.
export const limits = {
  signInPair: (loginId: string, address: string): Limit => ({
    key: `sign-in:pair:${loginId}|${address}`,
    max: 5,
    windowSeconds: FIFTEEN_MINUTES,
  }),
  signInAccount: (loginId: string): Limit => ({
    key: `sign-in:account:${loginId}`,
    max: Number.POSITIVE_INFINITY,
    windowSeconds: FIFTEEN_MINUTES,
  }),
  signInAddress: (address: string): Limit => ({
    key: `sign-in:address:${address}`,
    max: 20,
    windowSeconds: FIFTEEN_MINUTES,
  }),
  // Wrong current passwords on a password change, per account (a stolen session guessing).
  currentPassword: (loginId: string): Limit => ({
    key: `current-password:account:${loginId}`,
    max: 5,
    windowSeconds: FIFTEEN_MINUTES,
  }),
  // Account mails (reset links, verification links) per recipient, whatever the address asking:
  // nobody can flood a person's inbox from many addresses (issue 17 L6).
  accountMail: (kind: string, recipient: string): Limit => ({
    key: `mail:${kind}:${recipient}`,
    max: 3,
    windowSeconds: 60 * 60,
  }),
  // Public forms per address, every attempt counted (issue 17 M4): a person sends a few (and
  // fixes a field or two), a script that sent 100 a minute is stopped after 20 in the hour. The
  // inquiry forms are stored and mailed; the newsletter mails a confirmation link.
  inquiry: (form: string, address: string): Limit => ({
    key: `form:${form}:address:${address}`,
    max: 20,
    windowSeconds: 60 * 60,
  }),
  newsletter: (address: string): Limit => ({
    key: `newsletter:address:${address}`,
    max: 20,
    windowSeconds: 60 * 60,
  }),
  // Newsletter confirmation mails per recipient (issue 17 M4): sign-ups from any number of
  // addresses put at most 3 in one inbox a day.
  newsletterMail: (recipient: string): Limit => ({
    key: `mail:newsletter:${recipient}`,
    max: 3,
    windowSeconds: 24 * 60 * 60,
  }),
  register: (address: string): Limit => ({
    key: `register:address:${address}`,
    max: 20,
    windowSeconds: FIFTEEN_MINUTES,
  }),
  passwordReset: (address: string): Limit => ({
    key: `reset:address:${address}`,
    max: 10,
    windowSeconds: FIFTEEN_MINUTES,
  }),
  verification: (address: string): Limit => ({
    key: `verify:address:${address}`,
    max: 10,
    windowSeconds: FIFTEEN_MINUTES,
  }),
};

/** The count of the current window (0 when none is running). */
export async function countOf(db: Kysely<Database>, limit: Limit, now: Date): Promise<number> {
  const row = await db
    .selectFrom('throttle')
    .select(['count', 'reset_at'])
    .where('key', '=', limit.key)
    .executeTakeFirst();
  return row && row.reset_at > now.toISOString() ? Number(row.count) : 0;
}

/** True when the limit is used up in the current window. */
export async function isThrottled(db: Kysely<Database>, limit: Limit, now: Date): Promise<boolean> {
  return (await countOf(db, limit, now)) >= limit.max;
}

/** Counts one hit and answers the count it made; a window that has run out starts again at 1. */
export async function hit(db: Kysely<Database>, limit: Limit, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const resetAt = new Date(now.getTime() + limit.windowSeconds * 1000).toISOString();
  const row = await db
    .insertInto('throttle')
    .values({ key: limit.key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when throttle.reset_at <= ${nowIso} then 1 else throttle.count + 1 end`,
        reset_at: sql<string>`case when throttle.reset_at <= ${nowIso} then ${resetAt} else throttle.reset_at end`,
      }),
    )
    // The count this hit made, in the same statement: a later read could see other hits too.
    .returning('count')
    .executeTakeFirst();
  return Number(row?.count ?? 1);
}

/** Gives back one hit (an attempt that turned out not to count). */
export async function refund(db: Kysely<Database>, limit: Limit): Promise<void> {
  await db
    .updateTable('throttle')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', limit.key)
    .where('count', '>', 0)
    .execute();
}

export async function clear(db: Kysely<Database>, limit: Limit): Promise<void> {
  await db.deleteFrom('throttle').where('key', '=', limit.key).execute();
}

/**
 * The client's address. The site writes the browser's address in X-Forwarded-For, and a balancer
 * between site and platform appends the site's. Express walks the header from the right past the
 * trusted peers (the platform app's `trust proxy`: loopback, or PLATFORM_TRUSTED_PROXIES), so
 * only a trusted proxy's word counts and a browser cannot pick its own address.
 */
export function clientAddress(req: Request): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  const address = req.ip;
  return address && address.length <= 64 ? address : peer;
}
