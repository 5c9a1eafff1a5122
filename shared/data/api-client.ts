// What loaders and components call the platform through. On the server it goes to the upstream
// over undici with the session's bearer token; in the browser it is `fetch('/api' + path)`.
// Paths are the site's /api namespace without the /api prefix (see docs/decisions/0002):
//   '/v1/...', '/v2/...', '/site/...'  → {api}
//   '/site-api/...'                    → {site-api}
//   '/api-v2/...'                      → {api-v2}
//   '/reviews/...'                     → the review provider (the key is added server-side)
//   '/newsletter/...'                  → the e-mail-marketing provider
export interface ApiRequestOptions {
  signal?: AbortSignal;
  /** Sent form-encoded (the spec's calls are form-encoded); JSON when `json` is given instead. */
  form?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  headers?: Record<string, string>;
}

export interface ApiClient {
  get<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  post<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  put<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  delete<T>(path: string, options?: ApiRequestOptions): Promise<T>;
}

/** A non-2xx answer. `body` is the platform's error shape when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message = `Request failed with status ${status}`,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
