// The browser's data layer (timings), hand-built:
// identical requests within 2 s share one call, a caller that goes away stops waiting (and the
// call is aborted when nobody waits any more), and a request can be primed from the handoff so
// hydration never refetches.
export const DEDUPE_MS = 2_000;

interface Entry {
  promise: Promise<unknown>;
  startedAt: number;
  controller: AbortController;
  waiters: number;
  settled: boolean;
}

export interface RequestCacheOptions {
  dedupeMs?: number;
  now?: () => number;
}

export interface FetchOptions {
  signal?: AbortSignal;
  /** Ignore a deduplicated answer (focus revalidation). */
  fresh?: boolean;
}

const abortError = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

export class RequestCache {
  private readonly entries = new Map<string, Entry>();
  private readonly dedupeMs: number;
  private readonly now: () => number;

  constructor(options: RequestCacheOptions = {}) {
    this.dedupeMs = options.dedupeMs ?? DEDUPE_MS;
    this.now = options.now ?? Date.now;
  }

  /** Seeds an answer as if it had just been fetched (the server's loader data). */
  prime(key: string, value: unknown): void {
    this.entries.set(key, {
      promise: Promise.resolve(value),
      startedAt: this.now(),
      controller: new AbortController(),
      waiters: 0,
      settled: true,
    });
  }

  fetch<T>(
    key: string,
    run: (signal: AbortSignal) => Promise<T>,
    options: FetchOptions = {},
  ): Promise<T> {
    if (options.signal?.aborted) return Promise.reject(abortError(options.signal));
    let entry = this.entries.get(key);
    // Dedupe identical requests within 2 s of the first one.
    if (!entry || options.fresh || this.now() - entry.startedAt >= this.dedupeMs) {
      const controller = new AbortController();
      const created: Entry = {
        promise: Promise.resolve(),
        startedAt: this.now(),
        controller,
        waiters: 0,
        settled: false,
      };
      created.promise = run(controller.signal).then(
        (value) => {
          created.settled = true;
          return value;
        },
        (error: unknown) => {
          created.settled = true;
          // A failure is never reused: the next caller tries again.
          if (this.entries.get(key) === created) this.entries.delete(key);
          throw error;
        },
      );
      this.entries.set(key, created);
      entry = created;
    }
    return this.wait(key, entry, options.signal) as Promise<T>;
  }

  private wait(key: string, entry: Entry, signal: AbortSignal | undefined): Promise<unknown> {
    if (!signal) return entry.promise;
    entry.waiters += 1;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        entry.waiters -= 1;
        // Nobody waits for an unfinished call any more: cancel it and forget it.
        if (entry.waiters === 0 && !entry.settled) {
          entry.controller.abort(abortError(signal));
          if (this.entries.get(key) === entry) this.entries.delete(key);
        }
        reject(abortError(signal));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      entry.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          entry.waiters -= 1;
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          entry.waiters -= 1;
          reject(error);
        },
      );
    });
  }
}
