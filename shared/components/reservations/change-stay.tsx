// "Change Your Stay" on the reservation page: new dates and, before the
// cancellation deadline, another room type when the hotel has one. The guest first sees the stay now beside the stay
// changed, priced whole by the platform, and the difference; only then confirms. Any edit of the
// form after a quote withdraws it, so what is confirmed is always what was shown. While the site is
// still confirming the change with the platform (it asks the page to send it again), a status says
// so, never an error, and the change is sent once from this page.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CHANGE_STILL_CONFIRMING,
  confirmChange,
  quoteChange,
  type ChangeQuote,
  type ChangeRequest,
} from '../../data/change-stay.ts';
import { useApi } from '../../data/app-context.tsx';
import type { Reservation } from '../../data/reservation-lookup.ts';
import { messages } from '../../validation/messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { SelectField } from '../../ui/field.tsx';
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
  const [values, setValues] = useState<ChangeRequest>({
    checkIn: reservation.checkIn,
    checkOut: reservation.checkOut,
    roomTypeCode: reservation.room.roomTypeCode,
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<'quote' | 'confirm' | null>(null);
  const [error, setError] = useState<{ message: string; field?: Field | undefined } | null>(null);
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
    if (error || done) outcome.current?.focus();
  }, [error, done]);

  if (!options) return null;
  const arrivalOpen = options.arrivalOpen;
  const rooms = options.roomTypes;

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setPending(null);
    setError(null);
    setDone(null);
    setConfirming('');
  };

  const onQuote = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setDone(null);
    if (!values.checkIn || !values.checkOut) {
      setError({ message: messages.required, field: values.checkIn ? 'checkOut' : 'checkIn' });
      return;
    }
    // 'YYYY-MM-DD' strings order as the dates do; the platform checks the same rule.
    if (values.checkOut <= values.checkIn) {
      setError({ message: messages.checkOutAfterCheckIn, field: 'checkOut' });
      return;
    }
    setBusy('quote');
    const request = { ...values };
    const answer = await quoteChange(
      api,
      reservation.confirmationNumber,
      reservation.guest.surname,
      request,
    );
    setBusy(null);
    if (!answer.ok) {
      setError({ message: answer.message, field: answer.field as Field | undefined });
      return;
    }
    setError(null);
    setPending({ request, quote: answer.value, key: crypto.randomUUID() });
  };

  const onConfirm = async () => {
    if (!pending || busy || sending.current) return;
    sending.current = true;
    setBusy('confirm');
    setConfirming('');
    setError(null);
    const answer = await confirmChange(
      api,
      reservation.confirmationNumber,
      reservation.guest.surname,
      pending.request,
      pending.key,
      { onConfirming: () => setConfirming(CHANGE_CONFIRMING) },
    ).finally(() => (sending.current = false));
    setBusy(null);
    setPending(null);
    setConfirming('');
    if (!answer.ok && answer.message === CHANGE_STILL_CONFIRMING) {
      setConfirming(answer.message);
      return;
    }
    if (!answer.ok) {
      setError({ message: answer.message });
      return;
    }
    setDone(answer.value);
    onChanged(answer.value);
  };

  const fieldError = (field: Field) => (error?.field === field ? error.message : undefined);

  return (
    <section id="change-stay" className="change-stay" aria-labelledby="change-stay-heading">
      <h2 id="change-stay-heading">Change Your Stay</h2>
      <p className="change-stay__hint">
        {/* The room is offered only when the hotel has another room type to move to. */}
        {arrivalOpen
          ? `Extend, shorten or move your dates${rooms.length > 1 ? ', or choose another room' : ''}. The whole stay is priced again: 7 nights or more get the weekly rate, 30 or more the monthly rate, and long-stay tax rules apply.${rooms.length > 1 ? '' : ' To change the room, please call the hotel.'}`
          : 'Your stay has begun: you can extend it while rooms are free, or leave earlier. To change the arrival date or the room, please call the hotel.'}
      </p>
      <form className="change-stay__form" noValidate onSubmit={(e) => void onQuote(e)}>
        <div className="change-stay__fields">
          <DateField
            name="checkIn"
            label="Check-in"
            value={values.checkIn}
            onChange={set('checkIn')}
            disabled={!arrivalOpen}
            error={fieldError('checkIn')}
            required
          />
          <DateField
            name="checkOut"
            label="Check-out"
            value={values.checkOut}
            min={values.checkIn}
            onChange={set('checkOut')}
            error={fieldError('checkOut')}
            required
          />
          {arrivalOpen && rooms.length > 1 ? (
            <SelectField
              name="roomTypeCode"
              label="Room"
              value={values.roomTypeCode}
              onChange={set('roomTypeCode')}
              options={rooms.map((room) => [room.roomTypeCode, room.name] as const)}
              error={fieldError('roomTypeCode')}
              className="change-stay__room"
            />
          ) : null}
        </div>
        <Button
          type="submit"
          variant="secondary"
          loading={busy === 'quote'}
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
      {error && !error.field ? (
        <Alert kind="error" title="Your stay was not changed" alertRef={outcome}>
          {error.message}
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
              loading={busy === 'confirm'}
              loadingLabel="Changing..."
              onClick={() => void onConfirm()}
            >
              Confirm Change
            </Button>
            <Button variant="ghost" onClick={() => setPending(null)} disabled={busy === 'confirm'}>
              Keep My Stay as It Is
            </Button>
          </div>
        </section>
      ) : null}
    </section>
  );
}
