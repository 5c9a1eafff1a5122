// Reads a Deferred (shared/data/defer.ts) inside <Suspense>: the server streams the content when
// it settles, with its value in a JSON script so the browser hydrates without refetching.
import { Suspense, use, type ReactNode } from 'react';
import { deferredScriptId, type Deferred, type Settled } from '../data/defer.ts';
import { escapeJson } from '../data/handoff.ts';
import { useNonce } from '../head/nonce.tsx';

interface AwaitProps<T> {
  resolve: Deferred<T>;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
  /** Shown when the data failed; receives the friendly message. */
  errorElement?: (message: string) => ReactNode;
  /**
   * False for a second reader of a value another <Await> on the page already hands to the
   * browser (one JSON script per key).
   */
  handsOver?: boolean;
}

export function Await<T>({
  resolve,
  fallback,
  children,
  errorElement,
  handsOver = true,
}: AwaitProps<T>) {
  return (
    <Suspense fallback={fallback}>
      <Resolved resolve={resolve} errorElement={errorElement} handsOver={handsOver}>
        {children}
      </Resolved>
    </Suspense>
  );
}

/**
 * A value a part of the page shows: still streaming (a Deferred, read by a small boundary of the
 * part's own, whose JSON another reader hands over: see HandOver), settled already (a list that
 * waited for it), or none at all (null).
 */
export type Streaming<T> = Deferred<T> | Settled<T> | null;

/**
 * Shows `children` with the settled value: at once when it is known, else behind a Suspense
 * boundary of its own with `fallback` (a skeleton) while it streams. Many small readers of one
 * Deferred stream only their own markup; the value's JSON travels once, by <HandOver>.
 */
export function Streamed<T>({
  source,
  fallback,
  children,
}: {
  source: Streaming<T>;
  fallback: ReactNode;
  children: (settled: Settled<T> | null) => ReactNode;
}) {
  if (source && 'deferred' in source)
    return (
      <Await
        resolve={source}
        fallback={fallback}
        handsOver={false}
        errorElement={(message) => children({ ok: false, message })}
      >
        {(value) => children({ ok: true, value })}
      </Await>
    );
  return <>{children(source)}</>;
}

/** Hands a Deferred's settled value to the browser (its JSON script) and shows nothing. */
export function HandOver<T>({ resolve }: { resolve: Deferred<T> }) {
  return (
    <Await resolve={resolve} fallback={null} errorElement={() => null}>
      {() => null}
    </Await>
  );
}

function Resolved<T>({
  resolve,
  children,
  errorElement,
  handsOver,
}: Omit<AwaitProps<T>, 'fallback'>) {
  const settled = use(resolve.promise);
  const nonce = useNonce();
  return (
    <>
      {settled.ok ? (
        children(settled.value)
      ) : errorElement ? (
        errorElement(settled.message)
      ) : (
        <p role="status">{settled.message}</p>
      )}
      {handsOver ? (
        <script
          type="application/json"
          id={deferredScriptId(resolve.deferred)}
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: escapeJson(JSON.stringify(settled)) }}
        />
      ) : null}
    </>
  );
}
