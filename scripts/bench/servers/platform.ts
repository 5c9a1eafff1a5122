// The platform as a process of its own for the benchmark (production has it on another host):
// a fresh SQLite file in DB_FILE, or a PostgreSQL schema DB_SCHEMA of DATABASE_URL, migrated and
// seeded, on a loopback port (PORT, or a free one). The site, the bare render baseline and the
// delaying proxy all reach it over HTTP.
import { appendFileSync } from 'node:fs';
import pg from 'pg';
import pino from 'pino';
import { startPlatform } from '#platform/start.ts';
import { limitHeapGrowth } from '#server/ops/heap.ts';
import { startTracing } from '#server/ops/tracing.ts';
import { tracePlatform } from '#platform/http/tracing.ts';
import { benchAbuseLimits } from '../abuse-limits.ts';

// As the platform's own process entry does (server/platform-process.ts).
limitHeapGrowth();

const file = process.env.DB_FILE;
const databaseUrl = process.env.DATABASE_URL;
const schema = process.env.DB_SCHEMA;
if (!file && !(databaseUrl && schema)) throw new Error('DB_FILE or DATABASE_URL and DB_SCHEMA');
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:3000';
// The OTEL_* settings trace it as they do the platform's own entry (where a burst's time goes:
// servers/otlp-sink.ts keeps the spans); without them nothing is loaded.
// BENCH_CONNECT_LOG: one line per PostgreSQL connection opened (when, how long), to tell the
// connections a cold burst opens from the statements it runs (bench:contention, the cold start).
const connectLog = process.env.BENCH_CONNECT_LOG;
if (connectLog) {
  // The pool calls connect with a callback; a caller may await it instead.
  type Connect = (this: pg.Client, callback?: (error: Error | null) => void) => unknown;
  const connect = pg.Client.prototype.connect as unknown as Connect;
  const timed: Connect = function (this: pg.Client, callback) {
    const start = Date.now();
    const t0 = performance.now();
    const done = () => {
      const line = { start, ms: Math.round((performance.now() - t0) * 10) / 10 };
      appendFileSync(connectLog, `${JSON.stringify(line)}\n`);
    };
    if (callback)
      return connect.call(this, (error) => {
        done();
        callback(error);
      });
    return (connect.call(this) as Promise<unknown>).finally(done);
  };
  pg.Client.prototype.connect = timed as unknown as typeof pg.Client.prototype.connect;
}
if (await startTracing({ serviceName: 'longstay-platform' })) tracePlatform();

const platform = await startPlatform({
  ...(file ? { file } : { databaseUrl, schema }),
  port: Number(process.env.PORT ?? 0),
  // As the process entries do; BENCH_COLD=1 measures the start without it.
  keepWarm: !process.env.BENCH_COLD,
  config: {
    siteUrl,
    siteDomain: new URL(siteUrl).hostname,
    mailFrom: 'Longstay <reservations@longstay.test>',
    altchaHmacKey: process.env.ALTCHA_HMAC_KEY ?? 'bench-altcha-key',
    reviewApiKey: process.env.REVIEW_API_KEY ?? 'bench-review-key',
    development: false,
    abuseLimits: benchAbuseLimits,
  },
  log: pino({ level: 'silent' }),
});
process.stdout.write(`${JSON.stringify({ port: Number(new URL(platform.url).port) })}\n`);
process.on('SIGTERM', () => {
  void platform.close().then(() => process.exit(0));
});
