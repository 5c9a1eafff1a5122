import { describe, expect, it } from 'vitest';
import type { PlatformError } from '../http/errors.ts';
import { addDays, dayNumber, guestToday, stayNights, validateStay } from './rates-dates.ts';

const now = new Date('2026-03-02T15:00:00Z');

function parameterOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return (error as PlatformError).errors[0]?.parameterName;
  }
  return undefined;
}

describe('stay dates', () => {
  it('lists the nights from check-in to the night before check-out', () => {
    expect(stayNights('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('takes "today" at UTC−10 so no US guest is refused their own today', () => {
    expect(guestToday(new Date('2026-03-03T05:00:00Z'))).toBe('2026-03-02');
    expect(guestToday(new Date('2026-03-03T10:00:00Z'))).toBe('2026-03-03');
  });

  it('accepts check-in today..+365 and check-out check-in+1..+365', () => {
    expect(validateStay('2026-03-02', '2026-03-03', now).nights).toHaveLength(1);
    expect(validateStay('2027-03-02', '2028-03-01', now).nights).toHaveLength(365);
    expect(parameterOf(() => validateStay('2026-03-01', '2026-03-05', now))).toBe('checkIn');
    expect(parameterOf(() => validateStay('2027-03-03', '2027-03-05', now))).toBe('checkIn');
    expect(parameterOf(() => validateStay('2026-03-05', '2026-03-05', now))).toBe('checkOut');
    expect(parameterOf(() => validateStay('2026-03-05', '2026-03-04', now))).toBe('checkOut');
    expect(parameterOf(() => validateStay('2026-03-05', '2027-03-06', now))).toBe('checkOut');
  });

  it('counts days since 1970 as Date does, across leap years and centuries', () => {
    for (let day = '1999-12-25'; day < '2101-03-05'; day = addDays(day, 7)) {
      expect(dayNumber(day)).toBe(Date.parse(day) / 86_400_000);
    }
    expect(dayNumber('2000-02-29') + 1).toBe(dayNumber('2000-03-01'));
    expect(dayNumber('2100-02-28') + 1).toBe(dayNumber('2100-03-01'));
  });
});
