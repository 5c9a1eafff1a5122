// From a URL to what the document shows: the matched route, its page module, its loader data,
// its resolved head and the HTTP status. Shared by the server render, hydration and navigation
// (whose loaders run on the site too: server/render/data-handler.ts).
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { pageTitle, resolveHead, type ResolvedHead, type SeoInput } from '../head/seo.ts';
import { PageNotFound } from '../data/page-not-found.ts';
import { Redirect } from '../data/redirect.ts';
import type { PublicConfig } from '../data/public-config.ts';
import type { LoaderArgs, PageProps, RouteEntry, RouteParams } from '../data/route-types.ts';

export interface RouteState {
  /** pathname + search: what this state was loaded for. */
  key: string;
  routeId: string | null;
  status: 200 | 404 | 500 | 503;
  params: RouteParams;
  Page: ComponentType<PageProps<unknown>> | null;
  data: unknown;
  head: ResolvedHead;
}

export interface RouteMatch {
  route: RouteEntry;
  params: RouteParams;
}

export const locationKey = (url: URL): string => url.pathname + url.search;

/**
 * Matches of recent pathnames, per route table: react-router's matchRoutes flattens and ranks
 * the whole table on every call (profiled: ~2 % of a page's render). Each caller gets its
 * own params object.
 */
const MATCH_CACHE_SIZE = 500;
const matchCaches = new WeakMap<readonly RouteEntry[], Map<string, RouteMatch | null>>();

export function matchRoute(routes: readonly RouteEntry[], pathname: string): RouteMatch | null {
  let cache = matchCaches.get(routes);
  if (!cache) {
    cache = new Map();
    matchCaches.set(routes, cache);
  }
  let match = cache.get(pathname);
  if (match === undefined) {
    match = matchUncached(routes, pathname);
    if (cache.size >= MATCH_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(pathname, match);
  }
  return match && { route: match.route, params: { ...match.params } };
}

function matchUncached(routes: readonly RouteEntry[], pathname: string): RouteMatch | null {
  const matches = matchRoutes(
    routes.map((route) => ({ id: route.id, path: route.path })),
    pathname,
  );
  const last = matches?.at(-1);
  const route = last && routes.find((entry) => entry.id === last.route.id);
  return route && last ? { route, params: last.params } : null;
}

const NOT_FOUND_SEO: SeoInput = {
  seoTitle: pageTitle('Page Not Found'),
  robotsDirectives: 'noindex, follow',
};
const ERROR_SEO: SeoInput = {
  seoTitle: pageTitle('Something Went Wrong'),
  robotsDirectives: 'noindex, follow',
};

export function notFoundState(url: URL, site: PublicConfig): RouteState {
  return {
    key: locationKey(url),
    routeId: null,
    status: 404,
    params: {},
    Page: null,
    data: null,
    head: resolveHead(NOT_FOUND_SEO, { ...site, pathname: url.pathname }),
  };
}

export function errorState(
  url: URL,
  site: PublicConfig,
  routeId: string | null = null,
): RouteState {
  return {
    key: locationKey(url),
    routeId,
    status: 500,
    params: {},
    Page: null,
    data: null,
    head: resolveHead(ERROR_SEO, { ...site, pathname: url.pathname }),
  };
}

/** The state for loaded data (hydration passes the data from the handoff). */
export function readyState(
  match: RouteMatch,
  Page: RouteState['Page'],
  data: unknown,
  url: URL,
  site: PublicConfig,
): RouteState {
  const unavailable = match.route.unavailable?.(data) ?? false;
  const seo = match.route.head(data, { params: match.params, url });
  return {
    key: locationKey(url),
    routeId: match.route.id,
    status: unavailable ? 503 : 200,
    params: match.params,
    Page,
    data,
    head: resolveHead(unavailable ? { ...seo, robotsDirectives: 'noindex, follow' } : seo, {
      ...site,
      pathname: url.pathname,
    }),
  };
}

export interface LoadOptions extends Omit<LoaderArgs, 'params' | 'url'> {
  site: PublicConfig;
}

/**
 * Loads the page module and its loader data in parallel. A loader that throws PageNotFound gives
 * the 404 state, a Redirect propagates to the caller (302 for a page, a redirect line for a
 * navigation's data request, which the browser follows by replacing the location), any other
 * throw the error state (status 500); an abort propagates so nothing renders for a request that
 * is gone.
 */
export async function loadRouteState(
  routes: readonly RouteEntry[],
  url: URL,
  options: LoadOptions,
): Promise<RouteState> {
  const match = matchRoute(routes, url.pathname);
  if (!match) return notFoundState(url, options.site);
  const args: LoaderArgs = {
    api: options.api,
    context: options.context,
    params: match.params,
    url,
    signal: options.signal,
    sanitizer: options.sanitizer,
  };
  try {
    const [module, data] = await Promise.all([match.route.lazy(), match.route.loader(args)]);
    return readyState(match, module.Page, data, url, options.site);
  } catch (error) {
    if (options.signal.aborted || error instanceof Redirect) throw error;
    if (error instanceof PageNotFound) return notFoundState(url, options.site);
    throw new LoaderError(match.route.id, error);
  }
}

/** A loader or page module failed: the caller logs `cause` and renders the error state. */
export class LoaderError extends Error {
  constructor(
    readonly routeId: string,
    override readonly cause: unknown,
  ) {
    super(`Loading route ${routeId} failed`);
    this.name = 'LoaderError';
  }
}
