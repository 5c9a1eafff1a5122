import { describe, expect, it } from 'vitest';
import { countries } from './forms-countries.ts';
import {
  contactAccepted,
  fieldErrorsOf,
  majorAccountsAccepted,
  stateOptions,
} from './forms-options.ts';

describe('inquiry form options and answers', () => {
  it('maps per-parameter errors: INVALID_VALUE → invalid, else "Something went wrong"', () => {
    expect(
      fieldErrorsOf({
        errors: [
          { code: 'INVALID_VALUE', parameterName: 'email' },
          { code: 'REQUIRED', parameterName: 'details' },
          { code: 'INVALID_VALUE', parameterName: 'captcha' },
          { code: 'INVALID_VALUE' },
          { code: 'REQUIRED', parameterName: 'email' },
        ],
      }),
    ).toEqual({
      email: 'This field is invalid',
      details: 'Something went wrong',
      captcha: 'Invalid captcha',
    });
    expect(fieldErrorsOf(null)).toEqual({});
    expect(fieldErrorsOf('<html>')).toEqual({});
  });

  it('reads each form’s success shape', () => {
    expect(contactAccepted({ data: { status: 'OK' } })).toBe(true);
    // The other form's shape (as never: the types say it cannot come) is not a success.
    expect(contactAccepted({ status: 'OK' } as never)).toBe(false);
    expect(majorAccountsAccepted({ status: 'OK' })).toBe(true);
    expect(majorAccountsAccepted({ data: { status: 'OK' } } as never)).toBe(false);
  });

  it('lists countries with US, CA, MX first and no code twice', () => {
    expect(countries.slice(0, 3).map(([code]) => code)).toEqual(['US', 'CA', 'MX']);
    const codes = countries.map(([code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(codes.length).toBe(249);
  });

  it('lists the states by name, with DC', () => {
    const names = stateOptions.map(([, name]) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(stateOptions).toContainEqual(['DC', 'District of Columbia']);
    expect(stateOptions.length).toBe(52);
  });
});
