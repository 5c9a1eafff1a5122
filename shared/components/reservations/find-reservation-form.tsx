// spec §2 "My reservations" popup and /find-reservation: Last Name and Confirmation Number, a Find
// button reading "Finding..." while submitting; spec §5: each required, "This field is required"
// with a red border. Submitting navigates to /reservation/?confirmation=&lastname= (no call is
// made here) and sends the analytics event "find" (category "My Reservations", the confirmation
// number as label). Works without JavaScript too: a GET form to /reservation/.
//
// A failed look-up shows the form again with what the guest typed (issue 12), so they correct one
// field instead of typing both again.
//
// Props API: <FindReservationForm idPrefix="popup" onSubmitted={() => …} autoFocus
//   initial={{ lastName, confirmationNumber }} />
import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { pushAnalyticsEvent } from '../../analytics.ts';
import { messages } from '../../validation/messages.ts';
import {
  CONFIRMATION_NUMBER_LENGTH,
  normalizeConfirmationNumber,
} from '../../validation/patterns.ts';
import './find-reservation.css';

export interface FindReservationFormProps {
  /** Keeps ids unique when the popup and the page form are on one page. */
  idPrefix: string;
  autoFocus?: boolean;
  onSubmitted?: () => void;
  /** What the last look-up asked for (the reservation page after a failed look-up). */
  initial?: { lastName: string; confirmationNumber: string };
}

type Field = 'lastName' | 'confirmationNumber';

export function findReservationHref(confirmation: string, lastName: string): string {
  return `/reservation/?${new URLSearchParams({ confirmation, lastname: lastName }).toString()}`;
}

export function FindReservationForm({
  idPrefix,
  autoFocus = false,
  onSubmitted,
  initial,
}: FindReservationFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState({
    lastName: initial?.lastName ?? '',
    confirmationNumber: initial?.confirmationNumber ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const lastNameInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (autoFocus) lastNameInput.current?.focus();
  }, [autoFocus]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const lastName = values.lastName.trim();
    const confirmation = normalizeConfirmationNumber(values.confirmationNumber);
    const found: Partial<Record<Field, string>> = {};
    if (!lastName) found.lastName = messages.required;
    if (!confirmation) found.confirmationNumber = messages.required;
    setErrors(found);
    if (found.lastName) return lastNameInput.current?.focus();
    if (found.confirmationNumber) return confirmationInput.current?.focus();
    setSubmitting(true);
    pushAnalyticsEvent({ event: 'find', category: 'My Reservations', label: confirmation });
    onSubmitted?.();
    void Promise.resolve(navigate(findReservationHref(confirmation, lastName))).finally(() =>
      setSubmitting(false),
    );
  };

  const field = (
    name: Field,
    label: string,
    ref: typeof lastNameInput,
    extra: InputHTMLAttributes<HTMLInputElement>,
  ) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    return (
      <div className="find-reservation__field">
        <label htmlFor={id}>{label}</label>
        <input
          ref={ref}
          id={id}
          name={name === 'lastName' ? 'lastname' : 'confirmation'}
          type="text"
          value={values[name]}
          className={error ? 'is-invalid' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setValues((current) => ({ ...current, [name]: event.target.value }));
            if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
          }}
          {...extra}
        />
        {error ? (
          <p id={`${id}-error`} className="find-reservation__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className="find-reservation"
      method="get"
      action="/reservation/"
      noValidate
      onSubmit={submit}
    >
      {field('lastName', 'Last Name', lastNameInput, { autoComplete: 'family-name' })}
      {field('confirmationNumber', 'Confirmation Number', confirmationInput, {
        inputMode: 'numeric',
        autoComplete: 'off',
        // Ten digits, or twelve characters grouped 3-3-4 with spaces or hyphens (decision 0007).
        maxLength: CONFIRMATION_NUMBER_LENGTH + 4,
        placeholder: '10 digits',
      })}
      <button
        type="submit"
        className="button button--primary find-reservation__submit"
        disabled={submitting}
      >
        {submitting ? 'Finding...' : 'Find'}
      </button>
    </form>
  );
}
