// Compact and full modes; nothing at all when the count is 0.
//
// Props API:
//   Compact (result lists, CMS modules):
//     <TravelerRating mode="compact" location={readReviewLocation(body)} onShowReviews={() => …} />
//     or reviewsHref="/extended-stay-hotels/…#reviews" instead of onShowReviews (the button goes there).
//   Full (hotel page):
//     <TravelerRating mode="full" location={…} reviews={readReviews(body)} />
//   `location` and `reviews` come from shared/data/hotel-reviews.ts (loadTravelerReviews,
//   readReviewLocation, readReviews), which read the provider's shapes.
import { groupThousands } from '../../format/price.ts';
import { formatUsDate } from '../../format/booking-format.ts';
import type {
  CompactReviewLocation,
  Review,
  ReviewLocation,
  SubRating,
} from '../../data/hotel-reviews.ts';
import { DistributionBars } from '../../ui/bars.tsx';
import { Skeleton, SkeletonText } from '../../ui/status.tsx';
import './traveler-rating.css';

export const TRAVELER_RATING_LABEL = 'TripAdvisor Traveler Rating';
export const REVIEWS_DISCLAIMER =
  'Ratings and reviews are provided by TripAdvisor and reflect the opinions of its members, not those of Longstay. TripAdvisor and its logo are trademarks of TripAdvisor LLC.';

export type TravelerRatingProps =
  | {
      mode: 'compact';
      location: CompactReviewLocation;
      onShowReviews?: () => void;
      reviewsHref?: string;
    }
  | {
      mode: 'full';
      location: ReviewLocation;
      reviews: readonly Review[];
      headingLevel?: 2 | 3;
      /** Where "See all N reviews" leads (our own page listing them all); null: all are listed. */
      seeAllHref?: string | null;
    };

/**
 * The compact rating while the reviews stream: the bubbles' box (119×20), the label and a count
 * as shimmers, wrapping as the rating will, so that it streams in without moving the page.
 */
export function TravelerRatingPending() {
  return (
    <div className="traveler-rating traveler-rating--compact" aria-hidden="true">
      <Skeleton shape="rating" />
      <SkeletonText className="traveler-rating__label">{TRAVELER_RATING_LABEL}</SkeletonText>
      <SkeletonText className="traveler-rating__count">(00 Reviews)</SkeletonText>
    </div>
  );
}

export function TravelerRating(props: TravelerRatingProps) {
  const { location } = props;
  if (location.count <= 0) return null;
  const countLabel = `(${groupThousands(location.count)} Reviews)`;
  const ratingImage = location.ratingImageUrl ? (
    <img
      className="traveler-rating__image"
      src={location.ratingImageUrl}
      alt={location.rating ? `${location.rating} of 5 bubbles` : 'Traveler rating'}
      width="119"
      height="20"
    />
  ) : null;

  if (props.mode === 'compact') {
    return (
      <div className="traveler-rating traveler-rating--compact">
        {ratingImage}
        <span className="traveler-rating__label">{TRAVELER_RATING_LABEL}</span>
        {/* The count is a button. With reviewsHref it goes there as a link would: the
            hotel page's own "#reviews" scrolls, another page loads and lands on its reviews. */}
        <button
          type="button"
          className="traveler-rating__count"
          onClick={() => {
            if (props.reviewsHref) window.location.assign(props.reviewsHref);
            else props.onShowReviews?.();
          }}
        >
          {countLabel}
        </button>
      </div>
    );
  }

  const full = props.location;
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const Sub = props.headingLevel === 3 ? 'h4' : 'h3';
  const name = full.name ?? 'this hotel';
  return (
    <section
      className="traveler-rating traveler-rating--full"
      aria-labelledby="traveler-rating-heading"
    >
      <Heading id="traveler-rating-heading">{TRAVELER_RATING_LABEL}</Heading>
      <div className="traveler-rating__summary">
        {ratingImage}
        <p className="traveler-rating__total">{countLabel}</p>
      </div>
      <div className="traveler-rating__columns">
        {full.subRatings.length > 0 ? <SubRatings items={full.subRatings} /> : null}
        <DistributionBars
          label="Reviews by rating"
          rows={full.levels.map((level, index) => ({
            label: level.label,
            short: `${5 - index}★`,
            count: level.count,
          }))}
        />
      </div>
      {props.reviews.length > 0 ? (
        <>
          <Sub>{props.seeAllHref === null ? 'All reviews' : 'Recent reviews'}</Sub>
          <ol className="traveler-rating__reviews">
            {props.reviews.map((review) => (
              <li key={review.id} className="traveler-rating__review">
                <p className="traveler-rating__review-title">{review.title}</p>
                {review.ratingImageUrl ? (
                  <img
                    src={review.ratingImageUrl}
                    alt={review.rating ? `${review.rating} of 5 bubbles` : 'Rating'}
                    width="95"
                    height="16"
                  />
                ) : null}
                {review.publishedDate ? (
                  <p className="traveler-rating__date">
                    Reviewed {formatUsDate(review.publishedDate)}
                  </p>
                ) : null}
                {review.subRatings.length > 0 ? (
                  <SubRatings items={review.subRatings} small />
                ) : null}
                <p>{review.text}</p>
                {review.ownerResponse ? (
                  <blockquote className="traveler-rating__response">
                    <p className="traveler-rating__response-author">
                      Response from {review.ownerResponse.author ?? 'the hotel'}
                    </p>
                    <p>{review.ownerResponse.text}</p>
                  </blockquote>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {/* A link "See all N reviews for {name}". It stays on our site, in the same tab
          (the provider's bare page in a new tab read as a broken page); once every review is
          listed, the list says so instead. */}
      {props.seeAllHref === null ? (
        <p className="traveler-rating__all">
          All {groupThousands(props.reviews.length)} reviews for {name}, newest first.
        </p>
      ) : props.seeAllHref ? (
        <p>
          <a href={props.seeAllHref}>
            See all {groupThousands(location.count)} reviews for {name}
          </a>
        </p>
      ) : (
        <p>
          See all {groupThousands(location.count)} reviews for {name}
        </p>
      )}
      <p className="traveler-rating__disclaimer">{REVIEWS_DISCLAIMER}</p>
    </section>
  );
}

function SubRatings({ items, small = false }: { items: readonly SubRating[]; small?: boolean }) {
  return (
    <ul
      className={
        small
          ? 'traveler-rating__subratings traveler-rating__subratings--small'
          : 'traveler-rating__subratings'
      }
    >
      {items.map((item) => (
        <li key={item.name}>
          <span>{item.name}</span>
          {item.ratingImageUrl ? (
            <img
              src={item.ratingImageUrl}
              alt={item.value ? `${item.value} of 5` : ''}
              width={small ? 71 : 95}
              height={small ? 12 : 16}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
