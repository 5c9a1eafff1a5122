// E-mail verification and password reset: single-use tokens (only their hash stored) mailed as
// links to the site (verification calls).
import type { PlatformContext } from '../context.ts';
import { resetMail, verificationMail } from '../mail/notice-mails.ts';
import { badRequest, invalidParameter, invalidValue, required } from '../http/errors.ts';
import { messages } from '#shared/validation/messages.ts';
import { findAccount } from './accounts-store.ts';
import { newPasswordProblem } from './common-passwords.ts';
import { revokeAllSessions } from './accounts-sessions.ts';
import { hashPassword } from './passwords.ts';
import { clearSignInFailures } from './sign-in-gate.ts';
import { addSeconds, hashToken, newToken } from './tokens.ts';

export type TokenPurpose = 'verify' | 'reset';

const LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  verify: 7 * 24 * 60 * 60,
  reset: 60 * 60,
};

export async function issueToken(
  platform: PlatformContext,
  loginId: string,
  purpose: TokenPurpose,
): Promise<string> {
  const token = newToken();
  const now = platform.now();
  await platform.db
    .insertInto('account_tokens')
    .values({
      token_hash: hashToken(token),
      login_id: loginId,
      purpose,
      created_at: now.toISOString(),
      expires_at: addSeconds(now, LIFETIME_SECONDS[purpose]),
      used_at: null,
    })
    .execute();
  return token;
}

/** Marks the token used if it is live, unused and for this account; true exactly once. */
export async function consumeToken(
  platform: PlatformContext,
  loginId: string,
  purpose: TokenPurpose,
  token: string,
): Promise<boolean> {
  const now = platform.now().toISOString();
  const result = await platform.db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('login_id', '=', loginId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const link = (platform: PlatformContext, path: string, loginId: string, token: string) =>
  `${platform.config.siteUrl}${path}?${new URLSearchParams({ loginId, token }).toString()}`;

export async function sendVerificationMail(
  platform: PlatformContext,
  loginId: string,
  givenName: string,
  /** After an e-mail change rather than a new account. */
  changed = false,
): Promise<void> {
  const url = link(
    platform,
    '/verify-email',
    loginId,
    await issueToken(platform, loginId, 'verify'),
  );
  await platform.mailer.send({
    to: loginId,
    ...(await verificationMail({ siteUrl: platform.config.siteUrl, givenName, url, changed })),
  });
}

export async function sendResetMail(
  platform: PlatformContext,
  loginId: string,
  givenName: string,
): Promise<void> {
  const url = link(
    platform,
    '/reset-password',
    loginId,
    await issueToken(platform, loginId, 'reset'),
  );
  await platform.mailer.send({
    to: loginId,
    ...(await resetMail({ siteUrl: platform.config.siteUrl, givenName, url })),
  });
}

/** PUT /v1/account/accounts/{loginId} with { password, token }: a new password, every session revoked. */
export async function resetPassword(
  platform: PlatformContext,
  loginId: string,
  token: string,
  password: string | undefined,
) {
  // The account's names and address are what a guesser knows first (password-context.ts).
  const owner = password ? await findAccount(platform.db, loginId) : undefined;
  const problem = password
    ? newPasswordProblem(password, {
        givenName: owner?.given_name,
        surname: owner?.surname,
        email: loginId,
      })
    : messages.required;
  if (problem)
    throw badRequest([
      password ? invalidValue('password', problem) : required('password', problem),
    ]);
  if (!(await consumeToken(platform, loginId, 'reset', token))) {
    throw invalidParameter('token', 'This password reset link is invalid or has expired.');
  }
  const now = platform.now().toISOString();
  await platform.db
    .updateTable('accounts')
    .set({
      password_hash: await hashPassword(password!),
      verified_at: owner?.verified_at ?? now,
      updated_at: now,
    })
    .where('login_id', '=', loginId)
    .execute();
  await revokeAllSessions(platform, loginId);
  // The owner proved the mailbox: the failures that held the account shut are forgiven.
  await clearSignInFailures(platform, loginId);
  return { status: 'OK' };
}
