// A platform process opens every connection of its PostgreSQL pool and runs a booking's statements
// on each before it listens (so before /readyz can say ready), keeps those connections, and
// leaves nothing behind: the claim it tries is rolled back. Tests' platforms skip it.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore, POOL_SIZE } from '#platform/db/database.ts';
import { startPlatform, type RunningPlatform } from '#platform/start.ts';
import { warmUp } from '#platform/services/warm-up.ts';
import { databaseKinds, testLog, testPlatformConfig } from '#test/support/platform.ts';
import { insertBookingFixture } from './booking-fixture.ts';

describe.each(databaseKinds)('the warm-up before listening (%s)', (kind) => {
  const schema = `t_warm_${randomBytes(5).toString('hex')}`;
  let platform: RunningPlatform | undefined;
  afterAll(async () => {
    await platform?.close();
    if (kind !== 'postgres') return;
    const admin = openStore({ databaseUrl: process.env.DATABASE_URL });
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.close();
  });

  it('opens the whole pool, runs the booking statements and keeps nothing', async () => {
    platform = await startPlatform({
      ...(kind === 'postgres'
        ? { databaseUrl: process.env.DATABASE_URL, schema }
        : { file: ':memory:' }),
      keepWarm: true,
      config: testPlatformConfig,
      log: testLog,
      seed: false,
    });
    await insertBookingFixture(platform.store.db);
    const inventory = () =>
      platform!.store.db.selectFrom('inventory').select(['night', 'booked']).execute();
    const before = await inventory();
    // Again, now over a catalog: the claim is tried and rolled back.
    expect(await warmUp(platform.context)).toBeGreaterThanOrEqual(0);
    expect(await inventory()).toEqual(before);
    expect(platform.store.connections()).toBe(kind === 'postgres' ? POOL_SIZE : 1);
    const seen = await platform.store.db
      .selectFrom('reservations')
      .select('idempotency_key')
      .execute();
    expect(seen).toEqual([]);
  });
});
