// Who may read /metrics: it tells anyone the site's routes, traffic and upstream
// health, so it is not public. Either it lives on a port of its own (METRICS_PORT) that the load
// balancer does not route, or it needs `Authorization: Bearer METRICS_TOKEN`, or both. In
// production with neither, the public port answers 404; outside production it stays open for
// development. docs/operations.md "Metrics" tells a scraper how to reach it.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Config } from '#server/config.ts';
import { metricsHandler } from './metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

function hasToken(header: string | undefined, token: string): boolean {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return !!match && timingSafeEqual(digest(match[1]!), digest(token));
}

function guarded(token: string | null): RequestHandler {
  return (req, res, next) => {
    if (token && !hasToken(req.headers.authorization, token)) {
      res
        .status(401)
        .set('WWW-Authenticate', 'Bearer realm="metrics"')
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send('A bearer token is required.');
      return;
    }
    metricsHandler(req, res, next);
  };
}

const notServed: RequestHandler = (_req, res) =>
  void res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');

/** /metrics on the public port: guarded, or a plain 404 where it is not served there. */
export function publicMetricsRoute(config: Config): RequestHandler {
  if (config.metricsPort !== null) return notServed;
  if (!config.metricsToken && config.production) return notServed;
  return guarded(config.metricsToken);
}

/** The app of METRICS_PORT: /metrics (with the token when one is set) and nothing else. */
export function createMetricsApp(config: Config): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', guarded(config.metricsToken));
  app.use(notServed);
  return app;
}

/** METRICS_PORT: a listener of its own that serves /metrics only; none without the setting. */
export async function listenForMetrics(config: Config, log: Logger): Promise<Server | undefined> {
  if (config.metricsPort === null) return undefined;
  return new Promise((resolve, reject) => {
    const server = createMetricsApp(config).listen(config.metricsPort!, config.host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : config.metricsPort;
      log.info({ port, token: Boolean(config.metricsToken) }, 'metrics listening');
      resolve(server);
    });
    server.once('error', reject);
  });
}
