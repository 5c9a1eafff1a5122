// The ApiClient of server-side loaders (shared/data/api-client.ts): undici to the upstream that
// owns the path, with the session's bearer token, the request id, the client's abort signal and
// the proxy's deadline. Answers lose their access tokens, since loader data is handed to the page.
import type { Logger } from 'pino';
import { ApiError, type ApiClient, type ApiRequestOptions } from '#shared/data/api-client.ts';
import type { Config } from '#server/config.ts';
import type { CatalogAnswer } from './catalog-cache.ts';
import { isCatalogCall } from './catalog-cache.ts';
import { errorBody, upstreamError, webErrors } from '#server/errors.ts';
import { UpstreamFailure, readUpstream } from './call.ts';
import { mayHoldAccessTokens, stripAccessTokens } from './strip-tokens.ts';
import { resolveApiPath } from './upstream-map.ts';
import { createUpstreams, type Upstreams } from './upstreams.ts';

export interface UpstreamApiClientOptions {
  config: Config;
  log: Logger;
  /** The session's bearer token, when signed in. */
  token?: string | null | undefined;
  requestId?: string | undefined;
  /** The guest's address, forwarded so the platform's per-address limits see guests, not us. */
  clientAddress?: string | undefined;
  /** Aborted when the client leaves. */
  signal?: AbortSignal | undefined;
  /** The app's dispatchers; a process-wide set per config is used when omitted. */
  upstreams?: Upstreams | undefined;
}

const sharedUpstreams = new WeakMap<Config, Upstreams>();

function upstreamsFor(config: Config): Upstreams {
  let upstreams = sharedUpstreams.get(config);
  if (!upstreams) {
    upstreams = createUpstreams(config);
    sharedUpstreams.set(config, upstreams);
  }
  return upstreams;
}

export function createUpstreamApiClient(options: UpstreamApiClientOptions): ApiClient {
  const upstreams = options.upstreams ?? upstreamsFor(options.config);

  async function call<T>(
    method: string,
    path: string,
    request: ApiRequestOptions = {},
  ): Promise<T> {
    const resolved = resolveApiPath(options.config, path);
    if (!resolved) {
      const message = `No API endpoint at ${path.split('?')[0]}.`;
      throw new ApiError(404, errorBody(webErrors.noApiEndpoint, { message }), message);
    }
    const { upstream, url } = resolved;
    if (upstream === 'reviews') url.searchParams.set('key', options.config.reviewApiKey);

    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-encoding': 'identity',
    };
    if (options.requestId) headers['x-request-id'] = options.requestId;
    if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | null = null;
    if (request.form) {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(request.form)) {
        if (value !== undefined && value !== null) form.append(key, String(value));
      }
      body = form.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (request.json !== undefined) {
      body = JSON.stringify(request.json);
      headers['content-type'] = 'application/json';
    }
    Object.assign(headers, request.headers);
    // The platform makes a write with a key once: a retried booking is answered, not made twice.
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;

    const signal = anySignal(options.signal, request.signal);
    const catalog = upstreams.catalog && isCatalogCall(method, path) ? upstreams.catalog : null;
    let answer: CatalogAnswer;
    try {
      const load = (loadSignal: AbortSignal | undefined, loadHeaders = headers) =>
        readUpstream({
          upstreams,
          upstream,
          url,
          method,
          headers: loadHeaders,
          body,
          signal: loadSignal,
          log: options.log,
        });
      // A catalog answer is shared by every guest: fetched once, without the guest's token and
      // without the guest's abort signal (the guest only stops waiting for it).
      answer = catalog
        ? await catalog.answer(
            resolved,
            () => load(undefined, withoutAuthorization(headers)),
            signal,
          )
        : await load(signal);
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      const failure = upstreamError(error);
      if (!failure) throw new DOMException('The request was aborted.', 'AbortError');
      throw new ApiError(failure.status, errorBody(failure), failure.message);
    }
    const { status, text } = answer;
    const parsed = catalog ? parsedCatalogAnswer(answer) : parseJson(text);
    if (status < 200 || status >= 300)
      throw new ApiError(status, stripAccessTokens(parsed ?? text));
    // A kept catalog answer lost its tokens once already (catalog-cache.ts).
    return (catalog || !mayHoldAccessTokens(text) ? parsed : stripAccessTokens(parsed)) as T;
  }

  return {
    get: (path, request) => call('GET', path, request),
    post: (path, request) => call('POST', path, request),
    put: (path, request) => call('PUT', path, request),
    delete: (path, request) => call('DELETE', path, request),
  };
}

/**
 * A kept catalog answer is the same for every guest, so it is parsed once and every page reads
 * that one value (a results page read 27 catalog answers, each parsed again on every
 * request). It is frozen: a loader that changed it would change it for every later guest, so
 * that is an error instead.
 */
const parsedCatalog = new WeakMap<CatalogAnswer, unknown>();

function parsedCatalogAnswer(answer: CatalogAnswer): unknown {
  if (parsedCatalog.has(answer)) return parsedCatalog.get(answer);
  const parsed = deepFreeze(parseJson(answer.text));
  parsedCatalog.set(answer, parsed);
  return parsed;
}

function deepFreeze(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
}

function withoutAuthorization(headers: Record<string, string>): Record<string, string> {
  const { authorization: _dropped, ...rest } = headers;
  return rest;
}
