import { describe, expect, it } from 'vitest';
import { accountFormErrors, profileColumns, toAccount, type AccountRow } from './accounts-store.ts';

const form = {
  email: 'Guest@Example.com',
  password: 'Sunrise2026',
  givenName: ' Ana ',
  surname: 'Lee',
  address1: '1 Main St',
  city: 'Austin',
  subdivision: 'tx',
  postal: '78701',
  country: 'us',
  phone: '512-555-0100',
  leisure: 'on',
};

describe('account form on the platform', () => {
  it('names errors by wire field (password, not newPassword) with REQUIRED / INVALID_VALUE codes', () => {
    expect(accountFormErrors(form, 'create')).toEqual([]);
    expect(accountFormErrors({ ...form, password: 'abcdefgh', givenName: '' }, 'create')).toEqual([
      { parameterName: 'givenName', code: 'REQUIRED', message: 'This field is required' },
      {
        parameterName: 'password',
        code: 'INVALID_VALUE',
        message: 'Passwords must have at least 1 letter and 1 number',
      },
    ]);
    expect(
      accountFormErrors({ ...form, email: undefined, loginId: 'guest@example.com' }, 'create'),
    ).toEqual([]);
  });

  it('maps the form to columns: trimmed, upper-cased codes, flags, no state outside the US', () => {
    expect(profileColumns(form)).toMatchObject({
      given_name: 'Ana',
      subdivision_code: 'TX',
      country_code: 'US',
      leisure: 1,
      business: 0,
      street2: null,
      birth_month: null,
    });
    expect(
      profileColumns({ ...form, country: 'CA', subdivision: 'ON' }).subdivision_code,
    ).toBeNull();
  });

  it('renders the account shape the site reads', () => {
    const row: AccountRow = {
      login_id: 'a@example.com',
      email: 'a@example.com',
      password_hash: 'x',
      given_name: 'Ana',
      surname: 'Lee',
      street1: '1 Main St',
      street2: 'Suite 2',
      city_name: 'Austin',
      subdivision_code: 'TX',
      postal_code: '78701',
      country_code: 'US',
      phone: null,
      birth_day: 4,
      birth_month: 7,
      leisure: 0,
      business: 1,
      verified_at: null,
      created_at: '',
      updated_at: '',
    };
    expect(toAccount(row)).toEqual({
      loginId: 'a@example.com',
      name: { givenName: 'Ana', surname: 'Lee' },
      addresses: [
        {
          street: ['1 Main St', 'Suite 2'],
          cityName: 'Austin',
          subdivisionCode: 'TX',
          postalCode: '78701',
          countryCode: 'US',
        },
      ],
      emails: [{ address: 'a@example.com' }],
      phones: [],
      birthDay: 4,
      birthMonth: 7,
      travelPurpose: { leisure: false, business: true },
      verified: false,
    });
    expect(JSON.stringify(toAccount(row))).not.toContain('password');
  });
});
