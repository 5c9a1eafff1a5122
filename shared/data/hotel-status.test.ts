import { describe, expect, it } from 'vitest';
import { isComingSoon, ribbonFor, toSlideIndex, wrapIndex } from './hotel-status.ts';

const now = new Date(2026, 10, 21, 12, 0, 0);

describe('coming soon', () => {
  it('is true when flagged or when the presell date is in the future', () => {
    expect(isComingSoon({ comingSoon: true }, now)).toBe(true);
    expect(isComingSoon({ presellDate: '2027-03-01' }, now)).toBe(true);
    expect(isComingSoon({ presellDate: '2026-11-22T00:00:00Z' }, now)).toBe(true);
  });
  it('is false for today, past or missing presell dates', () => {
    expect(isComingSoon({ presellDate: '2026-11-21' }, now)).toBe(false);
    expect(isComingSoon({ presellDate: '2025-01-01' }, now)).toBe(false);
    expect(isComingSoon({ comingSoon: false, presellDate: null }, now)).toBe(false);
    expect(isComingSoon({ presellDate: 'soon' }, now)).toBe(false);
  });
});

describe('ribbon priority', () => {
  it('new beats every other flag', () => {
    expect(
      ribbonFor({ isNew: true, choiceAward: 'best', isRenovated: true, comingSoon: true }, now)
        ?.kind,
    ).toBe('new');
  });
  it('a winning award comes next; best uses the best-winner image, others the winner image', () => {
    expect(ribbonFor({ choiceAward: 'best', isRenovated: true }, now)).toMatchObject({
      kind: 'award',
      image: 'best-winner',
    });
    expect(ribbonFor({ choiceAward: 'gold', comingSoon: true }, now)).toMatchObject({
      kind: 'award',
      image: 'winner',
    });
    expect(ribbonFor({ choiceAward: 'jdpowerandbest' }, now)).toMatchObject({
      image: 'best-winner',
    });
  });
  it('a candidate award is skipped', () => {
    expect(ribbonFor({ choiceAward: 'bestcandidate', isRenovated: true }, now)?.kind).toBe(
      'renovated',
    );
  });
  it('renovated by flag or by date, then coming soon, else none', () => {
    expect(ribbonFor({ renovationDate: '2025-06-01' }, now)?.kind).toBe('renovated');
    expect(ribbonFor({ isRenovated: true, comingSoon: true }, now)?.kind).toBe('renovated');
    expect(ribbonFor({ presellDate: '2027-01-01' }, now)?.kind).toBe('coming-soon');
    expect(ribbonFor({ choiceAward: null }, now)).toBeNull();
  });
});

describe('carousel slide index', () => {
  it('accepts numbers and numeric strings', () => {
    expect(toSlideIndex(2)).toBe(2);
    expect(toSlideIndex('3')).toBe(3);
    expect(toSlideIndex(' 0 ')).toBe(0);
  });
  it('throws on anything else', () => {
    for (const bad of [undefined, null, {}, [], true, 'two', '', '1.5', 1.5, NaN]) {
      expect(() => toSlideIndex(bad)).toThrow(TypeError);
    }
  });
  it('wraps around both ends', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(7, 0)).toBe(0);
  });
});
