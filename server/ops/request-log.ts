// One pino-http request logger for every process that serves HTTP (the site, the standalone
// platform): a request id (X-Request-Id in, else generated; echoed), one req.log per request, a
// completion line per request, and the same scrubbing as every other log line (server/log.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { scrubString, serializeError } from '#server/log.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request headers a completion line carries. Named rather than all-but-secret: a header nobody
 * chose (a proxy's client address, a tracking id) never reaches the logs, and a line costs a few
 * scrubbed strings instead of a scrubbed copy of every header (the request log was the
 * largest part of the site's CPU for a kept place suggest).
 */
const LOGGED_HEADERS = ['user-agent', 'referer', 'content-type', 'content-length'] as const;

function loggedHeaders(headers: Record<string, unknown>): Record<string, string> {
  const logged: Record<string, string> = {};
  for (const name of LOGGED_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') logged[name] = scrubString(value);
  }
  return logged;
}

/** Paths polled by balancers and scrapers: no completion line for them. */
const QUIET_PATHS = new Set(['/healthz', '/metrics']);

export function requestLogger(log: Logger): RequestHandler {
  return pinoHttp({
    logger: log,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers['x-request-id'];
      const id =
        typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: {
        id: unknown;
        method: string;
        url: string;
        headers: Record<string, unknown>;
        remoteAddress?: string;
      }) => ({
        id: req.id,
        method: req.method,
        url: scrubString(req.url),
        headers: loggedHeaders(req.headers),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // pino-http would put pino's own err serializer here, which scrubs nothing.
      err: serializeError,
    },
    // req.log lines carry only the request id; the completion line carries the request.
    quietReqLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    autoLogging: { ignore: (req) => QUIET_PATHS.has(req.url ?? '') },
  }) as RequestHandler;
}
