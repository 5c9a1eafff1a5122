// A database seeded before the bathrooms, lobby, desk, laundry, fitness room, pool and dishwasher
// kitchen were rendered has shorter galleries; migration 0018 gives its hotels the dataset's
// list, which names every rendered picture the catalog now shows.
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { databaseKinds } from '#test/support/platform.ts';
import { migrateToLatest } from '#platform/db/database.ts';
import { useBareStore } from './migration-store.ts';
import type { Database } from '#platform/db/schema.ts';
import { generateCatalog } from '#platform/dataset/catalog.ts';
import { up } from '#platform/db/migrations/0018-more-rendered-images.ts';

describe.each(databaseKinds)('the longer galleries on %s', (kind) => {
  const { store, schema, migrator } = useBareStore(kind);

  it("replaces an older database's image list with the dataset's for the hotels it has", async () => {
    await migrator();
    await migrateToLatest(store.db, schema);
    const catalog = generateCatalog();
    const hotels = catalog.hotels.slice(0, 3);
    const ids = new Set(hotels.map((h) => h.hotel_id));
    const db = store.db as Kysely<Database>;
    await db.insertInto('hotels').values(hotels).execute();
    // What an older database has: the exterior and the suites only.
    const older = catalog.hotelImages.filter(
      (image) => ids.has(image.hotel_id) && (image.kind === 'exterior' || image.kind === 'room'),
    );
    await db.insertInto('hotel_images').values(older).execute();

    await up(db);

    const after = await db
      .selectFrom('hotel_images')
      .selectAll()
      .orderBy('hotel_id')
      .orderBy('position')
      .execute();
    const expected = catalog.hotelImages
      .filter((image) => ids.has(image.hotel_id))
      .sort((a, b) => a.hotel_id.localeCompare(b.hotel_id) || a.position - b.position);
    expect(after).toEqual(expected);
    expect(after.length).toBeGreaterThan(older.length);
  });
});
