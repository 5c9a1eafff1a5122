// The stay dates and party of the hotel page ("dates of the stay, rooms for those dates";
// The guests-and-rooms picker of the search boxes), with the
// search's own date fields (shared/components/search/date-fields.tsx: react-datepicker loaded on
// Demand date rules). A GET form with hidden date values, so it works before hydration;
// afterwards it navigates in place and saves the dates as the current search ("Search
// dates": date changes go to session storage and the cookie).
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { Stay } from '../../data/booking-stay.ts';
import { useNavigateWithProgress } from '../../data/navigation-status.tsx';
import { CORPORATE_PARAM } from '../../search/stay-url.ts';
import { fromIsoDay, isoDay, type StayDates } from '../../search/dates.ts';
import { DateFields } from '../search/date-fields.tsx';
import { PartyPicker } from '../search/party-picker.tsx';
import { clampParty, groupsFormHref, isGroup } from '../../search/party.ts';
import type { Party } from '../../validation/party.ts';
import { useGoToStay } from './go-to-stay.ts';
import '../search/search-form.css';
import './stay-dates-form.css';

export function StayDatesForm({ stay }: { stay: Stay }) {
  const goToStay = useGoToStay();
  const navigate = useNavigateWithProgress();
  const { pathname } = useLocation();
  const [dates, setDates] = useState<StayDates>(() => ({
    // The stay's dates are checked days already (booking-stay.ts readStay).
    checkIn: fromIsoDay(stay.checkIn)!,
    checkOut: fromIsoDay(stay.checkOut)!,
  }));
  const checkIn = isoDay(dates.checkIn);
  const checkOut = isoDay(dates.checkOut);
  // The party picker of the search boxes; 5+ rooms point to the groups form.
  const [party, setParty] = useState<Party>(() => clampParty(stay));
  const group = isGroup(party);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (group) {
      void navigate(groupsFormHref({ checkIn, checkOut }));
      return;
    }
    const next: Stay = {
      checkIn,
      checkOut,
      ...party,
      corporateId: stay.corporateId,
    };
    goToStay(`${pathname}#rooms`, next);
  };

  return (
    <form className="stay-dates" method="get" action={pathname} onSubmit={submit}>
      <div className="stay-dates__dates">
        <DateFields idPrefix="stay" dates={dates} onChange={setDates} />
        <input type="hidden" name="checkIn" value={checkIn} />
        <input type="hidden" name="checkOut" value={checkOut} />
        {stay.corporateId ? (
          <input type="hidden" name={CORPORATE_PARAM} value={stay.corporateId} />
        ) : null}
      </div>
      <div className="stay-dates__field stay-dates__field--party">
        <PartyPicker party={party} onChange={setParty} dates={{ checkIn, checkOut }} />
        {/* Before hydration the form is a plain GET of the same stay. */}
        <input type="hidden" name="adults" value={party.adults} />
        <input type="hidden" name="children" value={party.children} />
        {group ? null : <input type="hidden" name="rooms" value={party.rooms} />}
      </div>
      <button type="submit" className="button button--primary stay-dates__submit">
        {group ? 'Request a Group Rate' : 'Update Rates'}
      </button>
    </form>
  );
}
