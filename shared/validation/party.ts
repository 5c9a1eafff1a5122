// The party a guest searches and books for (issue 14 "Guests and rooms"): the limits the search
// boxes' picker, the stay in the URL and the platform's booking share. Five rooms or more is a
// group: it goes to the groups form (spec §9 "Group threshold 5 rooms").
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

/** Can `rooms` rooms sleeping `capacity` each take the party? Every room needs an adult. */
export function partyFits(party: Party, capacity: number): boolean {
  return party.adults >= party.rooms && party.adults + party.children <= capacity * party.rooms;
}

export const ROOMS_NEED_ADULTS =
  'Each room needs at least one adult: add an adult or book fewer rooms.';
