// The root tree in the browser: the first state comes from the server's handoff (no refetch);
// each later location is loaded through the data layer before it is shown — the previous
// navigation aborted, "slow" announced after 3 s (5 s on a slow connection), and the data
// revalidated when the window regains focus, at most every 5 s. A navigation that takes
// longer than an instant shows the progress bar and dims the page it replaces.
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Redirect } from '#shared/data/redirect.ts';
import { App } from '#shared/app/app.tsx';
import type { PublicConfig } from '#shared/data/public-config.ts';
import type { ApiClient } from '#shared/data/api-client.ts';
import type { DocumentAssets } from '#shared/app/document.tsx';
import { errorState, locationKey, type RouteState } from '#shared/app/route-state.ts';
import type { ShellData } from '#shared/data/shell-data.ts';
import {
  NavigationStatusContext,
  onNavigationStarted,
  type NavigationStatus,
} from '#shared/data/navigation-status.tsx';
import {
  onFocusRevalidate,
  PROGRESS_AFTER_MS,
  Superseder,
  watchSlow,
} from '#shared/data/timing.ts';

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
  const [pending, setPending] = useState(false);
  // The same page for new data (a result list for new dates): its parts still streaming keep
  // what they show, marked pending, until the new values are in (a transition), not skeletons.
  const [settling, startSettling] = useTransition();
  const navigations = useRef(new Superseder());
  const loadedAt = useRef(Date.now());
  const shownKey = useRef(initial.key);
  const shownRoute = useRef(initial.routeId);
  /** A navigation's state, until its render has committed (then onNavigated runs). */
  const arriving = useRef<RouteState | null>(null);
  const waiters = useRef<(() => void)[]>([]);
  const wanted = location.pathname + location.search;

  const whenShown = useCallback(
    () =>
      new Promise<void>((resolve) => {
        if (shownKey.current === window.location.pathname + window.location.search) resolve();
        else waiters.current.push(resolve);
      }),
    [],
  );
  const navigation = useMemo<NavigationStatus>(
    () => ({ pending: pending || settling, shown: state.key, whenShown }),
    [pending, settling, state.key, whenShown],
  );

  const show = useCallback(
    (url: URL, fresh: boolean): Promise<void> => {
      const signal = navigations.current.start();
      const loading = load(url, signal, fresh);
      const stopSlow = watchSlow(loading, () => setSlow(true), slowAfterMs());
      // A revalidation keeps the page as it is; a navigation that is not instant shows the bar.
      const stopProgress = fresh
        ? () => undefined
        : watchSlow(loading, () => setPending(true), PROGRESS_AFTER_MS);
      return loading
        .then(
          (next) => {
            if (signal.aborted) return;
            shownKey.current = next.key;
            loadedAt.current = Date.now();
            if (!fresh) arriving.current = next;
            if (!fresh && next.routeId !== null && next.routeId === shownRoute.current)
              startSettling(() => setState(next));
            else setState(next);
            shownRoute.current = next.routeId;
          },
          (error: unknown) => {
            if (signal.aborted || isAbort(error)) return;
            if (error instanceof Redirect) {
              void navigate(error.location, { replace: true });
              return;
            }
            shownKey.current = locationKey(url);
            const failed = errorState(url, site);
            shownRoute.current = null;
            if (!fresh) arriving.current = failed;
            setState(failed);
          },
        )
        .finally(() => {
          stopSlow();
          stopProgress();
          if (!signal.aborted) {
            setSlow(false);
            setPending(false);
          }
        });
    },
    [load, slowAfterMs, site, navigate],
  );

  // Once the new page has rendered: focus, scroll and the page view (entry.client.tsx).
  useEffect(() => {
    if (arriving.current !== state) return;
    arriving.current = null;
    onNavigated?.(state);
  }, [state, onNavigated]);

  // Whoever waits for the page of the current address to show (navigation-status.tsx).
  useEffect(() => {
    if (wanted !== shownKey.current) return;
    for (const resolve of waiters.current.splice(0)) resolve();
  }, [wanted, state]);

  useEffect(() => {
    // Back to what is shown while a navigation is pending: that navigation is superseded.
    if (wanted === shownKey.current) {
      navigations.current.start();
      setSlow(false);
      setPending(false);
      return;
    }
    void show(new URL(wanted, window.location.origin), false);
  }, [wanted, show]);

  // The pending clock starts at the click (navigation-status.tsx): if, an instant later, the page
  // for the address is still not on screen, the bar shows. A click that did not navigate, or a
  // page shown at once, leaves the address and the page the same, and nothing shows.
  useEffect(
    () =>
      onNavigationStarted(() => {
        setTimeout(() => {
          const current = window.location.pathname + window.location.search;
          if (current !== shownKey.current) setPending(true);
        }, PROGRESS_AFTER_MS);
      }),
    [],
  );

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

  // The page tree re-renders for a new state, not for a new address or a pending navigation
  // (those reach only the parts that read them), so the bar answers a click at once.
  const app = useMemo(
    () => (
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
    ),
    [state, shell, assets, nonce, handoffJson, api, site, slow],
  );
  return (
    <NavigationStatusContext.Provider value={navigation}>{app}</NavigationStatusContext.Provider>
  );
}
