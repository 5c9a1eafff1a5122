import { describe, expect, it } from 'vitest';
import { dayLabel, monthTitle, monthWeeks, weekday } from './calendar-days.ts';

describe('calendar days', () => {
  it('lays a month out in Sunday-first weeks', () => {
    // 1 December 2026 is a Tuesday.
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks[4]).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
    // February 2026 starts on a Sunday and fills exactly four weeks.
    expect(monthWeeks('2026-02')).toHaveLength(4);
    expect(weekday('2026-02-01')).toBe(0);
  });

  it('names a month and a day with its total, in words a screen reader reads', () => {
    expect(monthTitle('2027-01')).toBe('January 2027');
    expect(dayLabel('2026-12-03', { kind: 'priced', total: 2104.55, cheapest: true })).toBe(
      'December 3, total $2,104.55, cheapest',
    );
    expect(dayLabel('2026-12-04', { kind: 'priced', total: 2210, cheapest: false })).toBe(
      'December 4, total $2,210.00',
    );
    expect(dayLabel('2026-12-20', { kind: 'sold-out' })).toBe('December 20, sold out');
    expect(dayLabel('2026-11-02', { kind: 'closed' })).toBe('November 2, not available');
  });
});
