import { describe, expect, it } from 'vitest';
import { taxRules } from '../dataset/tax-rules/index.ts';
import { addDays, stayNights } from './rates-dates.ts';
import { quoteStay } from './rates-engine.ts';
import {
  monthDays,
  priceCalendar,
  type CalendarDay,
  type CalendarInputs,
} from './rates-calendar.ts';
import type { Hotel, RoomType } from './rates-offers.ts';
import type { RatePlan } from './rates-plans.ts';
import { hotelTaxLines } from './tax-rules.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const everyone = { corporateId: null, chosenPlanCode: null };

const hotel = {
  hotel_id: 'TX1',
  city_name: 'Dallas',
  subdivision_code: 'TX',
  coming_soon: 0,
  presell_date: null,
  state_tax_bp: 600,
  city_tax_bp: 700,
} as Hotel;

const roomType = (code: string, rooms: number, cents: number, capacity: number) =>
  ({
    hotel_id: 'TX1',
    room_type_code: code,
    total_rooms: rooms,
    base_rate_cents: cents,
    capacity,
  }) as RoomType;

const plan = (code: string, discountBp: number, audience: string) =>
  ({
    rate_plan_code: code,
    name: code,
    kind: 'standard',
    discount_bp: discountBp,
    audience,
  }) as RatePlan;

const taxLines = hotelTaxLines(
  { stateCode: 'TX', cityName: 'Dallas', stateTaxBp: 600, cityTaxBp: 700 },
  taxRules,
);

const inputs = (inventory: CalendarInputs['inventory'] = []): CalendarInputs => ({
  hotel,
  roomTypes: [roomType('SQ', 2, 8_000, 2), roomType('TQ', 3, 10_000, 4)],
  inventory,
  taxLines,
  plans: [plan('RACK', 0, 'everyone'), plan('AAA', 1_000, 'aaa')],
});

const calendar = (nights: number, inventory?: CalendarInputs['inventory'], adults = 1) =>
  priceCalendar(inputs(inventory), {
    checkIns: monthDays('2026-12'),
    nights,
    party: { adults, children: 0, rooms: 1 },
    who: everyone,
    now: NOW,
  });

const available = (days: CalendarDay[]) =>
  days.filter((d): d is Extract<CalendarDay, { status: 'AVAILABLE' }> => d.status === 'AVAILABLE');

describe('price calendar', () => {
  it('lists every day of two months from the first of the month', () => {
    const days = monthDays('2026-12');
    expect(days).toHaveLength(31 + 31);
    expect([days[0], days.at(-1)]).toEqual(['2026-12-01', '2027-01-31']);
    expect(monthDays('2027-01')).toHaveLength(31 + 28);
  });

  it('prices each day as the single stay is priced: the headline open to everyone, all in', () => {
    const days = calendar(7);
    const day = available(days).find((d) => d.checkIn === '2026-12-03')!;
    const expected = quoteStay({
      baseRateCents: 8_000,
      nights: stayNights('2026-12-03', '2026-12-10'),
      discountBp: 0,
      taxLines,
    });
    // The AAA plan is cheaper but not open to every guest: the open plan leads.
    expect(day).toMatchObject({
      checkOut: '2026-12-10',
      totalCents: expected.totalCents,
      headline: { roomTypeCode: 'SQ', ratePlanCode: 'RACK', losTier: 'weekly' },
    });
    expect(expected.taxesCents).toBeGreaterThan(0);
  });

  it('closes the days before today, and marks the lowest total cheapest', () => {
    const days = calendar(7);
    // Today at UTC−10 is 26 November: all of December and January are open.
    expect(days.every((d) => d.status === 'AVAILABLE')).toBe(true);
    const november = priceCalendar(inputs(), {
      checkIns: monthDays('2026-11'),
      nights: 7,
      party: { adults: 1, children: 0, rooms: 1 },
      who: everyone,
      now: NOW,
    });
    expect(november.slice(0, 25).every((d) => d.status === 'CLOSED')).toBe(true);
    expect(november[25]!.status).toBe('AVAILABLE');

    const open = available(days);
    const lowest = Math.min(...open.map((d) => d.totalCents));
    const cheapest = open.filter((d) => d.cheapest);
    expect(cheapest.length).toBeGreaterThan(0);
    expect(cheapest.every((d) => d.totalCents === lowest)).toBe(true);
    expect(open.filter((d) => !d.cheapest).every((d) => d.totalCents > lowest)).toBe(true);
    // December is dearer than January (season): the cheapest 7 nights start in January.
    expect(cheapest[0]!.checkIn >= '2027-01-01').toBe(true);
  });

  it('marks sold out the days whose stay needs a night with no room left', () => {
    const full = (code: string, total: number) => ({
      hotel_id: 'TX1',
      room_type_code: code,
      night: '2026-12-20',
      total,
      booked: total,
    });
    const days = calendar(3, [full('SQ', 2), full('TQ', 3)]);
    const status = (day: string) => days.find((d) => d.checkIn === day)!.status;
    // Stays of 3 nights that include the 20th start on the 18th, 19th or 20th.
    expect(
      ['2026-12-17', '2026-12-18', '2026-12-19', '2026-12-20', '2026-12-21'].map(status),
    ).toEqual(['AVAILABLE', 'SOLD_OUT', 'SOLD_OUT', 'SOLD_OUT', 'AVAILABLE']);
    // With only the cheaper type full, the dearer one leads those days.
    const partly = available(calendar(3, [full('SQ', 2)])).find((d) => d.checkIn === '2026-12-19')!;
    expect(partly.headline.roomTypeCode).toBe('TQ');
  });

  it('leaves out room types too small for the party', () => {
    const day = available(calendar(3, [], 3)).find((d) => d.checkIn === '2026-12-01')!;
    expect(day.headline.roomTypeCode).toBe('TQ');
  });

  it('applies the Texas 30-night rule: 30 nights owe no hotel tax from night 1, 29 nights do', () => {
    const thirty = available(calendar(30));
    const twentyNine = available(calendar(29));
    expect(thirty).toHaveLength(62);
    expect(thirty.every((d) => d.headline.taxes === 0 && d.headline.losTier === 'monthly')).toBe(
      true,
    );
    expect(thirty[0]!.headline.taxNotes).toEqual([expect.stringContaining('30+ nights in Texas')]);
    expect(twentyNine.every((d) => d.headline.taxes > 0 && d.headline.taxNotes.length === 0)).toBe(
      true,
    );
    // One more night, and the stay costs less all in: monthly rate and no hotel tax.
    const day = '2026-12-05';
    const at = (list: typeof thirty) => list.find((d) => d.checkIn === day)!.totalCents;
    expect(at(thirty)).toBeLessThan(at(twentyNine));
    expect(thirty.find((d) => d.checkIn === day)!.checkOut).toBe(addDays(day, 30));
  });

  it('marks every day coming soon for a hotel not yet open', () => {
    const soon = priceCalendar(
      { ...inputs(), hotel: { ...hotel, coming_soon: 1 } },
      {
        checkIns: monthDays('2026-12'),
        nights: 7,
        party: { adults: 1, children: 0, rooms: 1 },
        who: everyone,
        now: NOW,
      },
    );
    expect(soon.every((d) => d.status === 'COMING_SOON')).toBe(true);
  });
});
