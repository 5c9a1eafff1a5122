// "Flexible dates": the price calendar behind a button, on the hotel page (a
// panel above the rooms) and on result cards (a dialog per hotel). Its code loads on first use
// (preloaded on hover or focus), so no page's first load carries it and the platform prices two
// months only for a guest who asks. Picking a day opens the hotel's rooms for that stay.
import { lazy, Suspense, useId, useState } from 'react';
import type { CalendarDay } from '../../data/price-calendar.ts';
import type { Stay } from '../../search/stay-url.ts';
import './flexible-dates.css';
import { useGoToStay } from './go-to-stay.ts';

const loadCalendar = () => import('./price-calendar.tsx');
const PriceCalendar = lazy(() =>
  loadCalendar().then((module) => ({ default: module.PriceCalendar })),
);
const PriceCalendarDialog = lazy(() =>
  loadCalendar().then((module) => ({ default: module.PriceCalendarDialog })),
);

// Until the calendar's code is here; the calendar then shows its own skeleton grid while the
// prices load. Plain markup: the design system's Skeleton and Button modules would add to the
// page's first load (the button classes are global, decision 0016).
function CalendarLoading() {
  return (
    <p className="flexible-dates__loading" role="status">
      Loading prices by date…
    </p>
  );
}

export interface FlexibleDatesProps {
  hotelId: string;
  hotelName: string;
  /** The hotel page's path: a picked day opens its rooms for that stay. */
  hotelPath: string;
  stay: Stay;
  /** panel: opens in place (hotel page); dialog: opens over the page (result card). */
  mode: 'panel' | 'dialog';
}

export function FlexibleDates({ hotelId, hotelName, hotelPath, stay, mode }: FlexibleDatesProps) {
  const [open, setOpen] = useState(false);
  const goToStay = useGoToStay();
  const panelId = useId();
  const pick = (day: CalendarDay) => {
    setOpen(false);
    goToStay(`${hotelPath}#rooms`, { ...stay, checkIn: day.checkIn, checkOut: day.checkOut });
  };
  const preload = () => void loadCalendar();
  const button = (
    <button
      type="button"
      className="button button--secondary button--small flexible-dates__toggle"
      aria-expanded={mode === 'panel' ? open : undefined}
      aria-controls={mode === 'panel' && open ? panelId : undefined}
      aria-haspopup={mode === 'dialog' ? 'dialog' : undefined}
      aria-label={
        mode === 'dialog' ? `Flexible dates: prices by check-in date at ${hotelName}` : undefined
      }
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setOpen((was) => !was)}
    >
      {mode === 'panel' ? 'Flexible dates? Compare prices by check-in date' : 'Flexible dates'}
    </button>
  );
  if (mode === 'dialog') {
    return (
      <>
        {button}
        {open ? (
          // The dialog comes with the calendar's code; until then the button shows it is busy.
          <Suspense fallback={<CalendarLoading />}>
            <PriceCalendarDialog
              title={`Prices by check-in date: ${hotelName}`}
              onClose={() => setOpen(false)}
              hotelId={hotelId}
              stay={stay}
              onPick={pick}
            />
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <div className="flexible-dates">
      {button}
      {open ? (
        <section
          id={panelId}
          className="flexible-dates__panel"
          aria-label="Prices by check-in date"
        >
          <Suspense fallback={<CalendarLoading />}>
            <PriceCalendar hotelId={hotelId} stay={stay} onPick={pick} />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
