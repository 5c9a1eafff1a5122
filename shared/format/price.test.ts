import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands, splitPrice } from './price.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('splitPrice (dollars and cents, USD en-US)', () => {
  it('splits at the decimal point with grouping, rounding to the cent', () => {
    expect(splitPrice(75.47)).toEqual({ dollars: '$75', cents: '.47', full: '$75.47' });
    expect(splitPrice(1234.5)).toEqual({ dollars: '$1,234', cents: '.50', full: '$1,234.50' });
    expect(splitPrice(46)).toEqual({ dollars: '$46', cents: '.00', full: '$46.00' });
    expect(splitPrice(0.999)).toEqual({ dollars: '$1', cents: '.00', full: '$1.00' });
    expect(splitPrice(1234567.891).full).toBe('$1,234,567.89');
  });

  it('gives what Intl.NumberFormat en-US USD gives, for any amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_00 }), (cents) => {
        expect(splitPrice(cents / 100).full).toBe(usd.format(cents / 100));
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses what is no price', () => {
    expect(() => splitPrice(-1)).toThrow(RangeError);
    expect(() => splitPrice(Number.NaN)).toThrow(RangeError);
    expect(() => splitPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('groups thousands as toLocaleString en-US does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (whole) => {
        expect(groupThousands(whole)).toBe(whole.toLocaleString('en-US'));
      }),
    );
  });
});
