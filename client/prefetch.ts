// The code of the page a guest reaches for starts loading before the click: a pointer over a
// link, a touch on it, or focus on it (the keyboard) fetches its route's page module, and so does
// the guest starting a search (focus in a search form fetches the result page's). On a phone's
// network each module is a round trip and a page's modules come in a chain of them, so a click
// then waits for the data alone. Nothing is fetched before the guest does something: the first
// load stays as it is. The data is not asked for on intent: it costs the platform calls of a page
// (rates, reviews) for every link a pointer crosses, and a search's address is only known once
// it is sent. Loaders run on the site (client/navigation-data.ts), so no loader code is fetched.
import { matchRoute } from '#shared/app/route-state.ts';
import type { RouteEntry } from '#shared/data/route-types.ts';

const asked = new Set<string>();

function preload(route: RouteEntry): void {
  if (asked.has(route.id)) return;
  asked.add(route.id);
  void route.lazy().catch(() => undefined);
}

/** Listens on the document for the guest reaching for a link or a search. */
export function preloadOnIntent(routes: readonly RouteEntry[], searchRouteId: string): void {
  const reached = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (target.closest('form[role="search"]')) {
      const route = routes.find((entry) => entry.id === searchRouteId);
      if (route) preload(route);
      return;
    }
    const link = target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (link.target && link.target !== '_self') return;
    const match = matchRoute(routes, link.pathname);
    if (match) preload(match.route);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'])
    document.addEventListener(type, reached, { capture: true, passive: true });
}
