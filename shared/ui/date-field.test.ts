import { describe, expect, it } from 'vitest';
import { readTypedDate, shownDate } from './date-field.tsx';

describe('date field typing', () => {
  it('reads MM/DD/YYYY, M/D/YYYY, MMDDYYYY and YYYY-MM-DD as one day', () => {
    for (const typed of ['03/07/2027', '3/7/2027', '03072027', '2027-03-07', ' 03/07/2027 '])
      expect(readTypedDate(typed), typed).toBe('2027-03-07');
  });

  it('gives "" for nothing and null for text that names no day', () => {
    expect(readTypedDate('')).toBe('');
    expect(readTypedDate('  ')).toBe('');
    for (const typed of ['02/31/2027', '02312027', '13/01/2027', 'tomorrow', '2027-3-7', '3/7/27'])
      expect(readTypedDate(typed), typed).toBeNull();
  });

  it('shows a day as MM/DD/YYYY', () => {
    expect(shownDate('2027-03-07')).toBe('03/07/2027');
    expect(shownDate('')).toBe('');
  });
});
