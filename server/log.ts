// One pino root logger for the web tier (STYLE.md practice 6). Secrets and personal data never
// reach the logs (DESIGN.md "Sessions and security"): pino's redact paths cover the known places
// (request headers, bodies), and a serializer scrubs the same keys at any depth plus anything
// that looks like a card number or an e-mail address inside strings.
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

const REDACTED = '[Redacted]';

/** Keys whose values are never logged, wherever they appear (compared case-insensitively). */
const SECRET_KEYS = new Set(
  [
    'authorization',
    'cookie',
    'cookies',
    'set-cookie',
    'password',
    'newpassword',
    'confirmpassword',
    'currentpassword',
    'token',
    'accesstoken',
    'refreshtoken',
    'access_token',
    'secret',
    'apikey',
    'api_key',
    'cardnumber',
    'card_number',
    'cardnum',
    'pan',
    'cvv',
    'cvc',
    'email',
    's_email',
    'emails',
    'loginid',
    'session',
    '__host-session',
  ].map((key) => key.toLowerCase()),
);

// Explicit paths for pino's fast redaction (wildcards cover one level each).
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.email',
  '*.cardNumber',
  '*.*.password',
  '*.*.token',
  '*.*.accessToken',
  '*.*.email',
  '*.*.cardNumber',
  'password',
  'token',
  'accessToken',
  'email',
  'cardNumber',
];

// 13 to 19 digits, optionally grouped by spaces or dashes: the shape of a payment card number.
const CARD_NUMBER = /\b(?:\d[ -]?){12,18}\d\b/g;
// Also URL-encoded ('%40'), as e-mails travel in paths and query strings.
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
// Secret query parameters in URLs (the review provider's key, tokens, passwords).
const SECRET_PARAM =
  /([?&](?:key|token|access_?token|password|apikey|s_email|e-?mail|loginId)=)[^&#\s]*/gi;

/** Scrubs secrets from a string: card numbers, e-mail addresses, bearer credentials. */
export function scrubString(value: string): string {
  return value
    .replace(SECRET_PARAM, '$1' + REDACTED)
    .replace(BEARER, '$1 ' + REDACTED)
    .replace(CARD_NUMBER, REDACTED)
    .replace(EMAIL, REDACTED);
}

/** Deep copy of a value with every secret key redacted and every string scrubbed. */
export function scrub(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubString(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[Depth]';
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (value instanceof Error) {
    return {
      type: value.name,
      message: scrubString(value.message),
      stack: value.stack ? scrubString(value.stack) : undefined,
    };
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  // Class instances (requests, buffers, dates) are left to pino's own serializers.
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : scrub(item, depth + 1, seen);
  }
  return out;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Fields pino-http hands over raw and serializes itself. */
const RAW_FIELDS = new Set(['req', 'res', 'err']);

function scrubArgument(arg: unknown): unknown {
  if (typeof arg === 'string') return scrubString(arg);
  if (arg === null || typeof arg !== 'object' || !isPlainObject(arg)) return arg;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(arg)) {
    if (RAW_FIELDS.has(key)) out[key] = item;
    else out[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : scrub(item, 1);
  }
  return out;
}

export interface LoggerOptions {
  level?: string;
  /** Where lines go; stdout by default. Tests pass a stream to read the output back. */
  destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: {
        err: (error: unknown) => scrub(pino.stdSerializers.err(error as Error)),
        error: (error: unknown) => scrub(error),
        body: (body: unknown) => scrub(body),
        query: (query: unknown) => scrub(query),
        data: (data: unknown) => scrub(data),
        url: (url: unknown) => (typeof url === 'string' ? scrubString(url) : url),
        path: (value: unknown) => (typeof value === 'string' ? scrubString(value) : value),
      },
      // Each line's message is scrubbed too: a message built from user input may carry anything.
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map(scrubArgument);
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    options.destination,
  );
}
