// The page path's one reading of a request, filled in once before the render
// handler and kept in res.locals.page: the session cookie, read once; the one "client left"
// signal (client-signal.ts); the request's API client, which carries both; and the request
// context of shared/data/request-context.ts: the corporate id and template "Query
// parameters read", the township and current-search cookies, the signed-in account
// (fetched through that API client) and whether a crawler asks.
import type { Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import type { Config } from '#server/config.ts';
import { accountCall } from '#shared/contract/calls.ts';
import { ApiError, type ApiClient } from '#shared/data/api-client.ts';
import type { RequestContext, SignedInAccount } from '#shared/data/request-context.ts';
import { savedParty, type CurrentSearch } from '#shared/storage/current-search.ts';
import { CORPORATE_BANNER_COOKIE, CORPORATE_RATE_COOKIE } from '#shared/storage/session-storage.ts';
import { readCorporateId } from '#shared/search/stay-url.ts';
import { createUpstreamApiClient } from '#server/upstream/api-client.ts';
import type { Upstreams } from '#server/upstream/upstreams.ts';
import { clientSignal } from './client-signal.ts';
import { clearSession, readSession, type StoredSession } from './session-cookie.ts';

export const TOWNSHIP_COOKIE = 'township';
export const CURRENT_SEARCH_COOKIE = 'current-search';

export interface PageRequest {
  session: StoredSession | null;
  /** Aborted when the client leaves before the response has finished. */
  signal: AbortSignal;
  /** The loaders' and the account's API client: the session's token, the request id, the signal. */
  api: ApiClient;
  context: RequestContext;
}

/** The page request createRequestContext made; the render handler runs after it. */
export function pageRequestOf(res: Response): PageRequest {
  const page = res.locals.page as PageRequest | undefined;
  if (!page) throw new Error('createRequestContext must run before the page is rendered.');
  return page;
}

export function createRequestContext(config: Config, upstreams: Upstreams): RequestHandler {
  return async (req, res, next) => {
    try {
      const session = readSession(req, config);
      const signal = clientSignal(res);
      const api = createUpstreamApiClient({
        config,
        log: req.log,
        token: session?.token,
        requestId: String(res.locals.requestId ?? ''),
        clientAddress: req.ip,
        signal,
        upstreams,
      });
      const context: RequestContext = {
        // Search: the corporate rate id is uppercased. The URL's first, else the one
        // chosen earlier in the visit, in any tab (its session cookie).
        corporateId:
          queryString(req, 'clientid')?.toUpperCase() ??
          readCorporateId(decodeCookie(cookieString(req, CORPORATE_RATE_COOKIE))),
        corporateBannerCollapsed: cookieString(req, CORPORATE_BANNER_COOKIE) === 'collapsed',
        template: queryString(req, 'template'),
        township: cookieString(req, TOWNSHIP_COOKIE),
        currentSearch: parseCurrentSearch(cookieString(req, CURRENT_SEARCH_COOKIE)),
        ...(await savedSession(req, res, config, api, session)),
        isBot: isbot(req.get('user-agent') ?? ''),
      };
      const page: PageRequest = { session, signal, api, context };
      res.locals.page = page;
      res.locals.context = context;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * A query parameter of the page: of the address a data request asks for
 * (server/render/data-handler.ts), else of the request itself.
 */
function queryString(req: Request, name: string): string | null {
  const target: unknown = req.res?.locals.pageUrl;
  const value: unknown = target instanceof URL ? target.searchParams.get(name) : req.query[name];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null;
}

function decodeCookie(value: string | null): string | null {
  try {
    return value === null ? null : decodeURIComponent(value);
  } catch {
    return null;
  }
}

function cookieString(req: Request, name: string): string | null {
  const value: unknown = req.cookies?.[name];
  return typeof value === 'string' && value ? value.slice(0, 4096) : null;
}

/** The current-search cookie is JSON written by the browser; anything malformed is ignored. */
export function parseCurrentSearch(raw: string | null): CurrentSearch | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const timestamp = (field: unknown): number | null | undefined => {
    if (field === null || field === undefined) return null;
    return typeof field === 'number' && Number.isFinite(field) && field >= -5_364_662_400_000
      ? field
      : undefined;
  };
  const checkInDate = timestamp(record.checkInDate);
  const checkOutDate = timestamp(record.checkOutDate);
  if (checkInDate === undefined || checkOutDate === undefined) return null;
  const plain = (field: unknown) =>
    field !== null && typeof field === 'object' && !Array.isArray(field) ? field : null;
  return {
    checkInDate,
    checkOutDate,
    searchPlace: plain(record.searchPlace),
    searchAddress: plain(record.searchAddress),
    ...savedParty(record.party),
  };
}

async function savedSession(
  req: Request,
  res: Response,
  config: Config,
  api: ApiClient,
  session: StoredSession | null,
): Promise<Pick<RequestContext, 'account' | 'sessionUnavailable'>> {
  const account = session ? await signedInAccount(req, res, config, api, session) : null;
  return account === UNAVAILABLE
    ? { account: null, sessionUnavailable: true }
    : { account, sessionUnavailable: false };
}

const UNAVAILABLE = Symbol('platform unavailable');

async function signedInAccount(
  req: Request,
  res: Response,
  config: Config,
  api: ApiClient,
  session: StoredSession,
): Promise<SignedInAccount | null | typeof UNAVAILABLE> {
  try {
    const { account } = await api.get(accountCall(session.loginId));
    return { loginId: account.loginId, givenName: account.name.givenName };
  } catch (error) {
    // The client left: nothing to render for.
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    if (error instanceof ApiError && !error.isUnavailable)
      return refused(req, res, config, error.status);
    // The platform failed or could not be reached, it did not refuse: the session may well be
    // valid, so it is kept. The status only: neither the loginId nor the token.
    req.log.error(
      { status: error instanceof ApiError ? error.status : undefined },
      'could not re-fetch the saved session; session kept',
    );
    return UNAVAILABLE;
  }
}

/**
 * Saved session on load /: on failure the saved session is removed and the error
 * logged (the status only: neither the loginId nor the token reaches the log).
 */
function refused(req: Request, res: Response, config: Config, status: number): null {
  req.log.error({ status }, 'saved session refused by the platform; session removed');
  clearSession(res, config);
  return null;
}
