// The stay's dates on a result page (spec §4 "Search dates"): the same date fields as the search
// widgets, showing the stay the page is priced for (issue 12: the URL's). A change is stored
// (session storage and cookie) and announced; the page follows it to the new stay's address
// (use-stay.ts useFollowSavedDates), which prices the list again.
import { useState } from 'react';
import { fromIsoDay, type StayDates } from '../../search/dates.ts';
import type { StayDatesIso } from '../../search/stay-url.ts';
import { DateFields } from './date-fields.tsx';
import { saveDates } from './search-store.ts';

const SOURCE = 'results-stay';

function datesOf(stay: StayDatesIso): StayDates | null {
  const checkIn = fromIsoDay(stay.checkIn);
  const checkOut = fromIsoDay(stay.checkOut);
  return checkIn && checkOut ? { checkIn, checkOut } : null;
}

export function StayBar({ stay }: { stay: StayDatesIso }) {
  const shown = `${stay.checkIn}/${stay.checkOut}`;
  const [picked, setPicked] = useState<{ for: string; dates: StayDates } | null>(null);
  // A date picked here shows at once; a new stay from the page replaces it.
  const dates = picked?.for === shown ? picked.dates : datesOf(stay);
  return (
    <div className="stay-bar" role="group" aria-label="Your stay">
      <DateFields
        idPrefix="results-stay"
        dates={dates}
        onChange={(next) => {
          setPicked({ for: shown, dates: next });
          saveDates(next, SOURCE);
        }}
      />
    </div>
  );
}
