// The spans of an HTTP tier, made with the OpenTelemetry API (a no-op until the SDK is started):
// one server span per request, named by its route pattern once the route is known; one client
// span per upstream call, whose W3C traceparent travels to the platform; and the trace fields of
// each log line. Nothing here reads a URL into a span: paths carry confirmation numbers and
// e-mail addresses.
import type { Request, RequestHandler, Response } from 'express';
import {
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
  type Span,
  type SpanContext,
} from '@opentelemetry/api';

const TRACER_VERSION = '1';

export interface TraceRequestsOptions {
  /** Instrumentation scope: `longstay-site` or `longstay-platform`. */
  tracer: string;
  /** The span's name once the response is finished: method and route pattern. */
  nameOf(req: Request, res: Response): string;
  /** Attributes known at the end (route pattern, platform operation). */
  attributesOf?(req: Request, res: Response): Record<string, string>;
}

export function traceRequests(options: TraceRequestsOptions): RequestHandler {
  const tracer = trace.getTracer(options.tracer, TRACER_VERSION);
  return (req, res, next) => {
    const parent = propagation.extract(context.active(), req.headers);
    const span = tracer.startSpan(
      req.method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method } },
      parent,
    );
    // For the request logger's completion line, written after the request's context ended.
    res.locals.spanContext = span.spanContext();
    const active = trace.setSpan(parent, span);
    res.once('finish', () => endServerSpan(span, options, req, res));
    res.once('close', () => {
      if (!res.writableFinished) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: 'client left' });
        endServerSpan(span, options, req, res);
      }
    });
    // Body parsers and streams call back from the socket's context: bind both ends to the span's.
    context.bind(active, req);
    context.bind(active, res);
    context.with(active, next);
  };
}

function endServerSpan(
  span: Span,
  options: TraceRequestsOptions,
  req: Request,
  res: Response,
): void {
  if (!span.isRecording()) return;
  span.updateName(options.nameOf(req, res));
  span.setAttribute('http.response.status_code', res.statusCode);
  for (const [key, value] of Object.entries(options.attributesOf?.(req, res) ?? {}))
    span.setAttribute(key, value);
  if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

export interface ClientSpan {
  /** The headers to send: the caller's plus traceparent (and tracestate). */
  headers: Record<string, string | string[] | undefined>;
  end(outcome: number | string): void;
}

/** A client span for one upstream call, named by its method and the upstream's name. */
export function startClientSpan(
  upstream: string,
  method: string,
  url: URL,
  headers: Record<string, string | string[] | undefined> = {},
): ClientSpan {
  const span = trace.getTracer('longstay-site', TRACER_VERSION).startSpan(`${method} ${upstream}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      'http.request.method': method,
      'server.address': url.hostname,
      'server.port': Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
      'longstay.upstream': upstream,
    },
  });
  const carrier: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), span), carrier);
  return {
    headers: { ...headers, ...carrier },
    end(outcome) {
      if (typeof outcome === 'number') {
        span.setAttribute('http.response.status_code', outcome);
        if (outcome >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      } else {
        span.setAttribute('error.type', outcome);
        span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
      }
      span.end();
    },
  };
}

/**
 * The trace fields of a log line: the active span's, or for pino-http's completion line (written
 * after the request's context ended) the span of the request it reports on, the site's or the
 * platform's (both keep it in `res.locals.spanContext`).
 */
export function traceFields(merge: object): Record<string, string> {
  const active = trace.getActiveSpan()?.spanContext();
  const ids = active ?? requestSpanOf(merge);
  if (!ids || !trace.isSpanContextValid(ids)) return {};
  return { trace_id: ids.traceId, span_id: ids.spanId };
}

function requestSpanOf(merge: object): SpanContext | undefined {
  // pino-http's completion line carries the response; Express responses carry their locals.
  const { res } = merge as { res?: { locals?: { spanContext?: SpanContext } } };
  return res?.locals?.spanContext;
}
