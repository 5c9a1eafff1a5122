// The platform's spans, with the OpenTelemetry API: one server span per request that continues the
// caller's trace (its W3C traceparent), named by the operation (method and route pattern, never the
// URL, which may carry a confirmation number or an e-mail address). The process that runs the
// platform starts the SDK and then turns this on (server/index.ts, server/platform-process.ts);
// until then nothing here runs. The platform is a service of its own and imports nothing of the
// site, so this mirrors the site's request spans rather than sharing them.
import type { RequestHandler, Response } from 'express';
import { SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';

let on = false;

/** Called once the process's tracing SDK has started: stores and apps made afterwards trace. */
export function tracePlatform(enabled = true): void {
  on = enabled;
}

export function platformTracingOn(): boolean {
  return on;
}

export function operationOf(res: Response): string {
  const operation: unknown = res.locals.platformOperation;
  return typeof operation === 'string' ? operation : 'unmatched';
}

/** With tracing on: one server span per request, named by the platform operation. */
export function platformTracing(): RequestHandler[] {
  if (!on) return [];
  const tracer = trace.getTracer('longstay-platform', '1');
  return [
    (req, res, next) => {
      const parent = propagation.extract(context.active(), req.headers);
      const span = tracer.startSpan(
        req.method,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method } },
        parent,
      );
      // For the request logger's completion line, written after the request's context ended.
      res.locals.spanContext = span.spanContext();
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        const operation = operationOf(res);
        span.updateName(operation === 'unmatched' ? `${req.method} unmatched` : operation);
        span.setAttribute('longstay.operation', operation);
        span.setAttribute('http.response.status_code', res.statusCode);
        if (res.statusCode >= 500 || !res.writableFinished)
          span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      };
      res.once('finish', end);
      res.once('close', end);
      const active = trace.setSpan(parent, span);
      // Body parsers call back from the socket's context: bind both ends to the span's.
      context.bind(active, req);
      context.bind(active, res);
      context.with(active, next);
    },
  ];
}
