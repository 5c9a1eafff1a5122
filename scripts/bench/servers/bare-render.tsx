// Baseline "bare render" (the cost of React alone): the same page's React tree — the app's own route table,
// loaders, shell data and documentElement — rendered with renderToPipeableStream and gzipped,
// on a bare node:http server with no middleware (no Express, logging, CSP, cookies, metrics or
// request context). The loaders still call the platform on every request, as the site does, so
// the ratio site ÷ bare is what the site's middleware and request handling cost.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';
import pino from 'pino';
import { renderToPipeableStream } from 'react-dom/server';
import { loadConfig } from '#server/config.ts';
import { documentElement } from '#server/render/document-element.tsx';
import { WHOLE_SHELL } from '#server/render/stream.ts';
import { deferredPartsReady } from '#shared/components/chrome/deferred-part.tsx';
import { documentAssetsFor, readManifest } from '#server/render/manifest.ts';
import { sanitizeRichText } from '#shared/data/rich-text.server.ts';
import { createUpstreamApiClient } from '#server/upstream/api-client.ts';
import { createUpstreams } from '#server/upstream/upstreams.ts';
import { loadRouteState } from '#shared/app/route-state.ts';
import { loadShellData } from '#shared/data/shell-data.ts';
import { serializeHandoff } from '#shared/data/handoff.ts';
import type { RequestContext } from '#shared/data/request-context.ts';
import { routes } from '#shared/routes.ts';

const config = loadConfig(process.env);
const log = pino({ level: 'silent' });
const upstreams = createUpstreams(config);
const manifest = readManifest(config.clientDir);
if (!manifest) throw new Error(`no client build in ${config.clientDir}`);
const context: RequestContext = {
  corporateId: null,
  template: null,
  township: null,
  currentSearch: null,
  account: null,
  isBot: false,
};

async function render(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', config.siteUrl);
  const controller = new AbortController();
  const api = createUpstreamApiClient({ config, log, upstreams, signal: controller.signal });
  const [state, shell] = await Promise.all([
    loadRouteState(routes, url, {
      api,
      context,
      signal: controller.signal,
      sanitizeHtml: sanitizeRichText,
      site: config.publicConfig,
    }),
    loadShellData(api, context),
  ]);
  const assets = documentAssetsFor(manifest!, state.routeId);
  const handoffJson = serializeHandoff({
    routeId: state.routeId ?? '',
    status: state.status,
    data: state.data,
    shell,
    context,
    publicConfig: config.publicConfig,
    assets: manifest!.routes,
    documentAssets: assets,
  });
  const element = documentElement(url.pathname + url.search, {
    state,
    shell,
    assets,
    nonce: undefined,
    handoffJson,
    api,
    site: config.publicConfig,
  });
  const stream = renderToPipeableStream(element, {
    bootstrapModules: manifest!.entry.js.slice(0, 1),
    progressiveChunkSize: WHOLE_SHELL,
    onShellReady() {
      res.writeHead(state.status, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
      });
      const gzip = createGzip();
      gzip.pipe(res);
      stream.pipe(gzip);
    },
    onShellError(error) {
      res.writeHead(500).end(String(error));
    },
  });
}

// The chrome's parts that hydrate late in the browser render whole, as the site renders them.
await deferredPartsReady();
const server = http.createServer((req, res) => {
  render(req, res).catch((error: unknown) => {
    if (!res.headersSent) res.writeHead(500);
    res.end(String(error));
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
