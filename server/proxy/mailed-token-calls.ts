// Calls whose authority is a one-time token mailed to the guest, not the session:
// PUT accounts/{loginId} with password and token resets a password, PUT verification/{id} with
// token verifies an e-mail address. Sent with the signed-in guest's bearer, the platform reads
// the first as a profile update of that guest and refuses it, so the proxy
// forwards both without the session when they carry a token.
import express, { type Request, type RequestHandler } from 'express';

/** The site's /api paths (mounted under /api) of the calls a mailed token authorises. */
export const MAILED_TOKEN_PATHS = ['/v1/account/accounts/:loginId', '/v1/account/verification/:id'];

/** Buffers these small form bodies so the token can be read; the buffer is what is forwarded. */
export const readMailedTokenBody: RequestHandler = express.raw({ type: () => true, limit: '16kb' });

function bodyToken(req: Request): unknown {
  if (!Buffer.isBuffer(req.body) || req.body.length === 0) return undefined;
  const text = req.body.toString('utf8');
  if (req.is('application/x-www-form-urlencoded')) return new URLSearchParams(text).get('token');
  if (req.is('json')) {
    try {
      return (JSON.parse(text) as { token?: unknown } | null)?.token;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function carriesMailedToken(req: Request): boolean {
  const queryToken = new URLSearchParams(req.url.split('?')[1] ?? '').get('token');
  const token = queryToken || bodyToken(req);
  return typeof token === 'string' && token.length > 0;
}
