// One hotel of a result list (spec §2 result pages): thumbnail, name, address, distance, compact
// traveler rating, its top amenities with their names (issue 13), and the price block (issue 12: the headline plan's
// all-in total for the stay as the largest figure, its average per night before taxes, the
// length-of-stay tier and, for a restricted plan, whom it is for), or "Coming Soon" / "Sold Out"
// when there is no price. The favorite heart sits on the thumbnail (spec §4 "Favorite", issue 6:
// wherever a hotel appears).
import { Link } from 'react-router';
import { FavoriteHeart } from '../hotel/favorite-heart.tsx';
import { AmenityIcon } from '../hotel/amenity-icons.tsx';
import { TravelerRating } from '../hotel/traveler-rating.tsx';
import type { HotelExtras, HotelOffer, ResultHotel } from '../../data/search-results.ts';
import { stripAmenities } from '../../data/amenities.ts';
import { PriceBlock } from '../booking/price.tsx';
import { FlexibleDates } from '../booking/flexible-dates.tsx';
import type { Stay } from '../../search/stay-url.ts';
import './result-card.css';

export interface ResultCardProps {
  hotel: ResultHotel;
  /** The hotel's page for the searched stay (issue 12); null when the hotel has no page. */
  hotelHref: string | null;
  offer: HotelOffer | null;
  nights: number;
  /** Rates are still on their way (null when known or failed). */
  ratesPending: boolean;
  ratesMessage?: string | undefined;
  extras: HotelExtras | null;
  selected: boolean;
  onShowOnMap: () => void;
  /** The stay the list is priced for: "Flexible dates" shows this hotel's prices around it. */
  stay: Stay;
  /** The first card of the list: its image is the page's largest paint, so it loads at once. */
  priority?: boolean;
}

function Price({
  hotel,
  offer,
  nights,
  ratesPending,
  ratesMessage,
}: Pick<ResultCardProps, 'hotel' | 'offer' | 'nights' | 'ratesPending' | 'ratesMessage'>) {
  if (offer?.status === 'COMING_SOON' || (!offer && hotel.comingSoon && !ratesPending))
    return <p className="result-card__status">Coming Soon</p>;
  if (offer?.status === 'SOLD_OUT') return <p className="result-card__status">Sold Out</p>;
  if (offer?.status === 'AVAILABLE' && offer.minRate !== null && offer.minRateTotal !== null) {
    return (
      <div className="result-price">
        <PriceBlock
          variant="card"
          total={offer.minRateTotal}
          nights={nights}
          averageNightly={offer.minRate}
          losTier={offer.losTier}
          audience={offer.plan?.audience ?? 'everyone'}
          rooms={offer.rooms}
          roomTotal={offer.roomTotal}
        />
      </div>
    );
  }
  if (ratesPending) return <p className="result-card__pending">Checking rates…</p>;
  return (
    <p className="result-card__status result-card__status--muted">
      {ratesMessage ?? 'No rate for these dates'}
    </p>
  );
}

/** Issue 13: the card names its top amenities (icon and words), in the spec's icon order. */
const TOP_AMENITIES = 4;

function TopAmenities({ extras }: { extras: HotelExtras }) {
  const top = stripAmenities(extras.amenities, TOP_AMENITIES);
  if (!top.length) return null;
  return (
    <ul className="result-card__amenities" aria-label="Top amenities">
      {top.map((amenity) => (
        <li key={amenity.amenityCode}>
          <AmenityIcon icon={amenity.icon ?? ''} />
          {amenity.description}
        </li>
      ))}
    </ul>
  );
}

export function ResultCard(props: ResultCardProps) {
  const { hotel, hotelHref, extras, selected, onShowOnMap, priority = false } = props;
  const bookable = props.offer?.status === 'AVAILABLE' && props.offer.minRate !== null;
  return (
    <li
      className={`result-card${selected ? ' result-card--selected' : ''}`}
      data-hotel-id={hotel.hotelId}
    >
      <div className="result-card__media">
        {hotel.thumbnail ? (
          <img
            className="result-card__image"
            src={hotel.thumbnail}
            alt={hotel.thumbnailAlt}
            width={240}
            height={180}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : null}
        <FavoriteHeart
          hotelId={hotel.hotelId}
          hotelName={hotel.hotelName}
          className="result-card__favorite"
        />
      </div>
      <div className="result-card__body">
        <h2 className="result-card__name">
          {hotelHref ? <Link to={hotelHref}>{hotel.hotelName}</Link> : hotel.hotelName}
        </h2>
        {hotel.address ? <p className="result-card__address">{hotel.address}</p> : null}
        <p className="result-card__meta">
          {hotel.distance !== null ? (
            <span className="result-card__distance">{hotel.distance.toFixed(1)} mi away</span>
          ) : null}
          {hotel.lat !== null ? (
            <button type="button" className="result-card__map-link" onClick={onShowOnMap}>
              Show on map
            </button>
          ) : null}
        </p>
        {extras?.review ? (
          <TravelerRating
            mode="compact"
            location={extras.review}
            reviewsHref={hotelHref ? `${hotelHref}#reviews` : undefined}
          />
        ) : null}
        {extras?.amenities.length ? <TopAmenities extras={extras} /> : null}
      </div>
      <div className="result-card__offer">
        <Price {...props} />
        {hotelHref ? (
          <Link
            to={hotelHref}
            className={`result-card__cta${bookable ? '' : ' result-card__cta--quiet'}`}
            aria-label={`${bookable ? 'View rooms' : 'View hotel'}: ${hotel.hotelName}`}
          >
            {bookable ? 'View Rooms' : 'View Hotel'}
          </Link>
        ) : null}
        {hotelHref && props.offer?.status !== 'COMING_SOON' && !hotel.comingSoon ? (
          <FlexibleDates
            hotelId={hotel.hotelId}
            hotelName={hotel.hotelName}
            hotelPath={hotelHref.split(/[?#]/)[0]!}
            stay={props.stay}
            mode="dialog"
          />
        ) : null}
      </div>
    </li>
  );
}
