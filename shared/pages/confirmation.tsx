// /confirmation: the confirmation number, the stay and
// its totals, read back from the platform (so a reload shows the same), and the conversion event
// for analytics. The last of the booking steps, read as a receipt, with
// the next steps (calendar file, directions, manage the reservation).
import { useEffect } from 'react';
import { Link } from '../ui/link.tsx';
import type { PageProps } from '../data/route-types.ts';
import { trackConversion } from '../components/booking/conversion.ts';
import { BookingSteps } from '../components/booking/booking-steps.tsx';
import { NextSteps } from '../components/booking/next-steps.tsx';
import { ReservationDetails } from '../components/reservations/reservation-details.tsx';
import type { LookupData } from '../data/reservation-lookup.ts';
import '../components/booking/booking-page.css';
import { keepWords } from '../ui/keep-words.tsx';

export function Page({ data }: PageProps<LookupData>) {
  const { result } = data;
  useEffect(() => {
    if (result.kind === 'found') {
      trackConversion({
        step: 'confirmation',
        hotelId: result.reservation.hotel?.hotelId ?? '',
        value: result.reservation.total,
        currency: 'USD',
        transactionId: result.reservation.confirmationNumber,
      });
    }
  }, [result]);

  if (result.kind !== 'found') {
    return (
      <article className="page booking-page">
        <h1>Booking Confirmation</h1>
        <p role="alert">
          {result.kind === 'missing'
            ? 'There is no booking to confirm here yet. Start by searching for a hotel and choosing a room.'
            : result.message}
        </p>
        <p>
          <Link to="/find-reservation">Find your reservation</Link>
        </p>
      </article>
    );
  }
  const { reservation } = result;
  const cancelled = reservation.status === 'cancelled';
  return (
    <article className="page booking-page booking-receipt">
      <BookingSteps current="confirmation" />
      <div className="booking-receipt__head">
        {cancelled ? null : (
          <svg
            className="booking-receipt__tick"
            viewBox="0 0 48 48"
            width="48"
            height="48"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="24" cy="24" r="24" />
            <path d="M14 25l7 7 14-15" />
          </svg>
        )}
        <div className="booking-receipt__words">
          <h1>Booking Confirmation</h1>
          <p className="booking-receipt__status" role="status">
            {keepWords(
              cancelled
                ? 'This reservation has been cancelled.'
                : `Thank you, ${reservation.guest.givenName}. Your reservation is confirmed, and a confirmation e-mail is on its way to ${reservation.guest.email}.`,
            )}
          </p>
          <p className="booking-receipt__number">
            Confirmation number <strong>{reservation.confirmationNumber}</strong>
          </p>
        </div>
      </div>
      {cancelled ? null : <NextSteps reservation={reservation} />}
      <h2 className="booking-receipt__title">Your Receipt</h2>
      <ReservationDetails reservation={reservation} />
    </article>
  );
}
