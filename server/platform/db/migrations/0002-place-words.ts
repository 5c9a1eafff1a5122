// The word index of the gazetteer (place suggest): one row per distinct word of a
// place's search key. Suggest looks words up by prefix with `word >= key and word < next(key)`,
// which needs byte order: SQLite compares text bytewise (BINARY) already; on PostgreSQL the column
// is `collate "C"` so the range and its index do not depend on the database's locale.
// A database seeded before this migration gets its words here; the seed fills them afterwards.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const FILL_BATCH_ROWS = 5_000;

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('place_words')
    .addColumn('word', postgres ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .addColumn('place_id', 'text', (c) =>
      c.notNull().references('places.place_id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('place_words_pkey', ['word', 'place_id'])
    .execute();

  // The words of places already seeded (the same split as dataset/place-words.ts, frozen here).
  const places = (await db
    .selectFrom('places')
    .select(['place_id', 'search_key'])
    .orderBy('place_id')
    .execute()) as Array<{ place_id: string; search_key: string }>;
  const rows: Array<{ word: string; place_id: string }> = [];
  for (const place of places) {
    for (const word of new Set(place.search_key.toLowerCase().split(' '))) {
      if (word) rows.push({ word, place_id: place.place_id });
    }
  }
  for (let i = 0; i < rows.length; i += FILL_BATCH_ROWS) {
    await db
      .insertInto('place_words')
      .values(rows.slice(i, i + FILL_BATCH_ROWS))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('place_words').ifExists().execute();
}
