// One upstream call: a deadline over the whole exchange, the caller's abort forwarded, the body
// always consumed or cancelled, one log line and one latency observation per call.
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { errors, request, type Dispatcher } from 'undici';
import type { Logger } from 'pino';
import { observeUpstream } from '#server/ops/metrics.ts';
import { tracingEnabled } from '#server/ops/tracing.ts';
import { startClientSpan, type ClientSpan } from '#server/ops/trace-spans.ts';
import type { CatalogAnswer } from './catalog-cache.ts';
import type { UpstreamName } from './upstream-map.ts';
import type { Upstreams } from './upstreams.ts';

export type UpstreamFailureKind = 'timeout' | 'unavailable' | 'aborted';

/** The upstream did not answer usefully: unreachable (502), too slow (504), or the caller left. */
export class UpstreamFailure extends Error {
  readonly statusCode: number;
  constructor(
    readonly kind: UpstreamFailureKind,
    readonly upstream: UpstreamName,
    options?: { cause?: unknown },
  ) {
    super(
      kind === 'timeout'
        ? `The ${upstream} service did not answer in time.`
        : kind === 'aborted'
          ? 'The request was cancelled.'
          : `The ${upstream} service is unavailable.`,
      options,
    );
    this.name = 'UpstreamFailure';
    this.statusCode = kind === 'timeout' ? 504 : kind === 'aborted' ? 499 : 502;
  }
}

export interface UpstreamRequest {
  upstreams: Upstreams;
  upstream: UpstreamName;
  url: URL;
  method: string;
  headers?: Record<string, string | string[] | undefined>;
  body?: string | Buffer | Readable | null;
  /** Aborted when the client leaves (or the caller gives up). */
  signal?: AbortSignal | undefined;
  /** The deadline of the whole exchange; upstreams.timeoutMs by default. */
  timeoutMs?: number;
  log: Logger;
}

export interface UpstreamResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Dispatcher.ResponseData['body'];
  /** Stops the deadline once a streamed body has been handed on; logs and observes the call. */
  finish(outcome?: number | 'aborted'): void;
  /** A body that is piped on: stop the deadline (the dispatcher's body timeout still applies). */
  streaming(): void;
  /** Reads the whole body as text under the deadline, then finishes. */
  text(limitBytes?: number): Promise<string>;
}

const MAX_TEXT_BYTES = 10 * 1024 * 1024;

export async function openUpstream(call: UpstreamRequest): Promise<UpstreamResponse> {
  const started = performance.now();
  const timeoutMs = call.timeoutMs ?? call.upstreams.timeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  let lastLook: NodeJS.Immediate | undefined;
  const timer = setTimeout(() => {
    // A busy process may reach this timer while the answer already waits in the socket: timers
    // run before I/O in each turn of the event loop. Read what has arrived first (I/O comes before
    // setImmediate), so that an upstream that answered in time is not called late.
    lastLook = setImmediate(() => {
      if (finished) return;
      timedOut = true;
      controller.abort(new Error('deadline'));
    });
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(new Error('caller left'));
  if (call.signal?.aborted) onCallerAbort();
  call.signal?.addEventListener('abort', onCallerAbort, { once: true });

  // With tracing on, the call is a span of the request's trace and carries its traceparent.
  const span: ClientSpan | undefined = tracingEnabled()
    ? startClientSpan(call.upstream, call.method, call.url, call.headers)
    : undefined;

  let finished = false;
  const finish = (outcome: number | 'aborted' | 'timeout' | 'unavailable') => {
    if (finished) return;
    finished = true;
    span?.end(outcome);
    clearTimeout(timer);
    clearImmediate(lastLook);
    call.signal?.removeEventListener('abort', onCallerAbort);
    const ms = Math.round(performance.now() - started);
    observeUpstream(call.upstream, String(outcome), ms / 1000);
    const line = {
      upstream: call.upstream,
      method: call.method,
      path: call.url.pathname,
      status: outcome,
      ms,
    };
    if (typeof outcome === 'number' && outcome < 500) call.log.info(line, 'upstream call');
    else call.log.warn(line, 'upstream call failed');
  };
  const failure = (error: unknown): UpstreamFailure => {
    const kind: UpstreamFailureKind =
      timedOut || isTimeout(error) ? 'timeout' : call.signal?.aborted ? 'aborted' : 'unavailable';
    finish(kind);
    return new UpstreamFailure(kind, call.upstream, { cause: error });
  };

  let response: Dispatcher.ResponseData;
  try {
    response = await request(call.url, {
      dispatcher: call.upstreams.dispatcher(call.upstream),
      method: call.method as Dispatcher.HttpMethod,
      headers: (span?.headers ?? call.headers) as Record<string, string | string[]>,
      body: call.body ?? null,
      signal: controller.signal,
    });
  } catch (error) {
    throw failure(error);
  }

  const { statusCode, headers, body } = response;
  return {
    status: statusCode,
    headers: headers as IncomingHttpHeaders,
    body,
    finish(outcome) {
      finish(outcome ?? statusCode);
    },
    streaming() {
      clearTimeout(timer);
      clearImmediate(lastLook);
    },
    async text(limitBytes = MAX_TEXT_BYTES) {
      try {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of body) {
          size += (chunk as Buffer).length;
          if (size > limitBytes) throw new Error('upstream body too large');
          chunks.push(chunk as Buffer);
        }
        finish(statusCode);
        return Buffer.concat(chunks).toString('utf8');
      } catch (error) {
        body.destroy();
        throw failure(error);
      }
    },
  };
}

/** One whole call: its status, content type and body text (for JSON answers of a known size). */
export async function readUpstream(call: UpstreamRequest): Promise<CatalogAnswer> {
  const response = await openUpstream(call);
  const text = await response.text();
  return {
    status: response.status,
    contentType: String(response.headers['content-type'] ?? ''),
    text,
  };
}

function isTimeout(error: unknown): boolean {
  return (
    error instanceof errors.HeadersTimeoutError ||
    error instanceof errors.BodyTimeoutError ||
    error instanceof errors.ConnectTimeoutError ||
    (error instanceof Error && error.name === 'TimeoutError')
  );
}
