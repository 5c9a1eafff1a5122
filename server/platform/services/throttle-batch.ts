// Many counts of one attempt in two statements instead of one each (a booking counts 16: four per
// source): one read, and when every count has room, one multi-row upsert. A count already used up
// refuses the attempt after the read, before anything is written, so a refused attempt adds no
// row. Two attempts racing for the last slot both pass the read; the upsert answers the counts
// they made, and the one past a limit gives its hits back and is refused, so no limit is ever
// exceeded by an attempt that went through. Every statement writes its rows in the order of their
// keys, and a refund is the same upsert with the amounts negated: on PostgreSQL two statements
// then always lock shared rows in one order, so hundreds of bookings at once never deadlock.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Limit } from './throttle.ts';

export interface Hit {
  limit: Limit;
  /** How much the attempt adds (1, or rooms, or room-nights); 0 adds nothing. */
  amount: number;
}

export interface HitAllResult {
  /** The index of the first hit that does not fit, or -1 when every hit was taken. */
  refused: number;
  /** The counts the hits made, by key (when taken). */
  counts: Map<string, number>;
}

/**
 * Takes every hit, or none. The first `checkOnly` hits are only checked (a count this attempt
 * must find room in, but does not add to).
 */
export async function hitAll(
  db: Kysely<Database>,
  hits: Hit[],
  now: Date,
  checkOnly = 0,
): Promise<HitAllResult> {
  const taken = sortedByKey(hits.slice(checkOnly).filter((h) => h.amount > 0));
  const none = new Map<string, number>();
  const nowIso = now.toISOString();
  const rows = await db
    .selectFrom('throttle')
    .select(['key', 'count', 'reset_at'])
    .where(
      'key',
      'in',
      hits.map((h) => h.limit.key),
    )
    .execute();
  const current = new Map(
    rows.filter((row) => row.reset_at > nowIso).map((row) => [row.key, Number(row.count)]),
  );
  const full = hits.findIndex(
    (h) => h.amount > 0 && (current.get(h.limit.key) ?? 0) + h.amount > h.limit.max,
  );
  if (full >= 0) return { refused: full, counts: none };
  if (!taken.length) return { refused: -1, counts: none };

  const made = await db
    .insertInto('throttle')
    .values(
      taken.map((h) => ({
        key: h.limit.key,
        count: h.amount,
        reset_at: new Date(now.getTime() + h.limit.windowSeconds * 1000).toISOString(),
      })),
    )
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when throttle.reset_at <= ${nowIso} then excluded.count else throttle.count + excluded.count end`,
        reset_at: sql<string>`case when throttle.reset_at <= ${nowIso} then excluded.reset_at else throttle.reset_at end`,
      }),
    )
    .returning(['key', 'count'])
    .execute();
  const counts = new Map(made.map((row) => [row.key, Number(row.count)]));
  const over = hits.findIndex((h) => h.amount > 0 && (counts.get(h.limit.key) ?? 0) > h.limit.max);
  if (over < 0) return { refused: -1, counts };
  await refundAll(db, taken, now);
  return { refused: over, counts: none };
}

const sortedByKey = (hits: Hit[]): Hit[] =>
  [...hits].sort((a, b) => (a.limit.key < b.limit.key ? -1 : a.limit.key > b.limit.key ? 1 : 0));

/**
 * Gives back the hits of an attempt that turned out not to count, in one statement (never below
 * 0; a count purged meanwhile is written as one whose window has run out).
 */
export async function refundAll(db: Kysely<Database>, hits: Hit[], now: Date): Promise<void> {
  const amounts = new Map<string, number>();
  for (const { limit, amount } of hits)
    if (amount > 0) amounts.set(limit.key, (amounts.get(limit.key) ?? 0) + amount);
  if (!amounts.size) return;
  const nowIso = now.toISOString();
  await db
    .insertInto('throttle')
    .values(
      [...amounts.keys()].sort().map((key) => ({
        key,
        count: -(amounts.get(key) ?? 0),
        reset_at: nowIso,
      })),
    )
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when throttle.count + excluded.count < 0 then 0 else throttle.count + excluded.count end`,
      }),
    )
    .execute();
}
