// "Change Your Stay" on the reservation page: new dates and, before the
// cancellation deadline, another room type when the hotel has one. The guest first sees the stay now beside the stay
// changed, priced whole by the platform, and the difference; only then confirms. Any edit of the
// form after a quote withdraws it, so what is confirmed is always what was shown. While the site is
// still confirming the change with the platform (it asks the page to send it again), a status says
// so, never an error, and the change is sent once from this page.
import { useEffect, useRef, useState } from 'react';
import {
  CHANGE_STILL_CONFIRMING,
  confirmChange,
  quoteChange,
  type ChangeQuote,
  type ChangeRequest,
} from '../../data/change-stay.ts';
import { useApi } from '../../data/app-context.tsx';
import type { Reservation } from '../../data/reservation-lookup.ts';
import { validateChangeStay } from '../../validation/change-stay.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { SelectField } from '../../ui/field.tsx';
import { useForm, type SubmitOutcome } from '../../ui/use-form.ts';
import { ChangeCompare } from './change-compare.tsx';
import './change-stay.css';

export const CHANGED_TITLE = 'Your stay has been changed';
export const CHANGE_CONFIRMING = 'We are confirming your change. This can take a few seconds.';

type Field = keyof ChangeRequest;

interface Pending {
  request: ChangeRequest;
  quote: ChangeQuote;
  key: string;
}

export function ChangeStay({
  reservation,
  onChanged,
}: {
  reservation: Reservation;
  onChanged: (changed: Reservation) => void;
}) {
  const api = useApi();
  const options = reservation.changeOptions;
  const form = useForm<Field, ChangeRequest>({
    initial: {
      checkIn: reservation.checkIn,
      checkOut: reservation.checkOut,
      roomTypeCode: reservation.room.roomTypeCode,
    },
    validate: validateChangeStay,
    idPrefix: 'change',
    // The dates are checked when a price is asked for, not as a field is left.
    checkOnBlur: false,
    // Each quote may be followed by another, for other dates.
    repeatable: true,
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirmBusy, setConfirmBusy] = useState(false);
  // What the confirmation (a button, not the form) answered when it failed.
  const [confirmError, setConfirmError] = useState('');
  const [done, setDone] = useState<Reservation | null>(null);
  // "Confirming" while the change is sent again, then, past the page's budget, that it still is.
  const [confirming, setConfirming] = useState('');
  // Set in the click itself: a second click in the same instant sends nothing.
  const sending = useRef(false);
  const review = useRef<HTMLHeadingElement>(null);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (pending) review.current?.focus();
  }, [pending]);
  useEffect(() => {
    if (confirmError || done) outcome.current?.focus();
  }, [confirmError, done]);

  if (!options) return null;
  const arrivalOpen = options.arrivalOpen;
  const rooms = options.roomTypes;

  /** A field's binding; any edit withdraws the quote shown, and what the last step said. */
  const bind = (field: Field) => {
    const binding = form.bind(field);
    return {
      ...binding,
      onChange: (value: string) => {
        binding.onChange(value);
        setPending(null);
        setConfirmError('');
        setDone(null);
        setConfirming('');
      },
    };
  };

  const quote = async (request: ChangeRequest): Promise<SubmitOutcome> => {
    setDone(null);
    setConfirmError('');
    const answer = await quoteChange(
      api,
      reservation.confirmationNumber,
      reservation.guest.surname,
      { ...request },
    );
    if (!answer.ok) {
      return answer.field
        ? { ok: false, fieldErrors: { [answer.field]: answer.message } }
        : { ok: false, message: answer.message };
    }
    setPending({ request: { ...request }, quote: answer.value, key: crypto.randomUUID() });
    return { ok: true };
  };

  const onConfirm = async () => {
    if (!pending || confirmBusy || form.submitting || sending.current) return;
    sending.current = true;
    setConfirmBusy(true);
    setConfirming('');
    setConfirmError('');
    const answer = await confirmChange(
      api,
      reservation.confirmationNumber,
      reservation.guest.surname,
      pending.request,
      pending.key,
      { onConfirming: () => setConfirming(CHANGE_CONFIRMING) },
    ).finally(() => (sending.current = false));
    setConfirmBusy(false);
    setPending(null);
    setConfirming('');
    if (!answer.ok && answer.message === CHANGE_STILL_CONFIRMING) {
      setConfirming(answer.message);
      return;
    }
    if (!answer.ok) {
      setConfirmError(answer.message);
      return;
    }
    setDone(answer.value);
    onChanged(answer.value);
  };

  // A refusal of the whole change (not of one field): the quote's, or the confirmation's.
  const refusal = confirmError || (form.status === 'error' ? form.message : '');

  return (
    <section id="change-stay" className="change-stay" aria-labelledby="change-stay-heading">
      <h2 id="change-stay-heading">Change Your Stay</h2>
      <p className="change-stay__hint">
        {/* The room is offered only when the hotel has another room type to move to. */}
        {arrivalOpen
          ? `Extend, shorten or move your dates${rooms.length > 1 ? ', or choose another room' : ''}. The whole stay is priced again: 7 nights or more get the weekly rate, 30 or more the monthly rate, and long-stay tax rules apply.${rooms.length > 1 ? '' : ' To change the room, please call the hotel.'}`
          : 'Your stay has begun: you can extend it while rooms are free, or leave earlier. To change the arrival date or the room, please call the hotel.'}
      </p>
      <form
        ref={form.formRef}
        className="change-stay__form"
        noValidate
        onSubmit={(event) => {
          if (confirmBusy) event.preventDefault();
          else void form.onSubmit(quote)(event);
        }}
      >
        <div className="change-stay__fields">
          <DateField {...bind('checkIn')} label="Check-in" disabled={!arrivalOpen} required />
          <DateField {...bind('checkOut')} label="Check-out" min={form.values.checkIn} required />
          {arrivalOpen && rooms.length > 1 ? (
            <SelectField
              {...bind('roomTypeCode')}
              label="Room"
              options={rooms.map((room) => [room.roomTypeCode, room.name] as const)}
              className="change-stay__room"
            />
          ) : null}
        </div>
        <Button
          type="submit"
          variant="secondary"
          loading={form.submitting}
          loadingLabel="Pricing..."
        >
          See the New Price
        </Button>
      </form>
      {confirming ? (
        <Alert kind="info" className="change-stay__confirming">
          {confirming}
        </Alert>
      ) : null}
      {refusal ? (
        <Alert
          kind="error"
          title="Your stay was not changed"
          alertRef={confirmError ? outcome : form.outcomeRef}
        >
          {refusal}
        </Alert>
      ) : null}
      {done ? (
        <Alert kind="success" title={CHANGED_TITLE} alertRef={outcome}>
          Your confirmation number stays {done.confirmationNumber}. We have sent an e-mail
          describing the change to <span className="email-address">{done.guest.email}</span>.
        </Alert>
      ) : null}
      {pending ? (
        <section className="change-stay__review" aria-labelledby="change-review-heading">
          <h3 id="change-review-heading" ref={review} tabIndex={-1}>
            Review Your Change
          </h3>
          <ChangeCompare quote={pending.quote} />
          <div className="booking-page__actions">
            <Button
              loading={confirmBusy}
              loadingLabel="Changing..."
              onClick={() => void onConfirm()}
            >
              Confirm Change
            </Button>
            <Button variant="ghost" onClick={() => setPending(null)} disabled={confirmBusy}>
              Keep My Stay as It Is
            </Button>
          </div>
        </section>
      ) : null}
    </section>
  );
}
