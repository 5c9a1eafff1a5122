// The design system's date field for forms: the field's frame (label, hint, error) with
// a text input that takes a typed date (MM/DD/YYYY, as the hint says, or YYYY-MM-DD) and a
// calendar button that opens the search's date picker (react-datepicker, loaded on demand as the
// search loads it). The value is a 'YYYY-MM-DD' day or ''; typing that names no day gives '' and
// onBadInput(true), as the browser's own date input did.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { fromIsoDay } from '../search/dates.ts';
import { describedBy, Frame, useControl, type ControlProps } from './field.tsx';
import type { DateFieldCalendarProps } from './date-field-calendar.tsx';
import './date-field.css';

export interface DateFieldProps extends ControlProps {
  /** The first and last days the calendar offers ('YYYY-MM-DD'); typing is checked by the form. */
  min?: string | undefined;
  max?: string | undefined;
  onBadInput?: (bad: boolean) => void;
}

const pad = (value: string) => value.padStart(2, '0');

/** The day a guest typed, as 'YYYY-MM-DD'; '' for nothing; null for text that names no day. */
export function readTypedDate(text: string): string | null {
  const typed = text.trim();
  if (!typed) return '';
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
  const iso = us ? `${us[3]}-${pad(us[1]!)}-${pad(us[2]!)}` : typed;
  return fromIsoDay(iso) ? iso : null;
}

/** 'YYYY-MM-DD' as the field shows it: MM/DD/YYYY. */
export const shownDate = (value: string): string => {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return parts ? `${parts[2]}/${parts[3]}/${parts[1]}` : value;
};

let calendarModule: Promise<ComponentType<DateFieldCalendarProps>> | null = null;
const loadCalendar = () =>
  (calendarModule ??= import('./date-field-calendar.tsx').then(
    (module) => module.DateFieldCalendar,
  ));

export function DateField({ min, max, onBadInput, ...props }: DateFieldProps) {
  const { id, frame } = useControl(props);
  const { name, value, onChange, onBlur, error, required, disabled, hint, label } = props;
  const [text, setText] = useState(() => shownDate(value));
  const [Calendar, setCalendar] = useState<ComponentType<DateFieldCalendarProps> | null>(null);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A value set from outside (a prefill, a cleared form) replaces what the field shows.
  useEffect(() => {
    if ((readTypedDate(text) ?? '') !== value) setText(shownDate(value));
    // Only when the value changes: the text follows the guest's typing otherwise.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const type = (next: string) => {
    setText(next);
    const day = readTypedDate(next);
    onBadInput?.(day === null);
    onChange(day ?? '');
  };

  const toggle = () => {
    if (open) return setOpen(false);
    void loadCalendar().then((component) => {
      setCalendar(() => component);
      setOpen(true);
    });
  };

  const close = (focus: 'input' | 'button') => {
    setOpen(false);
    (focus === 'input' ? input : button).current?.focus();
  };

  return (
    <Frame {...frame}>
      <div className="date-field">
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="field__control date-field__input"
          value={text}
          // The format is said once: by the hint when there is one, else in the empty field.
          placeholder={hint ? undefined : 'MM/DD/YYYY'}
          required={required}
          disabled={disabled}
          {...describedBy(id, error, hint)}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            const day = readTypedDate(text);
            onBadInput?.(day === null);
            if (day) setText(shownDate(day));
            onBlur?.();
          }}
        />
        <button
          ref={button}
          type="button"
          className="date-field__button"
          aria-label={`Choose ${label} from a calendar`}
          aria-expanded={open}
          disabled={disabled}
          onPointerEnter={() => void loadCalendar().catch(() => undefined)}
          onClick={toggle}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <rect
              x="3.5"
              y="5"
              width="17"
              height="15"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <path
              d="M3.5 10h17M8 3v4M16 3v4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        </button>
        {open && Calendar ? (
          <Calendar
            label={label}
            value={value}
            min={min}
            max={max}
            onPick={(day) => {
              type(shownDate(day));
              close('input');
            }}
            onClose={() => close('button')}
          />
        ) : null}
      </div>
    </Frame>
  );
}
