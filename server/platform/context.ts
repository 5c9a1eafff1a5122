// What every platform handler is given: the store, the settings, the logger and the services
// that have a production and an embedded form (mail, captcha).
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from './db/schema.ts';
import type { Dialect } from './db/database.ts';
import type { MailDispatcher, MailDispatchSettings } from './services/mail-dispatcher.ts';
import type { AbuseLimits } from '#shared/security/abuse-limits.ts';
import type { PaymentAuthorizer } from './services/payment-authorizer.ts';
import type { PriceWatchSettings } from './services/price-watch.ts';
import type { PriceWatchRunner } from './services/price-watch-runner.ts';

export interface PlatformConfig {
  /** Where links in mail point: the public site, e.g. http://localhost:3000. */
  siteUrl: string;
  /**
   * Where images in mail load from, absolute (the site's PUBLIC_MEDIA_URL against SITE_URL);
   * default `${siteUrl}/media`, the site's media proxy.
   */
  mailMediaUrl?: string | undefined;
  /** The site's domain, sent as the newsletter provider's s_source. */
  siteDomain: string;
  /**
   * The newsletter provider's base URL (its `/subscribe` call); without it the platform
   * records confirmed subscriptions itself.
   */
  newsletterUrl?: string | undefined;
  /** nodemailer transport URL; without it mail stays in the outbox table. */
  smtpUrl?: string | undefined;
  /** Retries of the mail dispatcher (MAIL_MAX_ATTEMPTS, MAIL_RETRY_SECONDS). */
  mailDispatch?: Partial<MailDispatchSettings> | undefined;
  mailFrom: string;
  /**
   * Price protection's passes (PRICE_WATCH_SECONDS): without `pollMs`, or 0, an instance runs
   * none by itself (`npm run price-watch -- --once` still does).
   */
  priceWatch?: Partial<PriceWatchSettings> | undefined;
  /** OPERATOR_TOKEN: the bearer token of the operator endpoints; without it they answer 404. */
  operatorToken?: string | undefined;
  /** reCAPTCHA secret; without it ALTCHA proof-of-work is used. */
  recaptchaSecret?: string | undefined;
  /** HMAC key for ALTCHA challenges. */
  altchaHmacKey: string;
  /** The `key` query parameter the embedded review provider accepts. */
  reviewApiKey: string;
  /** Development conveniences (the outbox reader). */
  development: boolean;
  /**
   * The peers whose X-Forwarded-For is believed for the guest's address (Express `trust proxy`
   * entries: addresses, CIDR ranges, `loopback`); default loopback, the embedded layout.
   */
  trustedProxies?: string[] | undefined;
  /**
   * Tests only, off by default and never read from the environment: a NEW booking is answered
   * this long after it was committed (a replay of its key at once). It makes the platform slow in
   * the one way that matters under contention, a booking made but answered after the site's deadline
   * (test/e2e/booking-retry.test.ts).
   */
  newBookingAnswerDelayMs?: number | undefined;
  /** Tests only, as newBookingAnswerDelayMs, for a stay change (test/e2e/change-stay-retry.test.ts). */
  newChangeAnswerDelayMs?: number | undefined;
  /**
   * Tests only: every answer of a route that declares a `response` schema is checked against it
   * (http/validate.ts checkAnswer), so the OpenAPI document the site's types come from cannot lie.
   */
  checkAnswers?: boolean | undefined;
  /** Velocity limits, mail budgets and password-guess ceilings (services/abuse-limits.ts). */
  abuseLimits?: Partial<AbuseLimits> | undefined;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text content (an .ics file), sent as the MIME part's body. */
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on marketing mail. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface Captcha {
  /** The challenge the browser widget solves (ALTCHA), or null when reCAPTCHA is configured. */
  challenge(): Promise<unknown>;
  /** Verifies a solved payload once; a replayed payload is refused. */
  verify(payload: string | undefined, remoteAddress?: string): Promise<boolean>;
}

export interface PlatformContext {
  db: Kysely<Database>;
  dialect: Dialect;
  config: PlatformConfig;
  log: Logger;
  now: () => Date;
  mailer: Mailer;
  captcha: Captcha;
  /** Authorises a booking's card (offline by default: services/payment-authorizer.ts). */
  payments: PaymentAuthorizer;
  /** With SMTP_URL: sends the outbox (started and closed with the platform's listener). */
  mailDispatcher?: MailDispatcher | undefined;
  /** Price protection's passes (started and closed with the platform's listener). */
  priceWatch?: PriceWatchRunner | undefined;
}
