// The price calendar, loaded on demand (price-calendar-lazy.tsx): for the
// stay's length, two months of check-in dates with the all-in total of each (one platform call per
// two months, kept while the calendar is open), the cheapest and the sold-out days marked. Prev
// and next move two months within the product's window; picking a day hands its stay to the page.
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { dayTitle } from '../../format/calendar-days.ts';
import { splitPrice } from '../../format/price.ts';
import {
  loadPriceCalendar,
  shiftMonth,
  stayLength,
  type CalendarDay,
  type PriceCalendarResult,
} from '../../data/price-calendar.ts';
import { isoDay, today, DATE_WINDOW_DAYS } from '../../search/dates.ts';
import type { Stay } from '../../search/stay-url.ts';
import { useApi } from '../../data/app-context.tsx';
import { PriceCalendarGrid } from './price-calendar-grid.tsx';
import './price-calendar.css';

export interface PriceCalendarProps {
  hotelId: string;
  stay: Stay;
  onPick: (day: CalendarDay) => void;
}

function monthWindow(): { first: string; last: string } {
  const start = today();
  const end = new Date(start);
  end.setDate(end.getDate() + DATE_WINDOW_DAYS);
  return { first: isoDay(start).slice(0, 7), last: isoDay(end).slice(0, 7) };
}

const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

export function PriceCalendar({ hotelId, stay, onPick }: PriceCalendarProps) {
  const api = useApi();
  const nights = stayLength(stay);
  const bounds = useRef(monthWindow()).current;
  const [month, setMonth] = useState(() =>
    stay.checkIn.slice(0, 7) < bounds.first ? bounds.first : stay.checkIn.slice(0, 7),
  );
  const [focused, setFocused] = useState(stay.checkIn);
  const [results, setResults] = useState<ReadonlyMap<string, PriceCalendarResult>>(new Map());
  const result = results.get(month) ?? null;
  const months = [month, shiftMonth(month, 1)];

  useEffect(() => {
    if (results.has(month)) return;
    const controller = new AbortController();
    loadPriceCalendar(api, hotelId, stay, month, controller.signal).then(
      (loaded) => setResults((current) => new Map(current).set(month, loaded)),
      () => undefined, // aborted: another month or the page took over
    );
    return () => controller.abort();
  }, [api, hotelId, stay, month, results]);

  const days = result?.ok ? new Map(result.value.days.map((day) => [day.checkIn, day])) : null;
  const canGoBack = month > bounds.first;
  const canGoOn = shiftMonth(month, 2) <= bounds.last;
  const turn = (by: number) => {
    const next = shiftMonth(month, by);
    setMonth(next);
    setFocused(`${next}-01`);
  };
  const focusDay = (day: string) => {
    const dayMonth = day.slice(0, 7);
    if (dayMonth < month) {
      if (!canGoBack) return;
      setMonth(shiftMonth(month, -2) < bounds.first ? bounds.first : shiftMonth(month, -2));
    } else if (dayMonth > months[1]!) {
      if (!canGoOn) return;
      setMonth(shiftMonth(month, 2));
    }
    setFocused(day);
  };
  const shown = days?.get(focused);

  return (
    <div className="price-calendar">
      <div className="price-calendar__bar">
        <Button
          variant="secondary"
          size="small"
          onClick={() => turn(-2)}
          disabled={!canGoBack}
          aria-label="Previous two months"
        >
          <span aria-hidden="true">‹</span> Previous
        </Button>
        <p className="price-calendar__range">Totals for {nightsText(nights)}, taxes included</p>
        <Button
          variant="secondary"
          size="small"
          onClick={() => turn(2)}
          disabled={!canGoOn}
          aria-label="Next two months"
        >
          Next <span aria-hidden="true">›</span>
        </Button>
      </div>
      {result && !result.ok ? (
        <Alert kind="error">{result.message}</Alert>
      ) : (
        <div aria-busy={result === null}>
          <PriceCalendarGrid
            months={months}
            days={days}
            selected={stay.checkIn}
            focused={focused}
            onFocusDay={focusDay}
            onPick={onPick}
          />
        </div>
      )}
      <p className="price-calendar__detail">
        {shown?.total != null
          ? `Check in ${dayTitle(shown.checkIn)}, check out ${dayTitle(shown.checkOut)}: ${splitPrice(shown.total).full} for ${nightsText(nights)}, taxes included${shown.taxNotes.length ? ` (${shown.taxNotes.join('; ')})` : ''}.`
          : '\u00a0'}
      </p>
      <ul className="price-calendar__legend">
        <li>
          <span className="price-calendar__swatch price-calendar__swatch--cheapest" /> Cheapest
        </li>
        <li>
          <span className="price-calendar__swatch price-calendar__swatch--selected" /> Your dates
        </li>
        <li>
          <span className="price-calendar__swatch price-calendar__swatch--sold-out" /> Sold out
        </li>
      </ul>
    </div>
  );
}

/** The calendar over the page (result cards): the design system's dialog, open while mounted. */
export function PriceCalendarDialog({
  title,
  onClose,
  ...calendar
}: PriceCalendarProps & { title: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={title} size="wide">
      <PriceCalendar {...calendar} />
    </Dialog>
  );
}
