// Before a platform process says it is ready, every connection of its PostgreSQL pool is opened
// and runs the statements of a booking once: the reads of a booking attempt, the pricing, and the
// claim of a night in a transaction that is rolled back. A burst right after a start then finds
// connections that exist and server processes that know the booking tables, instead of opening
// ten connections and loading each table's and index's catalog entries in every one of them while
// hundreds of guests wait (docs/performance.md "Bookings under contention", the cold start). The
// pool keeps these connections (database.ts `keepWarm`). On SQLite one pass warms the page cache.
import type { Transaction } from 'kysely';
import type { PlatformContext } from '../context.ts';
import { POOL_SIZE } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { claimRooms, roomsShort } from './inventory-claims.ts';
import { addDays, guestToday } from './rates-dates.ts';
import { quoteHotelStay } from './rates-offers.ts';
import { offeredPlans } from './rates-plans.ts';

class RolledBack extends Error {}

/** One booking's statements inside the transaction `db` (rolled back by the caller). */
async function bookingStatements(db: Transaction<Database>, now: Date): Promise<void> {
  const target = await db
    .selectFrom('room_types')
    .innerJoin('hotels', 'hotels.hotel_id', 'room_types.hotel_id')
    .selectAll('hotels')
    .select([
      'room_types.room_type_code',
      'room_types.total_rooms',
      'room_types.capacity',
      'room_types.base_rate_cents',
    ])
    .where('hotels.coming_soon', '=', 0)
    .orderBy('hotels.hotel_id')
    .executeTakeFirst();
  await db
    .selectFrom('reservations')
    .select('confirmation_number')
    .where('idempotency_key', '=', '')
    .executeTakeFirst();
  if (!target) return; // an empty catalog: nothing to price
  const start = addDays(guestToday(now), 30);
  const nights = [start, addDays(start, 1)];
  const claim = { hotelId: target.hotel_id, roomTypeCode: target.room_type_code, nights };
  await roomsShort(db, [claim]);
  const roomType = await db
    .selectFrom('room_types')
    .selectAll()
    .where('hotel_id', '=', target.hotel_id)
    .where('room_type_code', '=', target.room_type_code)
    .executeTakeFirstOrThrow();
  const [plan] = await offeredPlans(db, undefined);
  if (plan) await quoteHotelStay(db, target, roomType, plan, nights, now);
  await claimRooms(db, [{ ...claim, totalRooms: target.total_rooms }]);
}

/** One pass in a transaction of its own, which holds one connection and is rolled back. */
function pass(platform: PlatformContext): Promise<void> {
  return platform.db
    .transaction()
    .execute(async (trx) => {
      await bookingStatements(trx, platform.now());
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}

/** Warms the store; resolves with the milliseconds it took. */
export async function warmUp(platform: PlatformContext): Promise<number> {
  const started = performance.now();
  // Each pass holds a connection for its whole run, so on PostgreSQL the pool opens all of them
  // at once and every server process runs the statements.
  const passes = platform.dialect === 'postgres' ? POOL_SIZE : 1;
  await Promise.all(Array.from({ length: passes }, () => pass(platform)));
  return Math.round(performance.now() - started);
}
