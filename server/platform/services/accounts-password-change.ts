// Changing the password of a signed-in account: a session alone is not enough — the
// current password must be proven here, so a stolen cookie or a shared computer cannot lock the
// owner out. Other sessions end only once the change has been stored, and the owner is told by
// mail. Wrong current passwords count against a per-account throttle like sign-in failures.
import type { PlatformContext } from '../context.ts';
import { badRequest, invalidParameter, required, tooManyRequests } from '../http/errors.ts';
import { passwordChangedMail } from '../mail/notice-mails.ts';
import { messages } from '#shared/validation/messages.ts';
import type { AccountRow } from './accounts-store.ts';
import { revokeAllSessions } from './accounts-sessions.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { clear, hit, limits } from './throttle.ts';

/**
 * Throws a 400 on `currentPassword` unless the session's owner typed the right current password.
 * The password change and the e-mail change (accounts-email-change.ts) both come through here;
 * `neededMessage` says which change asks for it.
 */
export async function proveCurrentPassword(
  platform: PlatformContext,
  row: AccountRow,
  currentPassword: string | undefined,
  neededMessage: string = messages.currentPasswordNeeded,
): Promise<void> {
  if (!currentPassword) {
    throw badRequest([required('currentPassword', neededMessage)]);
  }
  const limit = limits.currentPassword(row.login_id);
  if ((await hit(platform.db, limit, platform.now())) > limit.max)
    throw tooManyRequests('Too many wrong passwords. Please wait 15 minutes and try again.');
  if (!(await verifyPassword(row.password_hash, currentPassword))) {
    throw invalidParameter('currentPassword', messages.currentPasswordWrong);
  }
  await clear(platform.db, limit);
}

/** The new hash is stored first; only then do the other sessions end and the owner get a mail. */
export async function storeNewPassword(
  platform: PlatformContext,
  row: AccountRow,
  password: string,
  keepToken: string | undefined,
): Promise<void> {
  await platform.db
    .updateTable('accounts')
    .set({ password_hash: await hashPassword(password), updated_at: platform.now().toISOString() })
    .where('login_id', '=', row.login_id)
    .execute();
  await revokeAllSessions(platform, row.login_id, keepToken);
  await sendPasswordChangedMail(platform, row);
}

async function sendPasswordChangedMail(platform: PlatformContext, row: AccountRow): Promise<void> {
  const when = platform.now().toUTCString();
  const name = row.given_name || 'there';
  await platform.mailer.send({
    to: row.email,
    ...(await passwordChangedMail({ siteUrl: platform.config.siteUrl, name, when })),
  });
}
