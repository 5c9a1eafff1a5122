// Fills res.locals.context (shared/data/request-context.ts) for the page renderer: the corporate
// id and template of spec §2 "Query parameters read", the township and current-search cookies of
// spec §3, the signed-in account (spec §4 "Saved session on load") and whether a crawler asks.
import type { Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import type { Config } from '#server/config.ts';
import type { RequestContext, SignedInAccount } from '#shared/data/request-context.ts';
import type { CurrentSearch } from '#shared/storage/current-search.ts';
import { UpstreamFailure, openUpstream } from '#server/upstream/call.ts';
import type { Upstreams } from '#server/upstream/upstreams.ts';
import { clearSession, readSession } from './session-cookie.ts';

export const TOWNSHIP_COOKIE = 'township';
export const CURRENT_SEARCH_COOKIE = 'current-search';

export function createRequestContext(config: Config, upstreams: Upstreams): RequestHandler {
  return async (req, res, next) => {
    try {
      const context: RequestContext = {
        // spec §5 Search: the corporate rate id is uppercased.
        corporateId: queryString(req, 'clientid')?.toUpperCase() ?? null,
        template: queryString(req, 'template'),
        township: cookieString(req, TOWNSHIP_COOKIE),
        currentSearch: parseCurrentSearch(cookieString(req, CURRENT_SEARCH_COOKIE)),
        ...(await savedSession(req, res, config, upstreams)),
        isBot: isbot(req.get('user-agent') ?? ''),
      };
      res.locals.context = context;
      next();
    } catch (error) {
      next(error);
    }
  };
}

function queryString(req: Request, name: string): string | null {
  const value: unknown = req.query[name];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null;
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
  };
}

async function savedSession(
  req: Request,
  res: Response,
  config: Config,
  upstreams: Upstreams,
): Promise<Pick<RequestContext, 'account' | 'sessionUnavailable'>> {
  const account = await signedInAccount(req, res, config, upstreams);
  return account === UNAVAILABLE
    ? { account: null, sessionUnavailable: true }
    : { account, sessionUnavailable: false };
}

const UNAVAILABLE = Symbol('platform unavailable');

async function signedInAccount(
  req: Request,
  res: Response,
  config: Config,
  upstreams: Upstreams,
): Promise<SignedInAccount | null | typeof UNAVAILABLE> {
  const session = readSession(req, config);
  if (!session) return null;
  const clientGone = new AbortController();
  const onClose = () => clientGone.abort();
  res.once('close', onClose);
  try {
    const response = await openUpstream({
      upstreams,
      upstream: 'api',
      url: new URL(`${config.apiUrl}/v1/account/accounts/${encodeURIComponent(session.loginId)}`),
      method: 'GET',
      headers: {
        accept: 'application/json',
        'accept-encoding': 'identity',
        authorization: `Bearer ${session.token}`,
        'x-request-id': String(res.locals.requestId ?? ''),
      },
      signal: clientGone.signal,
      log: req.log,
    });
    const text = await response.text();
    if (response.status >= 200 && response.status < 300) {
      const account = readAccount(text);
      if (account) return account;
    }
    if (response.status >= 500) {
      // The platform failed, it did not refuse: the session is kept (issue 17 L8).
      req.log.error(
        { status: response.status },
        'could not re-fetch the saved session; session kept',
      );
      return UNAVAILABLE;
    }
    // spec §4 Saved session on load / §8: on failure the saved session is removed and the error
    // logged (the status only: neither the loginId nor the token reaches the log).
    req.log.error(
      { status: response.status },
      'saved session refused by the platform; session removed',
    );
    clearSession(res, config);
    return null;
  } catch (error) {
    // The platform could not be reached: the session may well be valid, so it is kept and the
    // page renders signed out this once.
    if (error instanceof UpstreamFailure && error.kind === 'aborted') return null;
    req.log.error({ err: error }, 'could not re-fetch the saved session; session kept');
    return UNAVAILABLE;
  } finally {
    res.off('close', onClose);
  }
}

function readAccount(text: string): SignedInAccount | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const record = (body ?? {}) as Record<string, unknown>;
  const account = (record.account ?? record.data ?? record) as Record<string, unknown>;
  const loginId = account.loginId;
  const name = (account.name ?? {}) as Record<string, unknown>;
  const givenName = name.givenName ?? account.givenName;
  if (typeof loginId !== 'string' || !loginId) return null;
  return { loginId, givenName: typeof givenName === 'string' ? givenName : '' };
}
