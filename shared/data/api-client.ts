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
export interface ApiRequestOptions {
  signal?: AbortSignal;
  /** Sent form-encoded (the product's calls are form-encoded); JSON when `json` is given instead. */
  form?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
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

export interface ApiClient {
  get<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  post<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  put<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  delete<T>(path: string, options?: ApiRequestOptions): Promise<T>;
}

/** One entry of the platform's error shape: `{ errors: [{ code, parameterName, message }] }`. */
export interface ParameterError {
  parameterName?: string;
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
const SOLD_OUT_CODES = new Set(['SOLD_OUT', 'COMING_SOON']);

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

  hasCode(code: string): boolean {
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

