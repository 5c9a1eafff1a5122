// The browser's ApiClient (shared/data/api-client.ts), the one place the browser calls `/api`:
// a fetch of `/api` + path with same-origin credentials, so the proxy adds the session's bearer
// token from the httpOnly cookie. GETs go through the request cache (identical requests
// within 2 s share one call). Every failure is an ApiError, so components read one error shape.
// A request with an idempotency key is retried after a network failure or a 5xx, after an
// exponential back-off with jitter and with the same key; nothing else is retried.
import { ApiError, type ApiClient, type ApiRequestOptions } from '#shared/data/api-client.ts';
import type { RequestCache } from '#shared/data/request-cache.ts';

export interface RetryPolicy {
  /** Further attempts after the first. */
  retries: number;
  /** The first back-off; each later one doubles. */
  baseDelayMs: number;
  /** 0..1, multiplied into the delay's jitter (tests pass a fixed one). */
  random: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Over about 1 + 2 + 4 s, so a platform that answered late has made the booking by the last try. */
export const DEFAULT_RETRY: RetryPolicy = {
  retries: 3,
  baseDelayMs: 1_000,
  random: Math.random,
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason as Error);
        },
        { once: true },
      );
    }),
};

/** Attempt n's delay: base·2ⁿ, jittered to between half and all of it ("equal jitter"). */
export function backOffMs(policy: Pick<RetryPolicy, 'baseDelayMs' | 'random'>, attempt: number) {
  const ceiling = policy.baseDelayMs * 2 ** attempt;
  return Math.round(ceiling / 2 + (policy.random() * ceiling) / 2);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text().catch(() => '');
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function bodyOf(options: ApiRequestOptions): { body?: BodyInit; contentType?: string } {
  if (options.form) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form))
      if (value !== undefined && value !== null) params.set(key, String(value));
    return { body: params, contentType: 'application/x-www-form-urlencoded' };
  }
  if (options.json !== undefined)
    return { body: JSON.stringify(options.json), contentType: 'application/json' };
  return {};
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function createBrowserApiClient(
  cache: RequestCache,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  retry: RetryPolicy = DEFAULT_RETRY,
): ApiClient {
  const once = async <T>(
    method: string,
    path: string,
    options: ApiRequestOptions,
    signal: AbortSignal | undefined,
  ): Promise<T> => {
    const { body, contentType } = bodyOf(options);
    const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
    const signals = [signal, timeout].filter((entry): entry is AbortSignal => entry !== undefined);
    let response: Response;
    try {
      response = await fetchImpl(`/api${path}`, {
        method,
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          ...(contentType ? { 'Content-Type': contentType } : {}),
          ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
          ...options.headers,
        },
        body: body ?? null,
        signal: signals.length > 1 ? AbortSignal.any(signals) : (signals[0] ?? null),
      });
    } catch (error) {
      // The caller's own abort stays an AbortError; a timeout or a network failure is an answer.
      if (signal?.aborted) throw error;
      const timedOut = timeout?.aborted ?? false;
      if (isAbort(error) && !timedOut) throw error;
      throw new ApiError(0, null, timedOut ? 'No answer in time' : 'No answer', {
        network: !timedOut,
        timedOut,
      });
    }
    const parsed = await readBody(response);
    if (!response.ok)
      throw new ApiError(response.status, parsed, undefined, {
        requestId: response.headers.get('x-request-id'),
      });
    return parsed as T;
  };

  const send = async <T>(
    method: string,
    path: string,
    options: ApiRequestOptions = {},
    signal = options.signal,
  ): Promise<T> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await once<T>(method, path, options, signal);
      } catch (error) {
        const again =
          options.idempotencyKey !== undefined &&
          attempt < retry.retries &&
          error instanceof ApiError &&
          error.isRetryable;
        if (!again) throw error;
        await retry.sleep(backOffMs(retry, attempt), signal);
      }
    }
  };

  return {
    get: <T>(path: string, options: ApiRequestOptions = {}) =>
      cache.fetch<T>(
        `GET ${path}`,
        (signal) => send<T>('GET', path, options, signal),
        options.signal ? { signal: options.signal } : {},
      ),
    post: (path, options) => send('POST', path, options),
    put: (path, options) => send('PUT', path, options),
    delete: (path, options) => send('DELETE', path, options),
  };
}
