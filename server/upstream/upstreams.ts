// One undici dispatcher per upstream (STYLE.md practice 7), each with connect, headers and body
// timeouts, so that a slow or dead upstream never holds a request or a socket for long.
import { Agent } from 'undici';
import type { Config } from '#server/config.ts';
import { UPSTREAM_NAMES, type UpstreamName } from './upstream-map.ts';

export interface Upstreams {
  dispatcher(name: UpstreamName): Agent;
  /** The per-call deadline for proxied calls (config.upstreamTimeoutMs). */
  timeoutMs: number;
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
        headersTimeout: timeoutMs,
        // Between body chunks; media streams longer than the deadline are fine as long as they flow.
        bodyTimeout: Math.max(timeoutMs, 10_000),
        keepAliveTimeout: 10_000,
        connections: 64,
      }),
    );
  }
  return {
    timeoutMs,
    dispatcher(name) {
      return agents.get(name)!;
    },
    async close() {
      await Promise.all(
        [...agents.values()].map((agent) => agent.close().catch(() => agent.destroy())),
      );
    },
  };
}
