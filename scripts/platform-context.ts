// The platform as an operator's command sees it: the same store and settings as the server (the
// SQLite file, or PostgreSQL with DATABASE_URL), migrated, without a listener.
import pino from 'pino';
import { loadConfigOrExit } from '#server/config.ts';
import { platformSettings, platformStore } from '#server/config-platform.ts';
import { migrateToLatest, openStore } from '#platform/db/database.ts';
import { createPlatformContext } from '#platform/start.ts';

export async function openPlatform(name: string) {
  const config = loadConfigOrExit(process.env);
  const log = pino(
    { level: process.env.LOG_LEVEL ?? 'info' },
    process.stdout.isTTY ? pino.transport({ target: 'pino-pretty' }) : undefined,
  ).child({ component: name });
  const store = openStore(platformStore(config));
  await migrateToLatest(store.db);
  const context = createPlatformContext(store, { config: platformSettings(config), log });
  return {
    context,
    log,
    async close() {
      await context.priceWatch?.close();
      await context.mailDispatcher?.close();
      await store.close();
    },
  };
}
