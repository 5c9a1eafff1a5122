// Edit Account with a session (PUT …/accounts/{loginId}): the profile is replaced; a new
// password or a new e-mail address (Build 1) needs the current password, proven
// once for both; a wrong one changes nothing. The other sessions end only after the change.
import type { PlatformContext } from '../context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { changesEmail } from '#shared/validation/account.ts';
import { messages } from '#shared/validation/messages.ts';
import {
  accountFormErrors,
  findAccount,
  formEmail,
  normalizeLoginId,
  profileColumns,
  toAccount,
  type AccountForm,
} from './accounts-store.ts';
import { signInRequired } from './accounts-sessions.ts';
import { proveCurrentPassword, storeNewPassword } from './accounts-password-change.ts';
import { finishEmailChange, moveAccount } from './accounts-email-change.ts';

export async function updateAccount(
  platform: PlatformContext,
  loginId: string,
  body: AccountForm,
  sessionToken: string | undefined,
) {
  const errors = accountFormErrors(body, 'edit', loginId);
  if (errors.length) throw badRequest(errors);
  const before = await findAccount(platform.db, loginId);
  if (!before) throw signInRequired();
  const email = formEmail(body);
  const newEmail = email && changesEmail({ email, currentEmail: loginId });
  if (body.password || newEmail) {
    const needed = body.password
      ? messages.currentPasswordNeeded
      : messages.currentPasswordForEmail;
    await proveCurrentPassword(platform, before, body.currentPassword, needed);
  }
  const profile = { ...profileColumns(body), updated_at: platform.now().toISOString() };
  const afterId = newEmail ? normalizeLoginId(email) : loginId;
  if (newEmail) await moveAccount(platform, before, afterId, profile);
  else
    await platform.db
      .updateTable('accounts')
      .set(profile)
      .where('login_id', '=', loginId)
      .execute();
  const moved = await findAccount(platform.db, afterId);
  if (!moved) throw notFound('No such account.');
  if (body.password) await storeNewPassword(platform, moved, body.password, sessionToken);
  if (newEmail) await finishEmailChange(platform, before, moved, sessionToken);
  const row = await findAccount(platform.db, afterId);
  if (!row) throw notFound('No such account.');
  return { status: 'OK', message: messages.accountUpdated, data: toAccount(row) };
}
