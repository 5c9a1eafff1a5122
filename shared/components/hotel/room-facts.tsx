// A room card's facts at a glance (issue 13 "Hotel page": beds, capacity, accessible features):
// icon and words side by side, the words being what assistive tech reads.
import type { RoomType } from '../../data/hotel-details.ts';
import { AmenityIcon } from './amenity-icons.tsx';
import './room-facts.css';

export function RoomFacts({
  room,
}: {
  room: Pick<RoomType, 'bedType' | 'capacity' | 'accessible'>;
}) {
  const facts: [glyph: string, text: string][] = [
    ...(room.bedType
      ? [
          ['bed', `${room.bedType} ${/^1\b/.test(room.bedType) ? 'bed' : 'beds'}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(room.capacity ? [['people', `Sleeps ${room.capacity}`] as [string, string]] : []),
    ...(room.accessible ? [['accessible', 'Accessible'] as [string, string]] : []),
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
