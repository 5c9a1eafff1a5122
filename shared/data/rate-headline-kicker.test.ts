// The words over a headline price are honest about what it leaves out (decision 0015): the
// lowest price open to all guests, and which lower rates need a qualification.
import { describe, expect, it } from 'vitest';
import { headlineKicker, lowerRestrictedLabels } from './rate-headline.ts';

describe('headline words', () => {
  it('calls an open plan the lowest price open to all guests', () => {
    expect(headlineKicker('everyone')).toBe('Lowest price open to all guests');
    expect(headlineKicker('corporate')).toBe('Lowest price at your rate');
  });

  it('names the restricted plans that cost less, each once', () => {
    const headline = { ratePlanCode: 'STANDARD', audience: 'everyone' as const, total: 690.1 };
    const plans = [
      headline,
      { ratePlanCode: 'SENIOR', audience: 'senior' as const, total: 621.11 },
      { ratePlanCode: 'AAA', audience: 'aaa' as const, total: 621.11 },
      { ratePlanCode: 'AAA2', audience: 'aaa' as const, total: 650 },
      { ratePlanCode: 'MEMBER', audience: 'member' as const, total: 700 },
    ];
    expect(lowerRestrictedLabels(plans, headline)).toEqual([
      'AAA/CAA member rate',
      'Senior rate (60+)',
    ]);
    expect(lowerRestrictedLabels([headline], headline)).toEqual([]);
  });
});
