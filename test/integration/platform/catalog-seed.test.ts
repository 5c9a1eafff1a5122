// Seeding on every database: a fresh store gets the whole catalog, a second seed changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestPlatform, testLog } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { seedDatabase } from '#platform/dataset/seed.ts';
import { generateCatalog } from '#platform/dataset/catalog.ts';
import { placeWords } from '#platform/dataset/place-words.ts';

const TABLES = [
  'states',
  'places',
  'place_words',
  'amenities',
  'hotels',
  'hotel_images',
  'hotel_amenities',
  'room_types',
  'review_locations',
  'reviews',
  'rate_plans',
  'inventory',
] as const;

describe.each(databaseKinds)('catalog seed on %s', (kind) => {
  let platform: RunningPlatform;
  let seedMs = 0;
  beforeAll(async () => {
    platform = await startTestPlatform(kind, { seed: false });
    const started = performance.now();
    await seedDatabase(platform.store, { log: testLog });
    seedMs = performance.now() - started;
  });
  afterAll(async () => platform?.close());

  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await platform.store.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      result[table] = Number(row.n);
    }
    return result;
  };

  it('inserts the whole generated catalog, and no inventory rows', async () => {
    const catalog = generateCatalog();
    const seeded = await counts();
    expect(seeded.hotels).toBe(catalog.hotels.length);
    expect(seeded.places).toBe(catalog.places.length);
    expect(seeded.place_words).toBe(placeWords(catalog.places).length);
    expect(seeded.place_words).toBeGreaterThan(catalog.places.length);
    expect(seeded.hotel_images).toBe(catalog.hotelImages.length);
    expect(seeded.room_types).toBe(catalog.roomTypes.length);
    expect(seeded.reviews).toBe(catalog.reviews.length);
    expect(seeded.inventory).toBe(0);
    expect(seeded.rate_plans).toBeGreaterThanOrEqual(catalog.ratePlans.length);
    const training = await platform.store.db
      .selectFrom('hotels')
      .select(['hotel_id', 'is_training'])
      .where('is_training', '=', 1)
      .execute();
    expect(training).toEqual([{ hotel_id: 'TR727', is_training: 1 }]);
    // How long a seed takes is a benchmark figure (npm run bench: platform start-up), not a test.
    testLog.info({ kind, seedMs: Math.round(seedMs) }, 'catalog seed time');
  });

  it('changes nothing when seeded again', async () => {
    const before = await counts();
    await seedDatabase(platform.store, { log: testLog });
    await seedDatabase(platform.store, { log: testLog });
    expect(await counts()).toEqual(before);
  });
});
