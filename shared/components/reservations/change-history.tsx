// The history of a reservation's changes: each change, the stay before and
// after it, and what the total did.
import { formatUsDate } from '../../format/booking-format.ts';
import type { StayChange, StayChangeSide } from '../../data/reservation-lookup.ts';
import { Price } from '../price/price.tsx';
import { Difference } from './change-compare.tsx';
import './change-stay.css';

const stayText = (s: StayChangeSide) =>
  `${formatUsDate(s.checkIn)} – ${formatUsDate(s.checkOut)}, ${s.nights} ${s.nights === 1 ? 'night' : 'nights'}, ${s.roomName}`;

export function ChangeHistory({ changes }: { changes: readonly StayChange[] }) {
  if (!changes.length) return null;
  return (
    <section className="change-history" aria-labelledby="change-history-heading">
      <h2 id="change-history-heading">Changes to This Reservation</h2>
      <ol className="change-history__list">
        {changes.map((change) => (
          <li key={change.changedAt + change.to.checkOut + change.to.roomTypeCode}>
            <p className="change-history__when">Changed on {formatUsDate(change.changedAt)}</p>
            <p>
              From {stayText(change.from)}, <Price amount={change.from.total} />
            </p>
            <p>
              To {stayText(change.to)}, <Price amount={change.to.total} />
            </p>
            <p>
              <Difference amount={change.difference} done />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
