// The claim of rooms for nights (inventory-claims.ts), the one way bookings, multi-room bookings
// and changed stays take and give back inventory: all or nothing over several room types and
// rooms, repeated types added up, the sold-out hint, and releases. On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import {
  claimRooms,
  releaseRooms,
  roomsShort,
  RoomsSoldOut,
  type RoomClaim,
} from '#platform/services/inventory-claims.ts';
import { startBookingPlatform } from './booking-calls.ts';
import { HOTEL } from './booking-fixture.ts';

const nights = ['2026-07-01', '2026-07-02', '2026-07-03'];
// SQ has 5 rooms, TQ 10 (booking-fixture.ts).
const sq = (rooms: number, on = nights): RoomClaim => ({
  hotelId: HOTEL,
  roomTypeCode: 'SQ',
  totalRooms: 5,
  nights: on,
  rooms,
});
const tq = (rooms: number, on = nights): RoomClaim => ({
  hotelId: HOTEL,
  roomTypeCode: 'TQ',
  totalRooms: 10,
  nights: on,
  rooms,
});

describe.each(databaseKinds)('claiming rooms for nights (%s)', (kind) => {
  let platform: RunningPlatform;

  const claim = (claims: RoomClaim[]) =>
    platform.store.db.transaction().execute((trx) => claimRooms(trx, claims));
  const release = (claims: RoomClaim[]) =>
    platform.store.db.transaction().execute((trx) => releaseRooms(trx, claims));
  const booked = async () => {
    const rows = await platform.store.db
      .selectFrom('inventory')
      .select(['room_type_code', 'night', 'booked'])
      .where('hotel_id', '=', HOTEL)
      .where('night', 'in', nights)
      .orderBy('room_type_code')
      .orderBy('night')
      .execute();
    return rows.map((r) => `${r.room_type_code} ${r.night} ${r.booked}`);
  };

  beforeAll(async () => {
    platform = await startBookingPlatform(kind);
  });
  afterAll(() => platform?.close());

  it('claims several room types and rooms at once, adding up a repeated type', async () => {
    await claim([sq(2), tq(1), sq(1, nights.slice(1))]);
    expect(await booked()).toEqual([
      'SQ 2026-07-01 2',
      'SQ 2026-07-02 3',
      'SQ 2026-07-03 3',
      'TQ 2026-07-01 1',
      'TQ 2026-07-02 1',
      'TQ 2026-07-03 1',
    ]);
  });

  it('claims nothing when one night of one type is short, and says so before trying', async () => {
    const before = await booked();
    // SQ has 2 rooms left on the first night but only 2 on the others: 3 is too many.
    expect(await roomsShort(platform.store.db, [tq(1), sq(3)])).toBe(true);
    await expect(claim([tq(1), sq(3)])).rejects.toBeInstanceOf(RoomsSoldOut);
    // More rooms than the type has at all, on a night without a row yet.
    await expect(claim([tq(11, ['2026-07-20'])])).rejects.toBeInstanceOf(RoomsSoldOut);
    expect(await booked()).toEqual(before);
    expect(await roomsShort(platform.store.db, [tq(1), sq(2)])).toBe(false);
  });

  it('gives rooms back (a cancellation, a shorter stay), never below none', async () => {
    await release([sq(2, nights.slice(2)), tq(1)]);
    await release([tq(1)]);
    expect(await booked()).toEqual([
      'SQ 2026-07-01 2',
      'SQ 2026-07-02 3',
      'SQ 2026-07-03 1',
      'TQ 2026-07-01 0',
      'TQ 2026-07-02 0',
      'TQ 2026-07-03 0',
    ]);
  });

  it('lets concurrent claims over two types in opposite orders all finish, without oversell', async () => {
    const on = ['2026-08-01', '2026-08-02'];
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        claim(i % 2 ? [sq(1, on), tq(1, on)] : [tq(1, on), sq(1, on)]),
      ),
    );
    const claimed = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof RoomsSoldOut,
    ).length;
    // SQ's 5 rooms bound the pairs; every other attempt is a clean sold-out, never a deadlock.
    expect([claimed, refused]).toEqual([5, 25]);
    const rows = await platform.store.db
      .selectFrom('inventory')
      .select(['room_type_code', 'booked'])
      .where('hotel_id', '=', HOTEL)
      .where('night', 'in', on)
      .execute();
    for (const row of rows) expect(row.booked).toBe(5);
  });
});
