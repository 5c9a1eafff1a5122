// The stay dates of the hotel page (issue 6: "dates of the stay, rooms for those dates"), with the
// search's own date fields (shared/components/search/date-fields.tsx: react-datepicker loaded on
// demand, spec §4 date rules). A GET form with hidden date values, so it works before hydration;
// afterwards it navigates in place and saves the dates as the current search (spec §4 "Search
// dates": date changes go to session storage and the cookie).
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { Stay } from '../../data/booking-stay.ts';
import { CORPORATE_PARAM } from '../../search/stay-url.ts';
import { fromIsoDay, isoDay, type StayDates } from '../../search/dates.ts';
import { DateFields } from '../search/date-fields.tsx';
import { useGoToStay } from './go-to-stay.ts';
import '../search/search-form.css';
import './stay-dates-form.css';

export function StayDatesForm({ stay }: { stay: Stay }) {
  const goToStay = useGoToStay();
  const { pathname } = useLocation();
  const [dates, setDates] = useState<StayDates>(() => ({
    // The stay's dates are checked days already (booking-stay.ts readStay).
    checkIn: fromIsoDay(stay.checkIn)!,
    checkOut: fromIsoDay(stay.checkOut)!,
  }));
  const checkIn = isoDay(dates.checkIn);
  const checkOut = isoDay(dates.checkOut);
  const [adults, setAdults] = useState(String(stay.adults));
  const [children, setChildren] = useState(String(stay.children));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Stay = {
      checkIn,
      checkOut,
      adults: Number(adults) || 1,
      children: Number(children) || 0,
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
      <div className="stay-dates__field stay-dates__field--small">
        <label htmlFor="stay-adults">Adults</label>
        <select
          id="stay-adults"
          name="adults"
          value={adults}
          onChange={(e) => setAdults(e.target.value)}
        >
          {[1, 2, 3, 4].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="stay-dates__field stay-dates__field--small">
        <label htmlFor="stay-children">Children</label>
        <select
          id="stay-children"
          name="children"
          value={children}
          onChange={(e) => setChildren(e.target.value)}
        >
          {[0, 1, 2, 3].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary stay-dates__submit">
        Update Rates
      </button>
    </form>
  );
}
