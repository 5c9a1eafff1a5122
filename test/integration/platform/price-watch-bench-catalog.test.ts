// The catalog of price protection's bench: the seeded hotels cloned to the size asked for, each
// clone with its source's room types, and stays booked in them with their inventory and the
// total the job itself computes, so that a pass without a rate change offers nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookStays, scaleCatalog } from '../../../scripts/bench/price-watch-catalog.ts';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { runPriceWatchPass } from '#platform/services/price-watch.ts';

describe.each(databaseKinds)('the price protection bench catalog (%s)', (kind) => {
  let platform: RunningPlatform;
  const db = () => platform.store.db;
  const count = async (table: 'hotels' | 'reservations') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(async () => {
    await platform.close();
  });

  it('keeps the seeded hotels when they are enough', async () => {
    const seeded = await count('hotels');
    const ids = await scaleCatalog(db(), 50);
    expect(ids).toHaveLength(50);
    expect(ids.every((id) => !id.includes('-'))).toBe(true);
    expect(await count('hotels')).toBe(seeded);
  });

  it('clones hotels with their room types up to the number asked for', async () => {
    const seeded = await count('hotels');
    const wanted = seeded * 2 + 7;
    const ids = await scaleCatalog(db(), wanted);
    expect(ids).toHaveLength(wanted);
    expect(new Set(ids).size).toBe(wanted);
    expect(await count('hotels')).toBe(seeded * 3);
    const clone = ids.at(-1)!;
    expect(clone).toMatch(/^[A-Z]{2}\d+-3$/);
    const types = async (hotelId: string) =>
      (
        await db()
          .selectFrom('room_types')
          .select(['room_type_code', 'base_rate_cents'])
          .where('hotel_id', '=', hotelId)
          .orderBy('room_type_code')
          .execute()
      ).map((t) => `${t.room_type_code}:${t.base_rate_cents}`);
    const cloneTypes = await types(clone);
    expect(cloneTypes.length).toBeGreaterThan(0);
    expect(cloneTypes).toEqual(await types(clone.split('-')[0]!));
  });

  it('books priced stays with their inventory, which a pass without a change leaves alone', async () => {
    const now = new Date();
    const ids = (await scaleCatalog(db(), 400)).slice(-4);
    expect(await bookStays(db(), ids, 3, now)).toBe(12);
    const stays = await db()
      .selectFrom('reservations')
      .selectAll()
      .where('hotel_id', 'in', ids)
      .execute();
    expect(stays).toHaveLength(12);
    expect(
      stays.every((s) => s.total_cents > 0 && s.check_in > now.toISOString().slice(0, 10)),
    ).toBe(true);
    const booked = await db()
      .selectFrom('inventory')
      .select((eb) => eb.fn.sum<number>('booked').as('nights'))
      .where('hotel_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(booked.nights)).toBe(stays.reduce((sum, s) => sum + s.nights, 0));
    const pass = await runPriceWatchPass(platform.context);
    expect(pass).toMatchObject({ checked: 12, lower: 0, noticed: 0, applied: 0 });
  });
});
