// The Create Account / Edit Account form's values and how they map to the platform's wire form
// (form-encoded, empty values dropped) and back from an account to prefill Edit Account.
import type { AnswerOf } from '#shared/contract/platform-api.ts';
import type { AccountFormMode } from '../validation/account.ts';
import { changesEmail, showsSubdivision } from '../validation/account.ts';

/** The form's state: every field a string, the two purposes booleans. */
export interface AccountFormState {
  givenName: string;
  surname: string;
  address1: string;
  address2: string;
  phone: string;
  city: string;
  subdivision: string;
  postal: string;
  country: string;
  email: string;
  newPassword: string;
  confirmPassword: string;
  /** Edit only: proves the owner when the password or the e-mail (Build 1) changes. */
  currentPassword: string;
  birthMonth: string;
  birthDay: string;
  leisure: boolean;
  business: boolean;
}

export const emptyAccountForm: AccountFormState = {
  givenName: '',
  surname: '',
  address1: '',
  address2: '',
  phone: '',
  city: '',
  subdivision: '',
  postal: '',
  // The country defaults to US.
  country: 'US',
  email: '',
  newPassword: '',
  confirmPassword: '',
  currentPassword: '',
  birthMonth: '',
  birthDay: '',
  leisure: false,
  business: false,
};

/** The account as the platform answers it (GET /v1/account/accounts/{loginId}). */
export type AccountView = AnswerOf<'/v1/account/accounts/{loginId}', 'get'>['account'];

/** "empty values dropped"; the confirmation is checked here and never sent. */
export function toWireForm(
  state: AccountFormState,
  mode: AccountFormMode,
  captcha: string | null,
  /** Edit: the account's e-mail now; the e-mail is sent only when it changes. */
  currentEmail?: string,
): Record<string, string> {
  const country = state.country.trim().toUpperCase() || 'US';
  const newEmail = mode === 'edit' && changesEmail({ email: state.email, currentEmail });
  const email =
    mode === 'create' ? state.email.trim().toLowerCase() : newEmail ? state.email.trim() : '';
  const entries: Array<[string, string]> = [
    ['givenName', state.givenName],
    ['surname', state.surname],
    ['address1', state.address1],
    ['address2', state.address2],
    ['phone', state.phone],
    ['city', state.city],
    ['subdivision', showsSubdivision(country) ? state.subdivision.toUpperCase() : ''],
    ['postal', state.postal],
    ['country', country],
    ['email', email],
    ['password', state.newPassword],
    [
      'currentPassword',
      mode === 'edit' && (state.newPassword || newEmail) ? state.currentPassword : '',
    ],
    ['birthMonth', state.birthMonth],
    ['birthDay', state.birthDay],
    ['leisure', state.leisure ? 'true' : ''],
    ['business', state.business ? 'true' : ''],
    ['captcha', captcha ?? ''],
  ];
  const form: Record<string, string> = {};
  for (const [name, value] of entries) {
    // Passwords are sent as typed (spaces count); everything else trimmed.
    const sent = name === 'password' || name === 'currentPassword' ? value : value.trim();
    if (sent) form[name] = sent;
  }
  return form;
}

/** Edit Account starts from the saved profile; passwords start empty (optional on edit). */
export function formFromAccount(account: AccountView): AccountFormState {
  const address = account.addresses[0];
  return {
    ...emptyAccountForm,
    givenName: account.name.givenName,
    surname: account.name.surname,
    address1: address?.street[0] ?? '',
    address2: address?.street[1] ?? '',
    city: address?.cityName ?? '',
    subdivision: address?.subdivisionCode ?? '',
    postal: address?.postalCode ?? '',
    country: address?.countryCode ?? 'US',
    phone: account.phones[0]?.number ?? '',
    email: account.emails[0]?.address ?? account.loginId,
    birthMonth: account.birthMonth ? String(account.birthMonth) : '',
    birthDay: account.birthDay ? String(account.birthDay) : '',
    leisure: account.travelPurpose.leisure,
    business: account.travelPurpose.business,
  };
}

/** The router state the account form navigates to /register-confirmation with. */
export interface AccountCreatedState {
  accountCreated: true;
  email: string;
}

/** The account-created news in a location's state, or null (a direct visit carries none). */
export function accountCreatedBy(state: unknown): AccountCreatedState | null {
  const value = state as Partial<AccountCreatedState> | null;
  return value?.accountCreated === true && typeof value.email === 'string'
    ? { accountCreated: true, email: value.email }
    : null;
}
