// The hotel page's booking panel: the lowest all-in total for the stay
// (the headline plan, the one any guest may book, the same cent as its rate plan under Rooms and Rates), then the
// dates and guests, and the way down to the rooms. It sits beside the gallery on a desktop and
// stays in view while the page scrolls; on a phone it follows the photo.
import { Await } from '../../ui/await.tsx';
import { SkeletonText } from '../../ui/status.tsx';
import type { Deferred } from '../../data/defer.ts';
import type { Stay } from '../../data/booking-stay.ts';
import { roomsHeadline, type RoomsResult } from '../../data/hotel-rooms.ts';
import { headlineKicker } from '../../data/rate-headline.ts';
import { nightsOfStay, PriceBlock, PriceBlockPending } from '../price/price.tsx';
import { StayDatesForm } from './stay-dates-form.tsx';
import { PriceDroppedBadge } from '../price/price-dropped-badge.tsx';
import './booking-panel.css';

export interface BookingPanelProps {
  stay: Stay;
  rooms: Deferred<RoomsResult> | null;
  corporateId: string | null;
  comingSoon: boolean;
}

function LowestTotal({ result, corporateId }: { result: RoomsResult; corporateId: string | null }) {
  if (!result.ok) return <p className="booking-panel__note">{result.message}</p>;
  if (result.value.comingSoon)
    return <p className="booking-panel__note">This hotel does not take reservations yet.</p>;
  const best = roomsHeadline(result.value, { corporateId, chosenPlanCode: null });
  if (!best)
    return <p className="booking-panel__note">No room is available for these dates and guests.</p>;
  // Decision 0015: plans for AAA/CAA members, seniors or members do not lead, so the figure is
  // the lowest price open to all guests, not the lowest of the hotel; the kicker says which.
  return (
    <div className="booking-panel__price" data-lowest-total>
      <p className="booking-panel__kicker">
        {headlineKicker(best.plan.audience)}
        {result.value.priceDropped ? (
          <>
            {' '}
            <PriceDroppedBadge />
          </>
        ) : null}
      </p>
      <PriceBlock
        variant="panel"
        total={best.plan.total}
        nights={result.value.nights}
        averageNightly={best.plan.averageNightly}
        losTier={best.plan.losTier}
        audience={best.plan.audience}
        rooms={best.plan.rooms}
      />
    </div>
  );
}

export function BookingPanel({ stay, rooms, corporateId, comingSoon }: BookingPanelProps) {
  return (
    <aside className="booking-panel" aria-labelledby="booking-panel-title">
      <h2 id="booking-panel-title" className="visually-hidden">
        Book your stay
      </h2>
      {comingSoon ? (
        <p className="booking-panel__note">This hotel does not take reservations yet.</p>
      ) : rooms ? (
        <Await
          resolve={rooms}
          handsOver={false}
          fallback={
            // The lowest total's own lines as shimmers: the panel keeps its box.
            <div className="booking-panel__price" role="status">
              <span className="visually-hidden">Loading prices…</span>
              <p className="booking-panel__kicker" aria-hidden="true">
                <SkeletonText>{headlineKicker('everyone')}</SkeletonText>
              </p>
              <PriceBlockPending
                variant="panel"
                nights={nightsOfStay(stay.checkIn, stay.checkOut)}
                rooms={stay.rooms}
              />
            </div>
          }
          errorElement={(message) => <p className="booking-panel__note">{message}</p>}
        >
          {(result) => <LowestTotal result={result} corporateId={corporateId} />}
        </Await>
      ) : null}
      <StayDatesForm key={`${stay.checkIn}-${stay.checkOut}`} stay={stay} />
      <a className="booking-panel__rooms" href="#rooms">
        See all rooms and rates
      </a>
    </aside>
  );
}
