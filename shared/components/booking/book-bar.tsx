// The hotel page's book bar on a phone: held at the bottom of the screen while the guest scrolls
// the photos, amenities and reviews, it says the stay's headline total (the booking panel's figure)
// and leads to the rooms with one Book button. From 768 px the booking panel itself stays in view,
// and the bar is not shown.
import { Await } from '../../ui/await.tsx';
import type { Deferred } from '../../data/defer.ts';
import { roomsHeadline, type RoomsResult } from '../../data/hotel-rooms.ts';
import { Price, stayText } from '../price/price.tsx';
import './book-bar.css';

export interface BookBarProps {
  rooms: Deferred<RoomsResult>;
  corporateId: string | null;
}

function Headline({ result, corporateId }: { result: RoomsResult; corporateId: string | null }) {
  const best =
    result.ok && !result.value.comingSoon
      ? roomsHeadline(result.value, { corporateId, chosenPlanCode: null })
      : null;
  if (!result.ok || !best) return <p className="book-bar__note">See the rooms for these dates</p>;
  return (
    <p className="book-bar__total">
      <Price amount={best.plan.total} className="book-bar__price" />
      <span className="book-bar__stay">
        total for {stayText(result.value.nights, best.plan.rooms)}
      </span>
    </p>
  );
}

export function BookBar({ rooms, corporateId }: BookBarProps) {
  return (
    <section className="book-bar" aria-label="Book this hotel">
      <div className="book-bar__figure">
        <Await
          resolve={rooms}
          handsOver={false}
          fallback={<p className="book-bar__note">Checking rates…</p>}
          errorElement={() => <p className="book-bar__note">See the rooms for these dates</p>}
        >
          {(result) => <Headline result={result} corporateId={corporateId} />}
        </Await>
      </div>
      <a className="button button--primary book-bar__book" href="#rooms">
        Book
      </a>
    </section>
  );
}
