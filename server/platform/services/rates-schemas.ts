// The ajv schemas the rate and reservation routes share.
import { MAX_ROOMS, MIN_ROOMS, ROOMS_NEED_ADULTS, type Party } from '#shared/validation/party.ts';
import { invalidParameter } from '../http/errors.ts';
export const hotelIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' };

/** 'YYYY-MM-DD'; the window is checked by validateStay. */
export const stayDateSchema = { type: 'string', format: 'date', maxLength: 10 };

/** Search: the corporate rate id is upper-cased and checked by a call. */
export const corporateIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' };

/** A rate plan's code, e.g. STANDARD, AAA, CSUMMIT. */
export const ratePlanCodeSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' };

// The party: adults and children in all, and the rooms they book together.
export const partyQuery = {
  adults: { type: 'integer', minimum: 1, maximum: 10, default: 1 },
  children: { type: 'integer', minimum: 0, maximum: 10, default: 0 },
  rooms: { type: 'integer', minimum: MIN_ROOMS, maximum: MAX_ROOMS, default: 1 },
};

/** The party of a query; more rooms than adults is a 400 (every room needs an adult). */
export function partyOf(query: { adults?: number; children?: number; rooms?: number }): Party {
  const party = {
    adults: query.adults ?? 1,
    children: query.children ?? 0,
    rooms: query.rooms ?? 1,
  };
  if (party.rooms > party.adults) {
    throw invalidParameter('rooms', ROOMS_NEED_ADULTS);
  }
  return party;
}
