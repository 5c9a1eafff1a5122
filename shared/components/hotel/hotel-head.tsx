// The top of a hotel page: the name, the traveler rating (streamed in with
// the reviews, its space kept meanwhile), the award, the address and the phone number.
import { Await } from '../../ui/await.tsx';
import type { Deferred } from '../../data/defer.ts';
import type { HotelDetails } from '../../data/hotel-details.ts';
import type { TravelerReviews } from '../../data/hotel-reviews.ts';
import { AwardBadge } from './award-badge.tsx';
import { TravelerRating, TravelerRatingPending } from './traveler-rating.tsx';

export function HotelHead({
  hotel,
  reviews,
}: {
  hotel: HotelDetails;
  reviews: Deferred<TravelerReviews> | null;
}) {
  return (
    <header className="hotel-page__head">
      <div className="hotel-page__title">
        <h1>{hotel.hotelName}</h1>
        {reviews ? (
          <div className="hotel-page__rating">
            <Await
              resolve={reviews}
              handsOver={false}
              fallback={<TravelerRatingPending />}
              errorElement={() => null}
            >
              {(value) => (
                <TravelerRating mode="compact" location={value.location} reviewsHref="#reviews" />
              )}
            </Await>
          </div>
        ) : null}
        <p className="hotel-page__address">
          {hotel.addressLine}
          {hotel.phone ? (
            <>
              <span aria-hidden="true"> · </span>
              <a
                className="hotel-page__phone phone-number"
                href={`tel:${hotel.phone.replace(/[^\d+]/g, '')}`}
              >
                {hotel.phone}
              </a>
            </>
          ) : null}
        </p>
      </div>
      <AwardBadge choiceAward={hotel.media.choiceAward} />
    </header>
  );
}
