// One undici dispatcher per upstream, each with connect, headers and body
// timeouts, so that a slow or dead upstream never holds a request or a socket for long.
import { Agent } from 'undici';
import type { Config } from '#server/config.ts';
import { createCatalogCache, type CatalogCache } from './catalog-cache.ts';
import { UPSTREAM_NAMES, type UpstreamName } from './upstream-map.ts';

export interface Upstreams {
  dispatcher(name: UpstreamName): Agent;
  /** The per-call deadline for proxied calls (config.upstreamTimeoutMs). */
  timeoutMs: number;
  /** The public catalog's answers kept in this process; null when CATALOG_CACHE_SECONDS is 0. */
  catalog: CatalogCache | null;
  close(): Promise<void>;
}

export function createUpstreams(config: Config): Upstreams {
  const timeoutMs = config.upstreamTimeoutMs;
  const agents = new Map<UpstreamName, Agent>();
  for (const name of UPSTREAM_NAMES) {
    agents.set(
      name,
      new Agent({
        connect: { timeout: Math.min(timeoutMs, 2000) },
        // A backstop only: the call's own deadline (call.ts) decides, after a last look at the
        // socket, so undici's timer must not fire first on a busy process. A booking's deadline
        // is the longest (BOOKING_TIMEOUT_MS).
        headersTimeout: Math.max(timeoutMs, config.bookingTimeoutMs) + 1000,
        // Between body chunks; media streams longer than the deadline are fine as long as they flow.
        bodyTimeout: Math.max(timeoutMs, 10_000),
        keepAliveTimeout: 10_000,
        connections: 64,
      }),
    );
  }
  const catalog =
    config.catalogCacheSeconds > 0
      ? createCatalogCache({
          freshMs: config.catalogCacheSeconds * 1000,
          staleMs: config.catalogCacheStaleSeconds * 1000,
        })
      : null;
  return {
    timeoutMs,
    catalog,
    dispatcher(name) {
      return agents.get(name)!;
    },
    async close() {
      catalog?.clear();
      await Promise.all(
        [...agents.values()].map((agent) => agent.close().catch(() => agent.destroy())),
      );
    },
  };
}
