import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  missingSignInFields,
  showsSubdivision,
  validateAccountForm,
  type AccountFormValues,
} from './account.ts';

const valid: AccountFormValues = {
  givenName: 'Ana María',
  surname: "O'Neil-Smith",
  address1: '100 Main St.',
  address2: '',
  phone: '(214) 555-0100',
  city: 'Dallas',
  subdivision: 'TX',
  postal: '75201',
  country: 'US',
  email: 'ana@example.com',
  newPassword: 'secret123',
  confirmPassword: 'secret123',
};

describe('account form rules', () => {
  it('accepts a complete, valid form', () => {
    expect(validateAccountForm(valid, 'create')).toEqual({});
  });

  it('requires every required field with "This field is required"', () => {
    const errors = validateAccountForm({}, 'create');
    for (const field of [
      'givenName',
      'surname',
      'address1',
      'phone',
      'city',
      'subdivision',
      'postal',
      'country',
      'email',
      'newPassword',
      'confirmPassword',
    ]) {
      expect(errors[field as keyof AccountFormValues]).toBe('This field is required');
    }
    expect(errors.address2).toBeUndefined();
    expect(errors.birthMonth).toBeUndefined();
  });

  it('does not require e-mail and password on edit, but checks them when given', () => {
    const { email: _e, newPassword: _p, confirmPassword: _c, ...rest } = valid;
    expect(validateAccountForm(rest, 'edit')).toEqual({});
    expect(
      validateAccountForm({ ...valid, newPassword: 'short1', confirmPassword: 'short1' }, 'edit')
        .newPassword,
    ).toBe(messages.passwordLetterAndNumber);
    expect(
      validateAccountForm({ ...valid, newPassword: 'secret123', confirmPassword: '' }, 'edit')
        .confirmPassword,
    ).toBe('Passwords do not match');
  });

  it('refuses names and city without an alphanumeric or with other symbols', () => {
    expect(validateAccountForm({ ...valid, givenName: "'-." }, 'create').givenName).toBe(
      'This field is invalid',
    );
    expect(validateAccountForm({ ...valid, surname: 'Smith!' }, 'create').surname).toBe(
      'This field is invalid',
    );
    expect(validateAccountForm({ ...valid, city: 'Dallas<script>' }, 'create').city).toBe(
      'This field is invalid',
    );
    expect(validateAccountForm({ ...valid, surname: '---' }, 'create').surname).toBe(
      'This field is invalid',
    );
    // Letters of any language are letters.
    expect(validateAccountForm({ ...valid, givenName: 'Zoë Peña' }, 'create').givenName).toBe(
      undefined,
    );
  });

  it('gives the address message for bad address lines', () => {
    const message = "Enter a valid address with letters, numbers, and allowed symbols (.-').";
    expect(validateAccountForm({ ...valid, address1: '100 Main St #4' }, 'create').address1).toBe(
      message,
    );
    expect(validateAccountForm({ ...valid, address2: '...' }, 'create').address2).toBe(message);
  });

  it('checks US ZIP and ZIP+4, and postal codes of letters and numbers elsewhere', () => {
    expect(
      validateAccountForm({ ...valid, postal: '75201-1234' }, 'create').postal,
    ).toBeUndefined();
    expect(validateAccountForm({ ...valid, postal: '7520' }, 'create').postal).toBe(
      'Enter a 5-digit ZIP code, or ZIP+4 such as 20500-0003.',
    );
    expect(validateAccountForm({ ...valid, postal: '75201-12' }, 'create').postal).toBe(
      'Enter a 5-digit ZIP code, or ZIP+4 such as 20500-0003.',
    );
    expect(validateAccountForm({ ...valid, postal: 'K1A0B1' }, 'create').postal).toBe(
      'Enter a 5-digit ZIP code, or ZIP+4 such as 20500-0003.',
    );
    const canada = { ...valid, country: 'CA', subdivision: '', postal: 'K1A0B1' };
    expect(validateAccountForm(canada, 'create')).toEqual({});
    // Canada and the UK write the code in two groups: the space (or a hyphen) is the guest's habit.
    for (const postal of ['K1A 0B1', 'k1a 0b1', 'K1A-0B1'])
      expect(validateAccountForm({ ...canada, postal }, 'create'), postal).toEqual({});
    expect(validateAccountForm({ ...canada, country: 'GB', postal: 'SW1A 1AA' }, 'create')).toEqual(
      {},
    );
    for (const postal of ['K1A  0B1', 'K1A 0B1 X', 'K1A/0B1', 'K1A_0B1', '12345678901'])
      expect(validateAccountForm({ ...canada, postal }, 'create').postal, postal).toBe(
        'Enter a postal code of letters and numbers, such as K1A 0B1.',
      );
  });

  it('hides (and does not require) the state outside the US', () => {
    expect(showsSubdivision('US')).toBe(true);
    expect(showsSubdivision('MX')).toBe(false);
    expect(
      validateAccountForm({ ...valid, country: 'MX', subdivision: '', postal: '06600' }, 'create')
        .subdivision,
    ).toBeUndefined();
    expect(validateAccountForm({ ...valid, subdivision: '' }, 'create').subdivision).toBe(
      'This field is required',
    );
  });

  it('checks the e-mail with a 2 to 4 letter TLD', () => {
    expect(validateAccountForm({ ...valid, email: 'a@b.c' }, 'create').email).toBe(
      'Email is invalid',
    );
    expect(validateAccountForm({ ...valid, email: 'a@b.museum' }, 'create').email).toBe(
      'Email is invalid',
    );
    expect(validateAccountForm({ ...valid, email: 'no-at-sign.com' }, 'create').email).toBe(
      'Email is invalid',
    );
    expect(
      validateAccountForm({ ...valid, email: 'first.last+tag@mail.example.info' }, 'create').email,
    ).toBeUndefined();
  });

  it('checks password strength and confirmation', () => {
    expect(
      validateAccountForm(
        { ...valid, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
        'create',
      ).newPassword,
    ).toBe('Passwords must have at least 1 letter and 1 number');
    expect(
      validateAccountForm(
        { ...valid, newPassword: '12345678', confirmPassword: '12345678' },
        'create',
      ).newPassword,
    ).toBe('Passwords must have at least 1 letter and 1 number');
    expect(
      validateAccountForm({ ...valid, newPassword: 'abc123', confirmPassword: 'abc123' }, 'create')
        .newPassword,
    ).toBe('Passwords must have at least 1 letter and 1 number');
    expect(
      validateAccountForm({ ...valid, confirmPassword: 'secret124' }, 'create').confirmPassword,
    ).toBe('Passwords do not match');
  });

  it('checks birth month and day', () => {
    expect(validateAccountForm({ ...valid, birthMonth: '2', birthDay: '29' }, 'create')).toEqual(
      {},
    );
    expect(validateAccountForm({ ...valid, birthMonth: '13' }, 'create').birthMonth).toBe(
      'This field is invalid',
    );
    expect(
      validateAccountForm({ ...valid, birthMonth: '4', birthDay: '31' }, 'create').birthDay,
    ).toBe('This field is invalid');
  });

  it('sign-in needs both fields (red borders only)', () => {
    expect(missingSignInFields({ email: '', password: 'x' })).toEqual(['email']);
    // Blanks are missing too.
    expect(missingSignInFields({ email: ' ', password: '' })).toEqual(['email', 'password']);
    expect(missingSignInFields({ email: 'a@b.co', password: 'x' })).toEqual([]);
  });
});

describe('account messages', () => {
  it('are worded exactly as the guest reads them', () => {
    expect(messages.signInFailed).toBe('Invalid email or password');
    expect(messages.accountExists).toBe('An account with this email address already exists.');
    expect(messages.accountCreateFailed).toBe(
      'There was an error creating your account. Contact support.',
    );
    expect(messages.accountUpdated).toBe('Account updated');
    expect(messages.invalidCaptcha).toBe('Invalid captcha');
  });
});

describe('names refuse bidirectional controls and invisible-only values', () => {
  it('visible text: letters and symbols yes; bidi overrides, zero-width and fillers no', async () => {
    const { isVisibleText } = await import('./patterns.ts');
    const { validateMajorAccountsForm } = await import('./major-accounts.ts');
    expect(isVisibleText('Zoë Peña')).toBe(true);
    expect(isVisibleText('AT&T / Field Services®')).toBe(true);
    for (const bad of [
      '\u200b',
      '\u200b\u200c\u200d',
      '\u3164',
      ' \u2800 ',
      'abc\u202edcba',
      'x\u2066y',
      'a\u200bb',
    ])
      expect(isVisibleText(bad), JSON.stringify(bad)).toBe(false);
    expect(validateAccountForm({ givenName: 'Ann\u202e' }, 'edit').givenName).toBe(
      messages.invalid,
    );
    expect(validateMajorAccountsForm({ companyName: '\u200b\u200b' }).companyName).toBe(
      messages.invalid,
    );
    expect(validateMajorAccountsForm({ companyName: 'Summit & Co.' }).companyName).toBeUndefined();
  });
});

describe('the form refuses a password built on the guest (password-context.ts)', () => {
  it('names the reason under the password, on sign-up and on a change', () => {
    for (const newPassword of ['longstay1', 'AnaMaria2026', 'oneil-smith1', 'ana12345x'])
      expect(
        validateAccountForm({ ...valid, newPassword, confirmPassword: newPassword }, 'create')
          .newPassword,
      ).toBe(messages.passwordPersonal);
    const change = {
      ...valid,
      email: '',
      currentEmail: 'riley.k@example.com',
      newPassword: 'rileyk2026',
      confirmPassword: 'rileyk2026',
      currentPassword: 'secret123',
    };
    expect(validateAccountForm(change, 'edit').newPassword).toBe(messages.passwordPersonal);
  });
});
