// A room card shows the room's size. The platform answers it with every room
// type, on every database: from the seed on a new database, and from migration 0014 on a database
// seeded before it (a room type code the dataset does not know stays unknown).
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, sql, type Kysely } from 'kysely';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { ensureSchema, migrateToLatest, openStore } from '#platform/db/database.ts';
import { migrationProvider } from '#platform/db/migrations/index.ts';
import type { Database } from '#platform/db/schema.ts';
import { ROOM_SIZES_SQ_FT } from '#platform/dataset/room-types.ts';
import { FIXED_NOW, HOTEL, insertBookingFixture } from './booking-fixture.ts';

interface Sized {
  roomTypeCode: string;
  sizeSqFt: number | null;
}

const sizes = (rooms: Sized[]) => rooms.map((r) => [r.roomTypeCode, r.sizeSqFt]);
const datasetSizes = (rooms: Sized[]) =>
  rooms.map((r) => [r.roomTypeCode, ROOM_SIZES_SQ_FT[r.roomTypeCode]]);

describe.each(databaseKinds)('room sizes of the seeded dataset on %s', (kind) => {
  let platform: RunningPlatform;
  let hotelId: string;
  beforeAll(async () => {
    platform = await startTestPlatform(kind, { now: () => FIXED_NOW });
    const hotel = await platform.store.db
      .selectFrom('hotels')
      .select('hotel_id')
      .where('coming_soon', '=', 0)
      .where('is_training', '=', 0)
      .orderBy('hotel_id')
      .executeTakeFirstOrThrow();
    hotelId = hotel.hotel_id;
  });
  afterAll(async () => platform?.close());

  it('answers every room offer of a stay with its size in square feet', async () => {
    const res = await request(platform.url)
      .get(`/v2/rate/hotels/${hotelId}/rooms`)
      .query({ checkIn: '2026-03-10', checkOut: '2026-03-13', adults: 1 });
    expect(res.status).toBe(200);
    const rooms = res.body.rooms as Sized[];
    expect(rooms.length).toBeGreaterThanOrEqual(3);
    expect(sizes(rooms)).toEqual(datasetSizes(rooms));
    for (const room of rooms) expect(room.sizeSqFt).toBeGreaterThanOrEqual(300);
  });

  it('answers the hotel room types with the same sizes', async () => {
    const res = await request(platform.url).get(`/v2/hotel/hotels/${hotelId}`);
    expect(res.status).toBe(200);
    const roomTypes = res.body.roomTypes as Sized[];
    expect(roomTypes.length).toBeGreaterThanOrEqual(3);
    expect(sizes(roomTypes)).toEqual(datasetSizes(roomTypes));
  });
});

describe.each(databaseKinds)(
  'room sizes of a database seeded before migration 0014 on %s',
  (kind) => {
    const schema = kind === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
    const store = openStore(
      kind === 'postgres'
        ? { databaseUrl: process.env.DATABASE_URL, schema }
        : { file: ':memory:' },
    );
    afterAll(async () => {
      if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(store.db);
      await store.close();
    });

    it('fills the sizes of the room type codes the dataset knows and leaves the others unknown', async () => {
      await ensureSchema(store, schema);
      const migrator = new Migrator({
        db: store.db,
        provider: migrationProvider,
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      expect((await migrator.migrateTo('0013-tax-rule-extension-blocks')).error).toBeUndefined();
      // The booking fixture's room types: SQ and SQA are dataset codes, TQ is not.
      await insertBookingFixture(store.db);
      await migrateToLatest(store.db, schema);
      const rows = await (store.db as Kysely<Database>)
        .selectFrom('room_types')
        .select(['room_type_code', 'size_sq_ft'])
        .where('hotel_id', '=', HOTEL)
        .orderBy('room_type_code')
        .execute();
      expect(rows).toEqual([
        { room_type_code: 'SQ', size_sq_ft: ROOM_SIZES_SQ_FT.SQ },
        { room_type_code: 'SQA', size_sq_ft: ROOM_SIZES_SQ_FT.SQA },
        { room_type_code: 'TQ', size_sq_ft: null },
      ]);
    });
  },
);
