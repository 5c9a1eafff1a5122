// The platform as a process of its own (`node dist/server/platform.js`, the Procfile's `platform`
// process): the same platform API the site embeds when API_URL is unset, for a three-tier
// deployment (site instances → platform instances → PostgreSQL, docs/operations.md). It reads the
// site's settings (server/config.ts: PORT, HOST, DATABASE_URL or SQLITE_FILE, SITE_URL, SMTP_URL,
// MAIL_*, NEWSLETTER_URL, the captcha and review keys, LOG_LEVEL, METRICS_*, SHUTDOWN_*), migrates
// on start (Kysely's migration lock makes concurrent starts safe), seeds an empty catalog, logs each
// request with pino, sends the mail outbox (with SMTP_URL), answers /healthz, /readyz and
// /metrics, and drains and exits on SIGTERM like the site (server/ops/shutdown.ts).
import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import { sql } from 'kysely';
import { loadConfigOrExit } from './config.ts';
import { platformSettings, platformStore } from './config-platform.ts';
import { createLogger } from './log.ts';
import { healthz } from './ops/health.ts';
import { limitHeapGrowth } from './ops/heap.ts';
import { logMode } from './node-env.ts';
import { startTracing } from './ops/tracing.ts';
import { listenForMetrics, publicMetricsRoute } from './ops/metrics-access.ts';
import { requestLogger } from './ops/request-log.ts';
import { createShutdownState, installGracefulShutdown, trackInFlight } from './ops/shutdown.ts';
import { createPlatform } from '#platform/app.ts';
import { tracePlatform } from '#platform/http/tracing.ts';
import type { Store } from '#platform/db/database.ts';
import { createPlatformContext, preparePlatformStore, warmPlatform } from '#platform/start.ts';
import { startThrottlePurge } from '#platform/services/throttle-purge.ts';

/** /readyz: the database answers `select 1` within a second; 503 from SIGTERM on. */
function databaseReady(store: Store): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (res.locals.shuttingDown === true) {
      res.status(503).json({ status: 'unavailable', shuttingDown: true });
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(store.db),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('database timeout')), 1000);
        }),
      ]);
      res.json({ status: 'ok', database: 'up' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'unreachable' });
    } finally {
      clearTimeout(timer);
    }
  };
}

// Like the site: the heap grows 1.3× between full collections, not up to 4×, so the garbage of a
// seed or of a load is collected instead of held (server/ops/heap.ts).
limitHeapGrowth();

async function main(): Promise<void> {
  const config = loadConfigOrExit(process.env);
  // Before the logger and the store: both trace only when tracing is on (OTEL_* settings).
  const tracing = await startTracing({ serviceName: 'longstay-platform' });
  const log = createLogger({ level: config.logLevel }).child({ component: 'platform' });
  logMode(log, config, import.meta.url);
  if (tracing) tracePlatform();
  const options = {
    ...platformStore(config),
    config: platformSettings(config),
    log,
    keepWarm: true,
  };
  const store = await preparePlatformStore(options);
  const context = createPlatformContext(store, options);
  // Before listening, so /readyz answers only once the pool is open and warm.
  await warmPlatform(context, options);

  const state = createShutdownState();
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLogger(log));
  app.use(trackInFlight(state));
  app.get('/healthz', healthz);
  app.get('/readyz', databaseReady(store));
  // The mail queue's metrics, with the site's access rules (METRICS_PORT or METRICS_TOKEN).
  app.get('/metrics', publicMetricsRoute(config));
  app.use(createPlatform(context));

  context.mailDispatcher?.start();
  const stopPurge = startThrottlePurge(context);
  context.priceWatch?.start();
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.port, config.host, () => resolve(listening));
    listening.once('error', reject);
  });
  // Longer than a balancer's idle timeout, so it never reuses a socket the platform closed.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const address = server.address();
  log.info(
    { port: typeof address === 'object' && address ? address.port : config.port },
    'platform listening',
  );

  const metricsServer = await listenForMetrics(config, log);

  installGracefulShutdown({
    server,
    log,
    state,
    drainMs: config.shutdownDrainMs,
    timeoutMs: config.shutdownTimeoutMs,
    async cleanup() {
      metricsServer?.close();
      stopPurge();
      await context.mailDispatcher?.close();
      await context.priceWatch?.close();
      await store.close();
      await tracing?.stop();
    },
  });
}

main().catch((error: unknown) => {
  createLogger({ level: 'fatal' }).fatal({ err: error }, 'the platform could not start');
  process.exit(1);
});
