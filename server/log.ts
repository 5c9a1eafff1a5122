// One pino root logger for the web tier. Secrets and personal data never
// reach the logs: pino's redact paths cover the known places
// (request headers, bodies), and a serializer scrubs the same keys at any depth plus anything
// that looks like a card number or an e-mail address inside strings.
import pino, { type DestinationStream, type Logger } from 'pino';
import { tracingEnabled } from '#server/ops/tracing.ts';
import { traceFields } from '#server/ops/trace-spans.ts';

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
    // The reservation look-up pair (confirmation number and last name) opens a booking to anyone
    // who holds it, and so does the key a booking was sent with; names are personal data.
    'lastname',
    'last_name',
    'surname',
    'surname_key',
    'givenname',
    'given_name',
    'confirmation',
    'confirmationnumber',
    'confirmation_number',
    'idempotency-key',
    'idempotencykey',
    'idempotency_key',
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
const SECRET_PARAM_NAMES =
  'key|token|access_?token|password|apikey|s_email|e-?mail|loginId|last_?name|surname|confirmation(?:_?number)?';
const SECRET_PARAM = new RegExp(`([?&](?:${SECRET_PARAM_NAMES})=)[^&#\\s]*`, 'gi');
// The same inside an encoded address: a navigation's data request names its page's address,
// query and all, in its own `path` parameter (/_data?path=%2Freservation%2F%3Flastname%3D…).
const SECRET_PARAM_ENCODED = new RegExp(
  `((?:%3F|%26)(?:${SECRET_PARAM_NAMES})%3D)(?:(?!%26)[^&#\\s])*`,
  'gi',
);
// A reservation's confirmation number in a platform or /api path (look-ups, cancel, change).
const RESERVATION_IN_PATH = /(\/reservations\/)[^/?#\s"']+/gi;
// A secret key followed by its value inside free text: JSON (`"password":"…"`, also cut short,
// as in the raw body of a request that was not valid JSON), form bodies (`password=…`) and
// messages (`password: …`). The key list is SECRET_KEYS'.
const SECRET_PAIR = new RegExp(
  String.raw`(^|[^A-Za-z0-9_])(["']?)(` +
    [...SECRET_KEYS].join('|') +
    String.raw`)\2(\s*[:=]\s*)("(?:[^"\\]|\\.)*(?:"|$)|'(?:[^'\\]|\\.)*(?:'|$)|[^&\s,;}\]"']+)`,
  'gi',
);

/** Scrubs secrets from a string: card numbers, e-mail addresses, bearer credentials. */
export function scrubString(value: string): string {
  return value
    .replace(
      SECRET_PAIR,
      (_match, before: string, quote: string, key: string, sep: string, secret: string) => {
        const around = secret.startsWith('"') || secret.startsWith("'") ? secret[0] : '';
        return `${before}${quote}${key}${quote}${sep}${around}${REDACTED}${around}`;
      },
    )
    .replace(SECRET_PARAM, '$1' + REDACTED)
    .replace(SECRET_PARAM_ENCODED, '$1' + REDACTED)
    .replace(RESERVATION_IN_PATH, '$1' + REDACTED)
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
  if (value instanceof Error) return scrubError(value, depth, seen);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  // Class instances (requests, buffers, dates) are left to pino's own serializers.
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : scrub(item, depth + 1, seen);
  }
  return out;
}

/**
 * An error as a plain object, every part scrubbed: its message and stack, and every property of
 * its own (body-parser's `body` holds the raw request body; other libraries add `response`,
 * `config`, `cause`…), with secret keys redacted at any depth.
 */
function scrubError(error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const out: Record<string, unknown> = {
    type: error.name,
    message: scrubString(String(error.message)),
  };
  if (error.stack) out.stack = scrubString(error.stack);
  for (const key of Object.keys(error)) {
    if (key === 'message' || key === 'stack') continue;
    const item: unknown = (error as unknown as Record<string, unknown>)[key];
    out[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : scrubAny(item, depth + 1, seen);
  }
  if (error.cause !== undefined) out.cause = scrubAny(error.cause, depth + 1, seen);
  if (error instanceof AggregateError)
    out.errors = (error.errors as unknown[]).map((item) => scrubAny(item, depth + 1, seen));
  return out;
}

/**
 * Like `scrub`, but class instances inside an error are copied too (their enumerable fields):
 * nothing else serializes them, so they would reach the line as they are.
 */
function scrubAny(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Error) {
    return scrub(value, depth, seen);
  }
  if (Array.isArray(value) || isPlainObject(value)) return scrub(value, depth, seen);
  if (depth > 8) return '[Depth]';
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (value instanceof Date) return value.toISOString();
  if (ArrayBuffer.isView(value)) return `[${value.constructor.name}]`;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : scrubAny(item, depth + 1, seen);
  }
  return out;
}

/**
 * The `err` serializer. pino-http runs pino's own err serializer first and hands over its result,
 * which keeps the original error as a hidden `raw`: that original is what gets scrubbed.
 */
export function serializeError(value: unknown): unknown {
  const raw = (value as { raw?: unknown } | null)?.raw;
  return scrubAny(raw instanceof Error ? raw : value, 0, new WeakSet());
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Fields pino-http hands over raw and serializes itself. */
const RAW_FIELDS = new Set(['req', 'res', 'err']);

/**
 * log.error(error) / log.error(error, 'message'): pino would take the line's message from the
 * error unscrubbed, so the error moves under `err` (scrubbed by its serializer) and its
 * scrubbed message becomes the line's when none is given.
 */
function scrubArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (first instanceof Error)
    return rest.length
      ? [{ err: first }, ...rest.map(scrubArgument)]
      : [{ err: first }, first.message].map(scrubArgument);
  return args.map(scrubArgument);
}

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
      // With tracing on (started before the logger is made), each line names its trace and span.
      ...(tracingEnabled() ? { mixin: traceFields } : {}),
      serializers: {
        // Not pino's own err serializer: its result is a class instance that `scrub` would leave
        // alone, and it copies every property of the error, the raw request body included.
        err: serializeError,
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
          const scrubbed = scrubArguments(args);
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    options.destination,
  );
}
