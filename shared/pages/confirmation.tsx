// /confirmation (spec §2 "Booking confirmation"; issue 6): the confirmation number, the stay and
// its totals, read back from the platform (so a reload shows the same), and the conversion event
// of spec §9.
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { PageProps } from '../data/route-types.ts';
import { trackConversion } from '../components/booking/conversion.ts';
import { ReservationDetails } from '../components/reservations/reservation-details.tsx';
import type { LookupData } from '../data/reservation-lookup.ts';
import '../components/booking/booking-page.css';

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
  const link = `/reservation/?${new URLSearchParams({ confirmation: reservation.confirmationNumber, lastname: reservation.guest.surname }).toString()}`;
  return (
    <article className="page booking-page">
      <h1>Booking Confirmation</h1>
      <p className="booking-page__status" role="status">
        {reservation.status === 'cancelled'
          ? 'This reservation has been cancelled.'
          : `Thank you, ${reservation.guest.givenName}. Your reservation is confirmed, and a confirmation e-mail is on its way to ${reservation.guest.email}.`}
      </p>
      <ReservationDetails reservation={reservation} />
      <p>
        <Link to={link}>View or cancel this reservation</Link>
      </p>
    </article>
  );
}
