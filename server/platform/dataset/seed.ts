// Seeds the generated catalog idempotently (issue 2 "Storage": the first start migrates and
// seeds, showing progress), then the brand content and the demo accounts. Rows go in as
// multi-row inserts inside one transaction, which keeps a fresh seed well under a few seconds on
// SQLite and PostgreSQL alike.
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Store } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { generateCatalog, type Catalog } from './catalog.ts';
import { seedContent } from './content.ts';
import { seedAccounts } from './accounts.ts';

export interface SeedOptions {
  log: Logger;
}

// Below SQLite's 32766 and PostgreSQL's 65535 bound parameters per statement.
const MAX_PARAMETERS = 30_000;

/** Table order respects the foreign keys. */
const TABLES: ReadonlyArray<readonly [keyof Catalog, keyof Database]> = [
  ['states', 'states'],
  ['places', 'places'],
  ['amenities', 'amenities'],
  ['ratePlans', 'rate_plans'],
  ['hotels', 'hotels'],
  ['hotelImages', 'hotel_images'],
  ['hotelAmenities', 'hotel_amenities'],
  ['roomTypes', 'room_types'],
  ['reviewLocations', 'review_locations'],
  ['reviews', 'reviews'],
];

export async function isCatalogSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('hotels')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) > 0;
}

export async function seedDatabase(store: Store, { log }: SeedOptions): Promise<void> {
  const started = performance.now();
  if (await isCatalogSeeded(store.db)) {
    log.debug('catalog already seeded');
  } else {
    log.info('seeding the catalog: generating the dataset');
    const catalog = generateCatalog();
    log.info({ ms: Math.round(performance.now() - started) }, 'dataset generated');
    await store.db.transaction().execute(async (trx) => {
      for (const [key, table] of TABLES) await insertAll(trx, table, catalog[key] as object[], log);
    });
    log.info(
      {
        ms: Math.round(performance.now() - started),
        hotels: catalog.hotels.length,
        places: catalog.places.length,
      },
      'catalog seeded',
    );
  }
  // Each owns its idempotency (content.ts, accounts.ts).
  await seedContent(store.db);
  await seedAccounts(store.db);
  log.debug({ ms: Math.round(performance.now() - started) }, 'seed finished');
}

async function insertAll(
  trx: Transaction<Database>,
  table: keyof Database,
  rows: object[],
  log: Logger,
): Promise<void> {
  if (!rows.length) return;
  const started = performance.now();
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let i = 0; i < rows.length; i += size) {
    // The rows were typed by the catalog; the table is only known at run time here.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
  log.info(
    { table, rows: rows.length, ms: Math.round(performance.now() - started) },
    `seeded ${table}`,
  );
}
