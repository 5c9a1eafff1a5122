// Accounts in the store and on the wire. The form fields map to
// columns here; the shared rules decide what is valid (shared/validation/account.ts).
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AccountsTable } from '../db/schema-guests.ts';
import { validateAccountForm, type AccountFormMode } from '#shared/validation/account.ts';
import { messages } from '#shared/validation/messages.ts';
import { invalidValue, required, type ParameterError } from '../http/errors.ts';
import { isCommonPassword } from './common-passwords.ts';

export type AccountRow = Selectable<AccountsTable>;

/** The account form as the platform receives it (form-encoded, empty values dropped). */
export interface AccountForm {
  loginId?: string;
  email?: string;
  password?: string;
  /** Edit only: proves the owner when the password changes. */
  currentPassword?: string;
  captcha?: string;
  givenName?: string;
  surname?: string;
  address1?: string;
  address2?: string;
  city?: string;
  subdivision?: string;
  postal?: string;
  country?: string;
  phone?: string;
  birthMonth?: string;
  birthDay?: string;
  leisure?: string;
  business?: string;
}

const field = { type: 'string', maxLength: 200 } as const;
export const accountFormSchema = {
  type: 'object',
  properties: {
    loginId: { type: 'string', maxLength: 254 },
    email: { type: 'string', maxLength: 254 },
    password: { type: 'string', maxLength: 200 },
    currentPassword: { type: 'string', maxLength: 200 },
    captcha: { type: 'string', maxLength: 8000 },
    givenName: field,
    surname: field,
    address1: field,
    address2: field,
    city: field,
    subdivision: { type: 'string', maxLength: 10 },
    postal: { type: 'string', maxLength: 20 },
    country: { type: 'string', maxLength: 10 },
    phone: { type: 'string', maxLength: 40 },
    birthMonth: { type: 'string', maxLength: 2 },
    birthDay: { type: 'string', maxLength: 2 },
    leisure: { type: 'string', maxLength: 5 },
    business: { type: 'string', maxLength: 5 },
  },
} as const;

const trimmed = (value: string | undefined): string | undefined => {
  const t = value?.trim();
  return t ? t : undefined;
};

export const normalizeLoginId = (value: string): string => value.trim().toLowerCase();

/** The e-mail the form names (`email`, or `loginId` as some callers send it). */
export const formEmail = (form: AccountForm): string | undefined =>
  trimmed(form.email) ?? trimmed(form.loginId);

/** Rules, as per-parameter errors in the platform's shape (wire names: `email`, `password`). */
export function accountFormErrors(
  form: AccountForm,
  mode: AccountFormMode,
  currentEmail?: string,
): ParameterError[] {
  const errors = validateAccountForm(
    {
      ...form,
      email: formEmail(form),
      newPassword: form.password,
      confirmPassword: form.password,
      ...(currentEmail ? { currentEmail } : {}),
    },
    mode,
  );
  // The platform alone holds the list of common passwords.
  if (form.password && !errors.newPassword && isCommonPassword(form.password))
    errors.newPassword = messages.passwordCommon;
  return Object.entries(errors)
    .filter(([name]) => name !== 'confirmPassword')
    .map(([name, message]) => {
      const parameterName = name === 'newPassword' ? 'password' : name;
      const missing =
        message === messages.required ||
        message === messages.currentPasswordNeeded ||
        message === messages.currentPasswordForEmail;
      return missing ? required(parameterName, message) : invalidValue(parameterName, message!);
    });
}

const flag = (value: string | undefined): 0 | 1 =>
  value && /^(true|on|1|yes)$/i.test(value.trim()) ? 1 : 0;
const numberOrNull = (value: string | undefined): number | null =>
  trimmed(value) ? Number(value) : null;

/** The profile columns of a valid form; the whole profile is replaced on edit. */
export function profileColumns(form: AccountForm) {
  const country = (trimmed(form.country) ?? 'US').toUpperCase();
  return {
    given_name: trimmed(form.givenName) ?? '',
    surname: trimmed(form.surname) ?? '',
    street1: trimmed(form.address1) ?? null,
    street2: trimmed(form.address2) ?? null,
    city_name: trimmed(form.city) ?? null,
    subdivision_code: country === 'US' ? (trimmed(form.subdivision)?.toUpperCase() ?? null) : null,
    postal_code: trimmed(form.postal) ?? null,
    country_code: country,
    phone: trimmed(form.phone) ?? null,
    birth_month: numberOrNull(form.birthMonth),
    birth_day: numberOrNull(form.birthDay),
    leisure: flag(form.leisure),
    business: flag(form.business),
  };
}

export function findAccount(
  db: Kysely<Database>,
  loginId: string,
): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('login_id', '=', loginId).executeTakeFirst();
}

/** "Account"; `verified` tells the site whether the e-mail link has been followed. */
export function toAccount(row: AccountRow) {
  const hasAddress = row.street1 || row.city_name || row.postal_code;
  return {
    loginId: row.login_id,
    name: { givenName: row.given_name, surname: row.surname },
    addresses: hasAddress
      ? [
          {
            street: [row.street1, row.street2].filter((line): line is string => !!line),
            cityName: row.city_name,
            subdivisionCode: row.subdivision_code,
            postalCode: row.postal_code,
            countryCode: row.country_code,
          },
        ]
      : [],
    emails: [{ address: row.email }],
    phones: row.phone ? [{ number: row.phone }] : [],
    birthDay: row.birth_day,
    birthMonth: row.birth_month,
    travelPurpose: { leisure: row.leisure === 1, business: row.business === 1 },
    verified: row.verified_at !== null,
  };
}
