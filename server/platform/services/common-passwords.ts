// ASVS 5.0 6.2.4/6.2.5: besides the product's rule (8+ characters, a letter and a
// number), a new password may not be a common or breached one. The list is the "passwords-common"
// dictionary of @zxcvbn-ts/language-common (MIT): 49,233 passwords that appeared more than ten
// times in Mark Burnett's public set of ten million leaked passwords, most frequent first (5,183
// of them meet the product's rule, e.g. "password1", "abcd1234", "qwerty123"). Compared without
// regard to case, so "Password123" is refused as "password123". docs/operations.md names it.
import { dictionary } from '@zxcvbn-ts/language-common';
import { validatePassword } from '#shared/validation/account.ts';
import { messages } from '#shared/validation/messages.ts';
import {
  passwordContextProblem,
  type PasswordContext,
} from '#shared/validation/password-context.ts';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/**
 * Why a new password is refused (the product's rule first, then the owner's own words, then the
 * list), or undefined.
 */
export function newPasswordProblem(password: string, context: PasswordContext): string | undefined {
  return (
    validatePassword(password) ??
    passwordContextProblem(password, context) ??
    (isCommonPassword(password) ? messages.passwordCommon : undefined)
  );
}
