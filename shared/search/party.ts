// The party picker's rules: adults 1–8,
// children 0–6, rooms 1–4, and one step past 4 rooms — "5+" — which is a group: the search box
// then leads to the groups form instead of a
// result page. Every room needs an adult: more rooms bring more adults, and adults never drop
// below the rooms.
import {
  GROUP_ROOMS,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_ROOMS,
  MIN_ADULTS,
  MIN_CHILDREN,
  MIN_ROOMS,
  type Party,
} from '../validation/party.ts';

export type PartyField = keyof Party;

export const PARTY_LIMITS: Record<PartyField, { min: number; max: number }> = {
  adults: { min: MIN_ADULTS, max: MAX_ADULTS },
  children: { min: MIN_CHILDREN, max: MAX_CHILDREN },
  // GROUP_ROOMS is the "5+" step: a group, never a stay.
  rooms: { min: MIN_ROOMS, max: GROUP_ROOMS },
};

/** Five rooms or more: the groups form, not a booking. */
export const isGroup = (party: Party): boolean => party.rooms > MAX_ROOMS;

function lowest(party: Party, field: PartyField): number {
  if (field === 'adults' && !isGroup(party)) return Math.max(MIN_ADULTS, party.rooms);
  return PARTY_LIMITS[field].min;
}

/** Can the stepper of `field` move by `delta` (+1 or -1)? */
export function canStep(party: Party, field: PartyField, delta: 1 | -1): boolean {
  const next = party[field] + delta;
  if (next > PARTY_LIMITS[field].max) return false;
  if (next < lowest(party, field)) return false;
  // Another room needs another adult, unless it is the group step (5+ rooms).
  if (field === 'rooms' && delta > 0 && next <= MAX_ROOMS && party.adults < next) {
    return next <= MAX_ADULTS;
  }
  return true;
}

/** The party after one step; a step the limits forbid changes nothing. */
export function stepParty(party: Party, field: PartyField, delta: 1 | -1): Party {
  if (!canStep(party, field, delta)) return party;
  const next = { ...party, [field]: party[field] + delta };
  if (field === 'rooms' && !isGroup(next) && next.adults < next.rooms) next.adults = next.rooms;
  return next;
}

/** The party a URL or a saved stay names, brought inside the picker's limits. */
export function clampParty(party: Party): Party {
  const clamp = (n: number, field: PartyField) =>
    Math.min(Math.max(Math.trunc(n) || 0, PARTY_LIMITS[field].min), PARTY_LIMITS[field].max);
  const rooms = Math.min(clamp(party.rooms, 'rooms'), MAX_ROOMS);
  return {
    adults: Math.max(clamp(party.adults, 'adults'), rooms),
    children: clamp(party.children, 'children'),
    rooms,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The picker's button text: "3 adults, 2 children · 2 rooms", or "5+ rooms (group)". */
export function partySummary(party: Party): string {
  if (isGroup(party)) return `${GROUP_ROOMS}+ rooms (group)`;
  const guests = [
    plural(party.adults, 'adult', 'adults'),
    ...(party.children ? [plural(party.children, 'child', 'children')] : []),
  ].join(', ');
  return `${guests} · ${plural(party.rooms, 'room', 'rooms')}`;
}

/** The groups form: the contact page's form, on its groups category, with the rooms and dates. */
export const GROUPS_FORM_PATH = '/company/contact';

export function groupsFormHref(dates: { checkIn: string; checkOut: string } | null): string {
  const params = new URLSearchParams({ category: 'groups', rooms: String(GROUP_ROOMS) });
  if (dates) {
    params.set('checkIn', dates.checkIn);
    params.set('checkOut', dates.checkOut);
  }
  return `${GROUPS_FORM_PATH}?${params.toString()}`;
}

export interface GroupsPrefill {
  rooms: string;
  checkIn: string;
  checkOut: string;
}

/** What an address to the groups form names: null unless it asks for the groups category. */
export function readGroupsPrefill(params: URLSearchParams): GroupsPrefill | null {
  if (params.get('category') !== 'groups') return null;
  const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
  const rooms = params.get('rooms');
  return {
    rooms: rooms && /^\d{1,3}$/.test(rooms) ? rooms : '',
    checkIn: day(params.get('checkIn')),
    checkOut: day(params.get('checkOut')),
  };
}
