// The browser entry: read the server's handoff, load the first
// page's module, hydrate the whole document under BrowserRouter with the same route table, and
// load later locations through the data layer: one request for a page's data, its loader run on
// the site (client/navigation-data.ts), and the page's module fetched alongside.
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import {
  errorState,
  locationKey,
  matchRoute,
  notFoundState,
  readyState,
  type RouteState,
} from '#shared/app/route-state.ts';
import type { ShellData } from '#shared/data/shell-data.ts';
import { reviveStreamed } from '#shared/data/defer.ts';
import { HANDOFF_SCRIPT_ID, parseHandoff, reviveDeferred } from '#shared/data/handoff.ts';
import { RequestCache } from '#shared/data/request-cache.ts';
import { Redirect } from '#shared/data/redirect.ts';
import type { RouteDataHead } from '#shared/data/route-data.ts';
import { slowAfterMs } from '#shared/data/timing.ts';
import { trackPageView } from '#shared/analytics.ts';
import { routes } from '#shared/routes.ts';
import { createBrowserApiClient } from './browser-api-client.ts';
import { ClientApp } from './client-app.tsx';
import { fetchRouteData } from './navigation-data.ts';
import { ensureStyles } from './styles.ts';
import { preloadOnIntent } from './prefetch.ts';

interface NavigatorWithConnection extends Navigator {
  connection?: { effectiveType?: string; saveData?: boolean };
}

/**
 * After a navigation has rendered, as after a page load: the window at the top (or at the
 * address's #fragment), and focus on the new page's main heading, so a screen reader reads out
 * where the guest has arrived (the main region when the page has no heading).
 */
function showNewPage(hash: string): void {
  const main = document.getElementById('main-content');
  const anchor =
    hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, 0);
  const heading = main?.querySelector<HTMLElement>('h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  } else main?.focus({ preventScroll: true });
}

async function main(): Promise<void> {
  const script = document.getElementById(HANDOFF_SCRIPT_ID);
  if (!(script instanceof HTMLScriptElement) || !script.textContent)
    throw new Error('The page data handoff is missing.');
  const handoffJson = script.textContent;
  const handoff = parseHandoff(handoffJson);
  // The nonce attribute is hidden from the DOM after parsing; the property keeps it.
  const nonce = script.nonce || undefined;
  const site = handoff.publicConfig;
  const url = new URL(window.location.href);

  const cache = new RequestCache();
  const api = createBrowserApiClient(cache);
  // A value whose boundary has not streamed in yet stays pending (shared/data/defer.ts).
  const data = reviveDeferred(handoff.data, (key) => reviveStreamed(document, key));

  let initial: RouteState;
  const match = matchRoute(routes, url.pathname);
  if (handoff.status === 404 || !match) initial = notFoundState(url, site);
  else if (handoff.status === 500) initial = errorState(url, site, handoff.routeId);
  else {
    const module = await match.route.lazy();
    initial = readyState(match, module.Page, data, url, site);
    // Hydration never refetches: the server's loader data answers this location for 2 s.
    const primed: RouteDataHead = { routeId: handoff.routeId, status: initial.status, data };
    cache.prime(`route ${locationKey(url)}`, primed);
  }

  const load = async (target: URL, signal: AbortSignal, fresh: boolean): Promise<RouteState> => {
    const found = matchRoute(routes, target.pathname);
    if (!found) return notFoundState(target, site);
    // The page's module, its stylesheets and its data at once (the module most likely fetched
    // on intent already). The stylesheets are in place before the page shows (no flash of
    // unstyled content).
    const [module, answer] = await Promise.all([
      found.route.lazy(),
      cache.fetch(`route ${locationKey(target)}`, (inner) => fetchRouteData(target, inner), {
        signal,
        fresh,
      }),
      ensureStyles(handoff.assets[found.route.id]?.css ?? []),
    ]);
    if ('redirect' in answer) throw new Redirect(answer.redirect);
    if (answer.status === 404) return notFoundState(target, site);
    if (answer.status === 500) return errorState(target, site, answer.routeId);
    return readyState(found, module.Page, answer.data, target, site);
  };

  // Page views named by the route table's analytics page name.
  const pageView = (state: RouteState) => {
    const route = routes.find((entry) => entry.id === state.routeId);
    trackPageView(
      route?.analyticsPage ?? (state.status === 404 ? '/404' : '/error'),
      window.location.pathname,
      handoff.context.account !== null,
    );
  };
  const navigated = (state: RouteState) => {
    showNewPage(window.location.hash);
    pageView(state);
  };

  // A new address renders at once, not as a transition: the page tree does not depend on it (the
  // state does, loaded first), and the progress bar must answer the click within 100 ms.
  hydrateRoot(
    document,
    <BrowserRouter useTransitions={false}>
      <ClientApp
        initial={initial}
        shell={handoff.shell as ShellData}
        assets={handoff.documentAssets}
        nonce={nonce}
        handoffJson={handoffJson}
        site={site}
        api={api}
        load={load}
        slowAfterMs={() => slowAfterMs((navigator as NavigatorWithConnection).connection)}
        onNavigated={navigated}
      />
    </BrowserRouter>,
  );
  pageView(initial);
  // Real-user page speed: its script is fetched once the page has loaded and the main thread is
  // idle, so it never competes with the page's own work.
  afterLoadWhenIdle(() => {
    void import('./web-vitals.ts')
      .then(({ reportWebVitals }) => reportWebVitals(routeTypeOf(handoff)))
      .catch(() => undefined);
  });
  preloadOnIntent(routes, 'results-city');
}

/** The route type the metrics are labelled with, as the server labels its own (never the URL). */
function routeTypeOf(handoff: { routeId: string; status: number }): string {
  if (handoff.status === 404) return 'not-found';
  if (handoff.status >= 500 || !handoff.routeId) return 'error';
  return handoff.routeId;
}

function afterLoadWhenIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

void main();
