// Why the first booking burst after a platform start was worse on PostgreSQL (`npm run
// bench:cold-start`, DATABASE_URL required): on a fresh schema with the booking fixture, the
// statements of a booking run on every connection of a new pool at once (services/warm-up.ts's
// pass), timed in its parts: opening the connections, the first run of the statements on each new
// server process, and the same statements again on the same, now warm, connections. Prints one
// line per round; the schema is dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { sql } from 'kysely';
import { openStore, POOL_SIZE } from '#platform/db/database.ts';
import { createPlatformContext, preparePlatformStore } from '#platform/start.ts';
import { warmUp } from '#platform/services/warm-up.ts';
import { insertBookingFixture } from '#test/integration/platform/booking-fixture.ts';
import { loadAverage } from './machine.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? 3);
const schema = `bench_cold_${randomBytes(4).toString('hex')}`;
const log = pino({ level: 'silent' });
const config = {
  siteUrl: 'http://127.0.0.1:3000',
  siteDomain: '127.0.0.1',
  mailFrom: 'Longstay <reservations@longstay.test>',
  altchaHmacKey: 'bench-altcha-key',
  reviewApiKey: 'bench-review-key',
  development: false,
};

/** Milliseconds for POOL_SIZE bare connections opened at once, each closed again. */
async function connectMs(): Promise<number> {
  const started = performance.now();
  const clients = Array.from(
    { length: POOL_SIZE },
    () => new pg.Client({ connectionString: databaseUrl }),
  );
  await Promise.all(clients.map((client) => client.connect()));
  const ms = performance.now() - started;
  await Promise.all(clients.map((client) => client.end()));
  return ms;
}

async function main(): Promise<void> {
  const prepared = await preparePlatformStore({ databaseUrl, schema, config, log, seed: false });
  await insertBookingFixture(prepared.db);
  await prepared.close();
  process.stdout.write(`load average ${loadAverage()}; ${POOL_SIZE} connections per pool\n`);
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const bare = await connectMs();
      // A new pool, as a platform process starts with: its first pass opens every connection.
      const store = openStore({ databaseUrl, schema, keepWarm: true });
      const context = createPlatformContext(store, { config, log });
      const cold = await warmUp(context);
      const warm = await warmUp(context);
      const again = await warmUp(context);
      await store.close();
      process.stdout.write(
        `round ${round}: ${POOL_SIZE} bare connections opened in ${Math.round(bare)} ms; the booking statements on ${POOL_SIZE} connections at once: new pool ${cold} ms, same connections again ${warm} ms, ${again} ms\n`,
      );
    }
  } finally {
    const admin = openStore({ databaseUrl });
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.close();
  }
}

await main();
