// The rules of the Create Account and Edit Account form, and of sign-in. The platform applies the
// same rules to the form body it receives.
import { isBlank, messages, type FieldErrors } from './messages.ts';
import { isAccountEmail, isPhoneNumber } from './patterns.ts';
import { passwordContextProblem } from './password-context.ts';
import { addressErrors, nameError, showsSubdivision } from './person.ts';

export { showsSubdivision };

export interface AccountFormValues {
  givenName?: string;
  surname?: string;
  address1?: string;
  address2?: string;
  phone?: string;
  city?: string;
  subdivision?: string;
  postal?: string;
  country?: string;
  email?: string;
  newPassword?: string;
  confirmPassword?: string;
  /** Edit only: required with a new password or a new e-mail address. */
  currentPassword?: string;
  /** Edit only: the account's e-mail address now, to tell whether `email` changes it. */
  currentEmail?: string;
  birthMonth?: string | number;
  birthDay?: string | number;
  leisure?: boolean | string;
  business?: boolean | string;
}

export type AccountField = keyof AccountFormValues;
export type AccountFormMode = 'create' | 'edit';

/** At least 8 characters, a letter and a number, all said by one message. */
export function validatePassword(password: string): string | undefined {
  if (password.length < 8 || !/\p{L}/u.test(password) || !/\p{N}/u.test(password))
    return messages.passwordLetterAndNumber;
  return undefined;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : value == null ? '' : String(value);

/** Every inline error of the account form. On edit, e-mail and password are optional. */
export function validateAccountForm(
  values: AccountFormValues,
  mode: AccountFormMode,
): FieldErrors<AccountField> {
  const errors: FieldErrors<AccountField> = {};
  const country = text(values.country).toUpperCase();

  const required: AccountField[] = [
    'givenName',
    'surname',
    'address1',
    'phone',
    'city',
    'postal',
    'country',
  ];
  if (showsSubdivision(country || 'US')) required.push('subdivision');
  if (mode === 'create') required.push('email', 'newPassword', 'confirmPassword');
  for (const field of required) if (isBlank(values[field])) errors[field] = messages.required;

  for (const field of ['givenName', 'surname'] as const) {
    const problem = nameError(values[field]);
    if (problem) errors[field] = problem;
  }
  const address = addressErrors({
    line1: text(values.address1),
    line2: text(values.address2),
    city: text(values.city),
    subdivision: text(values.subdivision),
    postal: text(values.postal),
    country,
  });
  if (address.line1) errors.address1 = address.line1;
  if (address.line2) errors.address2 = address.line2;
  if (address.city) errors.city = address.city;
  if (address.postal) errors.postal = address.postal;
  if (address.subdivision) errors.subdivision = address.subdivision;
  if (country && address.country) errors.country = address.country;
  const phone = text(values.phone);
  if (phone && !isPhoneNumber(phone)) errors.phone = messages.invalid;

  const email = text(values.email);
  if (email && !isAccountEmail(email)) errors.email = messages.emailInvalid;

  const password = typeof values.newPassword === 'string' ? values.newPassword : '';
  if (password) {
    const problem =
      validatePassword(password) ??
      passwordContextProblem(password, {
        givenName: text(values.givenName),
        surname: text(values.surname),
        email: email || values.currentEmail,
      });
    if (problem) errors.newPassword = problem;
  }
  const confirm = typeof values.confirmPassword === 'string' ? values.confirmPassword : '';
  if ((password || confirm) && confirm !== password && !errors.confirmPassword)
    errors.confirmPassword = messages.passwordsDoNotMatch;
  if (mode === 'edit' && !values.currentPassword) {
    if (password) errors.currentPassword = messages.currentPasswordNeeded;
    else if (changesEmail(values)) errors.currentPassword = messages.currentPasswordForEmail;
  }

  const month = text(values.birthMonth);
  if (month && !(/^\d{1,2}$/.test(month) && +month >= 1 && +month <= 12))
    errors.birthMonth = messages.invalid;
  const day = text(values.birthDay);
  if (
    day &&
    !(/^\d{1,2}$/.test(day) && +day >= 1 && +day <= daysInMonth(month ? +month : undefined))
  ) {
    errors.birthDay = messages.invalid;
  }
  return errors;
}

/** Edit: whether the form's e-mail differs from the account's (case and spaces aside). */
export function changesEmail(values: Pick<AccountFormValues, 'email' | 'currentEmail'>): boolean {
  const email = text(values.email).toLowerCase();
  return !!email && !!values.currentEmail && email !== values.currentEmail.trim().toLowerCase();
}

// A birthday has no year, so February allows the 29th.
function daysInMonth(month: number | undefined): number {
  if (!month || month < 1 || month > 12) return 31;
  return [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** E-mail and password required; only red borders are shown, so no messages. */
export function missingSignInFields(values: {
  email?: string;
  password?: string;
}): Array<'email' | 'password'> {
  return (['email', 'password'] as const).filter((field) => isBlank(values[field]));
}
