// Seeds the generated catalog idempotently (the first start migrates and
// seeds, showing progress), then the brand content and the demo accounts. Rows go in as a few
// large statements inside one transaction, which keeps a fresh seed to about a second on SQLite
// and PostgreSQL alike (docs/dataset.md has the measurements).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Dialect, Store } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { generateCatalog, type Catalog } from './catalog.ts';
import { seedContent } from './content.ts';
import { seedAccounts } from './accounts.ts';
import { placeWords } from './place-words.ts';
import { forgetListedHotels } from '../services/catalog-geo.ts';

export interface SeedOptions {
  log: Logger;
}

const PG_BATCH_ROWS = 20_000;
const SQLITE_MAX_PARAMETERS = 30_000;

/** Table order respects the foreign keys. */
const TABLES: ReadonlyArray<readonly [keyof Database, (catalog: Catalog) => object[]]> = [
  ['states', (c) => c.states],
  ['places', (c) => c.places],
  ['place_words', (c) => placeWords(c.places)],
  ['amenities', (c) => c.amenities],
  ['rate_plans', (c) => c.ratePlans],
  ['hotels', (c) => c.hotels],
  ['hotel_images', (c) => c.hotelImages],
  ['hotel_amenities', (c) => c.hotelAmenities],
  ['room_types', (c) => c.roomTypes],
  ['review_locations', (c) => c.reviewLocations],
  ['reviews', (c) => c.reviews],
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
      for (const [table, rows] of TABLES)
        await insertAll(trx, store.dialect, table, rows(catalog), log);
    });
    // The platform keeps the listed hotels in memory; a seed is what changes them.
    forgetListedHotels(store.db);
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

// PostgreSQL: each batch is ONE JSON parameter unpacked by json_populate_recordset; building and
// sending a statement with tens of thousands of bound values costs more than the insert itself.
// SQLite (in process): multi-row VALUES measured faster than json_each, so it keeps them, below
// SQLite's 32766 bound parameters per statement.
async function insertAll(
  trx: Transaction<Database>,
  dialect: Dialect,
  table: keyof Database,
  rows: object[],
  log: Logger,
): Promise<void> {
  if (!rows.length) return;
  const started = performance.now();
  const columns = Object.keys(rows[0] as object);
  const target = sql.id(table);
  if (dialect === 'postgres') {
    const list = sql.join(columns.map((c) => sql.id(c)));
    for (let i = 0; i < rows.length; i += PG_BATCH_ROWS) {
      const json = JSON.stringify(rows.slice(i, i + PG_BATCH_ROWS));
      await sql`insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${json}::json)`.execute(
        trx,
      );
    }
  } else {
    const size = Math.floor(SQLITE_MAX_PARAMETERS / columns.length);
    for (let i = 0; i < rows.length; i += size) {
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + size) as never)
        .execute();
    }
  }
  log.info(
    { table, rows: rows.length, ms: Math.round(performance.now() - started) },
    `seeded ${table}`,
  );
}
