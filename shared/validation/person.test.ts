import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { addressErrors, NAME_MAX_LENGTH, nameError, showsSubdivision } from './person.ts';

describe('nameError', () => {
  it('takes letters (accented too), digits, space, dot, apostrophe and hyphen', () => {
    for (const name of ['Zoë', "O'Neil", 'Peña-Ruiz', 'J. R.', 'Anne Marie 2'])
      expect(nameError(name), name).toBeUndefined();
  });

  it('says nothing of an empty name (required is each form’s own)', () => {
    expect(nameError('')).toBeUndefined();
    expect(nameError('   ')).toBeUndefined();
  });

  it('refuses other symbols, punctuation alone, and a name longer than every call takes', () => {
    for (const name of ['<b>', 'Ann!', "-'.", 'x'.repeat(NAME_MAX_LENGTH + 1)])
      expect(nameError(name), name).toBe(messages.invalid);
    expect(nameError('x'.repeat(NAME_MAX_LENGTH))).toBeUndefined();
  });
});

describe('addressErrors', () => {
  const us = {
    line1: '400 Main St.',
    line2: '',
    city: 'Houston',
    subdivision: 'TX',
    postal: '77002',
    country: 'US',
  };

  it('accepts a US address with its state and ZIP code', () => {
    expect(addressErrors(us)).toEqual({});
    expect(addressErrors({ ...us, postal: '20500-0003' })).toEqual({});
  });

  it('says what an address line, a city, a ZIP code and a state must be', () => {
    expect(addressErrors({ ...us, line1: '12 Main St. #4', city: 'Austin!' })).toEqual({
      line1: messages.address,
      city: messages.invalid,
    });
    expect(addressErrors({ ...us, postal: 'K1A 0B1' })).toEqual({ postal: messages.postalUs });
    expect(addressErrors({ ...us, subdivision: 'Texas' })).toEqual({
      subdivision: messages.invalid,
    });
  });

  it('takes a postal code of letters and digits elsewhere, and no state', () => {
    const ca = { ...us, country: 'CA', postal: 'K1A 0B1', subdivision: 'Texas' };
    expect(addressErrors(ca)).toEqual({});
    expect(addressErrors({ ...ca, postal: 'K1A_0B1' })).toEqual({ postal: messages.postalOther });
    expect(showsSubdivision('CA')).toBe(false);
    expect(showsSubdivision('us')).toBe(true);
  });
});
