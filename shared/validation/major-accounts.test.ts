import { describe, expect, it } from 'vitest';
import {
  formatCountry,
  industries,
  nightsOptions,
  regionScopes,
  validateMajorAccountsForm,
  type MajorAccountsValues,
} from './major-accounts.ts';

const valid: MajorAccountsValues = {
  companyName: 'Acme Pipeline Co.',
  firstName: 'Dana',
  lastName: 'Cruz',
  email: 'dana@acme.example',
  phone: '+1 713 555 0199',
  tellmore: 'yes',
  addrLine1: '1 Energy Way',
  city: 'Houston',
  state: 'TX',
  postalCode: '77002',
  country: formatCountry('US', 'United States'),
  industry: 'Oil / Gas / Energy',
  regionScope: 'Nationally',
  nights: '1,001 - 2,000',
  budget: '$',
  details: 'Crews of 20 for six months.',
};

describe('major accounts form', () => {
  it('has the options the form offers', () => {
    expect(industries).toHaveLength(8);
    expect(nightsOptions).toEqual([
      '1 - 250',
      '251 - 500',
      '501 - 1,000',
      '1,001 - 2,000',
      '2,001 or More',
    ]);
    expect(regionScopes).toEqual([
      'Locally',
      'Regionally',
      'Various Territories / Regions',
      'Nationally',
    ]);
  });

  it('accepts a valid inquiry', () => {
    expect(validateMajorAccountsForm(valid)).toEqual({});
  });

  it('requires the required fields', () => {
    const errors = validateMajorAccountsForm({});
    expect(errors.companyName).toBe('This field is required');
    expect(errors.industry).toBe('This field is required');
    expect(errors.addrLine1).toBeUndefined();
  });

  it('refuses options outside the lists and a country not sent as "code - name"', () => {
    expect(validateMajorAccountsForm({ ...valid, industry: 'Fishing' }).industry).toBe(
      'This field is invalid',
    );
    expect(validateMajorAccountsForm({ ...valid, nights: '3000' }).nights).toBe(
      'This field is invalid',
    );
    expect(validateMajorAccountsForm({ ...valid, regionScope: 'Globally' }).regionScope).toBe(
      'This field is invalid',
    );
    expect(validateMajorAccountsForm({ ...valid, country: 'US' }).country).toBe(
      'This field is invalid',
    );
    expect(validateMajorAccountsForm({ ...valid, tellmore: 'maybe' }).tellmore).toBe(
      'This field is invalid',
    );
    expect(validateMajorAccountsForm({ ...valid, email: 'dana' }).email).toBe(
      'This field is invalid',
    );
  });
});
