// The root tree in the browser: the first state comes from the server's handoff (no refetch);
// each later location is loaded through the data layer before it is shown — the previous
// navigation aborted, "slow" announced after 3 s (5 s on a slow connection), and the data
// revalidated when the window regains focus, at most every 5 s (spec §9).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Redirect } from '#shared/data/redirect.ts';
import { App } from '#shared/app/app.tsx';
import type { PublicConfig } from '#shared/data/public-config.ts';
import type { ApiClient } from '#shared/data/api-client.ts';
import type { DocumentAssets } from '#shared/app/document.tsx';
import { errorState, locationKey, type RouteState } from '#shared/app/route-state.ts';
import type { ShellData } from '#shared/data/shell-data.ts';
import { onFocusRevalidate, Superseder, watchSlow } from '#shared/data/timing.ts';

export const SLOW_MESSAGE = 'Still loading… this is taking longer than usual.';

export interface ClientAppProps {
  initial: RouteState;
  shell: ShellData;
  assets: DocumentAssets;
  nonce: string | undefined;
  handoffJson: string;
  site: PublicConfig;
  /** What components call the platform through (shared/data/app-context.tsx). */
  api: ApiClient;
  /** Loads a location's state; `fresh` bypasses the 2 s dedupe (focus revalidation). */
  load: (url: URL, signal: AbortSignal, fresh: boolean) => Promise<RouteState>;
  slowAfterMs: () => number;
  /** Called after a navigation has rendered (analytics, focus, scroll). */
  onNavigated?: (state: RouteState) => void;
}

const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

export function ClientApp({
  initial,
  shell,
  assets,
  nonce,
  handoffJson,
  site,
  api,
  load,
  slowAfterMs,
  onNavigated,
}: ClientAppProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState(initial);
  const [slow, setSlow] = useState(false);
  const navigations = useRef(new Superseder());
  const loadedAt = useRef(Date.now());
  const shownKey = useRef(initial.key);
  const wanted = location.pathname + location.search;

  const show = useCallback(
    (url: URL, fresh: boolean): Promise<void> => {
      const signal = navigations.current.start();
      const pending = load(url, signal, fresh);
      const stopSlow = watchSlow(pending, () => setSlow(true), slowAfterMs());
      return pending
        .then(
          (next) => {
            if (signal.aborted) return;
            shownKey.current = next.key;
            loadedAt.current = Date.now();
            setState(next);
            if (!fresh) onNavigated?.(next);
          },
          (error: unknown) => {
            if (signal.aborted || isAbort(error)) return;
            if (error instanceof Redirect) {
              void navigate(error.location, { replace: true });
              return;
            }
            shownKey.current = locationKey(url);
            setState(errorState(url, site));
          },
        )
        .finally(() => {
          stopSlow();
          if (!signal.aborted) setSlow(false);
        });
    },
    [load, slowAfterMs, site, onNavigated, navigate],
  );

  useEffect(() => {
    // Back to what is shown while a navigation is pending: that navigation is superseded.
    if (wanted === shownKey.current) {
      navigations.current.start();
      return;
    }
    void show(new URL(wanted, window.location.origin), false);
  }, [wanted, show]);

  useEffect(
    () =>
      onFocusRevalidate(
        window,
        () => void show(new URL(shownKey.current, window.location.origin), true),
        {
          lastLoadedAt: () => loadedAt.current,
        },
      ),
    [show],
  );

  return (
    <App
      state={state}
      shell={shell}
      assets={assets}
      nonce={nonce}
      handoffJson={handoffJson}
      api={api}
      site={site}
      status={slow ? SLOW_MESSAGE : null}
    />
  );
}
