// "My reservations" popup and /find-reservation: Last Name and Confirmation Number, a Find
// button reading "Finding..." (and disabled) until the reservation page shows;: each
// required, "This field is required" with a red border. Submitting navigates to /reservation/?confirmation=&lastname= (no call is
// made here) and sends the analytics event "find" (category "My Reservations", the confirmation
// number as label). Works without JavaScript too: a GET form to /reservation/.
//
// A failed look-up shows the form again with what the guest typed, so they correct one
// field instead of typing both again.
//
// Props API: <FindReservationForm idPrefix="popup" onSubmitted={() => …} autoFocus
//   initial={{ lastName, confirmationNumber }} />
import { useEffect, useRef } from 'react';
import { pushAnalyticsEvent } from '../../analytics.ts';
import { useNavigateWithProgress, useNavigationStatus } from '../../data/navigation-status.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { useForm } from '../../ui/use-form.ts';
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

/** The names are the GET form's query parameters (it works without JavaScript too). */
type Field = 'lastname' | 'confirmation';

const rules = (values: Readonly<Record<Field, string>>) => ({
  lastname: values.lastname.trim() ? undefined : messages.required,
  confirmation: normalizeConfirmationNumber(values.confirmation) ? undefined : messages.required,
});

export function findReservationHref(confirmation: string, lastName: string): string {
  return `/reservation/?${new URLSearchParams({ confirmation, lastname: lastName }).toString()}`;
}

export function FindReservationForm({
  idPrefix,
  autoFocus = false,
  onSubmitted,
  initial,
}: FindReservationFormProps) {
  const navigate = useNavigateWithProgress();
  const navigation = useNavigationStatus();
  const form = useForm<Field>({
    initial: {
      lastname: initial?.lastName ?? '',
      confirmation: initial?.confirmationNumber ?? '',
    },
    validate: rules,
    idPrefix,
    checkOnBlur: false,
  });
  const lastNameInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (autoFocus) lastNameInput.current?.focus();
  }, [autoFocus]);

  const submit = form.onSubmit(async (values) => {
    const lastName = values.lastname.trim();
    const confirmation = normalizeConfirmationNumber(values.confirmation);
    pushAnalyticsEvent({ event: 'find', category: 'My Reservations', label: confirmation });
    await navigate(findReservationHref(confirmation, lastName));
    // "Finding..." until the reservation page is on screen; the popup closes then.
    await navigation.whenShown();
    onSubmitted?.();
    // The form stays usable for another look-up (a failed one shows it again).
    return { ok: true, navigated: true };
  });

  return (
    <form
      ref={form.formRef}
      className="find-reservation"
      method="get"
      action="/reservation/"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        {...form.bind('lastname')}
        label="Last Name"
        autoComplete="family-name"
        inputRef={lastNameInput}
      />
      <TextField
        {...form.bind('confirmation')}
        label="Confirmation Number"
        inputMode="numeric"
        autoComplete="off"
        // Ten digits, or twelve characters grouped 3-3-4 with spaces or hyphens (decision 0007).
        maxLength={CONFIRMATION_NUMBER_LENGTH + 4}
        placeholder="10 digits"
      />
      <Button
        type="submit"
        block
        className="find-reservation__submit"
        loading={form.submitting}
        disabled={form.submitting}
        loadingLabel="Finding..."
      >
        Find
      </Button>
    </form>
  );
}
