// Which changes of a stay are allowed when, which nights they claim and give
// back, and how the changed stay is priced again (the length tier and the long-stay tax rules
// apply to the whole stay as it now is).
import { describe, expect, it } from 'vitest';
import { taxRules } from '../dataset/tax-rules/index.ts';
import { PlatformError } from '../http/errors.ts';
import { addDays, stayNights } from './rates-dates.ts';
import { quoteStay } from './rates-engine.ts';
import { CHANGE_MESSAGES, planChange, type StayNow } from './reservations-change-rules.ts';
import { hotelTaxLines } from './tax-rules.ts';

// Arrival 10 March 2026 in Dallas: 6:00 PM CDT that day is 23:00 UTC.
const stay: StayNow = {
  status: 'confirmed',
  checkIn: '2026-03-10',
  checkOut: '2026-04-04',
  roomTypeCode: 'SQ',
};
const before = {
  now: new Date('2026-03-02T15:00:00Z'),
  hotelTimeZone: 'America/Chicago',
  hotelPhone: '+1 214 555 0100',
};
const during = { ...before, now: new Date('2026-03-12T15:00:00Z') };
const justAfterDeadline = { ...before, now: new Date('2026-03-10T23:00:00Z') };

function refusal(fn: () => unknown): { status: number; code: string; message: string } {
  try {
    fn();
  } catch (error) {
    if (error instanceof PlatformError) {
      const first = error.errors[0]!;
      return { status: error.statusCode, code: first.code, message: first.message };
    }
    throw error;
  }
  throw new Error('the change was allowed');
}

describe('planChange: the nights a change claims and gives back', () => {
  it('extending claims only the added nights', () => {
    const plan = planChange(stay, { checkIn: '2026-03-10', checkOut: '2026-04-14' }, before);
    expect(plan.nights).toHaveLength(35);
    expect(plan.claim).toEqual(stayNights('2026-04-04', '2026-04-14'));
    expect(plan.release).toEqual([]);
  });

  it('shortening gives back only the dropped nights', () => {
    const plan = planChange(stay, { checkIn: '2026-03-10', checkOut: '2026-03-30' }, before);
    expect(plan.claim).toEqual([]);
    expect(plan.release).toEqual(stayNights('2026-03-30', '2026-04-04'));
  });

  it('moving the dates claims the new nights and gives back the old ones that are no longer in it', () => {
    const plan = planChange(stay, { checkIn: '2026-03-12', checkOut: '2026-04-06' }, before);
    expect(plan.claim).toEqual(['2026-04-04', '2026-04-05']);
    expect(plan.release).toEqual(['2026-03-10', '2026-03-11']);
  });

  it('another room type claims every night on it and gives back every night of the old one', () => {
    const plan = planChange(stay, { ...stay, roomTypeCode: 'TQ' }, before);
    expect(plan.roomTypeCode).toBe('TQ');
    expect(plan.claim).toEqual(stayNights(stay.checkIn, stay.checkOut));
    expect(plan.release).toEqual(stayNights(stay.checkIn, stay.checkOut));
  });

  it('an ongoing stay can always be extended, and shortened down to tomorrow', () => {
    expect(
      planChange(stay, { checkIn: stay.checkIn, checkOut: '2026-04-20' }, during).claim,
    ).toHaveLength(16);
    expect(
      planChange(stay, { checkIn: stay.checkIn, checkOut: '2026-03-13' }, during).release,
    ).toHaveLength(22);
  });
});

describe('planChange: every refusal says why', () => {
  it.each([
    [
      'check-out before check-in',
      { checkIn: '2026-03-10', checkOut: '2026-03-10' },
      before,
      400,
      'INVALID_VALUE',
      CHANGE_MESSAGES.order,
    ],
    [
      'longer than a year',
      { checkIn: '2026-03-10', checkOut: addDays('2026-03-10', 366) },
      before,
      400,
      'INVALID_VALUE',
      CHANGE_MESSAGES.length,
    ],
    [
      'arrival in the past',
      { checkIn: '2026-02-27', checkOut: '2026-04-04' },
      before,
      400,
      'INVALID_VALUE',
      CHANGE_MESSAGES.window,
    ],
    [
      'the same stay',
      { checkIn: '2026-03-10', checkOut: '2026-04-04' },
      before,
      400,
      'INVALID_VALUE',
      CHANGE_MESSAGES.same,
    ],
    [
      'moving the arrival at 6:00 PM on the day',
      { checkIn: '2026-03-11', checkOut: '2026-04-04' },
      justAfterDeadline,
      409,
      'ARRIVAL_LOCKED',
      CHANGE_MESSAGES.arrivalClosed('+1 214 555 0100'),
    ],
    [
      'another room once the stay has begun',
      { ...stay, roomTypeCode: 'TQ' },
      during,
      409,
      'ROOM_CHANGE_CLOSED',
      CHANGE_MESSAGES.roomClosed('+1 214 555 0100'),
    ],
    [
      'an ongoing stay ending today',
      { checkIn: '2026-03-10', checkOut: '2026-03-12' },
      during,
      400,
      'INVALID_VALUE',
      CHANGE_MESSAGES.tomorrow,
    ],
  ])('%s', (_, request, clock, status, code, message) => {
    expect(refusal(() => planChange(stay, request, clock))).toEqual({ status, code, message });
  });

  it('moving the arrival is still open at 5:59 PM hotel time on the day of arrival', () => {
    const clock = { ...before, now: new Date('2026-03-10T22:59:00Z') };
    expect(planChange(stay, { checkIn: '2026-03-11', checkOut: '2026-04-04' }, clock).checkIn).toBe(
      '2026-03-11',
    );
  });

  it('a cancelled or finished stay cannot change', () => {
    const request = { checkIn: '2026-03-10', checkOut: '2026-04-10' };
    expect(refusal(() => planChange({ ...stay, status: 'cancelled' }, request, before)).code).toBe(
      'RESERVATION_CANCELLED',
    );
    const over = { ...before, now: new Date('2026-04-05T15:00:00Z') };
    expect(refusal(() => planChange(stay, request, over))).toMatchObject({
      status: 409,
      code: 'STAY_ENDED',
    });
  });
});

describe('re-pricing a changed stay (the whole stay under the plan, the tax rules again)', () => {
  const texas = hotelTaxLines(
    { stateCode: 'TX', cityName: 'Dallas', stateTaxBp: 600, cityTaxBp: 700 },
    taxRules,
  );
  const price = (checkOut: string) =>
    quoteStay({
      baseRateCents: 8_000,
      nights: stayNights('2026-03-10', checkOut),
      discountBp: 0,
      taxLines: texas,
    });

  it('25 → 35 nights: every night at the monthly rate and no Texas hotel tax, with the rule in words', () => {
    const short = price(addDays('2026-03-10', 25));
    const long = price(addDays('2026-03-10', 35));
    expect(short.losTier).toBe('weekly');
    expect(short.taxesCents).toBeGreaterThan(0);
    expect(short.taxNotes).toEqual([]);
    expect(long.losTier).toBe('monthly');
    // The nights the two stays share now cost the monthly rate: 70/85 of the weekly price.
    for (const [i, night] of short.nightly.entries()) {
      expect(long.nightly[i]!.night).toBe(night.night);
      expect(long.nightly[i]!.amountCents).toBe(Math.round((night.amountCents * 70) / 85));
    }
    expect(long.taxesCents).toBe(0);
    expect(long.taxNotes).toContain('No hotel tax: stays of 30+ nights in Texas');
    expect(long.totalCents).toBe(long.subtotalCents);
  });

  it('at the threshold and one night under it', () => {
    expect(price(addDays('2026-03-10', 30))).toMatchObject({ losTier: 'monthly', taxesCents: 0 });
    const under = price(addDays('2026-03-10', 29));
    expect(under.losTier).toBe('weekly');
    expect(under.taxesCents).toBeGreaterThan(0);
  });

  it('shortening back returns the first price to the cent', () => {
    const first = price('2026-04-04');
    price('2026-04-14');
    expect(price('2026-04-04')).toEqual(first);
  });
});
