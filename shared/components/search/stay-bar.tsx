// The stay on a result page: the same date fields as the search
// widgets, showing the stay the page is priced for (the URL's). A change is stored
// (session storage and cookie) and announced; the page follows it to the new stay's address
// (use-stay.ts useFollowSavedDates), which prices the list again. On a phone the header's search
// is folded into the menu, so the bar also says the party and lets the guest change it (from
// 768 px the header bar says it); the party applies with "Update Rates", not at every step.
import { useState } from 'react';
import { isGroup } from '../../search/party.ts';
import { fromIsoDay, type StayDates } from '../../search/dates.ts';
import type { Stay, StayDatesIso } from '../../search/stay-url.ts';
import { partyOf, sameParty, type Party } from '../../validation/party.ts';
import { DateFields } from '../../ui/stay-dates-field.tsx';
import { PartyPicker } from './party-picker.tsx';
import { saveDates, saveStay } from './search-store.ts';

const SOURCE = 'results-stay';

function datesOf(stay: StayDatesIso): StayDates | null {
  const checkIn = fromIsoDay(stay.checkIn);
  const checkOut = fromIsoDay(stay.checkOut);
  return checkIn && checkOut ? { checkIn, checkOut } : null;
}

export function StayBar({ stay }: { stay: Stay }) {
  const shown = `${stay.checkIn}/${stay.checkOut}`;
  const [picked, setPicked] = useState<{ for: string; dates: StayDates } | null>(null);
  const stayParty = partyOf(stay);
  const partyKey = `${stay.adults}/${stay.children}/${stay.rooms}`;
  const [pickedParty, setPickedParty] = useState<{ for: string; party: Party } | null>(null);
  // The party picked here until it is applied; the page's stay (a new party) replaces it.
  const party = pickedParty?.for === partyKey ? pickedParty.party : stayParty;
  // A date picked here shows at once; a new stay from the page replaces it.
  const dates = picked?.for === shown ? picked.dates : datesOf(stay);
  const changed = !sameParty(party, stayParty);
  return (
    <div className="stay-bar" role="group" aria-label="Your stay">
      <DateFields
        idPrefix="results-stay"
        dates={dates}
        onChange={(next, complete) => {
          setPicked({ for: shown, dates: next });
          saveDates(next, SOURCE, complete);
        }}
      />
      <div className="stay-bar__party">
        <PartyPicker
          party={party}
          onChange={(next) => setPickedParty({ for: partyKey, party: next })}
          dates={stay}
        />
        {changed && dates && !isGroup(party) ? (
          <button
            type="button"
            className="button button--primary button--small stay-bar__update"
            onClick={() => saveStay(dates, party, SOURCE)}
          >
            Update Rates
          </button>
        ) : null}
      </div>
    </div>
  );
}
