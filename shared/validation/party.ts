// The party a guest searches and books for: the limits the search
// boxes' picker, the stay in the URL and the platform's booking share. Five rooms or more is a
// group: it goes to the groups form.
export const MIN_ADULTS = 1;
export const MAX_ADULTS = 8;
export const MIN_CHILDREN = 0;
export const MAX_CHILDREN = 6;
export const MIN_ROOMS = 1;
export const MAX_ROOMS = 4;
export const GROUP_ROOMS = 5;

export interface Party {
  adults: number;
  children: number;
  rooms: number;
}

export const DEFAULT_PARTY: Party = { adults: 1, children: 0, rooms: 1 };

/** Only the party of a stay (or of anything that carries one). */
export const partyOf = ({ adults, children, rooms }: Party): Party => ({ adults, children, rooms });

export const sameParty = (a: Party, b: Party): boolean =>
  a.adults === b.adults && a.children === b.children && a.rooms === b.rooms;

const within = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * A stored party (the saved current search, which the browser writes and the server reads from
 * a cookie): kept only when every count is inside the picker's limits and every room has an
 * adult; anything else is null.
 */
export function readParty(value: unknown): Party | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { adults, children, rooms } = value as Record<string, unknown>;
  if (!within(adults, MIN_ADULTS, MAX_ADULTS)) return null;
  if (!within(children, MIN_CHILDREN, MAX_CHILDREN)) return null;
  if (!within(rooms, MIN_ROOMS, MAX_ROOMS) || adults < rooms) return null;
  return { adults, children, rooms };
}

/** Can `rooms` rooms sleeping `capacity` each take the party? Every room needs an adult. */
export function partyFits(party: Party, capacity: number): boolean {
  return party.adults >= party.rooms && party.adults + party.children <= capacity * party.rooms;
}

export const ROOMS_NEED_ADULTS =
  'Each room needs at least one adult: add an adult or book fewer rooms.';
