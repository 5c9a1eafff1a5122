// A small `defer` for slow, non-critical loader data: the loader
// returns it inside its data, the shell is sent without waiting, and <Await> reads it with
// React 19 `use()` inside <Suspense>, so the server streams it in when it settles.
//
// The promise never rejects: it settles to a result, because an error thrown inside a Suspense
// boundary during server rendering is not caught by error boundaries (React would fall back to
// rendering it on the client). The settled result travels to the browser in a JSON script next
// to the streamed HTML, so hydration reads it instead of refetching.
export type Settled<T> = { ok: true; value: T } | { ok: false; message: string };

/** React reads these fields on a thenable to use its value without suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export interface Deferred<T> {
  readonly deferred: string;
  readonly promise: Promise<Settled<T>>;
}

/** Marker that replaces a Deferred in the JSON handoff. */
export interface DeferredMarker {
  $deferred: string;
}

/**
 * Every Deferred is one of these: in JSON (the handoff) it is its marker, through toJSON, so the
 * handoff is serialised without a replacer function (a replacer made JSON.stringify 2-4× slower on
 * a page's data when profiled).
 */
class DeferredValue<T> implements Deferred<T> {
  constructor(
    readonly deferred: string,
    readonly promise: Promise<Settled<T>>,
  ) {}

  toJSON(): DeferredMarker {
    return { $deferred: this.deferred };
  }
}

export function defer<T>(
  key: string,
  promise: Promise<T>,
  friendlyError = 'This information is unavailable right now.',
): Deferred<T> {
  return new DeferredValue(
    key,
    promise.then(
      (value): Settled<T> => ({ ok: true, value }),
      (): Settled<T> => ({ ok: false, message: friendlyError }),
    ),
  );
}

export function isDeferred(value: unknown): value is Deferred<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { deferred?: unknown }).deferred === 'string' &&
    (value as { promise?: unknown }).promise instanceof Promise
  );
}

export function isDeferredMarker(value: unknown): value is DeferredMarker {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { $deferred?: unknown }).$deferred === 'string' &&
    Object.keys(value).length === 1
  );
}

/** A Deferred already settled (revived in the browser): `use()` returns at once. */
export function settledDeferred<T>(key: string, settled: Settled<T>): Deferred<T> {
  const promise: TrackedPromise<Settled<T>> = Promise.resolve(settled);
  promise.status = 'fulfilled';
  promise.value = settled;
  return new DeferredValue(key, promise);
}

/** The id of the JSON script carrying a settled deferred value. */
export const deferredScriptId = (key: string): string => `__DEFER__${key}`;

/** The part of `document` that reviveStreamed reads (a plain object in unit tests). */
export interface StreamedDocument {
  readonly readyState: DocumentReadyState;
  getElementById(id: string): { textContent: string | null } | null;
  addEventListener(type: 'DOMContentLoaded', listener: () => void, options: { once: true }): void;
}

const NOT_STREAMED = 'This information is unavailable right now.';

function readStreamed<T>(doc: StreamedDocument, key: string): Settled<T> | null {
  const text = doc.getElementById(deferredScriptId(key))?.textContent;
  return text ? (JSON.parse(text) as Settled<T>) : null;
}

/**
 * The browser's Deferred for a marker of the handoff. The entry script is an async module: it
 * can run while the document is still streaming, before the boundary that carries the value
 * (and its JSON script) has arrived. Such a value is not a failure: it stays pending until the
 * document is complete (React keeps the server's HTML of a boundary that suspends while
 * hydrating, and hydrates it once the value is there). Only a value still missing from the
 * complete document settles as unavailable.
 */
export function reviveStreamed<T>(doc: StreamedDocument, key: string): Deferred<T> {
  const settled = readStreamed<T>(doc, key);
  if (settled) return settledDeferred(key, settled);
  if (doc.readyState !== 'loading')
    return settledDeferred<T>(key, { ok: false, message: NOT_STREAMED });
  return new DeferredValue(
    key,
    new Promise<Settled<T>>((resolve) => {
      doc.addEventListener(
        'DOMContentLoaded',
        () => resolve(readStreamed<T>(doc, key) ?? { ok: false, message: NOT_STREAMED }),
        { once: true },
      );
    }),
  );
}

/**
 * A Deferred whose value arrives later by other means (a line of a route data answer,
 * shared/data/route-data.ts): `settle` resolves it; only its first call counts. A value settled
 * before the page renders is read by `use()` at once: React would otherwise show the part's
 * fallback and hold the value back for its reveal throttle (about 300 ms).
 */
export function pendingDeferred<T>(key: string): {
  deferred: Deferred<T>;
  settle: (settled: Settled<T>) => void;
} {
  let resolve: (settled: Settled<T>) => void = () => undefined;
  const promise: TrackedPromise<Settled<T>> = new Promise<Settled<T>>((r) => (resolve = r));
  let done = false;
  const settle = (settled: Settled<T>) => {
    if (done) return;
    done = true;
    promise.status = 'fulfilled';
    promise.value = settled;
    resolve(settled);
  };
  return { deferred: new DeferredValue(key, promise), settle };
}

/** Every Deferred inside loader data (plain objects and arrays), in reading order. */
export function deferredParts(
  value: unknown,
  found: Deferred<unknown>[] = [],
): Deferred<unknown>[] {
  if (isDeferred(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) deferredParts(item, found);
  else if (typeof value === 'object' && value !== null)
    for (const inner of Object.values(value)) deferredParts(inner, found);
  return found;
}
