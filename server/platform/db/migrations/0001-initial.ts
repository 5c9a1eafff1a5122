// The first schema, one module a domain (./0001-initial/). Column types are chosen to mean the
// same on SQLite and PostgreSQL. The tables are created in this order and dropped in reverse.
import type { Kysely } from 'kysely';
import { catalogTables, createCatalogTables } from './0001-initial/catalog.ts';
import { createStayTables, stayTables } from './0001-initial/stays.ts';
import { createReviewTables, reviewTables } from './0001-initial/reviews.ts';
import { createGuestTables, guestTables } from './0001-initial/guests.ts';
import { contentTables, createContentTables } from './0001-initial/content.ts';

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createCatalogTables(db);
  await createStayTables(db);
  await createReviewTables(db);
  await createGuestTables(db);
  await createContentTables(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const created = [
    ...catalogTables,
    ...stayTables,
    ...reviewTables,
    ...guestTables,
    ...contentTables,
  ];
  for (const table of created.reverse()) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
