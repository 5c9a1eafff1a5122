// A result card's word for a hotel that has rooms, none of which sleeps the party in the rooms
// asked for: it read "Sold Out" though the platform had the rooms for it in more of them.
import { useLocation } from 'react-router';
import { Link } from '../../ui/link.tsx';
import { withStay, type Stay } from '../../search/stay-url.ts';

/**
 * A hotel whose rooms cannot sleep the party in the rooms asked for (2 adults and a child in one
 * room for 2) has rooms: it read "Sold Out" though two rooms were bookable. It says so, and
 * offers the search again for that many rooms.
 */
export function RoomsForParty({ rooms, stay }: { rooms: number; stay: Stay }) {
  const location = useLocation();
  const again = withStay(`${location.pathname}${location.search}`, { ...stay, rooms, named: true });
  return (
    <div className="result-card__status result-card__status--party">
      <p>Rooms for this party need {rooms} rooms</p>
      <Link to={again} className="result-card__switch">
        Search for {rooms} rooms
      </Link>
    </div>
  );
}
