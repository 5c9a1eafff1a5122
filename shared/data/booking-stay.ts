// The stay a page is about: the one named by the URL
// (shared/search/stay-url.ts), part by part; what the URL does not name (or names wrongly) comes
// from the saved current search, else today + 7, and the party the
// guest last searched for, else 1 adult in 1 room. The corporate id is
// the URL's `clientid`, else (in the browser) the one chosen earlier in the visit.
// In the browser the saved search is read from session storage, not from the request context:
// the context is the first page's, and the guest may have searched since.
import type { RequestContext } from './request-context.ts';
import { initialDates, isoDay, systemClock, type Clock } from '../search/dates.ts';
import {
  DEFAULT_ADULTS,
  DEFAULT_CHILDREN,
  DEFAULT_ROOMS,
  parseStay,
  readCorporateId,
  type Stay,
} from '../search/stay-url.ts';
import { readCurrentSearch, type CurrentSearch } from '../storage/current-search.ts';
import { DEFAULT_PARTY } from '../validation/party.ts';
import { readCorporateRateId } from '../storage/session-storage.ts';

export type { Stay } from '../search/stay-url.ts';

const inBrowser = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined';

/** The saved current search: the browser's own storage, else what the request carried. */
export function savedSearch(
  context: Pick<RequestContext, 'currentSearch'> | null,
): CurrentSearch | null {
  const stored = inBrowser() ? readCurrentSearch() : null;
  return stored ?? context?.currentSearch ?? null;
}

/** The stay named by the URL, completed from the saved search and the defaults. */
export function readStay(
  params: URLSearchParams,
  context: (Pick<RequestContext, 'currentSearch'> & { corporateId?: string | null }) | null,
  clock: Clock = systemClock,
): Stay {
  const named = parseStay(params, clock);
  const saved = savedSearch(context);
  const dates =
    named.dates ??
    (() => {
      const fallback = initialDates(saved, clock);
      return { checkIn: isoDay(fallback.checkIn), checkOut: isoDay(fallback.checkOut) };
    })();
  // The URL's id, else the visit's: the browser's storage, or the cookie the request carried.
  const corporateId =
    named.corporateId ??
    readCorporateId(inBrowser() ? readCorporateRateId() : (context?.corporateId ?? null));
  const party = saved?.party ?? DEFAULT_PARTY;
  // A URL that names the party (or any part of it) decides it; parts are never mixed with the
  // saved party's, which could break its rule (every room needs an adult).
  const urlParty = named.adults !== null || named.children !== null || named.rooms !== null;
  return {
    ...dates,
    ...(urlParty
      ? {
          adults: named.adults ?? DEFAULT_ADULTS,
          children: named.children ?? DEFAULT_CHILDREN,
          rooms: named.rooms ?? DEFAULT_ROOMS,
        }
      : party),
    corporateId,
    named: Boolean(named.dates || saved?.checkInDate || corporateId),
  };
}
