// The browser's ApiClient (shared/data/api-client.ts): `fetch('/api' + path)` with same-origin
// credentials, so the proxy adds the session's bearer token from the httpOnly cookie. GETs go
// through the request cache (spec §9: identical requests within 2 s share one call).
import { ApiError, type ApiClient, type ApiRequestOptions } from '#shared/data/api-client.ts';
import type { RequestCache } from '#shared/data/request-cache.ts';

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json();
  return response.text();
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

export function createBrowserApiClient(
  cache: RequestCache,
  fetchImpl: typeof fetch = fetch,
): ApiClient {
  const send = async <T>(
    method: string,
    path: string,
    options: ApiRequestOptions = {},
    signal = options.signal,
  ): Promise<T> => {
    const { body, contentType } = bodyOf(options);
    const response = await fetchImpl(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(contentType ? { 'Content-Type': contentType } : {}),
        ...options.headers,
      },
      body: body ?? null,
      signal: signal ?? null,
    });
    const parsed = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, parsed);
    return parsed as T;
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
