// Check-in and check-out ("Search dates" and "Date popup"
// "Search"): read-only inputs; the react-datepicker popup loads on demand (its own chunk, with
// its stylesheet), so it is not in the first load. Until it has loaded the inputs show the dates.
import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import {
  CHECK_OUT_FOCUS_DELAY_MS,
  chooseCheckIn,
  chooseCheckOut,
  displayDate,
  type StayDates,
} from '../search/dates.ts';
import type { DatePickerFieldProps } from './stay-date-picker.tsx';
import { SearchIcon } from './search-icon.tsx';

export interface DateFieldsProps {
  idPrefix: string;
  dates: StayDates | null;
  /**
   * `complete` is false for a check-in just picked, while check-out is still to be chosen (its
   * calendar opens next); it turns true with the check-out, or when that calendar closes without
   * one (the stay then keeps the check-out given with the check-in). A result page re-prices
   * only a complete stay.
   */
  onChange: (dates: StayDates, complete: boolean) => void;
  hideLabels?: boolean;
}

/**
 * Breakpoints: phones are below 768 px. The server cannot know the width, so it writes the short
 * date, which fits a phone's field whole; wider screens add the weekday once hydrated (their
 * fields have room for it, so the page does not move).
 */
function usePhone(): boolean {
  const [phone, setPhone] = useState(true);
  // In the commit that hydrates the field, before the browser paints again.
  useLayoutEffect(() => {
    const query = window.matchMedia('(max-width: 767px)');
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}

let pickerModule: Promise<ComponentType<DatePickerFieldProps>> | null = null;
const loadPicker = () =>
  (pickerModule ??= import('./stay-date-picker.tsx').then((module) => module.DatePickerField));

export function DateFields({ idPrefix, dates, onChange, hideLabels = false }: DateFieldsProps) {
  const phone = usePhone();
  const [Picker, setPicker] = useState<ComponentType<DatePickerFieldProps> | null>(null);
  const [openFirst, setOpenFirst] = useState<'check-in' | 'check-out' | null>(null);

  // The picker is fetched when the guest reaches for a date (not in the first load's
  // scripts or work): a mouse over a field shows it, focus or a touch only fetches it, so that the
  // focused input is not replaced under the guest; a click or a key opens it once it is in.
  const showPicker = () => void loadPicker().then((component) => setPicker(() => component));
  const prefetchPicker = () => void loadPicker().catch(() => undefined);

  const pickCheckOut = (current: StayDates, date: Date) => {
    interim.current = null;
    onChange(chooseCheckOut(current, date), true);
  };
  const closed = (kind: 'check-in' | 'check-out') => {
    if (kind !== 'check-out' || !interim.current) return;
    const stay = interim.current;
    interim.current = null;
    onChange(stay, true);
  };

  const labelClass = hideLabels ? 'visually-hidden' : 'search-field__label';
  const fields = [
    { key: 'check-in', label: 'Check-in', value: dates?.checkIn ?? null },
    { key: 'check-out', label: 'Check-out', value: dates?.checkOut ?? null },
  ] as const;

  /** The stay of a check-in just picked, until check-out is chosen or its calendar closes. */
  const interim = useRef<StayDates | null>(null);
  const pickCheckIn = (date: Date) => {
    // Choosing a check-in resets check-out to 7 days later, then after 100 ms the
    // check-out input is focused and clicked (its popup opens).
    const next = chooseCheckIn(date);
    interim.current = next;
    onChange(next, false);
    // By id: react-datepicker puts its own ref on the input it renders.
    window.setTimeout(() => {
      const input = document.getElementById(`${idPrefix}-check-out`);
      input?.focus();
      input?.click();
    }, CHECK_OUT_FOCUS_DELAY_MS);
  };

  return (
    <div className="search-dates">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.key}`;
        const text = field.value ? displayDate(field.value, phone) : '';
        return (
          <div key={field.key} className="search-field search-field--date">
            <label htmlFor={id} className={labelClass}>
              {field.label}
            </label>
            <div className="search-date__box">
              <SearchIcon name="calendar" />
              {Picker && dates ? (
                <Picker
                  id={id}
                  kind={field.key}
                  dates={dates}
                  phone={phone}
                  openOnMount={openFirst === field.key}
                  onPick={(date) =>
                    field.key === 'check-in' ? pickCheckIn(date) : pickCheckOut(dates, date)
                  }
                  onClose={() => closed(field.key)}
                />
              ) : (
                <input
                  id={id}
                  className="search-date__input"
                  type="text"
                  readOnly
                  value={text}
                  placeholder="MM/DD/YYYY"
                  onPointerEnter={(event) =>
                    event.pointerType === 'mouse' ? showPicker() : prefetchPicker()
                  }
                  onFocus={prefetchPicker}
                  // Asked for before the picker has loaded: it opens as soon as it is in.
                  onClick={() => {
                    setOpenFirst(field.key);
                    showPicker();
                  }}
                  onKeyDown={(event) => {
                    if (!['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) return;
                    event.preventDefault();
                    setOpenFirst(field.key);
                    showPicker();
                  }}
                />
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
