// The calendar popup of the form date field (date-field.tsx), a chunk of its own: the search's
// react-datepicker with the search's look (date-picker.css), two months from tablets up, one on
// phones. Escape or a click outside closes it.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import DatePicker from 'react-datepicker';
import { adoptDatePickerStyles } from './date-picker-styles.ts';
import { fromIsoDay, isoDay } from '../search/dates.ts';

export interface DateFieldCalendarProps {
  label: string;
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  onPick: (day: string) => void;
  onClose: () => void;
}

// Before the first popup is laid out (it measures itself): this chunk loads only in the browser.
adoptDatePickerStyles();

const weekday = (name: string): string => name.slice(0, 3).toUpperCase();

export function DateFieldCalendar({
  label,
  value,
  min,
  max,
  onPick,
  onClose,
}: DateFieldCalendarProps) {
  const popup = useRef<HTMLDivElement>(null);
  const phone = typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches;
  const selected = fromIsoDay(value);
  // Under a field near the screen's right edge the popup opens leftwards, from the field's end.
  const [fromEnd, setFromEnd] = useState(false);
  useLayoutEffect(() => {
    const box = popup.current?.getBoundingClientRect();
    if (box && box.right > document.documentElement.clientWidth) setFromEnd(true);
  }, []);

  useEffect(() => {
    // The chosen day (or today's) takes focus, so the arrow keys move through the days.
    popup.current?.querySelector<HTMLElement>('.react-datepicker__day[tabindex="0"]')?.focus();
    const outside = (event: PointerEvent) => {
      const field = popup.current?.closest('.date-field');
      if (field && !field.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      ref={popup}
      className={`date-field__popup${fromEnd ? ' date-field__popup--end' : ''}`}
      role="dialog"
      aria-label={`${label}: calendar`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <DatePicker
        inline
        selected={selected}
        openToDate={selected ?? (min ? (fromIsoDay(min) ?? undefined) : undefined)}
        onChange={(date: Date | null) => date && onPick(isoDay(date))}
        minDate={(min && fromIsoDay(min)) || undefined}
        maxDate={(max && fromIsoDay(max)) || undefined}
        calendarStartDay={0}
        monthsShown={phone ? 1 : 2}
        formatWeekDay={weekday}
        calendarClassName="search-calendar"
      />
    </div>
  );
}
