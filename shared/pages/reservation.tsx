// /reservation/?confirmation=&lastname= (target of the "Find your reservation" popup):
// the reservation, with cancelling; a wrong pair shows one not-found message that reveals nothing.
import { Link } from '../ui/link.tsx';
import type { PageProps } from '../data/route-types.ts';
import { FindReservationForm } from '../components/reservations/find-reservation-form.tsx';
import { ReservationDetails } from '../components/reservations/reservation-details.tsx';
import type { LookupData } from '../data/reservation-lookup.ts';
import '../components/booking/booking-page.css';

export type ReservationData = LookupData;

export function Page({ data }: PageProps<ReservationData>) {
  const { result } = data;
  return (
    <article className="page booking-page">
      <h1>Your Reservation</h1>
      {result.kind === 'found' ? (
        <ReservationDetails
          key={result.reservation.confirmationNumber}
          reservation={result.reservation}
          cancellable
          changeable
        />
      ) : (
        <>
          {result.kind === 'error' ? (
            <p role="alert" className="booking-page__status">
              {result.message}
            </p>
          ) : (
            <p>Find a reservation with the guest’s last name and the confirmation number.</p>
          )}
          <div className="booking-page__narrow">
            <FindReservationForm
              key={`${data.confirmation}|${data.lastName}`}
              idPrefix="reservation-page"
              initial={{ lastName: data.lastName, confirmationNumber: data.confirmation }}
            />
          </div>
          <p>
            Booked with an account?{' '}
            <Link to="/my-account">See your reservations in My Account</Link>.
          </p>
        </>
      )}
    </article>
  );
}
