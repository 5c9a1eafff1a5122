// The stay's dates on a result page (spec §4 "Search dates"): the same date fields as the search
// widgets; a change is stored (session storage and cookie) and announced, and the page re-prices
// its list for the new stay.
import { useEffect, useState } from 'react';
import { initialDates, type StayDates } from '../../search/dates.ts';
import { DateFields } from './date-fields.tsx';
import { loadStoredSearch, saveDates, SEARCH_CHANGED_EVENT } from './search-store.ts';

const SOURCE = 'results-stay';

export function StayBar() {
  const [dates, setDates] = useState<StayDates | null>(null);
  useEffect(() => {
    const restore = () => setDates(initialDates(loadStoredSearch().saved));
    restore();
    const onChange = (event: Event) => {
      if ((event as CustomEvent<{ source: string }>).detail?.source !== SOURCE) restore();
    };
    window.addEventListener(SEARCH_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(SEARCH_CHANGED_EVENT, onChange);
  }, []);
  return (
    <div className="stay-bar" role="group" aria-label="Your stay">
      <DateFields
        idPrefix="results-stay"
        dates={dates}
        onChange={(next) => {
          setDates(next);
          saveDates(next, SOURCE);
        }}
      />
    </div>
  );
}
