// The render handler: everything that is not /assets, /api or an ops endpoint ends here
// match the route, run the loaders the shell needs with
// the request's API client, resolve the head, then stream the document. The session, the client
// signal, the API client and the context come from the one page request that
// server/context/request-context.ts made. createApp mounts it last.
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Config } from '#server/config.ts';
import { observeRender } from '#server/ops/metrics.ts';
import { errorState, type RouteState } from '#shared/app/route-state.ts';
import type { RouteEntry } from '#shared/data/route-types.ts';
import { loadShellData, type ShellData } from '#shared/data/shell-data.ts';
import { serializeHandoff, type Handoff } from '#shared/data/handoff.ts';
import { routes as siteRoutes } from '#shared/routes.ts';
import { pageRequestOf } from '#server/context/request-context.ts';
import {
  documentAssetsFor,
  EMPTY_MANIFEST,
  readManifest,
  routeStylesFor,
  type AssetManifest,
} from './manifest.ts';
import { Redirect } from '#shared/data/redirect.ts';
import { deferredPartsReady } from '#shared/components/chrome/deferred-part.tsx';
import { documentElement } from './document-element.tsx';
import { loadPageState } from './page-state.ts';
import { ShellError, streamDocument } from './stream.ts';

/** How soon a page answered 503 (its data unavailable) is worth asking for again. */
const RETRY_AFTER_SECONDS = '30';

export interface RenderHandlerOptions {
  config: Config;
  log: Logger;
  /** Tests only: another route table (e.g. a deliberately slow or throwing page). */
  routes?: readonly RouteEntry[];
  /** Tests only: an asset manifest instead of reading config.clientDir. */
  manifest?: AssetManifest;
}

export function createRenderHandler(options: RenderHandlerOptions): RequestHandler {
  const { config, log } = options;
  const routes = options.routes ?? siteRoutes;
  const initialManifest = options.manifest ?? readManifest(config.clientDir);
  if (!initialManifest) {
    // Without a build the pages still render as plain HTML; production must never get here.
    if (config.production)
      throw new Error(`No asset manifest in ${config.clientDir}; run npm run build`);
    log.warn(
      { clientDir: config.clientDir },
      'no client build found: pages render without scripts (run npm run build)',
    );
  }
  // Production reads the manifest once; development re-reads it, as `npm run dev` rebuilds the
  // client (new hashed names) while the server keeps running.
  const currentAssets = (): AssetManifest =>
    config.production || options.manifest
      ? (initialManifest ?? EMPTY_MANIFEST)
      : (readManifest(config.clientDir) ?? EMPTY_MANIFEST);

  // The chrome's parts that hydrate late in the browser are rendered whole here, never suspended.
  const partsReady = deferredPartsReady();

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const started = process.hrtime.bigint();
    const assets = currentAssets();
    const assetsByRoute = routeStylesFor(assets);
    const { api, context, signal } = pageRequestOf(res);
    const nonce = typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined;
    const url = requestUrl(req.originalUrl, config.siteUrl);
    if (!decodable(url.pathname)) {
      // A bad percent-encoding is the client's mistake: a clear 4xx, never a render.
      res
        .status(400)
        .type('text/plain')
        .send('This address is not valid: it contains a malformed percent-encoding.');
      return;
    }
    const requestLog = (req as Request & { log?: Logger }).log ?? log;

    let state: RouteState;
    let shell: ShellData;
    try {
      await partsReady;
      [state, shell] = await Promise.all([
        // Loaders stop when the client goes away.
        loadPageState(routes, url, { api, context, signal }, config, requestLog),
        loadShellData(api, context),
      ]);
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof Redirect) {
        res.setHeader('Cache-Control', 'no-store');
        res.redirect(302, error.location);
        return;
      }
      next(error);
      return;
    }
    if (signal.aborted) return;
    // The route id labels the request's metrics and names its span (never the URL).
    res.locals.routePattern = state.routeId ?? (state.status === 404 ? 'not-found' : 'error');

    const render = (current: RouteState) => {
      // The page's data could not be loaded; come back in a moment.
      if (current.status === 503) res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
      else res.removeHeader('Retry-After');
      const documentAssets = documentAssetsFor(assets, current.routeId);
      const handoff: Handoff = {
        routeId: current.routeId ?? '',
        status: current.status,
        data: current.data,
        shell,
        context,
        publicConfig: config.publicConfig,
        assets: assetsByRoute,
        documentAssets,
      };
      return streamDocument(
        documentElement(url.pathname + url.search, {
          state: current,
          shell,
          assets: documentAssets,
          nonce,
          handoffJson: serializeHandoff(handoff),
          api,
          site: config.publicConfig,
        }),
        {
          res,
          status: current.status,
          waitForAll: context.isBot,
          timeoutMs: config.renderTimeoutMs,
          nonce,
          bootstrapModules: assets.entry.js.slice(0, 1),
          onRecoverableError: (error) => {
            if (!signal.aborted)
              requestLog.error(
                { err: error, route: current.routeId },
                'streamed part of the page failed',
              );
          },
        },
      );
    };

    try {
      try {
        await render(state);
      } catch (error) {
        if (!(error instanceof ShellError) || res.headersSent) throw error;
        // A page that throws while rendering: the error page inside the chrome, status 500.
        requestLog.error({ err: error.cause, route: state.routeId }, 'page failed to render');
        await render(errorState(url, config.publicConfig, state.routeId));
      }
      observeRender(
        state.routeId ?? (state.status === 404 ? 'not-found' : 'error'),
        Number(process.hrtime.bigint() - started) / 1e9,
      );
    } catch (error) {
      if (res.headersSent) {
        requestLog.error({ err: error }, 'render failed after the response started');
        res.destroy();
        return;
      }
      next(error);
    }
  };
}

/**
 * The request's URL on the site's own origin. Built from the path rather than parsed as a
 * reference, so a path like `//other.example/x` stays a path on this site.
 */
export function requestUrl(originalUrl: string, siteUrl: string): URL {
  const url = new URL(siteUrl);
  const queryAt = originalUrl.indexOf('?');
  url.pathname = queryAt >= 0 ? originalUrl.slice(0, queryAt) : originalUrl;
  url.search = queryAt >= 0 ? originalUrl.slice(queryAt) : '';
  return url;
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
