// The throttle table keeps a row for every address, account, card and inbox counted; a count
// whose window has run out is read by nobody again. Each platform deletes those rows on a schedule
// (THROTTLE_PURGE_SECONDS) and keeps the running ones, so the table does not grow with every
// address that ever knocked. On every database of the run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, relaxedAbuseLimits, startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';

describe.each(databaseKinds)('the throttle purge (%s)', (kind) => {
  let running: RunningPlatform | undefined;
  const now = new Date('2026-05-04T12:00:00Z');
  beforeAll(async () => {
    running = await startTestPlatform(kind, {
      seed: false,
      now: () => now,
      config: { abuseLimits: { ...relaxedAbuseLimits, throttlePurgeSeconds: 1 } },
    });
  });
  afterAll(() => running?.close());

  it('deletes the counts whose window has run out every THROTTLE_PURGE_SECONDS, and keeps the rest', async () => {
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();
    const expired = Array.from({ length: 50 }, (_, i) => ({
      key: `sign-in:address:203.0.113.${i}`,
      count: 3,
      reset_at: at(-60 - i),
    }));
    const live = [
      { key: 'sign-in:address:198.51.100.1', count: 4, reset_at: at(600) },
      { key: 'book:day:email:guest@example.com', count: 1, reset_at: at(86_000) },
    ];
    await running!.store.db
      .insertInto('throttle')
      .values([...expired, ...live])
      .execute();
    const keys = async () =>
      (await running!.store.db.selectFrom('throttle').select('key').execute())
        .map((row) => row.key)
        .sort();
    // No request is made: the schedule alone deletes them, within about a second.
    await expect
      .poll(keys, { timeout: 5_000, interval: 200 })
      .toEqual(live.map((row) => row.key).sort());
  });
});
