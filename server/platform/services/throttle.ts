// Fixed-window counters in the `throttle` table, so every instance of the platform sees the same
// counts (one upsert per hit; works the same on SQLite and PostgreSQL).
import { sql, type Kysely } from 'kysely';
import type { Request } from 'express';
import type { Database } from '../db/schema.ts';
import { addressGroup } from '#shared/security/address-group.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;

// Sign-in: failures are counted per (account, address) pair and per address, and
// those two block; per account they are only counted, to slow down and ask for the captcha
// (sign-in-gate.ts), so nobody can lock an owner out of their account from other addresses.
// Registrations and reset requests per address. Generous for people, tight for guessing.
export const limits = {
  signInPair: (loginId: string, address: string): Limit => ({
    key: `sign-in:pair:${loginId}|${addressGroup(address)}`,
    max: 5,
    windowSeconds: FIFTEEN_MINUTES,
  }),
  signInAccount: (loginId: string): Limit => ({
    key: `sign-in:account:${loginId}`,
    max: Number.POSITIVE_INFINITY,
    windowSeconds: FIFTEEN_MINUTES,
  }),
  signInAddress: (address: string): Limit => ({
    key: `sign-in:address:${addressGroup(address)}`,
    max: 20,
    windowSeconds: FIFTEEN_MINUTES,
  }),
  // Wrong current passwords on a password change, per account (a stolen session guessing).
  currentPassword: (loginId: string): Limit => ({
    key: `current-password:account:${loginId}`,
    max: 5,
    windowSeconds: FIFTEEN_MINUTES,
  }),
  // Public forms per address, every attempt counted: a person sends a few (and
  // fixes a field or two), a script that sent 100 a minute is stopped after 20 in the hour. The
  // inquiry forms are stored and mailed; the newsletter mails a confirmation link.
  inquiry: (form: string, address: string): Limit => ({
    key: `form:${form}:address:${addressGroup(address)}`,
    max: 20,
    windowSeconds: 60 * 60,
  }),
  newsletter: (address: string): Limit => ({
    key: `newsletter:address:${addressGroup(address)}`,
    max: 20,
    windowSeconds: 60 * 60,
  }),
  register: (address: string): Limit => ({
    key: `register:address:${addressGroup(address)}`,
    max: 20,
    windowSeconds: FIFTEEN_MINUTES,
  }),
  passwordReset: (address: string): Limit => ({
    key: `reset:address:${addressGroup(address)}`,
    max: 10,
    windowSeconds: FIFTEEN_MINUTES,
  }),
  verification: (address: string): Limit => ({
    key: `verify:address:${addressGroup(address)}`,
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

/**
 * Counts `amount` hits (1 unless given) and answers the count it made; a window that has run out
 * starts again. A limit used up is not written to: the hit is refused in the same statement (the
 * row stays as it was) and the answer is `max + 1`, so refused requests cost no write and the
 * count never runs past the limit.
 */
export async function hit(
  db: Kysely<Database>,
  limit: Limit,
  now: Date,
  amount = 1,
): Promise<number> {
  const bounded = Number.isFinite(limit.max);
  if (bounded && amount > limit.max) return limit.max + 1;
  const nowIso = now.toISOString();
  const resetAt = new Date(now.getTime() + limit.windowSeconds * 1000).toISOString();
  const row = await db
    .insertInto('throttle')
    .values({ key: limit.key, count: amount, reset_at: resetAt })
    .onConflict((oc) => {
      const update = oc.column('key').doUpdateSet({
        count: sql<number>`case when throttle.reset_at <= ${nowIso} then ${amount} else throttle.count + ${amount} end`,
        reset_at: sql<string>`case when throttle.reset_at <= ${nowIso} then ${resetAt} else throttle.reset_at end`,
      });
      return bounded
        ? update.where(
            sql<boolean>`throttle.reset_at <= ${nowIso} or throttle.count + ${amount} <= ${limit.max}`,
          )
        : update;
    })
    // The count this hit made, in the same statement: a later read could see other hits too.
    .returning('count')
    .executeTakeFirst();
  return row ? Number(row.count) : limit.max + 1;
}

/**
 * Takes one hit of each limit in turn and stops at the first one used up: its index, or -1 when
 * every limit took the hit. The limits before the refused one keep their hit (the attempt was
 * made); the ones after it are never written, so a refused request adds no row.
 */
export async function hitInTurn(
  db: Kysely<Database>,
  limits: Limit[],
  now: Date,
  amount = 1,
): Promise<number> {
  for (const [index, limit] of limits.entries())
    if ((await hit(db, limit, now, amount)) > limit.max) return index;
  return -1;
}

/** Gives back hits (an attempt that turned out not to count). */
export async function refund(db: Kysely<Database>, limit: Limit, amount = 1): Promise<void> {
  await db
    .updateTable('throttle')
    .set({ count: sql<number>`case when count > ${amount} then count - ${amount} else 0 end` })
    .where('key', '=', limit.key)
    .where('count', '>', 0)
    .execute();
}

export async function clear(db: Kysely<Database>, limit: Limit): Promise<void> {
  await db.deleteFrom('throttle').where('key', '=', limit.key).execute();
}

/** Deletes every count whose key starts with `prefix` (all the pairs of one account). */
export async function clearPrefix(db: Kysely<Database>, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db
    .deleteFrom('throttle')
    .where(sql<boolean>`key like ${pattern} escape '\\'`)
    .execute();
}

/** Deletes the windows that have run out (a count nobody reads again); answers how many. */
export async function purgeExpired(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('throttle')
    .where('reset_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
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
