// The state of the route a page request asks for, as the page render and a navigation's data
// request (data-handler.ts) both load it: the route's loader runs with the request's API client,
// context and "client left" signal, and the server's rich-text cleaner. A loader that fails is
// logged and gives the error state (500); a redirect or an abort goes on to the caller.
import type { Logger } from 'pino';
import type { Config } from '#server/config.ts';
import type { PageRequest } from '#server/context/request-context.ts';
import {
  errorState,
  LoaderError,
  loadRouteState,
  type RouteState,
} from '#shared/app/route-state.ts';
import { richTextSanitizer } from '#shared/data/rich-text.server.ts';
import type { RouteEntry } from '#shared/data/route-types.ts';

export function loadPageState(
  routes: readonly RouteEntry[],
  url: URL,
  { api, context, signal }: Pick<PageRequest, 'api' | 'context' | 'signal'>,
  config: Config,
  log: Logger,
): Promise<RouteState> {
  return loadRouteState(routes, url, {
    api,
    context,
    signal,
    sanitizer: richTextSanitizer,
    site: config.publicConfig,
  }).catch((error: unknown) => {
    if (!(error instanceof LoaderError)) throw error;
    log.error({ err: error.cause, route: error.routeId }, 'route loader failed');
    return errorState(url, config.publicConfig, error.routeId);
  });
}
