// The other timings for the browser's data layer: "slow" after 3 s (5 s on a slow
// connection), focus revalidation at most every 5 s, and superseded requests aborted.
export const SLOW_MS = 3_000;
export const SLOW_CONNECTION_MS = 5_000;
export const FOCUS_THROTTLE_MS = 5_000;
/**
 * A navigation not done by then shows the progress bar: soon enough to answer the click within
 * 100 ms, late enough that a page the cache answers at once never flashes it.
 */
export const PROGRESS_AFTER_MS = 40;

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** A slow connection is 2g / slow-2g or data saver on (Network Information API). */
export function isSlowConnection(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === '2g' ||
    connection.effectiveType === 'slow-2g'
  );
}

export const slowAfterMs = (connection: NetworkInformationLike | undefined): number =>
  isSlowConnection(connection) ? SLOW_CONNECTION_MS : SLOW_MS;

/** Calls onSlow once if the promise has not settled in time; returns a cancel function. */
export function watchSlow(
  promise: Promise<unknown>,
  onSlow: () => void,
  afterMs: number,
): () => void {
  let settled = false;
  const timer = setTimeout(() => {
    if (!settled) onSlow();
  }, afterMs);
  const stop = () => {
    settled = true;
    clearTimeout(timer);
  };
  promise.then(stop, stop);
  return stop;
}

/** Each start() aborts the signal of the previous one: a navigation supersedes the last. */
export class Superseder {
  private current: AbortController | null = null;

  start(): AbortSignal {
    this.current?.abort(new DOMException('Superseded by a newer request', 'AbortError'));
    this.current = new AbortController();
    return this.current.signal;
  }
}

interface FocusTarget {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/**
 * Revalidate when the window regains focus, at most once every 5 s (counted from the
 * last load, so a page just loaded is not fetched again). Returns a disposer.
 */
export function onFocusRevalidate(
  target: FocusTarget,
  revalidate: () => void,
  options: { throttleMs?: number; now?: () => number; lastLoadedAt?: () => number } = {},
): () => void {
  const throttleMs = options.throttleMs ?? FOCUS_THROTTLE_MS;
  const now = options.now ?? Date.now;
  let last = options.lastLoadedAt?.() ?? now();
  const listener = () => {
    const latest = Math.max(last, options.lastLoadedAt?.() ?? -Infinity);
    if (now() - latest < throttleMs) return;
    last = now();
    revalidate();
  };
  target.addEventListener('focus', listener);
  return () => target.removeEventListener('focus', listener);
}
