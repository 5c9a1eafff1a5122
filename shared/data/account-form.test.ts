// The account form's own state and wire mapping: the form-encoded body (empty values dropped),
// which fields an edit sends, and Edit Account's starting values. The rules themselves are tested
// once, in shared/validation/account.test.ts.
import { describe, expect, it } from 'vitest';
import { validateAccountForm } from '../validation/account.ts';
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

describe('wire form (form-encoded, empty values dropped)', () => {
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

  it('edit: a new password travels with the current one as typed; create never sends one', () => {
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

  it('edit: a new e-mail travels with the current password; an unchanged one is not sent', () => {
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
