import { describe, expect, it } from 'vitest';
import {
  audienceLabel,
  headlinePlan,
  isOpenTo,
  OPEN_TO_EVERYONE,
  readAudience,
  type HeadlineCandidate,
  type RateAudience,
} from './rate-headline.ts';

const plan = (
  ratePlanCode: string,
  audience: RateAudience,
  total: number,
  room = 'SQ',
): HeadlineCandidate & { room: string } => ({ ratePlanCode, audience, total, room });

// One hotel as the seed prices it: the AAA and senior plans 10 % under the open rate, a corporate
// plan 15 % under, and a member plan; two room types.
const hotel = [
  plan('STANDARD', 'everyone', 2407.67),
  plan('AAA', 'aaa', 2166.9),
  plan('SENIOR', 'senior', 2166.9),
  plan('MEMBER', 'member', 2287.29),
  plan('CSUMMIT', 'corporate', 2046.52),
  plan('STANDARD', 'everyone', 2890.12, 'KD'),
  plan('AAA', 'aaa', 2601.11, 'KD'),
];

describe('headlinePlan: the lowest rate open to every guest leads', () => {
  it('a guest with no corporate id and no chosen plan sees the open rate, never a cheaper restricted one', () => {
    expect(headlinePlan(hotel, OPEN_TO_EVERYONE)).toEqual(plan('STANDARD', 'everyone', 2407.67));
  });

  it('of several open plans and room types the cheapest total leads', () => {
    const plans = [
      plan('STANDARD', 'everyone', 300, 'KD'),
      plan('STANDARD', 'everyone', 250, 'SQ'),
      plan('WEEKLY', 'everyone', 260, 'SQ'),
    ];
    expect(headlinePlan(plans, OPEN_TO_EVERYONE)?.room).toBe('SQ');
    expect(headlinePlan(plans, OPEN_TO_EVERYONE)?.total).toBe(250);
  });

  it.each(['aaa', 'senior', 'member'] as const)(
    'a %s plan does not lead without being chosen, even with a corporate id',
    (audience) => {
      const plans = [plan('STANDARD', 'everyone', 100), plan('X', audience, 50)];
      expect(headlinePlan(plans, OPEN_TO_EVERYONE)?.ratePlanCode).toBe('STANDARD');
      expect(
        headlinePlan(plans, { corporateId: 'SUMMIT', chosenPlanCode: null })?.ratePlanCode,
      ).toBe('STANDARD');
    },
  );

  it('a corporate plan leads once the corporate id is known, and only if it is the cheaper', () => {
    const known = { corporateId: 'SUMMIT', chosenPlanCode: null };
    expect(headlinePlan(hotel, known)?.ratePlanCode).toBe('CSUMMIT');
    const dearer = [plan('STANDARD', 'everyone', 100), plan('CSUMMIT', 'corporate', 120)];
    expect(headlinePlan(dearer, known)?.ratePlanCode).toBe('STANDARD');
  });

  it('a corporate plan without a known corporate id does not lead (a blank id is no id)', () => {
    expect(headlinePlan(hotel, { corporateId: null, chosenPlanCode: null })?.ratePlanCode).toBe(
      'STANDARD',
    );
    expect(headlinePlan(hotel, { corporateId: '  ', chosenPlanCode: null })?.ratePlanCode).toBe(
      'STANDARD',
    );
  });

  it('a chosen plan leads at its cheapest room, even when another plan is cheaper', () => {
    const aaa = headlinePlan(hotel, { corporateId: null, chosenPlanCode: 'AAA' });
    expect(aaa).toEqual(plan('AAA', 'aaa', 2166.9));
    // Chosen, the open rate leads over the cheaper corporate plan the guest is eligible for.
    expect(
      headlinePlan(hotel, { corporateId: 'SUMMIT', chosenPlanCode: 'STANDARD' })?.ratePlanCode,
    ).toBe('STANDARD');
    // Codes compare without case, as the platform's do.
    expect(headlinePlan(hotel, { corporateId: null, chosenPlanCode: 'senior' })?.ratePlanCode).toBe(
      'SENIOR',
    );
  });

  it('a chosen plan the hotel does not offer falls back to the open rates', () => {
    expect(headlinePlan(hotel, { corporateId: null, chosenPlanCode: 'NOPE' })?.ratePlanCode).toBe(
      'STANDARD',
    );
  });

  it('on a tie the plan open to everyone leads, whatever the order', () => {
    const tie = [plan('CSUMMIT', 'corporate', 100), plan('STANDARD', 'everyone', 100)];
    const known = { corporateId: 'SUMMIT', chosenPlanCode: null };
    expect(headlinePlan(tie, known)?.ratePlanCode).toBe('STANDARD');
    expect(headlinePlan([...tie].reverse(), known)?.ratePlanCode).toBe('STANDARD');
  });

  it('no plan open to the guest, no plans, or no usable total: no headline', () => {
    expect(headlinePlan([plan('AAA', 'aaa', 90)], OPEN_TO_EVERYONE)).toBeNull();
    expect(headlinePlan([], OPEN_TO_EVERYONE)).toBeNull();
    expect(headlinePlan([plan('STANDARD', 'everyone', Number.NaN)], OPEN_TO_EVERYONE)).toBeNull();
    expect(
      headlinePlan(
        [plan('STANDARD', 'everyone', -1), plan('STANDARD', 'everyone', 80, 'KD')],
        OPEN_TO_EVERYONE,
      )?.room,
    ).toBe('KD');
  });

  it('works in cents as well as dollars (the platform decides in cents)', () => {
    const cents = hotel.map((p) => ({ ...p, total: Math.round(p.total * 100) }));
    expect(headlinePlan(cents, OPEN_TO_EVERYONE)?.total).toBe(240767);
  });
});

describe('isOpenTo', () => {
  it('open plans are open to all; restricted ones when chosen; corporate ones with an id', () => {
    expect(isOpenTo(plan('STANDARD', 'everyone', 1), OPEN_TO_EVERYONE)).toBe(true);
    expect(isOpenTo(plan('AAA', 'aaa', 1), OPEN_TO_EVERYONE)).toBe(false);
    expect(isOpenTo(plan('AAA', 'aaa', 1), { corporateId: null, chosenPlanCode: 'AAA' })).toBe(
      true,
    );
    expect(isOpenTo(plan('AAA', 'aaa', 1), { corporateId: 'SUMMIT', chosenPlanCode: null })).toBe(
      false,
    );
    expect(
      isOpenTo(plan('CSUMMIT', 'corporate', 1), { corporateId: 'SUMMIT', chosenPlanCode: null }),
    ).toBe(true);
  });
});

describe('audiences on the wire and in words', () => {
  it('reads a known audience, and defaults by kind when none is named', () => {
    expect(readAudience('senior', 'standard')).toBe('senior');
    expect(readAudience(undefined, 'corporate')).toBe('corporate');
    expect(readAudience('vip', 'standard')).toBe('everyone');
    expect(readAudience(null, null)).toBe('everyone');
  });

  it('labels every restricted plan and no open one', () => {
    expect(audienceLabel('everyone')).toBeNull();
    expect(audienceLabel('aaa')).toBe('AAA/CAA member rate');
    expect(audienceLabel('senior')).toBe('Senior rate (60+)');
    expect(audienceLabel('member')).toBe('Member rate');
    expect(audienceLabel('corporate')).toBe('Corporate rate');
  });
});
