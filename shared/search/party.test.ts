import { describe, expect, it } from 'vitest';
import {
  canStep,
  clampParty,
  groupsFormHref,
  isGroup,
  partySummary,
  readGroupsPrefill,
  stepParty,
  type PartyField,
} from './party.ts';
import type { Party } from '../validation/party.ts';

const party = (adults: number, children: number, rooms: number): Party => ({
  adults,
  children,
  rooms,
});

/** Presses one stepper `times` times. */
function press(start: Party, field: PartyField, delta: 1 | -1, times: number): Party {
  let current = start;
  for (let i = 0; i < times; i++) current = stepParty(current, field, delta);
  return current;
}

describe('the party picker: adults 1–8, children 0–6, rooms 1–4, then a group', () => {
  it('stops adults at 1 and 8', () => {
    expect(press(party(1, 0, 1), 'adults', 1, 20).adults).toBe(8);
    expect(press(party(8, 0, 1), 'adults', -1, 20).adults).toBe(1);
    expect(canStep(party(8, 0, 1), 'adults', 1)).toBe(false);
    expect(canStep(party(1, 0, 1), 'adults', -1)).toBe(false);
  });

  it('stops children at 0 and 6', () => {
    expect(press(party(1, 0, 1), 'children', 1, 20).children).toBe(6);
    expect(press(party(1, 6, 1), 'children', -1, 20).children).toBe(0);
    expect(canStep(party(1, 6, 1), 'children', 1)).toBe(false);
    expect(canStep(party(1, 0, 1), 'children', -1)).toBe(false);
  });

  it('counts rooms 1–4, then one more step is "5+", a group, and no further', () => {
    const four = press(party(4, 0, 1), 'rooms', 1, 3);
    expect(four.rooms).toBe(4);
    expect(isGroup(four)).toBe(false);
    const group = stepParty(four, 'rooms', 1);
    expect(group.rooms).toBe(5);
    expect(isGroup(group)).toBe(true);
    expect(canStep(group, 'rooms', 1)).toBe(false);
    expect(partySummary(group)).toBe('5+ rooms (group)');
    expect(press(group, 'rooms', -1, 10).rooms).toBe(1);
  });

  it('gives every room an adult: more rooms bring adults, adults never drop below rooms', () => {
    const two = stepParty(party(1, 0, 1), 'rooms', 1);
    expect(two).toEqual(party(2, 0, 2));
    expect(canStep(two, 'adults', -1)).toBe(false);
    expect(stepParty(two, 'adults', -1)).toEqual(two);
    // Fewer rooms free the adults again.
    expect(stepParty(stepParty(two, 'rooms', -1), 'adults', -1)).toEqual(party(1, 0, 1));
  });

  it('brings a party from a URL inside the limits', () => {
    expect(clampParty(party(0, -2, 0))).toEqual(party(1, 0, 1));
    expect(clampParty(party(12, 9, 7))).toEqual(party(8, 6, 4));
    expect(clampParty(party(1, 0, 3))).toEqual(party(3, 0, 3));
  });

  it('says the party in words', () => {
    expect(partySummary(party(3, 0, 2))).toBe('3 adults · 2 rooms');
    expect(partySummary(party(1, 1, 1))).toBe('1 adult, 1 child · 1 room');
  });

  it('leads a group to the groups form with its dates, which the form reads back', () => {
    const href = groupsFormHref({ checkIn: '2026-12-01', checkOut: '2026-12-31' });
    expect(href).toBe(
      '/company/contact?category=groups&rooms=5&checkIn=2026-12-01&checkOut=2026-12-31',
    );
    const url = new URL(href, 'http://localhost');
    expect(readGroupsPrefill(url.searchParams)).toEqual({
      rooms: '5',
      checkIn: '2026-12-01',
      checkOut: '2026-12-31',
    });
    expect(readGroupsPrefill(new URLSearchParams('category=feedback'))).toBeNull();
    expect(readGroupsPrefill(new URLSearchParams('category=groups&rooms=<b>&checkIn=x'))).toEqual({
      rooms: '',
      checkIn: '',
      checkOut: '',
    });
  });
});
