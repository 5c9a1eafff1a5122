// A database seeded before the bathrooms, lobby, desk, laundry and fitness room were rendered has
// shorter galleries; migration 0018 gives its hotels the dataset's list, which names every
// rendered picture the catalog now shows. Migration 0019 does it again for the pool and the
// kitchen with a dishwasher, rendered after it.
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { databaseKinds } from '#test/support/platform.ts';
import { migrateToLatest } from '#platform/db/database.ts';
import { useBareStore } from './migration-store.ts';
import type { Database } from '#platform/db/schema.ts';
import { generateCatalog } from '#platform/dataset/catalog.ts';
import { up } from '#platform/db/migrations/0018-more-rendered-images.ts';
import { up as upPoolAndDishwasher } from '#platform/db/migrations/0019-pool-and-dishwasher-pictures.ts';

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

describe.each(databaseKinds)('the pool and dishwasher kitchen pictures on %s', (kind) => {
  const { store, schema, migrator } = useBareStore(kind);

  it('gives a database migrated before the pool and the dishwasher kitchen their pictures', async () => {
    await migrator();
    await migrateToLatest(store.db, schema);
    const catalog = generateCatalog();
    const has = (code: string) =>
      new Set(catalog.hotelAmenities.filter((a) => a.amenity_code === code).map((a) => a.hotel_id));
    const pools = has('OUTDOOR_POOL');
    const dishwashers = has('DISHWASHER');
    // A hotel with an outdoor pool and a dishwasher, and one with neither.
    const hotels = [
      catalog.hotels.find((h) => pools.has(h.hotel_id) && dishwashers.has(h.hotel_id))!,
      catalog.hotels.find((h) => !pools.has(h.hotel_id) && !dishwashers.has(h.hotel_id))!,
    ];
    const ids = new Set(hotels.map((h) => h.hotel_id));
    const db = store.db as Kysely<Database>;
    await db.insertInto('hotels').values(hotels).execute();
    // What that database has: no pool, and every kitchen under the plain kitchen's words.
    const plainKitchen = catalog.hotelImages.find(
      (image) => image.kind === 'kitchen' && !dishwashers.has(image.hotel_id),
    )!.alt_text;
    const older = catalog.hotelImages
      .filter((image) => ids.has(image.hotel_id) && image.kind !== 'pool')
      .map((image) => (image.kind === 'kitchen' ? { ...image, alt_text: plainKitchen } : image));
    await db.insertInto('hotel_images').values(older).execute();

    await upPoolAndDishwasher(db);

    const after = await db.selectFrom('hotel_images').selectAll().execute();
    const [withBoth, withNeither] = hotels.map((h) =>
      after.filter((i) => i.hotel_id === h.hotel_id),
    );
    expect(withBoth!.filter((i) => i.kind === 'pool')).toHaveLength(1);
    expect(withBoth!.find((i) => i.kind === 'kitchen')?.alt_text).toMatch(/dishwasher/);
    expect(withNeither!.filter((i) => i.kind === 'pool')).toHaveLength(0);
    expect(withNeither!.find((i) => i.kind === 'kitchen')?.alt_text).not.toMatch(/dishwasher/);
  });
});
