// The session cookie ("Stored auth session: loginId
// and token"). One httpOnly cookie holds `loginId|token`: the web tier needs the loginId to
// re-fetch the account on load and the token for the bearer
// header, and keeping both in one cookie means they can never disagree. The token never reaches
// page JavaScript; the loginId is not secret but is kept httpOnly alongside it.
// Over HTTPS the `__Host-` prefix pins the cookie to this host, Secure and Path=/.
import type { Request, Response } from 'express';
import type { Config } from '#server/config.ts';

export interface StoredSession {
  loginId: string;
  token: string;
}

export function sessionCookieName(config: Pick<Config, 'https'>): string {
  return config.https ? '__Host-session' : 'session';
}

/** The session from the request's cookie, or null when there is none or it is malformed. */
export function readSession(req: Request, config: Pick<Config, 'https'>): StoredSession | null {
  const value: unknown = req.cookies?.[sessionCookieName(config)];
  if (typeof value !== 'string') return null;
  // Tokens never contain '|'; a loginId (an e-mail) in theory can, so split at the last one.
  const at = value.lastIndexOf('|');
  if (at <= 0 || at === value.length - 1) return null;
  const token = value.slice(at + 1);
  if (!/^[A-Za-z0-9._~+/=-]{8,512}$/.test(token)) return null;
  return { loginId: value.slice(0, at), token };
}

export function writeSession(
  res: Response,
  config: Pick<Config, 'https'>,
  session: StoredSession,
  maxAgeSeconds: number,
): void {
  res.cookie(sessionCookieName(config), `${session.loginId}|${session.token}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.https,
    path: '/',
    maxAge: Math.max(1, Math.floor(maxAgeSeconds)) * 1000,
  });
}

export function clearSession(res: Response, config: Pick<Config, 'https'>): void {
  res.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.https,
    path: '/',
  });
}
