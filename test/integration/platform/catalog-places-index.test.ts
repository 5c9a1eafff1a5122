// The word index behind place suggest on every database: it finds exactly the places a
// scan of every search key finds, in the same order; a database seeded before the index gets its
// words from the migration; and a seed is seen at once by suggest (the listed hotels are kept).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { sql, type Kysely } from 'kysely';
import { databaseKinds, startTestPlatform, testLog } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { migrateToLatest } from '#platform/db/database.ts';
import { useBareStore } from './migration-store.ts';
import type { Database } from '#platform/db/schema.ts';
import { seedDatabase } from '#platform/dataset/seed.ts';
import { generateCatalog } from '#platform/dataset/catalog.ts';
import { placeWords } from '#platform/dataset/place-words.ts';
import { matchingPlaces } from '#platform/services/places-suggest.ts';

/** What suggest matched before the index: a LIKE over every place's search key. */
function scanEveryPlace(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('places')
    .selectAll()
    .where((eb) =>
      eb.or([eb('search_key', 'like', `${key}%`), eb('search_key', 'like', `% ${key}%`)]),
    )
    .orderBy(sql`case when search_key like ${`${key}%`} then 0 else 1 end`)
    .orderBy('rank', 'desc')
    .orderBy('place_id')
    .limit(400)
    .execute();
}

const FIXED_KEYS = [
  'dal',
  'dallas',
  'atl',
  'texas',
  '30301',
  'georgia aqua',
  'united states',
  'cranberry township',
  'new y',
  'san an',
  'fort worth tx',
  'a',
  '9',
  'z',
  'a b',
  'zzzz',
  'st',
];

describe.each(databaseKinds)('place word index on %s', (kind) => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(async () => platform?.close());

  it('holds every distinct word of every place, and nothing else', async () => {
    const db = platform.store.db;
    const count = async (table: 'places' | 'place_words') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const words = placeWords(generateCatalog().places);
    expect(await count('place_words')).toBe(words.length);
    expect(await count('places')).toBeGreaterThan(40_000);
    const dallas = await db
      .selectFrom('place_words')
      .select('word')
      .where('place_id', '=', 'airport-DAL')
      .orderBy('word')
      .execute();
    expect(dallas.map((r) => r.word)).toEqual(['dal', 'dallas', 'field', 'love']);
  });

  it('finds the same places in the same order as a scan of every search key', async () => {
    const db = platform.store.db;
    // Keys cut from the places themselves: word starts, several words, a word and a part.
    const sample = await db.selectFrom('places').select('search_key').orderBy('place_id').execute();
    const keys = new Set(FIXED_KEYS);
    sample.forEach((place, i) => {
      if (i % 1_000) return;
      const words = place.search_key.split(' ');
      for (let w = 0; w < words.length; w++) {
        const rest = words.slice(w).join(' ');
        keys.add(rest.slice(0, 3));
        keys.add(rest);
        if (w + 1 < words.length) keys.add(`${words[w]} ${words[w + 1]!.slice(0, 2)}`);
      }
    });
    let matched = 0;
    for (const key of keys) {
      const indexed = (await matchingPlaces(db, key)).map((p) => p.place_id);
      const scanned = (await scanEveryPlace(db, key)).map((p) => p.place_id);
      expect(indexed, key).toEqual(scanned);
      if (indexed.length) matched += 1;
    }
    // The comparison means something only if most keys find places.
    expect(keys.size).toBeGreaterThan(100);
    expect(matched).toBeGreaterThan(keys.size * 0.9);
    // "dal" finds Dallas first, then the places with a word starting "dal" further in.
    const dal = await matchingPlaces(db, 'dal');
    expect(dal[0]?.place_name).toBe('Dallas');
    expect(dal.some((p) => p.place_id === 'airport-DAL')).toBe(true);
    expect(dal.every((p) => /(^| )dal/.test(p.search_key))).toBe(true);
  });

  it('shows a seed to suggest at once: places, hotels and their counts', async () => {
    const empty = await startTestPlatform(kind, { seed: false });
    try {
      const suggest = async () => {
        const res = await request(empty.url).get(
          '/v1/place/suggest/dal?country=us&language=en&radius=50&session=s',
        );
        expect(res.status).toBe(200);
        return res.body as {
          placeResults: Array<{
            label: string;
            hotelsAmount?: number;
            metadata: { placeType: string };
          }>;
          nearbyHotels: unknown[];
        };
      };
      const before = await suggest();
      expect(before).toMatchObject({ placeResults: [], nearbyHotels: [] });
      await seedDatabase(empty.store, { log: testLog });
      const after = await suggest();
      expect(after.placeResults[0]?.label).toBe('Dallas, TX');
      expect(after.placeResults[0]?.hotelsAmount).toBeGreaterThan(0);
      expect(after.placeResults.some((i) => i.metadata.placeType === 'hotel')).toBe(true);
      expect(after.nearbyHotels.length).toBeGreaterThan(0);
    } finally {
      await empty.close();
    }
  });
});

describe.each(databaseKinds)('place word migration on %s', (kind) => {
  const { store, schema, migrator: bareMigrator } = useBareStore(kind);

  it('gives the places of a database seeded before it their words', async () => {
    const migrator = await bareMigrator();
    const { error } = await migrator.migrateTo('0001-initial');
    expect(error).toBeUndefined();
    const place = (place_id: string, place_name: string, search_key: string, rank: number) => ({
      place_id,
      place_type: 'city',
      place_name,
      qualified_name: `${place_name}, TX, US`,
      search_key,
      searchable_names: JSON.stringify([place_name]),
      city_name: place_name,
      subdivision_code: 'TX',
      postal_code: null,
      country_code: 'US',
      airport_code: null,
      airport_searchable_name: null,
      township: 0 as const,
      latitude: 32.8,
      longitude: -96.8,
      rank,
    });
    await store.db
      .insertInto('places')
      .values([
        place('city-1', 'Dallas', 'dallas tx', 10),
        place('city-2', 'North Dallas', 'north dallas tx', 50),
        place('city-3', 'Dalhart', 'dalhart tx', 1),
        place('city-4', 'Austin', 'austin tx', 5),
      ])
      .execute();
    // Every later migration runs too; the words are 0002's.
    expect(await migrateToLatest(store.db, schema)).toContain('0002-place-words');
    const words = await store.db
      .selectFrom('place_words')
      .selectAll()
      .orderBy('word')
      .orderBy('place_id')
      .execute();
    expect(words).toEqual([
      { word: 'austin', place_id: 'city-4' },
      { word: 'dalhart', place_id: 'city-3' },
      { word: 'dallas', place_id: 'city-1' },
      { word: 'dallas', place_id: 'city-2' },
      { word: 'north', place_id: 'city-2' },
      { word: 'tx', place_id: 'city-1' },
      { word: 'tx', place_id: 'city-2' },
      { word: 'tx', place_id: 'city-3' },
      { word: 'tx', place_id: 'city-4' },
    ]);
    // Starts-with first (by rank), then the word further in; "dall" is not "dalh".
    expect((await matchingPlaces(store.db, 'dal')).map((p) => p.place_id)).toEqual([
      'city-1',
      'city-3',
      'city-2',
    ]);
    expect((await matchingPlaces(store.db, 'dall')).map((p) => p.place_id)).toEqual([
      'city-1',
      'city-2',
    ]);
    expect((await matchingPlaces(store.db, 'dallas t')).map((p) => p.place_id)).toEqual([
      'city-1',
      'city-2',
    ]);
    expect(await matchingPlaces(store.db, 'north d')).toHaveLength(1);
    expect(await matchingPlaces(store.db, 'x')).toEqual([]);
  });
});
