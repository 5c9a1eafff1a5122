// What the platform takes from the site's settings.
import type { Config } from './config.ts';

/**
 * The settings the platform takes from the same environment: the embedded platform in
 * server/index.ts and the standalone platform process (server/platform-process.ts) read them alike.
 */
export function platformSettings(config: Config) {
  return {
    siteUrl: config.siteUrl,
    siteDomain: config.siteDomain,
    mailMediaUrl: new URL(config.publicConfig.mediaBaseUrl ?? '/media', `${config.siteUrl}/`)
      .toString()
      .replace(/\/+$/, ''),
    newsletterUrl: config.newsletterUrl ?? undefined,
    smtpUrl: config.smtpUrl ?? undefined,
    mailDispatch: {
      maxAttempts: config.mailMaxAttempts,
      retryMs: config.mailRetrySeconds * 1000,
    },
    mailFrom: config.mailFrom,
    priceWatch: { pollMs: config.priceWatchSeconds * 1000 },
    operatorToken: config.operatorToken ?? undefined,
    recaptchaSecret: config.recaptchaSecret ?? undefined,
    altchaHmacKey: config.altchaHmacKey,
    reviewApiKey: config.reviewApiKey,
    development: !config.production,
    trustedProxies: config.platformTrustedProxies,
    abuseLimits: config.abuseLimits,
  };
}

/** Where the platform keeps its data: PostgreSQL with DATABASE_URL, else the SQLite file. */
export function platformStore(config: Config): { databaseUrl: string } | { file: string } {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { file: config.sqliteFile };
}
