// Builds the site's Express app and never listens: server/index.ts listens,
// tests drive it with supertest. The middleware order is listed in docs/architecture.md
// ("A page request"); keep the two in step.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import cookieParser from 'cookie-parser';
import type { Logger } from 'pino';
import { clientErrorFor, sendError, webErrors } from '#server/errors.ts';
import type { Config } from '#server/config.ts';
import { createRenderHandler } from '#server/render/handler.ts';
import { createDataHandler, dataTargetCheck } from '#server/render/data-handler.ts';
import { ROUTE_DATA_PATH, ROUTE_DATA_TYPE } from '#shared/data/route-data.ts';
import { createRequestContext } from '#server/context/request-context.ts';
import { healthz, readyz } from '#server/ops/health.ts';
import { measureRequests, routeLabel } from '#server/ops/metrics.ts';
import { tracingEnabled } from '#server/ops/tracing.ts';
import { traceRequests } from '#server/ops/trace-spans.ts';
import { requestLogger } from '#server/ops/request-log.ts';
import { publicMetricsRoute } from '#server/ops/metrics-access.ts';
import { vitalsRoute } from '#server/ops/web-vitals.ts';
import { VITALS_PATH } from '#shared/web-vitals-beacon.ts';
import { createShutdownState, trackInFlight, type ShutdownState } from '#server/ops/shutdown.ts';
import { createApiProxy, createMediaProxy } from '#server/proxy/api-proxy.ts';
import { assetSecurityHeaders, siteSecurityHeaders } from '#server/security/headers.ts';
import { createSeoRouter } from '#server/seo/seo-router.ts';
import { originCheck } from '#server/security/origin-check.ts';
import { singleSlashPaths } from '#server/security/single-slash.ts';
import { createUpstreams, type Upstreams } from '#server/upstream/upstreams.ts';

/**
 * Pages and API answers are compressed as they stream, once per request, so the compressor's
 * CPU is paid on every page (13–19 % of the site's CPU at 50 connections). The
 * library's defaults, brotli quality 4 and gzip level 6, took 6.3 ms and 2.6 ms for the 142 kB
 * results page; brotli quality 2 takes 0.9 ms for 16.7 kB (quality 4: 15.3 kB) and gzip level 1
 * 0.9 ms for 19.5 kB (level 6: 16.6 kB). Scripts and stylesheets are precompressed at build time
 * at the top levels and never pass through here.
 */
const COMPRESSION: compression.CompressionOptions = {
  level: 1,
  brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
  // A page's data for client navigation is JSON too, but its type is not in the library's list.
  filter: (req, res) =>
    String(res.getHeader('Content-Type') ?? '').startsWith(ROUTE_DATA_TYPE) ||
    compression.filter(req, res),
};

export interface CreateAppOptions {
  log: Logger;
  /** Shared with server/index.ts's graceful shutdown; a fresh one otherwise. */
  shutdown?: ShutdownState;
}

export function createApp(config: Config, options: CreateAppOptions): express.Express {
  const { log } = options;
  const upstreams = createUpstreams(config);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  app.locals.upstreams = upstreams;

  // With tracing on, one span per request, begun first so that every log line of the request
  // (the request logger's too) carries its trace id.
  if (tracingEnabled()) app.use(traceSiteRequests);
  // Request id (X-Request-Id in, else generated; echoed) and one req.log per request.
  app.use(requestLogger(log));
  app.use((req, res, next) => {
    res.locals.requestId = String(req.id);
    next();
  });
  app.use(trackInFlight(options.shutdown ?? createShutdownState()));
  app.use(singleSlashPaths());
  app.use(measureRequests);
  app.use(compression(COMPRESSION));
  // Hashed build output: the name changes with the content, so it is cached for good. The build
  // writes each script and stylesheet brotli- and gzip-compressed beside it (build/precompress.ts);
  // those files are sent as they are, and `compression` leaves an encoded answer alone. They carry
  // a subresource's headers, not a document's (server/security/headers.ts).
  app.use(
    '/assets',
    assetSecurityHeaders(config),
    expressStaticGzip(path.join(config.clientDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      // Cached for good: no validator or range is ever asked for.
      serveStatic: {
        immutable: true,
        maxAge: '1y',
        index: false,
        redirect: false,
        etag: false,
        lastModified: false,
        acceptRanges: false,
      },
    }),
    (_req, res) => void res.status(404).type('text/plain').send('Not found'),
  );
  app.use(siteSecurityHeaders(config));
  app.use(cookieParser());

  app.use(publicFiles(config.publicDir));

  app.get('/healthz', healthz);
  app.get('/readyz', readyz(config, upstreams));
  app.get('/metrics', publicMetricsRoute(config));

  app.use(originCheck(config));
  // Real-user page speed beacons: the site's own pages only (the origin check above).
  app.post(VITALS_PATH, ...vitalsRoute());
  app.use('/api', createApiProxy(config, upstreams));
  app.use('/media', createMediaProxy(config, upstreams));

  app.use(createSeoRouter({ config, upstreams }));
  // A page's data for client navigation: the same request context as a page, its target's query.
  app.get(
    ROUTE_DATA_PATH,
    dataTargetCheck(config),
    createRequestContext(config, upstreams),
    createDataHandler({ config, log }),
  );
  app.use(createRequestContext(config, upstreams));
  app.use(createRenderHandler({ config, log }));

  app.use(errorHandler());
  return app;
}

/** A page's span is named by its route table pattern; other requests by their area. */
const traceSiteRequests = traceRequests({
  tracer: 'longstay-site',
  nameOf: (req, res) => `${req.method} ${siteRoute(req, res)}`,
  attributesOf: (req, res) => ({ 'http.route': siteRoute(req, res) }),
});

function siteRoute(req: Request, res: Response): string {
  return routeLabel(req.originalUrl.split('?')[0] ?? '/', res.locals.routePattern);
}

/**
 * The few files of the public folder (favicons), listed once at start: only their paths reach
 * the file system, so no page or /api request pays for a stat of a file that is not there.
 */
function publicFiles(publicDir: string): RequestHandler {
  let names: string[] = [];
  try {
    names = readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.posix.join(
          '/',
          path
            .relative(publicDir, path.join(entry.parentPath, entry.name))
            .split(path.sep)
            .join('/'),
        ),
      );
  } catch {
    // No public folder: nothing to serve.
  }
  const listed = new Set(names);
  const serve = express.static(publicDir, { maxAge: '1d', index: false, redirect: false });
  return (req, res, next) => {
    if (listed.has(req.path)) serve(req, res, next);
    else next();
  };
}

/** Releases the app's upstream connections (tests and shutdown call this). */
export async function closeApp(app: express.Express): Promise<void> {
  await (app.locals.upstreams as Upstreams | undefined)?.close();
}

// The last resort: the render handler answers its own 404/500 pages; anything reaching here gets
// a short answer without a stack. Client errors keep their 4xx status (no input produces a 500).
function errorHandler() {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const raw = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
    const status = typeof raw.status === 'number' ? raw.status : raw.statusCode;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    if (clientError) req.log.warn({ err: error }, 'bad request');
    else req.log.error({ err: error }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const answer = clientError ? clientErrorFor(status) : webErrors.internal;
    if (req.path.startsWith('/api/') || req.accepts(['html', 'json']) === 'json')
      sendError(res, answer);
    else
      res
        .status(answer.status)
        .type('text/plain')
        .send(`${answer.message} (request ${String(res.locals.requestId)})`);
  };
}
