// One reservation as /confirmation and /reservation/ show it: confirmation number, status, the
// stay summary, the guest and the card guarantee (brand, last four, expiry only), and — on the
// reservation page — cancelling with a confirmation step. The one
// cancellation sentence, the same wherever the policy is stated; after 6:00 PM hotel time on the day of arrival, why online cancelling is
// closed and the hotel's phone; a cancelled reservation carries a status badge, struck prices
// and no cancel button.
import { useEffect, useRef, useState } from 'react';
import { formatTime12 } from '../../format/booking-format.ts';
import type { Reservation } from '../../data/reservation-lookup.ts';
import { cancellationClosedMessage, messages } from '../../validation/messages.ts';
import { StaySummary } from '../booking/stay-summary.tsx';
import { cancelReservation } from '../../data/cancel-reservation.ts';
import { useApi } from '../../data/app-context.tsx';
import { ChangeHistory } from './change-history.tsx';
import { ChangeStay } from './change-stay.tsx';
import { PriceDropBanner } from './price-drop-banner.tsx';
import '../booking/booking-page.css';

export const CANCELLED_MESSAGE =
  'Your reservation has been cancelled. We have sent a cancellation e-mail to the address on the reservation.';

/** The platform stores brands in lower case ('visa', 'american express'). */
const brandName = (brand: string): string => brand.replace(/\b\w/g, (c) => c.toUpperCase());

export interface ReservationDetailsProps {
  reservation: Reservation;
  /** Offers cancelling (the reservation page). */
  cancellable?: boolean;
  /** Offers changing the stay, and shows its history (the reservation page). */
  changeable?: boolean;
}

export function ReservationDetails({
  reservation: initial,
  cancellable = false,
  changeable = false,
}: ReservationDetailsProps) {
  const api = useApi();
  const [reservation, setReservation] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const question = useRef<HTMLHeadingElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => setReservation(initial), [initial]);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  const cancelled = reservation.status === 'cancelled';
  const hotel = reservation.hotel;
  const address = hotel
    ? `${hotel.address.street1}, ${hotel.address.cityName}, ${hotel.address.subdivisionCode}`
    : null;

  const confirmCancel = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await cancelReservation(
      api,
      reservation.confirmationNumber,
      reservation.guest.surname,
    );
    setBusy(false);
    setConfirming(false);
    if (outcome.ok) {
      setReservation(outcome.reservation);
      setMessage({ kind: 'done', text: CANCELLED_MESSAGE });
    } else if (outcome.deadlinePassed) {
      // The deadline passed while the page was open: the page turns to its after-deadline state.
      setReservation((current) => ({ ...current, cancellable: false }));
    } else setMessage({ kind: 'error', text: outcome.message });
  };

  return (
    // The stay first on a phone (what was booked, before what can be done with it); beside the
    // details on a desktop.
    <div className="booking-page__layout booking-page__layout--summary-first">
      <aside className="booking-page__aside" aria-label="Stay summary">
        <StaySummary
          hotelName={hotel?.hotelName ?? reservation.room.name}
          hotelUri={hotel?.hotelUri ?? null}
          address={address}
          phone={hotel?.phone ?? null}
          roomName={reservation.room.name}
          accessibleFeatures={
            reservation.room.accessible ? reservation.room.accessibleFeatures : null
          }
          ratePlanName={reservation.ratePlan.name}
          losTier={reservation.losTier}
          checkIn={reservation.checkIn}
          checkOut={reservation.checkOut}
          checkInTime={hotel?.checkInTime ?? null}
          checkOutTime={hotel?.checkOutTime ?? null}
          nights={reservation.nights}
          adults={reservation.adults}
          children={reservation.children}
          rooms={reservation.rooms ?? 1}
          roomTotal={reservation.roomTotal ?? null}
          averageNightly={reservation.averageNightly ?? null}
          subtotal={reservation.subtotal}
          taxes={reservation.taxes}
          taxNotes={Array.isArray(reservation.taxNotes) ? reservation.taxNotes : []}
          total={reservation.total}
          cancelled={cancelled}
        />
      </aside>
      <div className="booking-page__main">
        <p>
          Confirmation number:{' '}
          <strong className="booking-page__confirmation-number" data-confirmation-number>
            {reservation.confirmationNumber}
          </strong>
        </p>
        <p className="reservation__status">
          Status:{' '}
          <strong
            className={`status-badge ${cancelled ? 'status-badge--cancelled' : 'status-badge--confirmed'}`}
            data-status={reservation.status}
          >
            {cancelled ? 'Cancelled' : 'Confirmed'}
          </strong>
        </p>
        {!cancelled && reservation.cancellable ? (
          <p className="reservation__policy">{messages.cancellationPolicy}</p>
        ) : null}
        {message ? (
          <p
            ref={messageRef}
            tabIndex={-1}
            role={message.kind === 'error' ? 'alert' : 'status'}
            className="booking-page__status"
          >
            {message.text}
          </p>
        ) : null}
        <h2>Guest</h2>
        <p>
          {reservation.guest.givenName} {reservation.guest.surname}
          <br />
          <span className="email-address">{reservation.guest.email}</span>
          <br />
          <span className="phone-number">{reservation.guest.phone}</span>
        </p>
        {reservation.arrivalTime ? (
          <p>Estimated arrival: {formatTime12(reservation.arrivalTime)}</p>
        ) : null}
        <p>
          Guaranteed by {brandName(reservation.card.brand)} ending in {reservation.card.last4}{' '}
          (expires {reservation.card.expiry})
        </p>
        {cancellable && !cancelled && reservation.cancellable ? (
          confirming ? (
            <section className="reservation__confirm" aria-labelledby="cancel-question">
              <h2 id="cancel-question" ref={question} tabIndex={-1}>
                Cancel this reservation?
              </h2>
              <p>
                Your room for {reservation.nights} {reservation.nights === 1 ? 'night' : 'nights'}{' '}
                will be released. This cannot be undone.
              </p>
              <div className="booking-page__actions">
                <button
                  type="button"
                  className="button button--danger"
                  disabled={busy}
                  onClick={() => void confirmCancel()}
                >
                  {busy ? 'Cancelling...' : 'Yes, Cancel Reservation'}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => {
                    setConfirming(false);
                    requestAnimationFrame(() => cancelButton.current?.focus());
                  }}
                >
                  Keep Reservation
                </button>
              </div>
            </section>
          ) : (
            <div className="booking-page__actions">
              <button
                ref={cancelButton}
                type="button"
                className="button button--ghost"
                onClick={() => setConfirming(true)}
              >
                Cancel Reservation
              </button>
            </div>
          )
        ) : null}
        {!cancelled && !reservation.cancellable ? (
          <p className="reservation__closed">{cancellationClosedMessage(hotel?.phone)}</p>
        ) : null}
        {/* The offer as loaded: the banner stays to confirm the lower price once applied. */}
        {changeable && !cancelled && initial.priceDrop ? (
          <PriceDropBanner
            stay={{ ...initial, lastName: initial.guest.surname }}
            priceDrop={initial.priceDrop}
            onApplied={setReservation}
          />
        ) : null}
        {changeable && !cancelled ? (
          <ChangeStay
            reservation={reservation}
            onChanged={(changed) => {
              setReservation(changed);
              setMessage(null);
            }}
          />
        ) : null}
        {changeable ? <ChangeHistory changes={reservation.changes ?? []} /> : null}
      </div>
    </div>
  );
}
