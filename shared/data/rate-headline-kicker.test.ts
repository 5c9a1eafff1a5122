// The words over a headline price are honest about what it leaves out (decision 0015): it is the
// lowest price open to all guests, not the lowest of the hotel (AAA/CAA and senior rates cost less).
import { describe, expect, it } from 'vitest';
import { headlineKicker } from './rate-headline.ts';

describe('headline words', () => {
  it('calls an open plan the lowest price open to all guests', () => {
    expect(headlineKicker('everyone')).toBe('Lowest price open to all guests');
    expect(headlineKicker('corporate')).toBe('Lowest price at your rate');
  });
});
