// No platform token ever reaches page JavaScript: every JSON
// body the browser can see — proxied responses and loader data handed to the page — loses its
// access tokens, wherever they sit.
const TOKEN_KEYS = new Set(['accessToken', 'access_token', 'refreshToken']);

export function stripAccessTokens<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => stripAccessTokens(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (TOKEN_KEYS.has(key)) continue;
    out[key] = stripAccessTokens(item);
  }
  return out as T;
}

/** Parses a JSON text and strips its tokens; null when the text is not JSON. */
export function sanitizeJsonText(text: string): string | null {
  try {
    return JSON.stringify(stripAccessTokens(JSON.parse(text) as unknown));
  } catch {
    return null;
  }
}

/**
 * False when a JSON text cannot hold a token key: each key contains "oken", unless written with
 * \u escapes. Most answers hold none, and are then not copied (copying every answer showed up in profiles).
 */
export function mayHoldAccessTokens(text: string): boolean {
  return text.includes('oken') || text.includes('\\u');
}
