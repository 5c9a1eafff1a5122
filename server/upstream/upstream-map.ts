// Which upstream serves a path of the site's /api namespace (docs/decisions/0002). The browser
// and server-side loaders use the same path shapes; only the base differs per upstream.
import type { Config } from '#server/config.ts';

export type UpstreamName = 'api' | 'site-api' | 'api-v2' | 'reviews' | 'media';

export const UPSTREAM_NAMES: readonly UpstreamName[] = [
  'api',
  'site-api',
  'api-v2',
  'reviews',
  'media',
];

export interface ResolvedUpstream {
  upstream: UpstreamName;
  /** The absolute upstream URL, query string included. */
  url: URL;
}

export function upstreamBase(config: Config, name: UpstreamName): string {
  switch (name) {
    case 'api':
      return config.apiUrl;
    case 'site-api':
      return config.siteApiUrl;
    case 'api-v2':
      return config.apiV2Url;
    case 'reviews':
      return config.reviewsUrl;
    case 'media':
      return config.mediaUrl;
  }
}

// Prefix → upstream; the prefix is removed for every upstream except {api}, whose paths
// (/v1, /v2, /site) are the platform's own. The newsletter provider is not among them: the
// browser signs up through the platform's double opt-in, and the platform alone
// hands confirmed addresses to the provider.
const PREFIXES: { prefix: string; upstream: UpstreamName; keep: boolean }[] = [
  { prefix: '/v1/', upstream: 'api', keep: true },
  { prefix: '/v2/', upstream: 'api', keep: true },
  { prefix: '/site/', upstream: 'api', keep: true },
  { prefix: '/site-api/', upstream: 'site-api', keep: false },
  { prefix: '/api-v2/', upstream: 'api-v2', keep: false },
  { prefix: '/reviews/', upstream: 'reviews', keep: false },
];

/**
 * Maps '/v1/...', '/site-api/...' etc. (with an optional query string) to its upstream URL, or
 * null when the path belongs to no upstream or tries to climb out of its prefix.
 */
export function resolveApiPath(config: Config, pathAndQuery: string): ResolvedUpstream | null {
  const queryAt = pathAndQuery.indexOf('?');
  const pathname = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const search = queryAt === -1 ? '' : pathAndQuery.slice(queryAt);
  if (!isSafePath(pathname)) return null;
  const match = PREFIXES.find(({ prefix }) => pathname.startsWith(prefix));
  if (!match) return null;
  const rest = match.keep ? pathname : pathname.slice(match.prefix.length - 1);
  return {
    upstream: match.upstream,
    url: new URL(upstreamBase(config, match.upstream) + rest + search),
  };
}

/** '/images/...' of the site's /media → the media host. */
export function resolveMediaPath(config: Config, pathAndQuery: string): ResolvedUpstream | null {
  const queryAt = pathAndQuery.indexOf('?');
  const pathname = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  if (!pathname.startsWith('/') || !isSafePath(pathname)) return null;
  return { upstream: 'media', url: new URL(config.mediaUrl + pathAndQuery) };
}

// No dot segments (raw or encoded), no backslashes, no double slashes: a path may not leave the
// upstream's base or reach another host.
function isSafePath(pathname: string): boolean {
  if (!pathname.startsWith('/') || pathname.includes('\\') || pathname.includes('//')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return (
    !decoded.split('/').some((segment) => segment === '.' || segment === '..') &&
    !decoded.includes('\\')
  );
}
