// spec §5 "Account" and "Sign-in" through the account form's own state and wire mapping: every rule
// with the spec's exact message, and the form-encoded body of spec §7 (empty values dropped).
import { describe, expect, it } from 'vitest';
import { validateAccountForm, missingSignInFields, showsSubdivision } from '../validation/account.ts';
import { messages } from '../validation/messages.ts';
import {
  emptyAccountForm,
  formFromAccount,
  toWireForm,
  type AccountFormState,
  type AccountView,
} from './account-form.ts';

const filled: AccountFormState = {
  ...emptyAccountForm,
  givenName: 'Rosalind',
  surname: "O'Hara-Smith",
  address1: '100 Main St.',
  phone: '(214) 555-0100',
  city: 'Dallas',
  subdivision: 'TX',
  postal: '75201',
  country: 'US',
  email: 'Rosalind@Example.com',
  newPassword: 'secret123',
  confirmPassword: 'secret123',
};

const errorsOf = (changes: Partial<AccountFormState>, mode: 'create' | 'edit' = 'create') =>
  validateAccountForm({ ...filled, ...changes }, mode);

describe('account form rules with the spec messages (spec §5 Account)', () => {
  it('a complete form has no error', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('"This field is required" on every required field left empty', () => {
    const errors = validateAccountForm(emptyAccountForm, 'create');
    for (const field of [
      'givenName',
      'surname',
      'address1',
      'phone',
      'city',
      'subdivision',
      'postal',
      'email',
      'newPassword',
      'confirmPassword',
    ] as const)
      expect(errors[field], field).toBe('This field is required');
    expect(errors.address2).toBeUndefined();
    expect(errors.birthMonth).toBeUndefined();
  });

  it('"This field is invalid" for names and city outside letters, digits, space . \' -', () => {
    expect(errorsOf({ givenName: 'Ro$a' }).givenName).toBe('This field is invalid');
    expect(errorsOf({ surname: '---' }).surname).toBe('This field is invalid');
    expect(errorsOf({ city: 'Dallas!' }).city).toBe('This field is invalid');
    expect(errorsOf({ givenName: 'Zoë Peña' }).givenName).toBeUndefined();
  });

  it('the address message for a bad street line', () => {
    expect(errorsOf({ address1: '100 Main St. #4' }).address1).toBe(
      "Enter a valid address with letters, numbers, and allowed symbols (.-').",
    );
    expect(errorsOf({ address2: '<b>' }).address2).toBe(messages.address);
  });

  it('US ZIP: five digits or ZIP+4; elsewhere letters and numbers, in two groups or one', () => {
    const zip = 'Enter a 5-digit ZIP code, or ZIP+4 such as 20500-0003.';
    expect(errorsOf({ postal: '7520' }).postal).toBe(zip);
    expect(errorsOf({ postal: '75201-12' }).postal).toBe(zip);
    expect(errorsOf({ postal: '75201-1234' }).postal).toBeUndefined();
    expect(errorsOf({ country: 'CA', subdivision: '', postal: 'K1A0B1' })).toEqual({});
    expect(errorsOf({ country: 'CA', subdivision: '', postal: 'K1A 0B1' })).toEqual({});
    expect(errorsOf({ country: 'CA', subdivision: '', postal: 'K1A_0B1' }).postal).toBe(
      'Enter a postal code of letters and numbers, such as K1A 0B1.',
    );
  });

  it('state hidden, and not required, when the country is not US', () => {
    expect(showsSubdivision('US')).toBe(true);
    expect(showsSubdivision('MX')).toBe(false);
    expect(errorsOf({ country: 'MX', subdivision: '', postal: '06600' }).subdivision).toBeUndefined();
    expect(errorsOf({ subdivision: '' }).subdivision).toBe('This field is required');
  });

  it('"Email is invalid" for an address without a 2 to 4 letter TLD', () => {
    expect(errorsOf({ email: 'rosalind@example' }).email).toBe('Email is invalid');
    expect(errorsOf({ email: 'rosalind@example.museum' }).email).toBe('Email is invalid');
    expect(errorsOf({ email: 'not an email' }).email).toBe('Email is invalid');
  });

  it('passwords: at least 8, a letter and a number; the confirmation must match', () => {
    expect(errorsOf({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }).newPassword).toBe(
      'Passwords must have at least 1 letter and 1 number',
    );
    expect(errorsOf({ newPassword: '12345678', confirmPassword: '12345678' }).newPassword).toBe(
      'Passwords must have at least 1 letter and 1 number',
    );
    expect(errorsOf({ newPassword: 'abc1', confirmPassword: 'abc1' }).newPassword).toBe(
      messages.passwordLetterAndNumber,
    );
    expect(errorsOf({ confirmPassword: 'secret124' }).confirmPassword).toBe(
      'Passwords do not match',
    );
  });

  it('on edit, e-mail and password are optional (but still checked when given)', () => {
    expect(errorsOf({ email: '', newPassword: '', confirmPassword: '' }, 'edit')).toEqual({});
    expect(errorsOf({ newPassword: 'short1', confirmPassword: 'short1' }, 'edit').newPassword).toBe(
      messages.passwordLetterAndNumber,
    );
    expect(errorsOf({ newPassword: 'secret123', confirmPassword: '' }, 'edit').confirmPassword).toBe(
      'Passwords do not match',
    );
  });

  it('sign-in: e-mail and password required, no message (red borders only)', () => {
    expect(missingSignInFields({ email: ' ', password: '' })).toEqual(['email', 'password']);
    expect(missingSignInFields({ email: 'a@b.co', password: 'x' })).toEqual([]);
  });

  it('the account messages of spec §8, to the letter', () => {
    expect(messages.signInFailed).toBe('Invalid email or password');
    expect(messages.accountExists).toBe('An account with this email address already exists.');
    expect(messages.accountCreateFailed).toBe(
      'There was an error creating your account. Contact support.',
    );
    expect(messages.accountUpdated).toBe('Account updated');
    expect(messages.invalidCaptcha).toBe('Invalid captcha');
  });
});

describe('wire form (spec §7: form-encoded, empty values dropped)', () => {
  it('sends the create fields with the captcha, lower-cases the e-mail, never the confirmation', () => {
    expect(toWireForm({ ...filled, leisure: true }, 'create', 'solved')).toEqual({
      givenName: 'Rosalind',
      surname: "O'Hara-Smith",
      address1: '100 Main St.',
      phone: '(214) 555-0100',
      city: 'Dallas',
      subdivision: 'TX',
      postal: '75201',
      country: 'US',
      email: 'rosalind@example.com',
      password: 'secret123',
      leisure: 'true',
      captcha: 'solved',
    });
  });

  it('drops the state outside the US and empty optional fields', () => {
    const form = toWireForm({ ...filled, country: 'ca', subdivision: 'TX' }, 'edit', null);
    expect(form.country).toBe('CA');
    expect(form).not.toHaveProperty('subdivision');
    expect(form).not.toHaveProperty('captcha');
    expect(form).not.toHaveProperty('address2');
    expect(form).not.toHaveProperty('confirmPassword');
  });

  it('edit: a new password travels with the current one as typed; create never sends one (issue 17 M1)', () => {
    const edit = toWireForm({ ...filled, currentPassword: ' old pass1 ' }, 'edit', null);
    expect(edit).toMatchObject({ password: 'secret123', currentPassword: ' old pass1 ' });
    const profileOnly = toWireForm(
      { ...filled, newPassword: '', confirmPassword: '', currentPassword: 'typed1x' },
      'edit',
      null,
    );
    expect(profileOnly).not.toHaveProperty('currentPassword');
    expect(toWireForm({ ...filled, currentPassword: 'x1' }, 'create', 's')).not.toHaveProperty(
      'currentPassword',
    );
    expect(errorsOf({}, 'edit').currentPassword).toBe(
      'Enter your current password to change your password.',
    );
    expect(errorsOf({ currentPassword: 'Old12345' }, 'edit')).toEqual({});
    expect(errorsOf({}, 'create').currentPassword).toBeUndefined();
  });

  it('edit: a new e-mail travels with the current password; an unchanged one is not sent (issue 17 Build 1)', () => {
    const profile = { ...filled, newPassword: '', confirmPassword: '' };
    const same = toWireForm(
      { ...profile, email: ' rosalind@example.com ', currentPassword: 'typed1x' },
      'edit',
      null,
      'rosalind@example.com',
    );
    expect(same).not.toHaveProperty('email');
    expect(same).not.toHaveProperty('currentPassword');
    const moved = toWireForm(
      { ...profile, email: 'new@example.com', currentPassword: 'Old12345' },
      'edit',
      null,
      'rosalind@example.com',
    );
    expect(moved).toMatchObject({ email: 'new@example.com', currentPassword: 'Old12345' });
    const rules = (changes: Partial<AccountFormState>) =>
      validateAccountForm({ ...profile, ...changes, currentEmail: 'rosalind@example.com' }, 'edit');
    expect(rules({ email: 'new@example.com' }).currentPassword).toBe(
      'Enter your current password to change your e-mail address.',
    );
    expect(rules({ email: 'Rosalind@Example.com' })).toEqual({});
    expect(rules({ email: 'new@example.com', currentPassword: 'Old12345' })).toEqual({});
  });

  it('Edit Account starts from the saved profile with empty passwords', () => {
    const account: AccountView = {
      loginId: 'rosalind@example.com',
      verified: true,
      name: { givenName: 'Rosalind', surname: 'Franklin' },
      addresses: [
        {
          street: ['100 Main St.', 'Suite 2'],
          cityName: 'Dallas',
          subdivisionCode: 'TX',
          postalCode: '75201',
          countryCode: 'US',
        },
      ],
      emails: [{ address: 'rosalind@example.com' }],
      phones: [{ number: '(214) 555-0100' }],
      birthDay: 25,
      birthMonth: 7,
      travelPurpose: { leisure: false, business: true },
    };
    expect(formFromAccount(account)).toEqual({
      ...emptyAccountForm,
      givenName: 'Rosalind',
      surname: 'Franklin',
      address1: '100 Main St.',
      address2: 'Suite 2',
      city: 'Dallas',
      subdivision: 'TX',
      postal: '75201',
      country: 'US',
      phone: '(214) 555-0100',
      email: 'rosalind@example.com',
      birthMonth: '7',
      birthDay: '25',
      business: true,
    });
  });
});
