// Baseline "bare render" (the cost of React alone): the same page's React tree — the app's own route table,
// loaders, shell data and documentElement — rendered with renderToPipeableStream and gzipped,
// on a bare node:http server with no middleware (no Express, logging, CSP, cookies, metrics or
// request context). The loaders still call the platform on every request, as the site does, so
// the ratio site ÷ bare is what the site's middleware and request handling cost.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createGzip, type Gzip } from 'node:zlib';
import pino from 'pino';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { loadConfig } from '#server/config.ts';
import { documentElement } from '#server/render/document-element.tsx';
import { streamDocument, WHOLE_SHELL, type StreamOptions } from '#server/render/stream.ts';
import { deferredPartsReady } from '#shared/components/chrome/deferred-part.tsx';
import { documentAssetsFor, readManifest, routeStylesFor } from '#server/render/manifest.ts';
import { sanitizeRichText } from '#shared/data/rich-text.server.ts';
import { createUpstreamApiClient } from '#server/upstream/api-client.ts';
import { createUpstreams } from '#server/upstream/upstreams.ts';
import { loadRouteState } from '#shared/app/route-state.ts';
import { loadShellData } from '#shared/data/shell-data.ts';
import { serializeHandoff } from '#shared/data/handoff.ts';
import type { RequestContext } from '#shared/data/request-context.ts';
import { routes } from '#shared/routes.ts';
import {
  benchResponse,
  countElements,
  countingGzip,
  cpuMs,
  floorElement,
  median,
  parseRenderedHtml,
  renderFloor,
} from './render-floor.tsx';

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

/** The page's data loaded as the site loads it, and a fresh element of its document each call. */
async function loadPage(url: URL) {
  const controller = new AbortController();
  const api = createUpstreamApiClient({ config, log, upstreams, signal: controller.signal });
  const [state, shell] = await Promise.all([
    loadRouteState(routes, url, {
      api,
      context,
      signal: controller.signal,
      sanitizer: async () => sanitizeRichText,
      site: config.publicConfig,
    }),
    loadShellData(api, context),
  ]);
  const element = () => {
    const assets = documentAssetsFor(manifest!, state.routeId);
    const handoffJson = serializeHandoff({
      routeId: state.routeId ?? '',
      status: state.status,
      data: state.data,
      shell,
      context,
      publicConfig: config.publicConfig,
      assets: routeStylesFor(manifest!),
      documentAssets: assets,
    });
    return documentElement(url.pathname + url.search, {
      state,
      shell,
      assets,
      nonce: undefined,
      handoffJson,
      api,
      site: config.publicConfig,
    });
  };
  return { state, element };
}

async function render(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', config.siteUrl);
  const { state, element } = await loadPage(url);
  const stream = renderToPipeableStream(element(), {
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

/**
 * CPU per render of the page as the site renders it (its document through streamDocument and
 * gzip level 1; the data loaded once, before) against React's floor for the same HTML
 * (render-floor.tsx), in alternating rounds. GET /__render-cost?path=…&renders=…
 */
async function renderCost(pathname: string, renders: number, rounds: number) {
  const url = new URL(pathname, config.siteUrl);
  const { state, element } = await loadPage(url);
  const renderPage = (destination: Gzip | Writable) =>
    streamDocument(element(), {
      res: benchResponse(destination) as unknown as StreamOptions['res'],
      status: state.status,
      waitForAll: false,
      timeoutMs: 10_000,
      nonce: undefined,
      bootstrapModules: manifest!.entry.js.slice(0, 1),
      onRecoverableError: (error) => {
        throw error;
      },
    });
  // The page's HTML, uncompressed, is what the floor is made of: from a second render, as the
  // site's renders after the first find the deferred parts' data already there.
  await renderPage(new Writable({ write: (_chunk, _encoding, callback) => callback() }));
  const parts: Buffer[] = [];
  await renderPage(
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        parts.push(chunk);
        callback();
      },
    }),
  );
  const html = Buffer.concat(parts).toString('utf8');
  const floor = parseRenderedHtml(html);
  const pageOnce = async () => {
    const { gzip, done } = countingGzip();
    await renderPage(gzip);
    return done;
  };
  const floorHtml = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const stream = renderToPipeableStream(floorElement(floor) as ReactElement, {
      progressiveChunkSize: WHOLE_SHELL,
      onAllReady() {
        stream.pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              resolve(Buffer.concat(chunks).toString('utf8'));
              callback();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
  for (let warm = 0; warm < 20; warm += 1) {
    await pageOnce();
    await renderFloor(floor);
  }
  // Page and floor alternate render by render, so a burst of other work on a shared machine
  // falls on both; each round's ratio is of its own sums.
  const page: number[] = [];
  const bare: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let pageSum = 0;
    let floorSum = 0;
    for (let i = 0; i < renders; i += 1) {
      pageSum += await cpuMs(pageOnce);
      // RENDER_COST_ONLY=page: the page alone, for a profile of its render (--cpu-prof).
      if (process.env.RENDER_COST_ONLY !== 'page')
        floorSum += await cpuMs(() => renderFloor(floor));
    }
    page.push(pageSum / renders);
    bare.push(floorSum / renders);
    ratios.push(pageSum / floorSum);
  }
  const pageMs = median(page);
  const floorMs = median(bare);
  return {
    path: pathname,
    pageMs,
    floorMs,
    ratio: median(ratios),
    pageRounds: page,
    floorRounds: bare,
    pageHtmlBytes: Buffer.byteLength(html),
    floorHtmlBytes: Buffer.byteLength(floorHtml),
    elements: countElements(floor),
  };
}

// The chrome's parts that hydrate late in the browser render whole, as the site renders them.
await deferredPartsReady();
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', config.siteUrl);
  if (url.pathname === '/__render-cost') {
    renderCost(
      url.searchParams.get('path') ?? '/',
      Number(url.searchParams.get('renders') ?? 50),
      Number(url.searchParams.get('rounds') ?? 5),
    )
      .then((cost) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(cost)),
      )
      .catch((error: unknown) => res.writeHead(500).end(String((error as Error).stack ?? error)));
    return;
  }
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
