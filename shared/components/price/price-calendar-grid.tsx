// The two months of the price calendar: a table per month, each day a button
// named in words ('December 3, total $2,104.55, cheapest'). One day is in the tab order (roving
// tabindex); arrows move a day or a week, Home and End to the week's ends, Page Up and Page Down a
// month; Enter or Space picks the day. Days that cannot be booked stay focusable, aria-disabled,
// so the keyboard walks the whole grid.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { MONTH_NAMES } from '../../format/months.ts';
import {
  WEEKDAY_NAMES,
  addIsoDays,
  dayStateWords,
  monthTitle,
  monthWeeks,
  weekday,
  type DayState,
} from '../../format/calendar-days.ts';
import type { CalendarDay } from '../../data/price-calendar.ts';
import { Skeleton } from '../../ui/status.tsx';
import { Price } from './price.tsx';

export interface PriceCalendarGridProps {
  months: readonly string[];
  /** The days by check-in date; null while they load. */
  days: ReadonlyMap<string, CalendarDay> | null;
  /** The check-in of the stay the page is priced for. */
  selected: string | null;
  focused: string;
  /** Moves focus to a day; the calendar turns the page when it is not shown. */
  onFocusDay: (day: string) => void;
  onPick: (day: CalendarDay) => void;
}

const monthName = (day: string) => MONTH_NAMES[Number(day.slice(5, 7)) - 1]!;

/** The second line of a day: its total (whole dollars shown), or why it cannot be booked. */
function DayLine({ state }: { state: DayState }) {
  const words = dayStateWords(state);
  if (state.kind === 'priced') {
    return (
      <span className="price-calendar__total">
        <span className="price-calendar__words">total </span>
        <Price amount={state.total} />
        {state.cheapest ? (
          <>
            <span className="price-calendar__words">, cheapest</span>
            {/* Not by colour alone (WCAG 1.4.1); out of the name, which says "cheapest". */}
            <span className="price-calendar__star" aria-hidden="true">
              ★
            </span>
          </>
        ) : null}
      </span>
    );
  }
  if (state.kind === 'sold-out') return <span className="price-calendar__total">Sold out</span>;
  return (
    <span className="price-calendar__total">
      <span className="price-calendar__words">{words}</span>
      {state.kind === 'loading' ? <Skeleton shape="short" /> : <span aria-hidden="true">–</span>}
    </span>
  );
}

function stateOf(day: CalendarDay | undefined, loading: boolean): DayState {
  if (loading) return { kind: 'loading' };
  if (!day) return { kind: 'closed' };
  if (day.status === 'AVAILABLE' && day.total !== null)
    return { kind: 'priced', total: day.total, cheapest: day.cheapest };
  if (day.status === 'SOLD_OUT') return { kind: 'sold-out' };
  if (day.status === 'COMING_SOON') return { kind: 'coming-soon' };
  return { kind: 'closed' };
}

/** The same day of the month `by` months away, or that month's last day. */
function sameDayInMonth(day: string, by: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + by + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + by, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The day a key moves focus to, or null for a key the grid does not use. */
export function dayForKey(key: string, day: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addIsoDays(day, -1);
    case 'ArrowRight':
      return addIsoDays(day, 1);
    case 'ArrowUp':
      return addIsoDays(day, -7);
    case 'ArrowDown':
      return addIsoDays(day, 7);
    case 'Home':
      return addIsoDays(day, -weekday(day));
    case 'End':
      return addIsoDays(day, 6 - weekday(day));
    case 'PageUp':
      return sameDayInMonth(day, -1);
    case 'PageDown':
      return sameDayInMonth(day, 1);
    default:
      return null;
  }
}

export function PriceCalendarGrid({
  months,
  days,
  selected,
  focused,
  onFocusDay,
  onPick,
}: PriceCalendarGridProps) {
  const root = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    const button = root.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`);
    if (button) {
      button.focus();
      moved.current = false;
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = dayForKey(event.key, focused);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    onFocusDay(next);
  };

  return (
    <div className="price-calendar__months" ref={root} onKeyDown={onKeyDown}>
      {months.map((month) => (
        <table key={month} className="price-calendar__month">
          <caption className="price-calendar__caption">{monthTitle(month)}</caption>
          <thead>
            <tr>
              {WEEKDAY_NAMES.map((name) => (
                <th key={name} scope="col" abbr={name}>
                  {name.slice(0, 2)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((day, index) => {
                  if (!day) return <td key={`empty-${index}`} />;
                  const info = days?.get(day);
                  const state = stateOf(info, days === null);
                  const bookable = state.kind === 'priced';
                  const classes = [
                    'price-calendar__day',
                    `price-calendar__day--${state.kind}`,
                    state.kind === 'priced' && state.cheapest
                      ? 'price-calendar__day--cheapest'
                      : '',
                    day === selected ? 'price-calendar__day--selected' : '',
                  ];
                  return (
                    <td key={day}>
                      <button
                        type="button"
                        data-day={day}
                        className={classes.filter(Boolean).join(' ')}
                        aria-pressed={day === selected}
                        aria-disabled={bookable ? undefined : true}
                        tabIndex={day === focused ? 0 : -1}
                        onFocus={() => day !== focused && onFocusDay(day)}
                        onClick={() => bookable && info && onPick(info)}
                      >
                        {/* Named by its content, so the name holds what is shown (WCAG 2.5.3):
                            'December 3, total $2,104.55, cheapest'. The unseen words are inline
                            text of no size: a clipped, absolutely placed span would count as a
                            block of its own and split the name ('December 3 , total'). */}
                        <span className="price-calendar__date">
                          <span className="price-calendar__words">{monthName(day)} </span>
                          {Number(day.slice(8, 10))}
                          <span className="price-calendar__words">,</span>
                        </span>{' '}
                        <DayLine state={state} />
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
