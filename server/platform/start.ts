// Starts the embedded platform on a loopback port: open the store, migrate, seed on first start,
// listen. The site's process entry and the tests call this; the web tier otherwise reaches the
// platform only over HTTP.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { createPlatform } from './app.ts';
import type { PlatformConfig, PlatformContext } from './context.ts';
import {
  ensureSchema,
  migrateToLatest,
  openStore,
  type Store,
  type StoreOptions,
} from './db/database.ts';
import { seedDatabase } from './dataset/seed.ts';
import { createMailer } from './services/mailer.ts';
import { createMailDispatcher, defaultMailDispatch } from './services/mail-dispatcher.ts';
import nodemailer from 'nodemailer';
import { createCaptcha } from './services/captcha.ts';
import { startThrottlePurge } from './services/throttle-purge.ts';
import { offlinePaymentAuthorizer } from './services/payment-authorizer.ts';
import { syncTaxRules } from './services/tax-rules-store.ts';
import { warmUp } from './services/warm-up.ts';
import { defaultPriceWatch } from './services/price-watch.ts';
import { createPriceWatchRunner } from './services/price-watch-runner.ts';

export interface StartPlatformOptions extends StoreOptions {
  config: PlatformConfig;
  log: Logger;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  seed?: boolean;
  now?: () => Date;
}

export interface RunningPlatform {
  url: string;
  store: Store;
  context: PlatformContext;
  server: Server;
  close(): Promise<void>;
}

export async function preparePlatformStore(options: StartPlatformOptions): Promise<Store> {
  const store = openStore(options);
  await ensureSchema(store, options.schema);
  const applied = await migrateToLatest(
    store.db,
    store.dialect === 'postgres' ? options.schema : undefined,
  );
  if (applied.length) options.log.info({ migrations: applied }, 'platform database migrated');
  // The tax rules are configuration the rates engine needs, seeded catalog or not.
  await syncTaxRules(store.db);
  if (options.seed !== false) await seedDatabase(store, { log: options.log });
  return store;
}

/** With `keepWarm`: the store's connections opened and its booking statements run once. */
export async function warmPlatform(
  context: PlatformContext,
  options: Pick<StartPlatformOptions, 'keepWarm' | 'log'>,
): Promise<void> {
  if (!options.keepWarm) return;
  options.log.info({ ms: await warmUp(context) }, 'platform database warmed');
}

export async function startPlatform(options: StartPlatformOptions): Promise<RunningPlatform> {
  const store = await preparePlatformStore(options);
  const context = createPlatformContext(store, options);
  // Before listening: nothing reaches a cold pool (services/warm-up.ts).
  await warmPlatform(context, options);
  const app = createPlatform(context);
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(options.port ?? 0, host, () => resolve(s));
    s.once('error', reject);
  });
  server.keepAliveTimeout = 65_000;
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  options.log.info({ url }, 'embedded platform listening');
  context.mailDispatcher?.start();
  const stopPurge = startThrottlePurge(context);
  context.priceWatch?.start();
  return {
    url,
    store,
    context,
    server,
    async close() {
      stopPurge();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await context.mailDispatcher?.close();
      await context.priceWatch?.close();
      await store.close();
    },
  };
}

export function createPlatformContext(
  store: Store,
  options: Pick<StartPlatformOptions, 'config' | 'log' | 'now'>,
): PlatformContext {
  const now = options.now ?? (() => new Date());
  const base = {
    db: store.db,
    dialect: store.dialect,
    config: options.config,
    log: options.log,
    now,
  };
  const { smtpUrl, mailDispatch } = options.config;
  const mailDispatcher = smtpUrl
    ? createMailDispatcher(base, nodemailer.createTransport(smtpUrl), {
        ...defaultMailDispatch,
        ...mailDispatch,
      })
    : undefined;
  const context: PlatformContext = {
    ...base,
    mailer: createMailer(base, mailDispatcher),
    captcha: createCaptcha(base),
    payments: offlinePaymentAuthorizer,
    mailDispatcher,
  };
  context.priceWatch = createPriceWatchRunner(context, {
    ...defaultPriceWatch,
    pollMs: 0,
    ...options.config.priceWatch,
  });
  return context;
}
