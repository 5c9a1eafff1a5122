// Forwards one browser request to its upstream and the answer back:
// hop-by-hop headers stripped both ways, the bearer token added from the session cookie, the
// upstream call aborted when the client leaves, access tokens removed from JSON answers, and a
// 502/504 in the platform's error shape (plus the request id) when the upstream fails.
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { Config } from '#server/config.ts';
import { clientSignal } from '#server/context/client-signal.ts';
import { readSession } from '#server/context/session-cookie.ts';
import { answerTag, gzippedText, type CatalogCache } from '#server/upstream/catalog-cache.ts';
import { openUpstream, readUpstream } from '#server/upstream/call.ts';
import { sanitizeJsonText } from '#server/upstream/strip-tokens.ts';
import type { ResolvedUpstream } from '#server/upstream/upstream-map.ts';
import type { Upstreams } from '#server/upstream/upstreams.ts';
import { carriesPersonalData } from '#shared/security/personal-data.ts';
import { BodyError, readBody } from './read-body.ts';
import { sendError, upstreamError } from '#server/errors.ts';
import { isOpenOutcome, mayHaveReached, sendConfirming } from './confirmable-writes.ts';
import { CALLER_DEADLINE_HEADER } from '#shared/data/booking-contract.ts';

// RFC 9110 §7.6.1 connection-specific fields, plus fields that describe this hop's framing.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);
// Site-only request headers the upstream has no business seeing.
const NOT_FORWARDED = new Set([
  // Answered here (Node sends 100 Continue); the body is read whole before the upstream call.
  'expect',
  'cookie',
  'accept-encoding',
  'origin',
  'referer',
  'x-forwarded-host',
]);
// Upstream answers never set cookies on the site, and the length/encoding may change here.
const NOT_RETURNED = new Set(['set-cookie', 'content-length', 'content-encoding', 'x-powered-by']);

export function stripHopByHop(
  headers: Record<string, string | string[] | undefined>,
  drop: Set<string>,
) {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(lower) || named.has(lower) || drop.has(lower))
      continue;
    out[lower] = value;
  }
  return out;
}

export interface ForwardOptions {
  config: Config;
  upstreams: Upstreams;
  target: ResolvedUpstream;
  /** Forward without the session's bearer (a call a mailed token authorises). */
  withoutSession?: boolean;
  /** Sees a JSON answer before it is sent, e.g. to set a cookie (account-move.ts). */
  onJsonAnswer?: (status: number, text: string) => void;
  /**
   * A booking or a stay change (confirmable-writes.ts): its own deadline, and 202 CONFIRMING
   * instead of an error whenever the platform may have made it.
   */
  confirmable?: boolean;
}

export async function forward(
  req: Request,
  res: Response,
  { config, upstreams, target, withoutSession = false, onJsonAnswer, confirmable }: ForwardOptions,
): Promise<void> {
  const requestId = String(res.locals.requestId ?? req.id ?? '');
  const headers = upstreamHeaders(req, config, requestId, !withoutSession);
  if (target.upstream === 'reviews') target.url.searchParams.set('key', config.reviewApiKey);

  // The upstream call ends when the client leaves (its socket closes before we answered).
  const clientGone = clientSignal(res);

  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  let body: Buffer | null = null;
  if (hasBody) {
    try {
      // A body read ahead (mailed-token-calls.ts) is forwarded from its buffer.
      body = Buffer.isBuffer(req.body) ? req.body : await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      res.set('Connection', 'close');
      sendError(res, error.error, { message: error.message });
      return;
    }
    // The length of what is sent now (undici sets it for a Buffer).
    delete headers['content-length'];
  }
  // The platform then starts no booking the site has stopped waiting for (a paused platform).
  if (confirmable)
    headers[CALLER_DEADLINE_HEADER.toLowerCase()] = String(Date.now() + config.bookingTimeoutMs);
  let response;
  try {
    response = await openUpstream({
      upstreams,
      upstream: target.upstream,
      url: target.url,
      method: req.method,
      headers,
      body,
      signal: clientGone,
      ...(confirmable ? { timeoutMs: config.bookingTimeoutMs } : {}),
      log: req.log,
    });
  } catch (error) {
    if (confirmable && mayHaveReached(error)) return sendConfirming(res);
    return failWith(res, error);
  }

  const returned = stripHopByHop(response.headers, NOT_RETURNED);
  if (carriesPersonalData(target.url.pathname, Boolean(headers.authorization)))
    returned['cache-control'] = 'no-store';
  const contentType = String(response.headers['content-type'] ?? '');
  try {
    if (confirmable && isOpenOutcome(response.status)) {
      response.body.resume();
      response.finish();
      return sendConfirming(res);
    }
    if (/[/+]json\b/i.test(contentType)) {
      const text = await response.text();
      onJsonAnswer?.(response.status, text);
      const body = sanitizeJsonText(text) ?? text;
      res.status(response.status).set(returned).send(body);
      return;
    }
    res.status(response.status).set(returned);
    if (req.method === 'HEAD' || response.status === 204 || response.status === 304) {
      response.body.resume();
      res.end();
      response.finish();
      return;
    }
    response.streaming();
    // The pipeline into the compressed response adds close listeners of its own to the four the
    // middleware and this function hold (eleven in all, measured): no leak, and Node's warning
    // past ten would otherwise print once for every image the site proxies.
    res.setMaxListeners(Math.max(res.getMaxListeners(), 20));
    await pipeline(response.body, res);
    response.finish();
  } catch (error) {
    response.body.destroy();
    if (clientGone.aborted) {
      response.finish('aborted');
      return;
    }
    if (confirmable && !res.headersSent) return sendConfirming(res);
    return failWith(res, error);
  }
}

function upstreamHeaders(req: Request, config: Config, requestId: string, withSession = true) {
  const headers = stripHopByHop(req.headers, NOT_FORWARDED);
  headers['accept-encoding'] = 'identity';
  headers['x-request-id'] = requestId;
  headers['x-forwarded-for'] = req.ip ?? '';
  headers['x-forwarded-proto'] = config.https ? 'https' : 'http';
  const session = withSession ? readSession(req, config) : null;
  if (session) headers.authorization = `Bearer ${session.token}`;
  return headers;
}

/** A catalog answer is shared by every guest, so its call carries nobody's credentials. */
function catalogHeaders(req: Request, res: Response, config: Config) {
  const requestId = String(res.locals.requestId ?? req.id ?? '');
  const { authorization: _none, ...headers } = upstreamHeaders(req, config, requestId, false);
  return headers;
}

/**
 * A GET of the public catalog (catalog-cache.ts): answered from the site's memory when it can
 * be, else by one upstream call shared with every guest asking at the same time.
 */
export async function forwardCatalog(
  req: Request,
  res: Response,
  { config, upstreams, target }: ForwardOptions,
  catalog: CatalogCache,
): Promise<void> {
  if (target.upstream === 'reviews') target.url.searchParams.set('key', config.reviewApiKey);
  const clientGone = clientSignal(res);
  try {
    const answer = await catalog.answer(
      target,
      // Only when the answer is not kept.
      () =>
        readUpstream({
          upstreams,
          upstream: target.upstream,
          url: target.url,
          method: 'GET',
          headers: catalogHeaders(req, res, config),
          log: req.log,
        }),
      clientGone,
    );
    res.status(answer.status);
    if (answer.contentType) res.type(answer.contentType);
    // Kept answers have lost their access tokens already, and each is gzipped once for every
    // guest rather than by the compression middleware on every reply (catalog-cache.ts).
    res.vary('Accept-Encoding');
    if (answer.status === 200) res.set('ETag', answerTag(answer));
    if (answer.text.length >= 1024 && req.acceptsEncodings('gzip', 'identity') === 'gzip')
      res.set('Content-Encoding', 'gzip').send(gzippedText(answer));
    else res.send(answer.text);
  } catch (error) {
    if (clientGone.aborted) return;
    failWith(res, error);
  }
}

function failWith(res: Response, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const failure = upstreamError(error);
  if (failure) sendError(res, failure);
}
