import { describe, expect, it } from 'vitest';
import { validateChangeStay } from './change-stay.ts';
import { messages } from './messages.ts';

const stay = { checkIn: '2027-03-01', checkOut: '2027-03-08', roomTypeCode: 'K' };

describe('validateChangeStay', () => {
  it('accepts a check-out after the check-in', () => {
    expect(validateChangeStay(stay)).toEqual({});
  });

  it('asks for the check-in first, then the check-out', () => {
    expect(validateChangeStay({ ...stay, checkIn: '', checkOut: '' })).toEqual({
      checkIn: messages.required,
    });
    expect(validateChangeStay({ ...stay, checkOut: '' })).toEqual({
      checkOut: messages.required,
    });
  });

  it('refuses a check-out on or before the check-in', () => {
    for (const checkOut of ['2027-03-01', '2027-02-28'])
      expect(validateChangeStay({ ...stay, checkOut })).toEqual({
        checkOut: messages.checkOutAfterCheckIn,
      });
  });
});
