// The guest's list of signed-in devices: every live session of the account —
// from the site, from the sign-in call made directly, or from `Authorization: Basic` — with the
// device it was opened on and when it was last used. A session is named by an opaque id derived
// from its token's hash, so neither the token nor the stored hash ever leaves the platform.
import { createHash } from 'node:crypto';
import type { PlatformContext } from '../context.ts';
import { deviceName } from '#shared/format/device-name.ts';
import { seenSince } from './session-auth.ts';
import type { SessionSummary } from '#shared/data/account-sessions.ts';

/** More live sessions than this are not listed (each Basic call opens one); all can still end. */
export const LISTED_SESSIONS = 50;

export const sessionId = (tokenHash: string): string =>
  createHash('sha256').update(`session-id:${tokenHash}`, 'utf8').digest('base64url').slice(0, 22);

function liveSessions(platform: PlatformContext, loginId: string) {
  const now = platform.now();
  return platform.db
    .selectFrom('sessions')
    .select(['token_hash', 'created_at', 'last_seen_at', 'user_agent', 'via'])
    .where('login_id', '=', loginId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where(seenSince(now))
    .orderBy('last_seen_at', 'desc');
}

/** The account's live sessions, most recently used first; the asking one is `current`. */
export async function listSessions(
  platform: PlatformContext,
  loginId: string,
  currentHash: string,
): Promise<{ sessions: SessionSummary[]; total: number }> {
  const rows = await liveSessions(platform, loginId).execute();
  const current = rows.filter((row) => row.token_hash === currentHash);
  const others = rows.filter((row) => row.token_hash !== currentHash);
  const listed = [...current, ...others].slice(0, LISTED_SESSIONS);
  return {
    total: rows.length,
    sessions: listed.map((row) => ({
      id: sessionId(row.token_hash),
      device: deviceName(row.user_agent),
      via: row.via ?? 'sign-in',
      signedInAt: row.created_at,
      lastSeenAt: row.last_seen_at ?? row.created_at,
      current: row.token_hash === currentHash,
    })),
  };
}

/** Ends one live session of the account by its id; false when it has none by that id. */
export async function endSessionById(
  platform: PlatformContext,
  loginId: string,
  id: string,
): Promise<boolean> {
  const rows = await liveSessions(platform, loginId).execute();
  const match = rows.find((row) => sessionId(row.token_hash) === id);
  if (!match) return false;
  await platform.db
    .updateTable('sessions')
    .set({ revoked_at: platform.now().toISOString() })
    .where('token_hash', '=', match.token_hash)
    .where('revoked_at', 'is', null)
    .execute();
  return true;
}
