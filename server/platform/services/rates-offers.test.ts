import { describe, expect, it } from 'vitest';
import { isComingSoon, type Hotel } from './rates-offers.ts';

const now = new Date('2026-03-02T15:00:00Z');
const hotel = (coming_soon: 0 | 1, presell_date: string | null) =>
  ({ coming_soon, presell_date }) as Hotel;

describe('coming soon (flagged, or presell date in the future)', () => {
  it('is open when neither flagged nor in presell', () => {
    expect(isComingSoon(hotel(0, null), now)).toBe(false);
  });
  it('is coming soon when flagged without a presell date', () => {
    expect(isComingSoon(hotel(1, null), now)).toBe(true);
  });
  it('is coming soon while the presell date is ahead, flagged or not', () => {
    expect(isComingSoon(hotel(0, '2026-04-01'), now)).toBe(true);
    expect(isComingSoon(hotel(1, '2026-04-01'), now)).toBe(true);
  });
  it('takes bookings once the presell date of a flagged hotel has come', () => {
    expect(isComingSoon(hotel(1, '2026-03-02'), now)).toBe(false);
  });
});
