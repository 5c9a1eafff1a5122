// The session cookie follows an e-mail change. The cookie holds `loginId|token`
// (session-cookie.ts) and the loginId is the account's e-mail, so when a signed-in guest's PUT
// accounts/{loginId} succeeds with another loginId in its answer, the cookie is rewritten with the
// new loginId and the same token: the next page re-fetches the account under its new name instead
// of finding the session refused.
import type { Request, Response } from 'express';
import type { Config } from '#server/config.ts';
import { readSession, writeSession } from '#server/context/session-cookie.ts';

const ACCOUNT_PATH = /^\/v1\/account\/accounts\/[^/?]+$/;
/** The platform's absolute session lifetime (its `expiresIn`, and the cookie's Max-Age when it
 * says none); the platform ends the session, never the cookie. */
export const SESSION_COOKIE_SECONDS = 86_400;

/** For a signed-in PUT of the account: what to do with its JSON answer, else undefined. */
export function followAccountMove(
  req: Request,
  res: Response,
  config: Config,
): ((status: number, text: string) => void) | undefined {
  if (req.method !== 'PUT' || !ACCOUNT_PATH.test(req.url.split('?')[0] ?? '')) return undefined;
  const session = readSession(req, config);
  if (!session) return undefined;
  return (status, text) => {
    if (status !== 200) return;
    let loginId: unknown;
    try {
      loginId = (JSON.parse(text) as { data?: { loginId?: unknown } } | null)?.data?.loginId;
    } catch {
      return;
    }
    if (typeof loginId === 'string' && loginId && loginId !== session.loginId)
      writeSession(res, config, { loginId, token: session.token }, SESSION_COOKIE_SECONDS);
  };
}
