// What loaders and components call the platform through. On the server it goes to the upstream
// over undici with the session's bearer token; in the browser it is a fetch of `/api` + path
// (client/browser-api-client.ts), reached by components through React context (app-context.tsx).
// Paths are the site's /api namespace without the /api prefix (see docs/decisions/0002):
//   '/v1/...', '/v2/...', '/site/...'  → {api}
//   '/site-api/...'                    → {site-api}
//   '/api-v2/...'                      → {api-v2}
//   '/reviews/...'                     → the review provider (the key is added server-side)
//   '/newsletter/...'                  → the e-mail-marketing provider
//   '/session'                         → the site's own sign-in and sign-out
import type { ApiCall, ErrorCode, Undocumented } from '#shared/contract/platform-api.ts';
import { ERROR } from '#shared/contract/error-codes.ts';

type FormValue = string | number | boolean | undefined | null;

/** A form body: the operation's field names, each sent as text. */
export type FormFields<Body> = [Body] extends [never]
  ? never
  : unknown extends Body
    ? Record<string, FormValue>
    : { [Name in keyof Body]?: FormValue };

export interface ApiRequestOptions<Body = unknown> {
  signal?: AbortSignal;
  /** Sent form-encoded (the platform's calls are form-encoded); JSON when `json` is given instead. */
  form?: FormFields<Body>;
  json?: Body;
  headers?: Record<string, string>;
  /**
   * Sent as the Idempotency-Key header. Only a request that carries one is retried after a network
   * failure or a 5xx, after a back-off and with the same key, so a retry never does the thing
   * twice; other writes are never retried blindly.
   */
  idempotencyKey?: string;
  /** Browser only: give up after this long (an ApiError with `timedOut`). */
  timeoutMs?: number;
}

/**
 * Takes only calls made by `platformCall` (shared/contract/calls.ts names every one), so the
 * answer's type, the body's fields and the path come from the platform's OpenAPI document. Where
 * the document describes no answer (`Undocumented`), the first overload of each method lets the
 * caller say what it reads; a described answer goes through the second, typed by the document.
 */
export interface ApiClient {
  get<Answer = unknown>(
    call: ApiCall<'get', Undocumented, unknown>,
    options?: ApiRequestOptions,
  ): Promise<Answer>;
  get<Answer>(call: ApiCall<'get', Answer, unknown>, options?: ApiRequestOptions): Promise<Answer>;
  post<Answer = unknown, Body = unknown>(
    call: ApiCall<'post', Undocumented, Body>,
    options?: ApiRequestOptions<Body>,
  ): Promise<Answer>;
  post<Answer, Body>(
    call: ApiCall<'post', Answer, Body>,
    options?: ApiRequestOptions<Body>,
  ): Promise<Answer>;
  put<Answer = unknown, Body = unknown>(
    call: ApiCall<'put', Undocumented, Body>,
    options?: ApiRequestOptions<Body>,
  ): Promise<Answer>;
  put<Answer, Body>(
    call: ApiCall<'put', Answer, Body>,
    options?: ApiRequestOptions<Body>,
  ): Promise<Answer>;
  delete<Answer = unknown>(
    call: ApiCall<'delete', Undocumented, unknown>,
    options?: ApiRequestOptions,
  ): Promise<Answer>;
  delete<Answer>(
    call: ApiCall<'delete', Answer, unknown>,
    options?: ApiRequestOptions,
  ): Promise<Answer>;
}

/** One entry of the platform's error shape: `{ errors: [{ code, parameterName, message }] }`. */
export interface ParameterError {
  parameterName?: string;
  /** The platform's codes (ErrorCode), or the web tier's own (server/errors.ts). */
  code?: string;
  message?: string;
}

export interface ApiErrorDetails {
  /** No answer at all: the network failed (status 0). */
  network?: boolean;
  /** No answer within the request's `timeoutMs` (status 0). */
  timedOut?: boolean;
  /** The site's X-Request-Id of the answer, which finds the server's log line of the call. */
  requestId?: string | null;
}

/** The codes of a 409 for a room that cannot be sold. */
const SOLD_OUT_CODES = new Set<string>([ERROR.SOLD_OUT, ERROR.COMING_SOON]);

/**
 * A failed call: a non-2xx answer, or none at all (status 0, `network` or `timedOut`). `body` is
 * the answer's body (the platform's error shape when it sent one); the helpers read it once for
 * every caller.
 */
export class ApiError extends Error {
  readonly network: boolean;
  readonly timedOut: boolean;
  readonly requestId: string | null;

  constructor(
    readonly status: number,
    readonly body: unknown,
    message = status ? `Request failed with status ${status}` : 'No answer',
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.network = details.network ?? false;
    this.timedOut = details.timedOut ?? false;
    this.requestId = details.requestId ?? null;
  }

  /** The platform's error entries (empty when the body has none). */
  get errors(): ParameterError[] {
    const list = (this.body as { errors?: unknown } | null | undefined)?.errors;
    return Array.isArray(list)
      ? list.filter((entry): entry is ParameterError => typeof entry === 'object' && entry !== null)
      : [];
  }

  /** The first error's code, e.g. SOLD_OUT, CAPTCHA_REQUIRED. */
  get code(): string | undefined {
    return this.errors[0]?.code;
  }

  /** The first error's message, which the platform wrote for the guest. */
  get firstMessage(): string | undefined {
    return this.errors.find((entry) => entry.message)?.message;
  }

  /** Wire parameter name → the first message about it (400 answers). */
  get fieldErrors(): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const entry of this.errors)
      if (entry.parameterName && entry.message) fields[entry.parameterName] ??= entry.message;
    return fields;
  }

  hasCode(code: ErrorCode): boolean {
    return this.errors.some((entry) => entry.code === code);
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isForbidden(): boolean {
    return this.status === 403;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** The room cannot be sold: 409 SOLD_OUT or COMING_SOON. */
  get isSoldOut(): boolean {
    return this.status === 409 && this.errors.some((entry) => SOLD_OUT_CODES.has(entry.code ?? ''));
  }

  get isConflict(): boolean {
    return this.status === 409;
  }

  /** 400 with per-parameter errors (see `fieldErrors`). */
  get isValidation(): boolean {
    return this.status === 400 && this.errors.length > 0;
  }

  get isRateLimited(): boolean {
    return this.status === 429;
  }

  /** The service failed or could not be reached: 5xx, a timeout or no answer. */
  get isUnavailable(): boolean {
    return this.status === 0 || this.status >= 500;
  }

  /** Worth the same request again with the same idempotency key. */
  get isRetryable(): boolean {
    return this.isUnavailable && !this.timedOut;
  }
}
