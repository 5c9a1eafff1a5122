import { describe, expect, it } from 'vitest';
import { splitPrice } from './price.ts';

describe('splitPrice (spec §2 "Hotel map": dollars and cents, USD en-US)', () => {
  it('splits at the decimal point with grouping', () => {
    expect(splitPrice(75.47)).toEqual({ dollars: '$75', cents: '.47', full: '$75.47' });
    expect(splitPrice(1234.5)).toEqual({ dollars: '$1,234', cents: '.50', full: '$1,234.50' });
    expect(splitPrice(46)).toEqual({ dollars: '$46', cents: '.00', full: '$46.00' });
  });
});
