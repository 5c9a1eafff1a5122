// The react-datepicker popup, a chunk of its own loaded
// by DateFields. Its stylesheet comes with it as text and is adopted through the CSSOM (the page's
// CSP allows no inline style element), with the site's own overrides after it.
import { forwardRef, useEffect, useRef, type KeyboardEvent } from 'react';
import DatePicker from 'react-datepicker';
import { adoptDatePickerStyles } from './date-picker-styles.ts';
import {
  checkInBounds,
  checkOutBounds,
  DATE_FORMAT_PHONE,
  DATE_PICKER_PORTAL_ID,
  DATE_FORMAT_WIDE,
  type StayDates,
} from '../search/dates.ts';

export interface DatePickerFieldProps {
  id: string;
  kind: 'check-in' | 'check-out';
  dates: StayDates;
  phone: boolean;
  /** Open the popup once mounted (the visitor asked before the picker had loaded). */
  openOnMount?: boolean;
  onPick: (date: Date) => void;
  /** The calendar closed (after a pick, Escape or a tap elsewhere). */
  onClose?: () => void;
}

const DateInput = forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(
  function DateInput(props, ref) {
    return <input {...props} ref={ref} className="search-date__input" readOnly />;
  },
);

/** Weekday headers are 3 uppercase letters. */
export const weekdayHeader = (name: string): string => name.slice(0, 3).toUpperCase();

export function DatePickerField({
  id,
  kind,
  dates,
  phone,
  openOnMount = false,
  onPick,
  onClose,
}: DatePickerFieldProps) {
  useEffect(adoptDatePickerStyles, []);
  const bounds = kind === 'check-in' ? checkInBounds() : checkOutBounds(dates.checkIn);
  const selected = kind === 'check-in' ? dates.checkIn : dates.checkOut;
  const picker = useRef<DatePicker>(null);
  useEffect(() => {
    if (!openOnMount) return;
    document.getElementById(id)?.focus();
    picker.current?.setOpen(true);
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Opens on a click while focused or on a key press, not on focus alone.
  // (The picker's own readOnly would refuse clicks too, so the input alone is read-only.)
  const openOnKey = (event: KeyboardEvent<HTMLElement>) => {
    const current = picker.current;
    if (!current || current.isCalendarOpen()) return;
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      current.setOpen(true);
    }
  };
  return (
    <DatePicker
      ref={picker}
      id={id}
      onKeyDown={openOnKey}
      selected={selected}
      onChange={(date: Date | null) => date && onPick(date)}
      onCalendarClose={onClose}
      minDate={bounds.min}
      maxDate={bounds.max}
      startDate={dates.checkIn}
      endDate={dates.checkOut}
      selectsStart={kind === 'check-in'}
      selectsEnd={kind === 'check-out'}
      // "ccc, MM/dd/yyyy" on desktop and tablet, "MM/dd/yyyy" on phones; Sunday first.
      dateFormat={phone ? DATE_FORMAT_PHONE : DATE_FORMAT_WIDE}
      calendarStartDay={0}
      // Two months side by side from tablets up, one on phones.
      monthsShown={phone ? 1 : 2}
      formatWeekDay={weekdayHeader}
      portalId={DATE_PICKER_PORTAL_ID}
      preventOpenOnFocus
      shouldCloseOnSelect
      // Re-picking the same check-in still moves on to check-out (onChange fires for it too).
      allowSameDay
      popperPlacement="bottom-start"
      customInput={<DateInput />}
      calendarClassName="search-calendar"
      wrapperClassName="search-date__wrapper"
    />
  );
}
