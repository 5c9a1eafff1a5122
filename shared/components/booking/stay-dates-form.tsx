// The stay dates of the hotel page (issue 6: "dates of the stay, rooms for those dates"). A plain
// GET form, so it works before hydration; afterwards it navigates in place and saves the dates as
// the current search (spec §4 "Search dates": date changes go to session storage and the cookie).
// The check-out input is bounded by spec §5 (check-in + 1 … check-in + 365).
import { addDays, format, parseISO } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { stayQuery, type Stay } from '../../data/booking-stay.ts';
import { DATE_WINDOW_DAYS, DEFAULT_STAY_NIGHTS } from '../../search/dates.ts';
import { readCurrentSearch, writeCurrentSearch } from '../../storage/current-search.ts';
import './stay-dates-form.css';

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

export function StayDatesForm({ stay, today }: { stay: Stay; today: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [checkIn, setCheckIn] = useState(stay.checkIn);
  const [checkOut, setCheckOut] = useState(stay.checkOut);
  const [adults, setAdults] = useState(String(stay.adults));
  const [children, setChildren] = useState(String(stay.children));
  const checkInDay = parseISO(checkIn);
  const validCheckIn = !Number.isNaN(checkInDay.getTime());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Stay = {
      checkIn,
      checkOut,
      adults: Number(adults) || 1,
      children: Number(children) || 0,
    };
    const saved = readCurrentSearch();
    writeCurrentSearch({
      searchPlace: saved?.searchPlace ?? null,
      searchAddress: saved?.searchAddress ?? null,
      checkInDate: parseISO(checkIn).getTime(),
      checkOutDate: parseISO(checkOut).getTime(),
    });
    void navigate(`${pathname}?${stayQuery(next)}#rooms`);
  };

  return (
    <form className="stay-dates" method="get" action={pathname} onSubmit={submit}>
      <div className="stay-dates__field">
        <label htmlFor="stay-check-in">Check-in</label>
        <input
          id="stay-check-in"
          name="checkIn"
          type="date"
          required
          min={today}
          max={iso(addDays(parseISO(today), DATE_WINDOW_DAYS))}
          value={checkIn}
          onChange={(event) => {
            // spec §4: choosing a check-in resets check-out to 7 days later.
            setCheckIn(event.target.value);
            const day = parseISO(event.target.value);
            if (!Number.isNaN(day.getTime())) setCheckOut(iso(addDays(day, DEFAULT_STAY_NIGHTS)));
          }}
        />
      </div>
      <div className="stay-dates__field">
        <label htmlFor="stay-check-out">Check-out</label>
        <input
          id="stay-check-out"
          name="checkOut"
          type="date"
          required
          min={validCheckIn ? iso(addDays(checkInDay, 1)) : undefined}
          max={validCheckIn ? iso(addDays(checkInDay, DATE_WINDOW_DAYS)) : undefined}
          value={checkOut}
          onChange={(event) => setCheckOut(event.target.value)}
        />
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
