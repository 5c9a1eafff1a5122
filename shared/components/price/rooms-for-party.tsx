// A result card's (and its map pop-up's) word for a hotel that has rooms, none of which sleeps the
// party in the rooms asked for: it read "Sold Out" though the platform had the rooms for it in more
// of them.
import { useLocation } from 'react-router';
import { Link } from '../../ui/link.tsx';
import { withStay, type Stay } from '../../search/stay-url.ts';

/** What the card and the map's pop-up say, and what the link does, for `rooms` rooms. */
export const roomsForPartyWords = (rooms: number) => ({
  status: `Rooms for this party need ${rooms} rooms`,
  action: `Search for ${rooms} rooms`,
});

/** The same search again (this page, this stay) for `rooms` rooms. */
export function useSearchForRooms(stay: Stay): (rooms: number) => string {
  const location = useLocation();
  return (rooms) =>
    withStay(`${location.pathname}${location.search}`, { ...stay, rooms, named: true });
}

/**
 * A hotel whose rooms cannot sleep the party in the rooms asked for (2 adults and a child in one
 * room for 2) has rooms: it read "Sold Out" though two rooms were bookable. It says so, and
 * offers the search again for that many rooms.
 */
export function RoomsForParty({ rooms, stay }: { rooms: number; stay: Stay }) {
  const again = useSearchForRooms(stay)(rooms);
  const words = roomsForPartyWords(rooms);
  return (
    <div className="result-card__status result-card__status--party">
      <p>{words.status}</p>
      <Link to={again} className="result-card__switch">
        {words.action}
      </Link>
    </div>
  );
}
