// A room card's facts at a glance (size, beds, capacity, accessible
// features): icon and words side by side, the words being what assistive tech reads.
import type { RoomType } from '../../data/hotel-details.ts';
import { AmenityIcon } from './amenity-icons.tsx';
import './room-facts.css';

type Fact = [glyph: string, text: string];

/** One formatter for every card: toLocaleString('en-US') made a new one per call. */
const squareFeet = new Intl.NumberFormat('en-US');

export function RoomFacts({
  room,
}: {
  room: Pick<RoomType, 'bedType' | 'capacity' | 'sizeSqFt' | 'accessible'>;
}) {
  const facts: Fact[] = [
    ...(room.bedType
      ? [['bed', `${room.bedType} ${/^1\b/.test(room.bedType) ? 'bed' : 'beds'}`] as Fact]
      : []),
    ...(room.capacity ? [['people', `Sleeps ${room.capacity}`] as Fact] : []),
    ...(room.sizeSqFt ? [['floor-plan', `${squareFeet.format(room.sizeSqFt)} sq ft`] as Fact] : []),
    ...(room.accessible ? [['accessible', 'Accessible'] as Fact] : []),
  ];
  return (
    <ul className="room-facts">
      {facts.map(([glyph, text]) => (
        <li key={text} className="room-facts__item">
          <AmenityIcon icon={glyph} />
          {text}
        </li>
      ))}
    </ul>
  );
}
