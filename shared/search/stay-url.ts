// The guest's stay in the URL (so a link, a reload or a new tab shows the same
// stay and the same price): check-in, check-out, the party and the corporate rate id are query parameters of every
// page whose content depends on them (result pages, hotel pages, guest data), written by every
// link that leads there and read by the server on a full load. The corporate id travels as
// `clientid`, the parameter the product names ("Query parameters read"). The canonical link strips
// the query, so a dated address never competes with the page's own.
//
//   ?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD&adults=N&children=N&rooms=N[&clientid=ID]
//
// The party: adults 1–8, children 0–6, rooms 1–4 (shared/validation/party.ts); five
// rooms or more is a group and goes to the groups form, never into a stay.
//
// Dates follow "Search": check-in from today to 365 days ahead, check-out from check-in
// + 1 day to check-in + 365 days. A URL that breaks any rule names no dates (the caller falls back
// to the saved current search, else today + 7); it never fails the page.
import { normalizeCorporateRateId } from './corporate-rate.ts';
import {
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_ROOMS,
  MIN_ADULTS,
  MIN_CHILDREN,
  MIN_ROOMS,
} from '../validation/party.ts';
import { checkInBounds, checkOutBounds, fromIsoDay, systemClock, type Clock } from './dates.ts';

export interface StayDatesIso {
  /** 'YYYY-MM-DD' */
  checkIn: string;
  checkOut: string;
}

export interface Stay extends StayDatesIso {
  adults: number;
  children: number;
  /** Rooms booked together, 1–4. */
  rooms: number;
  /** The corporate rate id (uppercased), when known. */
  corporateId: string | null;
  /**
   * false when nothing named this stay (no stay in the URL, nothing searched, no corporate id):
   * it is only today + 7, and links carry no stay, so a crawler's links do not change daily.
   */
  named?: boolean;
}

/** What a URL says about the stay; each part is null when absent or invalid. */
export interface UrlStay {
  dates: StayDatesIso | null;
  adults: number | null;
  children: number | null;
  rooms: number | null;
  corporateId: string | null;
}

export const STAY_PARAMS = [
  'checkIn',
  'checkOut',
  'adults',
  'children',
  'rooms',
  'clientid',
] as const;
export const CORPORATE_PARAM = 'clientid';

export const DEFAULT_ADULTS = 1;
export const DEFAULT_CHILDREN = 0;
export const DEFAULT_ROOMS = 1;
/** The platform's corporate id rule (rates-schemas corporateIdSchema). */
const CORPORATE_ID = /^[A-Z0-9_-]{1,40}$/;

function count(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** An uppercased corporate id, or null for an empty or malformed one. */
export function readCorporateId(value: string | null | undefined): string | null {
  const id = value ? normalizeCorporateRateId(value) : '';
  return CORPORATE_ID.test(id) ? id : null;
}

/** Both dates, when they exist and keep the product's window; else null. */
export function readStayDates(
  checkInText: string | null,
  checkOutText: string | null,
  clock: Clock = systemClock,
): StayDatesIso | null {
  const checkIn = checkInText ? fromIsoDay(checkInText) : null;
  const checkOut = checkOutText ? fromIsoDay(checkOutText) : null;
  if (!checkIn || !checkOut) return null;
  const inWindow = checkInBounds(clock);
  const outWindow = checkOutBounds(checkIn);
  const valid =
    checkIn >= inWindow.min &&
    checkIn <= inWindow.max &&
    checkOut >= outWindow.min &&
    checkOut <= outWindow.max;
  return valid ? { checkIn: checkInText!, checkOut: checkOutText! } : null;
}

/** Reads the stay parameters of a query; never throws. */
export function parseStay(params: URLSearchParams, clock: Clock = systemClock): UrlStay {
  return {
    dates: readStayDates(params.get('checkIn'), params.get('checkOut'), clock),
    adults: count(params.get('adults'), MIN_ADULTS, MAX_ADULTS),
    children: count(params.get('children'), MIN_CHILDREN, MAX_CHILDREN),
    rooms: count(params.get('rooms'), MIN_ROOMS, MAX_ROOMS),
    corporateId: readCorporateId(params.get(CORPORATE_PARAM)),
  };
}

/** The stay as query parameters, in a fixed order (the corporate id only when known). */
export function stayParams(stay: Stay): URLSearchParams {
  const params = new URLSearchParams({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: String(stay.adults),
    children: String(stay.children),
    rooms: String(stay.rooms),
  });
  if (stay.corporateId) params.set(CORPORATE_PARAM, stay.corporateId);
  return params;
}

export const stayQuery = (stay: Stay): string => stayParams(stay).toString();

/**
 * A site-relative address with the stay written into its query: the address's own parameters are
 * kept (a stay parameter it already had is replaced), and so is its #fragment. Without a stay (or
 * with one nothing named), the address is returned as it is.
 */
export function withStay(href: string, stay: Stay | null): string {
  if (!stay || stay.named === false) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const own = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  for (const name of STAY_PARAMS) own.delete(name);
  const query = [own.toString(), stayQuery(stay)].filter(Boolean).join('&');
  return `${path}?${query}${hash}`;
}

/** The same stay? (Two URLs naming it lead to the same prices.) */
export const sameStay = (a: Stay | null, b: Stay | null): boolean =>
  a === b || (a !== null && b !== null && stayQuery(a) === stayQuery(b));
