// A page's loader data for client navigation, in one request ("single fetch"): the site runs the
// route's loader on the server (server/render/data-handler.ts) and answers newline-delimited JSON.
// The first line is the route's answer: its id, status and data, with each deferred part as its
// marker; then one line per deferred part as it settles, so slow parts (rates, reviews) arrive as
// they resolve. A loader's redirect is a line of its own. The browser revives the markers into
// Deferred values that settle when their line arrives, so the page shows as soon as the first line
// is in, as a streamed document does.
import { pendingDeferred, type Settled } from './defer.ts';
import { reviveDeferred } from './handoff.ts';

export const ROUTE_DATA_PATH = '/_data';
/** Longer than any address the site makes; anything past it is refused. */
export const MAX_ROUTE_DATA_PATH = 2048;
export const ROUTE_DATA_TYPE = 'application/x-ndjson';

export type RouteDataStatus = 200 | 404 | 500 | 503;

/** The first line: the loaded route (null on a 404 with no route), or where to go instead. */
export type RouteDataHead =
  { routeId: string | null; status: RouteDataStatus; data: unknown } | { redirect: string };

/** Each later line: one deferred part of the data, settled. */
export interface DeferredLine {
  key: string;
  settled: Settled<unknown>;
}

/** The data request for a page address (pathname and query of the site). */
export const routeDataUrl = (target: URL): string =>
  `${ROUTE_DATA_PATH}?${new URLSearchParams({ path: target.pathname + target.search }).toString()}`;

const UNAVAILABLE: Settled<unknown> = {
  ok: false,
  message: 'This information is unavailable right now.',
};

/** Calls `onLine` with each parsed line of a newline-delimited JSON body, as it arrives. */
export async function readLines(
  body: ReadableStream<Uint8Array>,
  onLine: (line: unknown) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const take = (text: string) => {
    buffered += text;
    let end = buffered.indexOf('\n');
    while (end >= 0) {
      const line = buffered.slice(0, end).trim();
      buffered = buffered.slice(end + 1);
      if (line) onLine(JSON.parse(line));
      end = buffered.indexOf('\n');
    }
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    take(decoder.decode(value, { stream: true }));
  }
  take(`${decoder.decode()}\n`);
}

function isHead(line: unknown): line is RouteDataHead {
  if (typeof line !== 'object' || line === null) return false;
  const record = line as Record<string, unknown>;
  if (typeof record.redirect === 'string') return true;
  return (
    (typeof record.routeId === 'string' || record.routeId === null) &&
    typeof record.status === 'number' &&
    'data' in record
  );
}

function isDeferredLine(line: unknown): line is DeferredLine {
  if (typeof line !== 'object' || line === null) return false;
  const record = line as Record<string, unknown>;
  return (
    typeof record.key === 'string' && typeof record.settled === 'object' && record.settled !== null
  );
}

/**
 * Reads a route data answer. Resolves with the head once its line is in, its deferred markers
 * revived into Deferred values that settle as their lines arrive; a part whose line never comes
 * (the stream ended, broke or was aborted) settles as unavailable. Rejects when the body ends or
 * breaks before the head.
 */
export function readRouteData(body: ReadableStream<Uint8Array>): Promise<RouteDataHead> {
  const waiting = new Map<string, (settled: Settled<unknown>) => void>();
  return new Promise<RouteDataHead>((resolve, reject) => {
    let head: RouteDataHead | null = null;
    const onLine = (line: unknown) => {
      if (head === null) {
        if (!isHead(line)) throw new Error('The route data answer does not start with its head.');
        head = 'redirect' in line ? line : { ...line, data: revive(line.data) };
        resolve(head);
      } else if (isDeferredLine(line)) {
        waiting.get(line.key)?.(line.settled);
        waiting.delete(line.key);
      }
    };
    const revive = (data: unknown) =>
      reviveDeferred(data, (key) => {
        const { deferred, settle } = pendingDeferred(key);
        waiting.set(key, settle);
        return deferred;
      });
    const settleTheRest = () => {
      for (const settle of waiting.values()) settle(UNAVAILABLE);
      waiting.clear();
    };
    readLines(body, onLine).then(
      () => {
        settleTheRest();
        if (head === null) reject(new Error('The route data answer ended before its head.'));
      },
      (error: unknown) => {
        settleTheRest();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
