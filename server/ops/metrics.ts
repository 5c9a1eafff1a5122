// Prometheus metrics (prom-client): request duration by route and status, render time, upstream
// latency by upstream and status, and the default process metrics; with the platform in the same
// process, its metrics too (the mail queue). One registry per process:
// several apps in one test process share it, which is what a scrape of the process would see.
import type { RequestHandler } from 'express';
import { Histogram, Registry, collectDefaultMetrics, register } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const renderDuration = new Histogram({
  name: 'render_duration_seconds',
  help: 'Time to render a page, by route.',
  labelNames: ['route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const upstreamDuration = new Histogram({
  name: 'upstream_request_duration_seconds',
  help: 'Latency of calls to upstream services, by upstream and status (or timeout/unavailable/aborted).',
  labelNames: ['upstream', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** For the render helper: how long a page took to render (route = the route table's pattern). */
export function observeRender(route: string, seconds: number): void {
  renderDuration.observe({ route }, seconds);
}

export function observeUpstream(upstream: string, status: string, seconds: number): void {
  upstreamDuration.observe({ upstream, status }, seconds);
}

/**
 * The route label: the page renderer may set `res.locals.routePattern` (its route table pattern);
 * otherwise a fixed group per area, so that labels never grow with the URLs people type.
 */
export function routeLabel(path: string, pattern: unknown): string {
  if (typeof pattern === 'string') return pattern;
  if (path.startsWith('/api/')) return '/api/*';
  if (path.startsWith('/media/')) return '/media/*';
  if (path.startsWith('/assets/')) return '/assets/*';
  if (path === '/healthz' || path === '/readyz' || path === '/metrics' || path === '/favicon.ico')
    return path;
  return 'page';
}

export const measureRequests: RequestHandler = (req, res, next) => {
  const started = performance.now();
  res.once('finish', () => {
    const route = routeLabel(req.originalUrl.split('?')[0] ?? '/', res.locals.routePattern);
    httpDuration.observe(
      { method: req.method, route, status: String(res.statusCode) },
      (performance.now() - started) / 1000,
    );
  });
  next();
};

export const metricsHandler: RequestHandler = async (_req, res, next) => {
  try {
    // prom-client's default registry holds the platform's metrics (its mail dispatcher) when the
    // platform runs in this process: embedded, or the platform process's own /metrics.
    const body = await Registry.merge([registry, register]).metrics();
    res.set('Content-Type', registry.contentType).set('Cache-Control', 'no-store').send(body);
  } catch (error) {
    next(error);
  }
};
