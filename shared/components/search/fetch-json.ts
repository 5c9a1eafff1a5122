// The search widgets' calls go through the site's /api proxy (as the other chrome components do).
import { ApiError } from '../../data/api-client.ts';

export async function getJson<T>(path: string, options: { signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(`/api${path}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal: options.signal ?? null,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

export const browserJson = { get: getJson };
