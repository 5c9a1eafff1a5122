// The stay on the client side of the page (the URL
// format is shared/search/stay-url.ts):
// - useCurrentStay: the stay the chrome's links carry (footer destinations, favorites, the
//   header search): the current address's, else the saved current search's;
// - useStayInAddressBar: a page priced for a stay shows it in the address bar and keeps it as
//   the current search, so a reload, a new tab or a shared link gets the same stay;
// - useFollowSavedDates: new dates chosen in a search box of a result page re-price it by
//   navigating to the same page for the new stay.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromIsoDay, initialDates, isoDay } from '../../search/dates.ts';
import {
  DEFAULT_ADULTS,
  DEFAULT_CHILDREN,
  DEFAULT_ROOMS,
  parseStay,
  readCorporateId,
  sameStay,
  withStay,
  type Stay,
} from '../../search/stay-url.ts';
import { readCurrentSearch } from '../../storage/current-search.ts';
import { readCorporateRateId, rememberCorporateRateId } from '../../storage/session-storage.ts';
import { DEFAULT_PARTY, partyOf, sameParty } from '../../validation/party.ts';
import { saveStay, SEARCH_CHANGED_EVENT, type SearchChange } from './search-store.ts';
import { useStillOnPage } from '../../data/page-address.tsx';

const SOURCE = 'url-stay';

/** The stay a query names, its party and corporate id defaulted; null without valid dates. */
export function stayOfQuery(search: string): Stay | null {
  const named = parseStay(new URLSearchParams(search));
  if (!named.dates) return null;
  return {
    ...named.dates,
    adults: named.adults ?? DEFAULT_ADULTS,
    children: named.children ?? DEFAULT_CHILDREN,
    rooms: named.rooms ?? DEFAULT_ROOMS,
    corporateId: named.corporateId,
  };
}

/** The saved current search as a stay (browser only); null when nothing was searched. */
function savedStay(): Stay | null {
  const saved = readCurrentSearch();
  if (!saved?.checkInDate) return null;
  const dates = initialDates(saved);
  return {
    checkIn: isoDay(dates.checkIn),
    checkOut: isoDay(dates.checkOut),
    ...(saved.party ?? DEFAULT_PARTY),
    corporateId: readCorporateId(readCorporateRateId()),
  };
}

/**
 * The stay links outside a priced page carry: the address's own (server and browser agree on
 * it), else, once hydrated, the saved search — followed as the guest changes it.
 */
export function useCurrentStay(): Stay | null {
  const { search } = useLocation();
  const fromUrl = stayOfQuery(search);
  const [saved, setSaved] = useState<Stay | null>(null);
  useEffect(() => {
    const update = () =>
      setSaved((current) => {
        const next = savedStay();
        return sameStay(current, next) ? current : next;
      });
    update();
    window.addEventListener(SEARCH_CHANGED_EVENT, update);
    return () => window.removeEventListener(SEARCH_CHANGED_EVENT, update);
  }, []);
  return fromUrl ?? saved;
}

/**
 * A page priced for `stay` writes it into the address bar when the address named another (or
 * none), without a new load; the address's own stay becomes the current search (session storage
 * and cookie) and its corporate id the visit's, so the search boxes show it. A page the
 * server priced without the corporate id this visit chose (an address without ?clientid=) loads
 * again for it (the id from the query, else session storage).
 */
export function useStayInAddressBar(stay: Stay): void {
  const navigate = useNavigate();
  const stillOnPage = useStillOnPage();
  const key = withStay('', stay);
  useEffect(() => {
    // The guest left before this page had finished loading: the address is the next page's.
    if (!stillOnPage()) return;
    const { pathname, search, hash } = window.location;
    const visitCorporateId = readCorporateId(readCorporateRateId());
    if (!stay.corporateId && visitCorporateId) {
      void navigate(
        withStay(`${pathname}${search}${hash}`, { ...stay, corporateId: visitCorporateId }),
        {
          replace: true,
        },
      );
      return;
    }
    // Only today + 7, nothing searched: the address stays as it is.
    if (stay.named === false) return;
    const fromUrl = stayOfQuery(search);
    if (!sameStay(fromUrl, stay)) {
      window.history.replaceState(
        window.history.state,
        '',
        withStay(`${pathname}${search}${hash}`, stay),
      );
    }
    // The address's own stay (a shared link, a new tab, another party) becomes the current
    // search; a stay read from the saved search is that already.
    const saved = readCurrentSearch();
    const checkIn = fromIsoDay(stay.checkIn);
    const checkOut = fromIsoDay(stay.checkOut);
    const party = partyOf(stay);
    if (
      fromUrl &&
      checkIn &&
      checkOut &&
      (saved?.checkInDate !== checkIn.getTime() ||
        saved.checkOutDate !== checkOut.getTime() ||
        !sameParty(saved.party ?? DEFAULT_PARTY, party))
    )
      saveStay({ checkIn, checkOut }, party, SOURCE);
    if (stay.corporateId && visitCorporateId !== stay.corporateId)
      rememberCorporateRateId(stay.corporateId);
    // `key` names the stay: the effect runs again only when the stay changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/**
 * Dates changed in a search box of a result page (its stay bar, the header search) are
 * saved as the current search (with the party searched for); the page follows them to its own address for the new stay, where
 * the loader prices the list again. Replaces the entry: one entry per result page in history.
 */
export function useFollowSavedDates(stay: Stay): void {
  const navigate = useNavigate();
  const stillOnPage = useStillOnPage();
  const key = withStay('', stay);
  useEffect(() => {
    const follow = (event: Event) => {
      // A check-in alone, its check-out still being chosen: the list is priced once it is.
      if ((event as CustomEvent<SearchChange | undefined>).detail?.interim) return;
      if (!stillOnPage()) return;
      const saved = readCurrentSearch();
      if (!saved?.checkInDate) return;
      const dates = initialDates(saved);
      const next = {
        ...stay,
        checkIn: isoDay(dates.checkIn),
        checkOut: isoDay(dates.checkOut),
        ...saved.party,
        named: true,
      };
      if (sameStay(next, stay)) return;
      const { pathname, search } = window.location;
      void navigate(withStay(`${pathname}${search}`, next), { replace: true });
    };
    window.addEventListener(SEARCH_CHANGED_EVENT, follow);
    return () => window.removeEventListener(SEARCH_CHANGED_EVENT, follow);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, navigate, stillOnPage]);
}
