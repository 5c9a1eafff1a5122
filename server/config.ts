// The site's settings, read once from the environment and validated at start-up,
// so a bad setting stops the process before it serves anything; only an explicit public subset
// goes to the browser. Every setting is documented in .env.example and docs/operations.md.
import path from 'node:path';
import { isProxyEntry, loopbackAliases } from './config-addresses.ts';
import { createLogger } from './log.ts';
import { readAbuseLimits, type AbuseLimits } from '#shared/security/abuse-limits.ts';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** What the browser may know. Nothing secret ever goes here. */
export interface PublicConfig {
  siteUrl: string;
  captcha: { provider: 'recaptcha'; siteKey: string } | { provider: 'altcha' };
  googleMapsKey: string | null;
  /** Where images load from: the site's own /media proxy, or a CDN. */
  mediaBaseUrl: string;
}

export interface Config {
  nodeEnv: NodeEnv;
  production: boolean;
  port: number;
  host: string;
  /** The public address of the site, e.g. https://www.longstay.example (no trailing slash). */
  siteUrl: string;
  /** The origin of siteUrl: what state-changing requests must come from. */
  publicOrigin: string;
  siteDomain: string;
  /** Served over HTTPS (siteUrl is https): HSTS, Secure and __Host- cookies. */
  https: boolean;
  /** Extra origins accepted for state-changing requests (comma-separated ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Express `trust proxy` (TRUST_PROXY): how many proxies sit in front. */
  trustProxy: number;
  /** PLATFORM_TRUSTED_PROXIES: the peers whose X-Forwarded-For the platform believes. */
  platformTrustedProxies: string[];
  logLevel: LogLevel;
  clientDir: string;
  publicDir: string;
  renderTimeoutMs: number;
  /** The deadline of each proxied /api call (<= 2.5 s so /api answers within 3 s when down). */
  upstreamTimeoutMs: number;
  /** The deadline of a booking or a stay change, after which the site answers 202 CONFIRMING. */
  bookingTimeoutMs: number;
  /** How long the public catalog's answers are served from memory (server/upstream/catalog-cache.ts). */
  catalogCacheSeconds: number;
  /** How much longer a catalog answer stands in while refreshing or while the platform fails. */
  catalogCacheStaleSeconds: number;
  /** A port of its own for /metrics (METRICS_PORT); the public port then has none. */
  metricsPort: number | null;
  /** Bearer token /metrics requires (METRICS_TOKEN); see server/ops/metrics-access.ts. */
  metricsToken: string | null;
  /** Path of a cheap platform call that /readyz makes. */
  readyPath: string;
  /** After SIGTERM: how long /readyz answers 503 while the listener still serves (0: no drain). */
  shutdownDrainMs: number;
  /** Once the listener has closed: how long in-flight requests get before they are cut. */
  shutdownTimeoutMs: number;
  /** True when API_URL was unset: server/index.ts starts the embedded platform. */
  embeddedPlatform: boolean;
  apiUrl: string;
  siteApiUrl: string;
  apiV2Url: string;
  reviewsUrl: string;
  /**
   * NEWSLETTER_URL: the e-mail-marketing provider the embedded platform hands confirmed
   * subscriptions to; null: the embedded platform records them itself.
   */
  newsletterUrl: string | null;
  mediaUrl: string;
  reviewApiKey: string;
  googleMapsKey: string | null;
  recaptchaSiteKey: string | null;
  recaptchaSecret: string | null;
  altchaHmacKey: string;
  smtpUrl: string | null;
  /** The mail dispatcher's tries before a dead letter, and its first back-off. */
  mailMaxAttempts: number;
  /** Booking velocity, mail budgets, password-guess ceilings (docs/operations.md "Abuse limits"). */
  abuseLimits: AbuseLimits;
  mailRetrySeconds: number;
  mailFrom: string;
  /** How often each platform instance runs a price protection pass; 0: never by itself. */
  priceWatchSeconds: number;
  /** The bearer token of the platform's operator endpoints (rate adjustments); null: no such endpoints. */
  operatorToken: string | null;
  databaseUrl: string | null;
  sqliteFile: string;
  publicConfig: PublicConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Used as API_URL before the embedded platform has started (server/index.ts replaces it). */
export const EMBEDDED_PLACEHOLDER_URL = 'http://127.0.0.1:9';

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, fallback: string | undefined): string => {
    const raw = read(name) ?? fallback;
    if (raw === undefined) return '';
    try {
      const parsed = new URL(raw);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
      return raw.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be an absolute http(s) URL (got "${raw}")`);
      return fallback ?? '';
    }
  };

  const nodeEnvRaw = read('NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = (
    ['development', 'production', 'test'].includes(nodeEnvRaw) ? nodeEnvRaw : 'development'
  ) as NodeEnv;
  const production = nodeEnv === 'production';

  const port = integer('PORT', 3000, 0, 65535);
  const siteUrl = url('SITE_URL', `http://localhost:${port || 3000}`);
  const publicOrigin = siteUrl ? new URL(siteUrl).origin : '';
  const https = siteUrl.startsWith('https://');

  const logLevelRaw = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  const levels: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
  if (!levels.includes(logLevelRaw as LogLevel))
    problems.push(`LOG_LEVEL must be one of ${levels.join(', ')}`);

  const allowedOrigins: string[] = [];
  for (const origin of (read('ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    try {
      allowedOrigins.push(new URL(origin).origin);
    } catch {
      problems.push(`ALLOWED_ORIGINS has an entry that is not a URL: "${origin}"`);
    }
  }

  if (!production) allowedOrigins.push(...loopbackAliases(publicOrigin));

  const embeddedPlatform = read('API_URL') === undefined;
  const apiUrl = url('API_URL', EMBEDDED_PLACEHOLDER_URL);

  const recaptchaSiteKey = read('RECAPTCHA_SITE_KEY') ?? null;
  const recaptchaSecret = read('RECAPTCHA_SECRET') ?? null;
  if (Boolean(recaptchaSiteKey) !== Boolean(recaptchaSecret)) {
    problems.push(
      'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET must be set together (or neither, for ALTCHA)',
    );
  }

  const altchaHmacKey =
    read('ALTCHA_HMAC_KEY') ?? (production ? '' : 'development-altcha-hmac-key');
  const reviewApiKey =
    read('REVIEW_API_KEY') ?? (production && !embeddedPlatform ? '' : 'embedded-review-key');
  if (production) {
    // Production mode is asserted: no development defaults for secrets.
    if (!read('SITE_URL')) problems.push('SITE_URL is required when NODE_ENV=production');
    if (!altchaHmacKey && !recaptchaSecret)
      problems.push('ALTCHA_HMAC_KEY (or reCAPTCHA keys) is required in production');
    if (!reviewApiKey)
      problems.push('REVIEW_API_KEY is required in production with an outside API_URL');
  }

  const upstreamTimeoutMs = integer('UPSTREAM_TIMEOUT_MS', 2500, 100, 2500);
  const catalogCacheSeconds = integer('CATALOG_CACHE_SECONDS', 60, 0, 86_400);
  const catalogCacheStaleSeconds = integer('CATALOG_CACHE_STALE_SECONDS', 3600, 0, 7 * 86_400);
  const mediaUrl = url('MEDIA_URL', `${apiUrl}/media`);
  const publicMediaUrl = read('PUBLIC_MEDIA_URL') ? url('PUBLIC_MEDIA_URL', undefined) : '/media';
  const siteDomain =
    read('SITE_DOMAIN') ?? (publicOrigin ? new URL(publicOrigin).hostname : 'localhost');
  const googleMapsKey = read('GOOGLE_MAPS_KEY') ?? null;
  const root = process.cwd();
  const metricsPortRaw = integer('METRICS_PORT', 0, 0, 65535);
  const metricsPort = read('METRICS_PORT') === undefined ? null : metricsPortRaw;
  if (metricsPort !== null && metricsPort !== 0 && metricsPort === port)
    problems.push('METRICS_PORT must differ from PORT');
  const metricsToken = read('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && !/^[\x21-\x7e]{16,200}$/.test(metricsToken))
    problems.push('METRICS_TOKEN must be 16 to 200 printable characters without spaces');

  const platformTrustedProxies = (read('PLATFORM_TRUSTED_PROXIES') ?? 'loopback')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of platformTrustedProxies)
    if (!isProxyEntry(entry))
      problems.push(
        `PLATFORM_TRUSTED_PROXIES has an entry that is not an address, a CIDR range or loopback, linklocal or uniquelocal: "${entry}"`,
      );

  const abuseLimits = readAbuseLimits(integer);
  const operatorToken = read('OPERATOR_TOKEN') ?? null;
  if (operatorToken !== null && !/^[\x21-\x7e]{24,200}$/.test(operatorToken))
    problems.push('OPERATOR_TOKEN must be 24 to 200 printable characters without spaces');

  if (problems.length) throw new ConfigError(problems);

  return {
    nodeEnv,
    production,
    port,
    host: read('HOST') ?? '0.0.0.0',
    siteUrl,
    publicOrigin,
    siteDomain,
    https,
    allowedOrigins,
    trustProxy: integer('TRUST_PROXY', 0, 0, 10),
    platformTrustedProxies,
    logLevel: logLevelRaw as LogLevel,
    clientDir: path.resolve(root, read('CLIENT_DIR') ?? 'dist/client'),
    publicDir: path.resolve(root, read('PUBLIC_DIR') ?? 'public'),
    renderTimeoutMs: integer('RENDER_TIMEOUT_MS', 10_000, 100, 120_000),
    upstreamTimeoutMs,
    // Long enough for a booking queued behind a burst (booking-gate.ts) to be answered; past it
    // the page is told the booking is being confirmed, never that it failed.
    bookingTimeoutMs: integer('BOOKING_TIMEOUT_MS', 10_000, 1000, 60_000),
    catalogCacheSeconds,
    catalogCacheStaleSeconds,
    metricsPort,
    metricsToken,
    readyPath: read('READY_PATH') ?? '/openapi.json',
    // In production two failed 5 s health checks of a load balancer; with the timeout at most
    // 20 s from SIGTERM to exit, inside the 30 s Heroku and Kubernetes wait before SIGKILL.
    // Elsewhere no balancer waits on /readyz, and `tsx watch` restarts with SIGTERM.
    shutdownDrainMs: integer('SHUTDOWN_DRAIN_MS', production ? 10_000 : 0, 0, 120_000),
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', 10_000, 100, 120_000),
    embeddedPlatform,
    apiUrl,
    siteApiUrl: url('SITE_API_URL', `${apiUrl}/site-api`),
    apiV2Url: url('API_V2_URL', `${apiUrl}/api-v2`),
    reviewsUrl: url('REVIEWS_URL', `${apiUrl}/reviews/api/v1`),
    newsletterUrl: read('NEWSLETTER_URL') ? url('NEWSLETTER_URL', undefined) : null,
    mediaUrl,
    reviewApiKey,
    googleMapsKey,
    recaptchaSiteKey,
    recaptchaSecret,
    altchaHmacKey,
    smtpUrl: read('SMTP_URL') ?? null,
    mailMaxAttempts: integer('MAIL_MAX_ATTEMPTS', 20, 1, 100),
    abuseLimits,
    mailRetrySeconds: integer('MAIL_RETRY_SECONDS', 30, 1, 86_400),
    mailFrom: read('MAIL_FROM') ?? `Longstay <reservations@${siteDomain}>`,
    priceWatchSeconds: integer('PRICE_WATCH_SECONDS', 300, 0, 86_400),
    operatorToken,
    databaseUrl: read('DATABASE_URL') ?? null,
    sqliteFile: path.resolve(root, read('SQLITE_FILE') ?? 'data/longstay.db'),
    publicConfig: {
      siteUrl,
      captcha: recaptchaSiteKey
        ? { provider: 'recaptcha', siteKey: recaptchaSiteKey }
        : { provider: 'altcha' },
      googleMapsKey,
      mediaBaseUrl: publicMediaUrl,
    },
  };
}

/** For a process entry: the configuration, or a fatal log line naming every problem and exit 78. */
export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    createLogger({ level: 'fatal' }).fatal({ problems: error.problems }, error.message);
    process.exit(78); // EX_CONFIG
  }
}
