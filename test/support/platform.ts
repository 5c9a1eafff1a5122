// Starts a real embedded platform for a test file: SQLite in memory, or PostgreSQL in a schema of
// its own (dropped at the end) so that files can run side by side in one database.
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { sql } from 'kysely';
import { startPlatform, type RunningPlatform } from '#platform/start.ts';
import type { PlatformConfig } from '#platform/context.ts';
import { abuseSettings, type AbuseLimits } from '#shared/security/abuse-limits.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

/** The databases integration tests run on: SQLite always, PostgreSQL when DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export const testLog = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/**
 * Every count of the abuse limits at its highest setting: tests book, mail and sign in from one
 * address far more than a person does. The tests of the limits themselves ask for the defaults
 * (`config: { abuseLimits: defaultAbuseLimits }`).
 */
export const relaxedAbuseLimits: Partial<AbuseLimits> = Object.fromEntries(
  Object.entries(abuseSettings)
    .filter(([name]) => name !== 'corporateFactor' && name !== 'throttlePurgeSeconds')
    .map(([name, { max }]) => [name, max]),
);

export const testPlatformConfig: PlatformConfig = {
  siteUrl: 'http://localhost:3000',
  siteDomain: 'localhost',
  mailFrom: 'Longstay <reservations@longstay.test>',
  altchaHmacKey: 'test-altcha-hmac-key',
  reviewApiKey: 'test-review-key',
  development: true,
  abuseLimits: relaxedAbuseLimits,
  checkAnswers: true,
};

export interface TestPlatformOptions {
  seed?: boolean;
  now?: () => Date;
  config?: Partial<PlatformConfig>;
}

export async function startTestPlatform(
  kind: DatabaseKind,
  options: TestPlatformOptions = {},
): Promise<RunningPlatform> {
  const schema = kind === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const running = await startPlatform({
    ...(kind === 'postgres'
      ? { databaseUrl: process.env.DATABASE_URL, schema }
      : { file: ':memory:' }),
    config: { ...testPlatformConfig, ...options.config },
    log: testLog,
    seed: options.seed ?? true,
    ...(options.now ? { now: options.now } : {}),
  });
  if (!schema) return running;
  const close = running.close;
  return {
    ...running,
    async close() {
      await close();
      const { openStore } = await import('#platform/db/database.ts');
      const admin = openStore({ databaseUrl: process.env.DATABASE_URL });
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    },
  };
}
