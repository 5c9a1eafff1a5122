// What the platform tells its operators about each request: a Prometheus histogram of its answers
// by operation (the route's pattern, never the URL) and status, a counter of its refusals by error
// code (throttled, captcha, sold out…). The metrics live in prom-client's default registry, which
// the site's /metrics merges in when the platform is embedded, and the platform process serves.
import type { RequestHandler, Response } from 'express';
import { Counter, Histogram, register } from 'prom-client';
import { operationOf } from './tracing.ts';

const durations =
  (register.getSingleMetric('platform_request_duration_seconds') as
    Histogram<'operation' | 'status'> | undefined) ??
  new Histogram({
    name: 'platform_request_duration_seconds',
    help: 'Time the platform took to answer, by operation (method and route pattern) and status.',
    labelNames: ['operation', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  });

const refusals =
  (register.getSingleMetric('platform_refusals_total') as
    Counter<'operation' | 'code'> | undefined) ??
  new Counter({
    name: 'platform_refusals_total',
    help: 'Requests the platform refused (4xx), by operation and error code (TOO_MANY_REQUESTS, INVALID_CAPTCHA, SOLD_OUT…).',
    labelNames: ['operation', 'code'] as const,
  });

/** Set by the route that answers; requests no route matched share one label. */
export function setOperation(res: Response, operation: string): void {
  res.locals.platformOperation = operation;
}

/** Set by the error handler for a refusal: the catalogue's code. */
export function setErrorCode(res: Response, code: string): void {
  res.locals.platformErrorCode = code;
}

export const measurePlatformRequests: RequestHandler = (_req, res, next) => {
  const started = performance.now();
  res.once('finish', () => {
    const operation = operationOf(res);
    durations.observe(
      { operation, status: String(res.statusCode) },
      (performance.now() - started) / 1000,
    );
    const code: unknown = res.locals.platformErrorCode;
    if (res.statusCode >= 400 && res.statusCode < 500)
      refusals.inc({ operation, code: typeof code === 'string' ? code : 'UNKNOWN' });
  });
  next();
};
