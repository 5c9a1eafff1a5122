// Moving a priced page to another stay (decision 0014): the dates and the party become
// the current search (session storage and the cookie) and the page is asked again
// with the stay in its address, so the address, the links and the prices agree.
import { useNavigate } from 'react-router';
import { fromIsoDay } from '../../search/dates.ts';
import { withStay, type Stay } from '../../search/stay-url.ts';
import { readCurrentSearch, writeCurrentSearch } from '../../storage/current-search.ts';
import { partyOf } from '../../validation/party.ts';

export function useGoToStay(): (path: string, stay: Stay) => void {
  const navigate = useNavigate();
  return (path, stay) => {
    const saved = readCurrentSearch();
    writeCurrentSearch({
      searchPlace: saved?.searchPlace ?? null,
      searchAddress: saved?.searchAddress ?? null,
      checkInDate: fromIsoDay(stay.checkIn)!.getTime(),
      checkOutDate: fromIsoDay(stay.checkOut)!.getTime(),
      party: partyOf(stay),
    });
    void navigate(withStay(path, stay));
  };
}
