// State-changing requests are accepted only from the site's own origin, against
// cross-site request forgery (ASVS V3.5 / V50 CSRF): the Origin header, else Sec-Fetch-Site, else the Referer's
// origin. A request that proves none of these is refused with 403.
import { sendError, webErrors } from '#server/errors.ts';
import type { Request, RequestHandler } from 'express';
import type { Config } from '#server/config.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * RFC 8058 one-click unsubscribe: the mail provider POSTs from its own servers, with no Origin.
 * The link's token is the whole authority (no session is read), so there is nothing to forge.
 */
const TOKEN_ONLY_POSTS = new Set(['/api/v1/emailer/newsletter/unsubscribe']);

export function isSameOriginRequest(req: Request, allowed: Set<string>): boolean {
  const origin = req.get('origin');
  if (origin && origin !== 'null') return allowed.has(origin);
  if (origin === 'null') return false;
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  const referer = req.get('referer');
  if (referer) {
    try {
      return allowed.has(new URL(referer).origin);
    } catch {
      return false;
    }
  }
  return false;
}

export function originCheck(config: Config): RequestHandler {
  const allowed = new Set([config.publicOrigin, ...config.allowedOrigins]);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || isSameOriginRequest(req, allowed)) return next();
    if (req.method === 'POST' && TOKEN_ONLY_POSTS.has(req.path)) return next();
    req.log.warn(
      { method: req.method, origin: req.get('origin') ?? null },
      'cross-origin state-changing request refused',
    );
    sendError(res, webErrors.forbiddenOrigin);
  };
}
