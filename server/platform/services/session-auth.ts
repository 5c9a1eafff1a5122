// Resolves the bearer token of a request to the signed-in account's loginId (null when absent,
// expired, idle too long or revoked). Tokens are looked up by their SHA-256; see tokens.ts.
// Each use moves the session's last-seen time (at most once a minute, to spare the database), and
// the idle timeout counts from it (docs/decisions/0017-sessions-idle-timeout.md).
import type { Request } from 'express';
import type { ExpressionBuilder } from 'kysely';
import type { PlatformContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { hashToken } from './tokens.ts';

/** A session ends after this long without a request (2 hours). */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
/** Last-seen is written when it is older than this, not on every request. */
const LAST_SEEN_STEP_MS = 60_000;

/** Used within the idle timeout; a row without a last-seen time counts from its sign-in. */
export const seenSince = (now: Date) => (eb: ExpressionBuilder<Database, 'sessions'>) =>
  eb(
    eb.fn.coalesce('last_seen_at', 'created_at'),
    '>',
    new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000).toISOString(),
  );

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  const match =
    typeof header === 'string' ? /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header) : null;
  return match?.[1];
}

export interface LiveSession {
  loginId: string;
  tokenHash: string;
}

/** The request's live session, its last-seen time moved on; null when there is none. */
export async function authenticateSession(
  platform: PlatformContext,
  req: Request,
): Promise<LiveSession | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const now = platform.now();
  const session = await platform.db
    .selectFrom('sessions')
    .select((eb) => ['login_id', eb.fn.coalesce('last_seen_at', 'created_at').as('last_seen_at')])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where(seenSince(now))
    .executeTakeFirst();
  if (!session) return null;
  if (now.getTime() - Date.parse(session.last_seen_at) >= LAST_SEEN_STEP_MS) {
    await platform.db
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  return { loginId: session.login_id, tokenHash };
}

export async function authenticate(
  platform: PlatformContext,
  req: Request,
): Promise<string | null> {
  return (await authenticateSession(platform, req))?.loginId ?? null;
}
