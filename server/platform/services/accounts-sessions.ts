// Sign-in and sessions: one path for the sign-in call and for `Authorization: Basic`,
// throttled by sign-in-gate.ts, with the same answer and similar timing for an unknown e-mail and
// a wrong password.
import type { PlatformContext } from '../context.ts';
import { invalidCredentials, unauthorized } from '../http/errors.ts';
import { messages } from '#shared/validation/messages.ts';
import { findAccount, toAccount } from './accounts-store.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { seenSince } from './session-auth.ts';
import { enterSignIn, signInSucceeded } from './sign-in-gate.ts';
import { addSeconds, hashToken, newToken } from './tokens.ts';

/** A session ends this long after the sign-in however busy it is (24 hours); see session-auth.ts
 * for the idle timeout and docs/decisions/0017-sessions-idle-timeout.md for the reasons. */
export const SESSION_SECONDS = 24 * 60 * 60;

/** Who signed in, as the guest's list of sessions shows it. */
export interface SignInClient {
  userAgent: string | undefined;
  via: 'sign-in' | 'basic';
}

export async function signIn(
  platform: PlatformContext,
  email: string,
  password: string,
  address: string,
  client: SignInClient,
  captcha?: string,
) {
  const loginId = email.trim().toLowerCase();
  const gate = await enterSignIn(platform, loginId, address, captcha);
  const row = loginId ? await findAccount(platform.db, loginId) : undefined;
  const ok = row
    ? await verifyPassword(row.password_hash, password)
    : await verifyAgainstDummy(password);
  if (!row || !ok) throw invalidCredentials(messages.signInFailed);
  await signInSucceeded(platform, gate);
  const accessToken = await openSession(platform, row.login_id, client);
  return { account: toAccount(row), authorization: { accessToken, expiresIn: SESSION_SECONDS } };
}

/** A new session at each sign-in; the token is returned once and only its hash is kept. The
 * account's ended sessions (expired, idle too long or revoked) are deleted first: nothing reads
 * them again, and each Basic call opens a session, so they would otherwise pile up. */
export async function openSession(
  platform: PlatformContext,
  loginId: string,
  client: SignInClient,
): Promise<string> {
  const token = newToken();
  const now = platform.now();
  await platform.db
    .deleteFrom('sessions')
    .where('login_id', '=', loginId)
    .where((eb) =>
      eb.or([
        eb('revoked_at', 'is not', null),
        eb('expires_at', '<=', now.toISOString()),
        eb.not(seenSince(now)(eb)),
      ]),
    )
    .execute();
  await platform.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      login_id: loginId,
      created_at: now.toISOString(),
      expires_at: addSeconds(now, SESSION_SECONDS),
      revoked_at: null,
      last_seen_at: now.toISOString(),
      user_agent: client.userAgent?.slice(0, 300) || null,
      via: client.via,
    })
    .execute();
  return token;
}

export async function revokeSession(platform: PlatformContext, token: string): Promise<boolean> {
  const result = await platform.db
    .updateTable('sessions')
    .set({ revoked_at: platform.now().toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every live session of an account (after a password change or reset), but `keep`. */
export async function revokeAllSessions(
  platform: PlatformContext,
  loginId: string,
  keep?: string,
): Promise<void> {
  let query = platform.db
    .updateTable('sessions')
    .set({ revoked_at: platform.now().toISOString() })
    .where('login_id', '=', loginId)
    .where('revoked_at', 'is', null);
  if (keep) query = query.where('token_hash', '!=', hashToken(keep));
  await query.execute();
}

/** `Basic base64(loginId:password)` → [loginId, password]. */
export function parseBasic(header: string | undefined): [string, string] | undefined {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]{1,1000})\s*$/i.exec(header) : null;
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 ? [decoded.slice(0, colon), decoded.slice(colon + 1)] : undefined;
}

export const signInRequired = () => unauthorized('Sign in to continue.');
