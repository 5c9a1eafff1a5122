// /find-reservation (spec §2 "Reservation lookup page"): the popup's form as a page.
import { Link } from 'react-router';
import { FindReservationForm } from '../components/reservations/find-reservation-form.tsx';
import '../components/booking/booking-page.css';

export function Page() {
  return (
    <article className="page booking-page">
      <h1>Find Your Reservation</h1>
      <p>
        Look up a reservation with the guest’s last name and the confirmation number from your
        confirmation e-mail.
      </p>
      <div className="booking-page__narrow">
        <FindReservationForm idPrefix="find-reservation-page" />
      </div>
      <p>
        Booked with an account? <Link to="/my-account">See your reservations in My Account</Link>.
      </p>
    </article>
  );
}
