// Reads a Deferred (shared/data/defer.ts) inside <Suspense>: the server streams the content when
// it settles, with its value in a JSON script so the browser hydrates without refetching.
import { Suspense, use, type ReactNode } from 'react';
import { deferredScriptId, type Deferred } from '../data/defer.ts';
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
