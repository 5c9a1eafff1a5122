// The catalog and bookings of price protection's bench (price-watch-bench.ts): the seeded hotels
// cloned in SQL (INSERT … SELECT with new ids, so no row crosses into the process) until the brand
// has the hotels asked for, and upcoming refundable reservations booked in them, each priced by
// the job's own re-quote so that a pass without a rate change finds every total unchanged, with
// the inventory rows a booking claims.
import { sql, type Kysely } from 'kysely';
import type { Database } from '#platform/db/schema.ts';
import { requote } from '#platform/services/price-watch-quote.ts';
import { addDays, stayNights } from '#platform/services/rates-dates.ts';
import type { Reservation } from '#platform/services/reservations-view.ts';

const PLAN = 'STANDARD';
const BATCH = 500;

/**
 * Clones the seeded hotels and their room types under new ids (`TX856-2`, …) until there are at
 * least `hotels`, and returns the ids of the first `hotels`, the seeded ones first.
 */
export async function scaleCatalog(db: Kysely<Database>, hotels: number): Promise<string[]> {
  const seeded = await db
    .selectFrom('hotels')
    .select('hotel_id')
    .where('hotel_id', 'not like', '%-%')
    .orderBy('hotel_id')
    .execute();
  if (!seeded.length) throw new Error('the catalog is not seeded');
  const copies = Math.ceil(hotels / seeded.length) - 1;
  if (copies > 0) {
    // Copy k of every seeded hotel, for k = 2 … copies + 1; the hotel's other columns unchanged.
    const columns = Object.keys(
      (await db.selectFrom('hotels').selectAll().limit(1).executeTakeFirstOrThrow()) as object,
    ).filter((c) => c !== 'hotel_id' && c !== 'hotel_uri');
    const rest = sql.join(columns.map((c) => sql.ref(`h.${c}`)));
    const names = sql.join(columns.map((c) => sql.id(c)));
    await sql`
      with recursive copy(k) as (select 2 union all select k + 1 from copy where k < ${copies + 1})
      insert into hotels (hotel_id, hotel_uri, ${names})
      select h.hotel_id || '-' || cast(copy.k as text), h.hotel_uri || '-' || cast(copy.k as text), ${rest}
      from hotels h cross join copy
      where h.hotel_id not like '%-%'
      on conflict do nothing`.execute(db);
    await sql`
      insert into room_types (hotel_id, room_type_code, name, description, bed_type, capacity,
        size_sq_ft, accessible, accessible_features, total_rooms, base_rate_cents)
      select c.hotel_id, r.room_type_code, r.name, r.description, r.bed_type, r.capacity,
        r.size_sq_ft, r.accessible, r.accessible_features, r.total_rooms, r.base_rate_cents
      from hotels c
      join room_types r on r.hotel_id not like '%-%' and c.hotel_id like r.hotel_id || '-%'
      on conflict do nothing`.execute(db);
  }
  const all = await db.selectFrom('hotels').select('hotel_id').execute();
  const ids = all.map((h) => h.hotel_id);
  const order = (id: string) => {
    const [base, k] = id.split('-');
    return [Number(k ?? 1), base!] as const;
  };
  ids.sort((a, b) => {
    const [ka, ba] = order(a);
    const [kb, bb] = order(b);
    return ka - kb || (ba < bb ? -1 : ba > bb ? 1 : 0);
  });
  return ids.slice(0, hotels);
}

/**
 * Books `perHotel` upcoming stays of 7 to 34 nights under the refundable standard rate in each hotel,
 * arriving 10 to 120 days after `now`, priced as the job prices them, with their inventory rows.
 */
export async function bookStays(
  db: Kysely<Database>,
  hotelIds: readonly string[],
  perHotel: number,
  now: Date,
): Promise<number> {
  const rooms = await db
    .selectFrom('room_types')
    .select(['hotel_id', 'room_type_code'])
    .where('hotel_id', 'in', hotelIds)
    .orderBy('room_type_code')
    .execute();
  const roomOf = new Map<string, string>();
  for (const r of rooms) if (!roomOf.has(r.hotel_id)) roomOf.set(r.hotel_id, r.room_type_code);
  const today = now.toISOString().slice(0, 10);
  const stays: Reservation[] = [];
  let n = 0;
  for (const hotelId of hotelIds)
    for (let i = 0; i < perHotel; i += 1) {
      n += 1;
      const checkIn = addDays(today, 10 + ((n * 37) % 110));
      const checkOut = addDays(checkIn, 7 + ((n * 13) % 28));
      stays.push(
        reservation(
          `B${String(n).padStart(9, '0')}`,
          hotelId,
          roomOf.get(hotelId)!,
          checkIn,
          checkOut,
          now,
        ),
      );
    }
  for (let i = 0; i < stays.length; i += BATCH) {
    const batch = stays.slice(i, i + BATCH);
    const priced = await requote(db, batch, now);
    const rows = priced.map((q) => {
      if (!q.repriceable) throw new Error(`${q.reservation.confirmation_number} cannot be priced`);
      return { ...q.reservation, subtotal_cents: q.totalCents, total_cents: q.totalCents };
    });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('reservations').values(rows).execute();
      const nights = new Map<
        string,
        { hotel_id: string; room_type_code: string; night: string; total: number; booked: number }
      >();
      for (const r of rows)
        for (let d = 0; d < r.nights; d += 1) {
          const night = addDays(r.check_in, d);
          const key = `${r.hotel_id}|${r.room_type_code}|${night}`;
          const row = nights.get(key) ?? {
            hotel_id: r.hotel_id,
            room_type_code: r.room_type_code,
            night,
            total: 50,
            booked: 0,
          };
          row.booked += 1;
          nights.set(key, row);
        }
      const list = [...nights.values()];
      for (let j = 0; j < list.length; j += 5000)
        await trx
          .insertInto('inventory')
          .values(list.slice(j, j + 5000))
          .onConflict((oc) =>
            oc.columns(['hotel_id', 'room_type_code', 'night']).doUpdateSet((eb) => ({
              booked: eb('inventory.booked', '+', eb.ref('excluded.booked')),
            })),
          )
          .execute();
    });
  }
  return stays.length;
}

function reservation(
  number: string,
  hotelId: string,
  roomTypeCode: string,
  checkIn: string,
  checkOut: string,
  now: Date,
): Reservation {
  return {
    confirmation_number: number,
    hotel_id: hotelId,
    room_type_code: roomTypeCode,
    rate_plan_code: PLAN,
    check_in: checkIn,
    check_out: checkOut,
    nights: stayNights(checkIn, checkOut).length,
    adults: 2,
    children: 0,
    rooms: 1,
    given_name: 'Bench',
    surname: 'Guest',
    surname_key: 'guest',
    email: `${number.toLowerCase()}@bench.test`,
    phone: '+12145550100',
    arrival_time: null,
    login_id: null,
    card_brand: 'visa',
    card_last4: '4242',
    card_expiry: '12/30',
    currency: 'USD',
    subtotal_cents: 0,
    taxes_cents: 0,
    total_cents: 0,
    nightly: '[]',
    tax_notes: '[]',
    los_tier: 'weekly',
    status: 'confirmed',
    idempotency_key: null,
    created_at: now.toISOString(),
    cancelled_at: null,
    cancellation_reference: null,
  };
}
