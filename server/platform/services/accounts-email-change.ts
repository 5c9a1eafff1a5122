// Changing the e-mail address of a signed-in account. The loginId is the
// lower-cased e-mail, so the account moves to the new loginId in one transaction: the
// new row is written, its sessions and reservations follow, and the old row goes (with the old
// address's mailed verification and reset links). The current password is proven first, by the
// same path as a password change (accounts-password-change.ts). Only after the move are the other
// sessions ended; the OLD address is told what happened, and the new one gets a verification link.
import type { PlatformContext } from '../context.ts';
import { accountExists } from '../http/errors.ts';
import { emailChangedMail } from '../mail/notice-mails.ts';
import { messages } from '#shared/validation/messages.ts';
import { findAccount, type AccountRow } from './accounts-store.ts';
import { revokeAllSessions } from './accounts-sessions.ts';
import { sendVerificationMail } from './accounts-recovery.ts';

const exists = () => accountExists(messages.accountExists);

/** Moves the account to `newLoginId` with the profile given; 409 when that address has an account. */
export async function moveAccount(
  platform: PlatformContext,
  before: AccountRow,
  newLoginId: string,
  profile: Partial<AccountRow>,
): Promise<void> {
  if (await findAccount(platform.db, newLoginId)) throw exists();
  const now = platform.now().toISOString();
  try {
    await platform.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('accounts')
        .values({
          ...before,
          ...profile,
          login_id: newLoginId,
          email: newLoginId,
          verified_at: null,
          updated_at: now,
        })
        .execute();
      await trx
        .updateTable('sessions')
        .set({ login_id: newLoginId })
        .where('login_id', '=', before.login_id)
        .execute();
      await trx
        .updateTable('reservations')
        .set({ login_id: newLoginId })
        .where('login_id', '=', before.login_id)
        .execute();
      await trx.deleteFrom('account_tokens').where('login_id', '=', before.login_id).execute();
      await trx.deleteFrom('accounts').where('login_id', '=', before.login_id).execute();
    });
  } catch (error) {
    if (await findAccount(platform.db, newLoginId)) throw exists(); // a concurrent sign-up won
    throw error;
  }
}

/** After the move: the other sessions end, the old address is told, the new one is verified. */
export async function finishEmailChange(
  platform: PlatformContext,
  before: AccountRow,
  after: AccountRow,
  keepToken: string | undefined,
): Promise<void> {
  await revokeAllSessions(platform, after.login_id, keepToken);
  await sendEmailChangedMail(platform, before, after.email);
  await sendVerificationMail(platform, after.login_id, after.given_name, true);
}

/** "n•••@example.com": enough for the owner to recognise, not a full address to a stranger. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

async function sendEmailChangedMail(
  platform: PlatformContext,
  before: AccountRow,
  newEmail: string,
): Promise<void> {
  const when = platform.now().toUTCString();
  const name = before.given_name || 'there';
  const masked = maskEmail(newEmail);
  await platform.mailer.send({
    to: before.email,
    ...(await emailChangedMail({ siteUrl: platform.config.siteUrl, name, masked, when })),
  });
}
