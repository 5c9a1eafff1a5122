// /find-reservation: the popup's form as a page.
import { Link } from '../ui/link.tsx';
import { FindReservationForm } from '../components/reservations/find-reservation-form.tsx';
import { KeepWords } from '../ui/keep-words.tsx';

export function Page() {
  return (
    <article className="page page--task">
      <div className="task-card">
        <h1>Find Your Reservation</h1>
        <p className="task-card__lede">
          <KeepWords>
            Look up a reservation with the guest’s last name and the confirmation number from your
            confirmation e-mail.
          </KeepWords>
        </p>
        <FindReservationForm idPrefix="find-reservation-page" />
      </div>
      <p className="task-aside">
        Booked with an account? <Link to="/my-account">See your reservations in My Account</Link>.
      </p>
    </article>
  );
}
