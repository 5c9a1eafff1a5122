// The guest-data form, on the form kit's useForm and fields: guest
// details (prefilled when signed in, kept in session storage across reloads — never the card
// number), arrival time on a 12-hour clock, the card guarantee checked with Luhn and expiry before
// sending (shared/validation, the platform's own rules), and the policy text. Submitting twice, or
// retrying after a failure, reuses the attempt's idempotency key: one reservation. When the
// platform asks for the captcha (a few bookings in the hour from one connection, card or e-mail),
// the captcha appears above the button and the guest books again once it is solved. While the site
// is confirming a booking the platform has not answered in time, a status says so (never an error).
import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../ui/link.tsx';
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
  emptyGuest,
  validateGuest,
  type GuestField,
  type GuestValues,
} from '../../validation/guest.ts';
import { submitBooking } from '../../data/submit-booking.ts';
import { useApi } from '../../data/app-context.tsx';
import { messages } from '../../validation/messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { RequiredNote } from '../../ui/field.tsx';
import { useForm, type SubmitOutcome } from '../../ui/use-form.ts';
import { GuaranteeFields, GuestDetailsFields } from './guest-form-fields.tsx';
import { Price } from '../price/price.tsx';
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
   *  is not beside the form (on phones the total sits above "Complete Reservation"). */
  total: number;
  nights: number;
}

// Loaded only when the platform asks for it: no guest pays for the widget up front.
const CaptchaField = lazy(() =>
  import('../captcha/captcha-field.tsx').then((module) => ({ default: module.CaptchaField })),
);

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
  const [unavailable, setUnavailable] = useState(soldOut);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  // The site's "we are confirming your booking", then, past the page's budget, that it still is.
  const [confirming, setConfirming] = useState('');
  const form = useForm<GuestField, GuestValues>({
    initial: { ...emptyGuest, ...prefill },
    validate: (values) => validateGuest(values, new Date()),
    idPrefix: 'guest',
    // Checked when the guest submits; a field's message then follows what is typed.
    checkOnBlur: false,
    focusOnRefusal: 'outcome',
  });
  const { values, merge } = form;

  // A reload keeps what the guest typed: restore the draft after hydration.
  useEffect(() => {
    const draft = readDraftValues(selection);
    if (Object.keys(draft).length) merge(draft);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Sold out before the form was shown: the banner is read first.
  useEffect(() => {
    if (soldOut) form.outcomeRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const bind = (field: GuestField) => ({
    ...form.bind(field),
    onChange: (value: string) => {
      form.set(field, value);
      saveDraftValues(selection, { ...values, [field]: value });
    },
  });

  const send = async (current: GuestValues): Promise<SubmitOutcome> => {
    setUnavailable(false);
    setConfirming('');
    const outcome = await submitBooking(api, selection, current, attemptKey(selection), {
      captcha: captchaAsked ? captcha : null,
      onConfirming: setConfirming,
    });
    setConfirming(outcome.kind === 'confirming' ? outcome.message : '');
    if (outcome.kind === 'confirming') return { ok: false };
    // A solution is accepted once: after any answer but a booking, the widget starts afresh.
    if (captchaAsked && outcome.kind !== 'booked') setCaptchaReset((count) => count + 1);
    if (outcome.kind === 'captcha') {
      setCaptchaAsked(true);
      return { ok: false, message: outcome.message };
    }
    if (outcome.kind === 'booked') {
      finishAttempt(selection);
      const query = new URLSearchParams({
        confirmation: outcome.reservation.confirmationNumber,
        lastname: outcome.reservation.guest.surname,
      });
      void navigate(`/confirmation?${query.toString()}`);
      return { ok: true, navigated: true };
    }
    if (outcome.kind === 'unavailable') {
      setUnavailable(true);
      return { ok: false, message: outcome.message };
    }
    if (outcome.kind === 'invalid')
      return {
        ok: false,
        fieldErrors: outcome.errors,
        message: outcome.message ?? 'Please correct the fields marked below.',
      };
    return { ok: false, message: outcome.message };
  };
  const submit = form.onSubmit(send);

  const banner = form.message || (unavailable ? messages.soldOut : '');
  return (
    <form
      ref={form.formRef}
      className="guest-form"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {confirming ? (
        <Alert
          kind="info"
          className="guest-form__banner"
          {...(banner ? {} : { alertRef: form.outcomeRef })}
        >
          <p>{confirming}</p>
        </Alert>
      ) : null}
      {banner ? (
        <Alert kind="error" className="guest-form__banner" alertRef={form.outcomeRef}>
          <p>{banner}</p>
          {unavailable ? (
            <p>
              {SOLD_OUT_NOTE} <Link to={backTo}>See available rooms</Link>
            </p>
          ) : null}
        </Alert>
      ) : null}
      <RequiredNote />
      <fieldset>
        <legend>Your Details</legend>
        <GuestDetailsFields bind={bind} />
      </fieldset>
      <fieldset>
        <legend>Guarantee Your Reservation</legend>
        <p className="guest-form__note">
          Your card only guarantees the reservation; you pay at the hotel. We keep just the card
          brand, its last four digits and the expiry date.
        </p>
        <GuaranteeFields bind={bind} cardNumber={values.cardNumber} />
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
      {captchaAsked ? (
        <Suspense fallback={null}>
          <CaptchaField onChange={setCaptcha} resetKey={captchaReset} />
        </Suspense>
      ) : null}
      <Button
        type="submit"
        className="guest-form__submit"
        disabled={captchaAsked && !captcha}
        loading={form.submitting}
        loadingLabel="Booking..."
      >
        Complete Reservation
      </Button>
    </form>
  );
}
