// The guest-data form (issue 6 "Booking funnel"): guest details (prefilled when signed in, kept in
// session storage across reloads — never the card number), arrival time on a 12-hour clock, the
// card guarantee checked with Luhn and expiry before sending, and the policy text. Submitting
// twice, or retrying after a failure, reuses the attempt's idempotency key: one reservation.
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatTime12 } from '../../format/booking-format.ts';
import type { GuestPrefill } from '../../data/booking-guest.ts';
import {
  attemptKey,
  finishAttempt,
  readDraftValues,
  saveDraftValues,
  type Selection,
} from '../../storage/booking-draft.ts';
import {
  caretAfterDigits,
  cardBrand,
  digitsBefore,
  formatCardNumber,
  formatExpiry,
} from '../../validation/card.ts';
import {
  ARRIVAL_TIMES,
  emptyGuest,
  validateGuest,
  type GuestField,
  type GuestValues,
} from '../../validation/guest.ts';
import { submitBooking } from '../../data/submit-booking.ts';
import { useApi } from '../../data/app-context.tsx';
import { messages } from '../../validation/messages.ts';
import { Price } from './price.tsx';
import './guest-form.css';

export interface GuestFormProps {
  selection: Selection;
  prefill: GuestPrefill | null;
  /** The hotel page's rooms for this stay, offered when the room sold out meanwhile. */
  backTo: string;
  checkInTime: string | null;
  checkOutTime: string | null;
  /** Sold out before the form was even shown. */
  soldOut: boolean;
  /** The chosen plan's all-in total and nights, shown above the button where the stay summary
   *  is not beside the form (issue 12: on phones the total sits above "Complete Reservation"). */
  total: number;
  nights: number;
}

type Field = {
  name: GuestField;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  placeholder?: string;
};

const GUEST_FIELDS: Field[] = [
  { name: 'givenName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'surname', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];

const CARD_FIELDS: Field[] = [
  { name: 'cardHolder', label: 'Name on Card', autoComplete: 'cc-name' },
  { name: 'cardNumber', label: 'Card Number', autoComplete: 'cc-number', inputMode: 'numeric' },
  {
    name: 'cardExpiry',
    label: 'Expiry Date (MM/YY)',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    placeholder: 'MM/YY',
  },
];

// Issue 12: the card number is grouped as it is typed, and "1129" shows as "11/29".
const AS_TYPED: Partial<Record<GuestField, (value: string) => string>> = {
  cardNumber: formatCardNumber,
  cardExpiry: formatExpiry,
};

export const SOLD_OUT_NOTE =
  'Your details are kept: choose another room and they will be filled in again.';

export function GuestForm({
  selection,
  prefill,
  backTo,
  checkInTime,
  checkOutTime,
  soldOut,
  total,
  nights,
}: GuestFormProps) {
  const navigate = useNavigate();
  const api = useApi();
  const [values, setValues] = useState<GuestValues>(() => ({ ...emptyGuest, ...prefill }));
  const [errors, setErrors] = useState<Partial<Record<GuestField, string>>>({});
  const [banner, setBanner] = useState<{ kind: 'unavailable' | 'error'; text: string } | null>(
    soldOut
      ? {
          kind: 'unavailable',
          text: 'Sorry, this room is no longer available for the dates you chose. Please choose another room or other dates.',
        }
      : null,
  );
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Where the caret goes once a reformatted value is on screen (after the same digits).
  const caret = useRef<{ name: GuestField; at: number } | null>(null);
  useLayoutEffect(() => {
    const pending = caret.current;
    caret.current = null;
    if (!pending) return;
    const input = formRef.current?.querySelector<HTMLInputElement>(`[name="${pending.name}"]`);
    if (input && input === document.activeElement) input.setSelectionRange(pending.at, pending.at);
  });

  // A reload keeps what the guest typed (issue 6): restore the draft after hydration.
  useEffect(() => {
    const draft = readDraftValues(selection);
    if (Object.keys(draft).length) setValues((current) => ({ ...current, ...draft }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (banner) bannerRef.current?.focus();
  }, [banner]);

  const update = (name: GuestField, value: string) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      saveDraftValues(selection, next);
      return next;
    });
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return; // a double click sends one request
    const found = validateGuest(values, new Date());
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    setBanner(null);
    const outcome = await submitBooking(api, selection, values, attemptKey(selection));
    if (outcome.kind === 'booked') {
      finishAttempt(selection);
      const query = new URLSearchParams({
        confirmation: outcome.reservation.confirmationNumber,
        lastname: outcome.reservation.guest.surname,
      });
      void navigate(`/confirmation?${query.toString()}`);
      return;
    }
    busy.current = false;
    setSubmitting(false);
    if (outcome.kind === 'unavailable') setBanner({ kind: 'unavailable', text: outcome.message });
    else if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      setBanner({
        kind: 'error',
        text: outcome.message ?? 'Please correct the fields marked below.',
      });
    } else setBanner({ kind: 'error', text: outcome.message });
  };

  const renderField = (field: Field) => {
    const error = errors[field.name];
    const id = `guest-${field.name}`;
    return (
      <div key={field.name} className="guest-form__field">
        <label htmlFor={id}>{field.label}</label>
        <input
          id={id}
          name={field.name}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          placeholder={field.placeholder}
          value={values[field.name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={error ? 'is-invalid' : undefined}
          onChange={(event) => {
            const format = AS_TYPED[field.name];
            const raw = event.target.value;
            if (!format) return update(field.name, raw);
            const next = format(raw);
            const at = event.target.selectionStart ?? raw.length;
            caret.current = { name: field.name, at: caretAfterDigits(next, digitsBefore(raw, at)) };
            update(field.name, next);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
        {field.name === 'cardNumber' &&
        values.cardNumber.replace(/\D/g, '').length >= 4 &&
        !error ? (
          <p className="guest-form__hint">{cardBrand(values.cardNumber)}</p>
        ) : null}
      </div>
    );
  };

  return (
    <form ref={formRef} className="guest-form" noValidate onSubmit={(event) => void submit(event)}>
      {banner ? (
        <div
          ref={bannerRef}
          tabIndex={-1}
          role="alert"
          className={`guest-form__banner guest-form__banner--${banner.kind}`}
        >
          <p>{banner.text}</p>
          {banner.kind === 'unavailable' ? (
            <p>
              {SOLD_OUT_NOTE} <Link to={backTo}>See available rooms</Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <fieldset>
        <legend>Guest Information</legend>
        <div className="guest-form__grid">{GUEST_FIELDS.map(renderField)}</div>
        <div className="guest-form__field">
          <label htmlFor="guest-arrivalTime">Estimated Arrival Time</label>
          <select
            id="guest-arrivalTime"
            name="arrivalTime"
            value={values.arrivalTime}
            onChange={(event) => update('arrivalTime', event.target.value)}
          >
            {ARRIVAL_TIMES.map((time) => (
              <option key={time} value={time}>
                {formatTime12(time)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <fieldset>
        <legend>Guarantee Your Reservation</legend>
        <p className="guest-form__note">
          Your card only guarantees the reservation; you pay at the hotel. We keep just the card
          brand, its last four digits and the expiry date.
        </p>
        <div className="guest-form__grid">{CARD_FIELDS.map(renderField)}</div>
      </fieldset>
      <section className="guest-form__policies" aria-labelledby="guest-policies">
        <h2 id="guest-policies">Policies</h2>
        <ul>
          <li>
            Check-in: from {checkInTime ? formatTime12(checkInTime) : '3:00 PM'} on the day of
            arrival.
          </li>
          <li>
            Check-out: by {checkOutTime ? formatTime12(checkOutTime) : '11:00 AM'} on the day of
            departure.
          </li>
          <li>
            {messages.cancellationPolicy} Cancel from your reservation page (My reservations, Find
            your reservation).
          </li>
        </ul>
      </section>
      <p className="guest-form__total">
        <span>
          Total for {nights} {nights === 1 ? 'night' : 'nights'}, taxes included
        </span>
        <Price amount={total} className="price--total" />
      </p>
      <button
        type="submit"
        className="button button--primary guest-form__submit"
        disabled={submitting}
      >
        {submitting ? 'Booking...' : 'Complete Reservation'}
      </button>
    </form>
  );
}
