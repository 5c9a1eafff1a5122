// The data of a page for client navigation, in one request: GET /_data?path=<pathname+query>
// (shared/data/route-data.ts). The route's loader runs here, as for a page render, with the
// request's own API client, context and "client left" signal (server/context/request-context.ts),
// so a navigation makes one request from the browser instead of one per platform call, each a
// round trip on a phone's network. The answer streams: the route's line as soon as the loader
// returns, then each deferred part as it settles. createApp mounts it before the render handler.
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Config } from '#server/config.ts';
import { sendError, webErrors } from '#server/errors.ts';
import { pageRequestOf } from '#server/context/request-context.ts';
import type { RouteState } from '#shared/app/route-state.ts';
import { deferredParts } from '#shared/data/defer.ts';
import { Redirect } from '#shared/data/redirect.ts';
import {
  MAX_ROUTE_DATA_PATH,
  ROUTE_DATA_TYPE,
  type DeferredLine,
  type RouteDataHead,
} from '#shared/data/route-data.ts';
import type { RouteEntry } from '#shared/data/route-types.ts';
import { routes as siteRoutes } from '#shared/routes.ts';
import { loadPageState } from './page-state.ts';

/** As for a page answered 503: its data could not be loaded; come back in a moment. */
const RETRY_AFTER_SECONDS = '30';

export interface DataHandlerOptions {
  config: Config;
  log: Logger;
  /** Tests only: another route table. */
  routes?: readonly RouteEntry[];
}

/**
 * The page address a data request asks for, or why it is refused. Only a path of this site:
 * starting with one slash (never `//host` or `/\host`, which a URL parser reads as another
 * host), no longer than any address the site makes, and decodable.
 */
export function dataTarget(raw: unknown, siteUrl: string): URL | string {
  if (typeof raw !== 'string' || raw === '')
    return 'The path parameter is required: the page address, starting with a slash.';
  if (raw.length > MAX_ROUTE_DATA_PATH)
    return `The path parameter is too long (at most ${MAX_ROUTE_DATA_PATH} characters).`;
  if (!raw.startsWith('/') || /^\/[/\\]/.test(raw))
    return 'The path parameter must be a path of this site, starting with a single slash.';
  const site = new URL(siteUrl);
  let url: URL;
  try {
    url = new URL(raw, site);
    decodeURIComponent(url.pathname);
  } catch {
    return 'The path parameter is not a valid address.';
  }
  if (url.origin !== site.origin)
    return 'The path parameter must be a path of this site, starting with a single slash.';
  url.hash = '';
  return url;
}

/**
 * Reads and checks the `path` parameter before the request context is made, which reads the
 * page's own query (the corporate rate id, the template) from the target, not from /_data's.
 */
export function dataTargetCheck(config: Config): RequestHandler {
  return (req, res, next) => {
    res.locals.routePattern = 'data';
    res.setHeader('Cache-Control', 'private, no-store');
    // The site's own pages only: a browser says where a request comes from.
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite && fetchSite !== 'same-origin') {
      sendError(res, webErrors.forbiddenOrigin);
      return;
    }
    const target = dataTarget(req.query.path, config.siteUrl);
    if (typeof target === 'string') {
      sendError(res, webErrors.badRequest, { message: target });
      return;
    }
    res.locals.pageUrl = target;
    next();
  };
}

export function createDataHandler(options: DataHandlerOptions): RequestHandler {
  const { config, log } = options;
  const routes = options.routes ?? siteRoutes;
  return async (req, res, next) => {
    const { api, context, signal } = pageRequestOf(res);
    const url = res.locals.pageUrl as URL;
    const requestLog = (req as Request & { log?: Logger }).log ?? log;

    let head: RouteDataHead;
    let state: RouteState | null = null;
    try {
      // Loaders stop when the browser goes away (a navigation superseded aborts its request).
      state = await loadPageState(routes, url, { api, context, signal }, config, requestLog);
      head = { routeId: state.routeId, status: state.status, data: state.data };
    } catch (error) {
      if (signal.aborted) return;
      if (!(error instanceof Redirect)) {
        next(error);
        return;
      }
      head = { redirect: error.location };
    }
    if (signal.aborted) return;
    // Labelled by route type, as the page render's metrics are (never the URL).
    res.locals.routePattern = `data ${routeType(state)}`;

    res.status(state?.status ?? 200);
    res.setHeader('Content-Type', `${ROUTE_DATA_TYPE}; charset=utf-8`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (state?.status === 503) res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
    await streamLines(res, head, state ? deferredParts(state.data) : [], config.renderTimeoutMs);
  };
}

function routeType(state: RouteState | null): string {
  if (!state) return 'redirect';
  return state.routeId ?? (state.status === 404 ? 'not-found' : 'error');
}

type Writable = Parameters<RequestHandler>[1] & { flush?: () => void };

/**
 * The head, then each deferred part as it settles, each line flushed through compression at
 * once (as the page stream flushes each part). A part still pending after `timeoutMs`, the page
 * render's bound, is left out: the browser shows it as unavailable.
 */
async function streamLines(
  res: Writable,
  head: RouteDataHead,
  parts: { deferred: string; promise: Promise<DeferredLine['settled']> }[],
  timeoutMs: number,
): Promise<void> {
  const write = (line: unknown) => {
    if (res.destroyed || res.writableEnded) return;
    res.write(`${JSON.stringify(line)}\n`);
    res.flush?.();
  };
  write(head);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  const closed = new Promise<void>((resolve) => res.once('close', resolve));
  await Promise.race([
    Promise.all(
      parts.map((part) =>
        part.promise.then((settled) => write({ key: part.deferred, settled } as DeferredLine)),
      ),
    ),
    timedOut,
    closed,
  ]);
  clearTimeout(timer);
  if (!res.destroyed && !res.writableEnded) res.end();
}
