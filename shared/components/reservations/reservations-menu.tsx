// spec §2 Header "My reservations" item. Its "Find your reservation" popup belongs to the Booking
// issue; until then the item is a real link to the page that does the same job.
import { Link } from 'react-router';

export interface ReservationsMenuProps {
  onNavigate: () => void;
}

export function ReservationsMenu({ onNavigate }: ReservationsMenuProps) {
  return (
    <Link to="/find-reservation" className="site-header__account-link" onClick={onNavigate}>
      My reservations
    </Link>
  );
}
