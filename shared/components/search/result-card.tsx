// One hotel of a result list (result pages): thumbnail, name, address, distance, compact
// traveler rating, its top amenities with their names, and the price block (the headline plan's
// all-in total for the stay as the largest figure, its average per night before taxes, the
// length-of-stay tier and, for a restricted plan, whom it is for), or "Coming Soon" / "Sold Out"
// when there is no price. The favorite heart sits on the thumbnail (as
// wherever a hotel appears). The card is sent once: its rate and its details (rating, amenities)
// stream in behind small Suspense boundaries of their own, with skeletons meanwhile.
import { Link } from '../../ui/link.tsx';
import { FavoriteHeart } from '../hotel/favorite-heart.tsx';
import { AmenityIcon } from '../hotel/amenity-icons.tsx';
import { TravelerRating, TravelerRatingPending } from '../hotel/traveler-rating.tsx';
import type { HotelExtras, HotelOffer, ResultHotel, StayRates } from '../../data/search-results.ts';
import { stripAmenities } from '../../data/amenities.ts';
import type { Settled } from '../../data/defer.ts';
import { Streamed, type Streaming } from '../../ui/await.tsx';
import { Skeleton, SkeletonText } from '../../ui/status.tsx';
import { nightsOfStay, PriceBlock, PriceBlockPending } from '../price/price.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { FlexibleDates } from '../price/flexible-dates.tsx';
import { PriceDroppedBadge } from '../price/price-dropped-badge.tsx';
import type { Stay } from '../../search/stay-url.ts';
import { RoomsForParty } from '../price/rooms-for-party.tsx';
import './result-card.css';

export interface ResultCardProps {
  hotel: ResultHotel;
  /** The hotel's page for the searched stay; null when the hotel has no page. */
  hotelHref: string | null;
  /** The list's rates: each card reads its hotel's offer (null: the list has no rates). */
  rates: Streaming<StayRates>;
  /** The list's details (amenities, traveler rating), keyed by hotel id. */
  extras: Streaming<Record<string, HotelExtras>>;
  selected: boolean;
  onShowOnMap: () => void;
  /** The stay the list is priced for: "Flexible dates" shows this hotel's prices around it. */
  stay: Stay;
  /** The first card of the list: its image is the page's largest paint, so it loads at once. */
  priority?: boolean;
  /** The amenities (icons) the list is filtered by: the card names them first, always. */
  wanted?: readonly string[];
}

function Price({
  hotel,
  offer,
  nights,
  ratesMessage,
  stay,
}: {
  hotel: ResultHotel;
  offer: HotelOffer | null;
  nights: number;
  ratesMessage: string | undefined;
  stay: Stay;
}) {
  if (offer?.status === 'COMING_SOON' || (!offer && hotel.comingSoon))
    return <p className="result-card__status">Coming Soon</p>;
  if (offer?.status === 'SOLD_OUT' && offer.roomsNeeded)
    return <RoomsForParty rooms={offer.roomsNeeded} stay={stay} />;
  if (offer?.status === 'SOLD_OUT') return <p className="result-card__status">Sold Out</p>;
  if (offer?.status === 'AVAILABLE' && offer.minRate !== null && offer.minRateTotal !== null) {
    return (
      <div className="result-price">
        {offer.priceDropped ? <PriceDroppedBadge /> : null}
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
  return (
    <p className="result-card__status result-card__status--muted">
      {ratesMessage ?? 'No rate for these dates'}
    </p>
  );
}

/** The card names its top amenities (icon and words), in the product's icon order. */
const TOP_AMENITIES = 4;
const NO_AMENITIES: readonly string[] = [];

function TopAmenities({ extras, wanted }: { extras: HotelExtras; wanted: readonly string[] }) {
  // A list filtered by amenities keeps the hotels that have them: each card shows them.
  const all = stripAmenities(extras.amenities);
  const first = all.filter((amenity) => wanted.includes(amenity.icon ?? ''));
  const top = [...first, ...all.filter((amenity) => !first.includes(amenity))].slice(
    0,
    Math.max(TOP_AMENITIES, first.length),
  );
  if (!top.length) return null;
  return (
    <ul className="result-card__amenities">
      {top.map((amenity) => (
        <li key={amenity.amenityCode}>
          <AmenityIcon icon={amenity.icon ?? ''} />
          {amenity.description}
        </li>
      ))}
    </ul>
  );
}

/** The price block and the way to the hotel, once the rates are known (or failed). */
function Offer({
  hotel,
  hotelHref,
  stay,
  rates,
}: Pick<ResultCardProps, 'hotel' | 'hotelHref' | 'stay'> & { rates: Settled<StayRates> | null }) {
  const offer = rates?.ok ? (rates.value.offers[hotel.hotelId] ?? null) : null;
  const bookable = offer?.status === 'AVAILABLE' && offer.minRate !== null;
  return (
    <>
      <Price
        hotel={hotel}
        offer={offer}
        nights={rates?.ok ? rates.value.nights : 0}
        ratesMessage={rates && !rates.ok ? rates.message : undefined}
        stay={stay}
      />
      {hotelHref ? (
        <Link
          to={hotelHref}
          className={`result-card__cta${bookable ? '' : ' result-card__cta--quiet'}`}
          aria-label={`${bookable ? 'View rooms' : 'View hotel'}: ${hotel.hotelName}`}
        >
          {bookable ? 'View Rooms' : 'View Hotel'}
        </Link>
      ) : null}
      {hotelHref && offer?.status !== 'COMING_SOON' && !hotel.comingSoon ? (
        <FlexibleDates
          hotelId={hotel.hotelId}
          hotelName={hotel.hotelName}
          hotelPath={hotelHref.split(/[?#]/)[0]!}
          stay={stay}
          mode="dialog"
        />
      ) : null}
    </>
  );
}

/**
 * While the rates stream: the offer's own parts as shimmers (the price block for the stay, the
 * way to the hotel, "Flexible dates"), so that the card keeps its box when the rate comes in.
 */
function OfferPending({
  hotel,
  hotelHref,
  stay,
}: Pick<ResultCardProps, 'hotel' | 'hotelHref' | 'stay'>) {
  return (
    <>
      <p className="visually-hidden">Checking rates…</p>
      <div className="result-price" aria-hidden="true">
        <PriceBlockPending
          variant="card"
          nights={nightsOfStay(stay.checkIn, stay.checkOut)}
          rooms={stay.rooms}
        />
      </div>
      {hotelHref ? (
        <SkeletonText className="result-card__cta">
          <span aria-hidden="true">View Rooms</span>
        </SkeletonText>
      ) : null}
      {hotelHref && !hotel.comingSoon ? (
        <SkeletonText className="button button--secondary button--small">
          <span aria-hidden="true">Flexible dates</span>
        </SkeletonText>
      ) : null}
    </>
  );
}

/** Most hotels' top amenities, in words: the shimmer of the details takes their lines. */
const TYPICAL_AMENITIES = [
  'Non-Smoking Hotel',
  'Free WiFi',
  'Guest Laundry',
  'Full Kitchen in Every Room',
];

/** While the details stream: a rating and four amenities as shimmers. */
const DETAILS_PENDING = (
  <>
    <TravelerRatingPending />
    <ul className="result-card__amenities" aria-hidden="true">
      {TYPICAL_AMENITIES.map((name) => (
        <li key={name}>
          <Skeleton shape="icon" />
          <SkeletonText>{name}</SkeletonText>
        </li>
      ))}
    </ul>
  </>
);

function Details({
  hotelHref,
  extras,
  wanted,
}: {
  hotelHref: string | null;
  extras: HotelExtras | null;
  wanted: readonly string[];
}) {
  return (
    <>
      {extras?.review ? (
        <TravelerRating
          mode="compact"
          location={extras.review}
          reviewsHref={hotelHref ? `${hotelHref}#reviews` : undefined}
        />
      ) : null}
      {extras?.amenities.length ? <TopAmenities extras={extras} wanted={wanted} /> : null}
    </>
  );
}

export function ResultCard(props: ResultCardProps) {
  const { hotel, hotelHref, selected, onShowOnMap, priority = false } = props;
  return (
    <li
      className={`result-card${selected ? ' result-card--selected' : ''}`}
      data-hotel-id={hotel.hotelId}
    >
      <div className="result-card__media">
        {hotel.thumbnail ? (
          <MediaImage
            className="media-image--contents result-card__image"
            uri={hotel.thumbnail}
            alt={hotel.thumbnailAlt}
            width={800}
            height={533}
            // search-results-cards.css: a 200 px square from 640 px, which crops a 3:2 picture
            // shown 300 px wide; the card's width below.
            sizes="(min-width: 640px) 300px, 100vw"
            priority={priority}
            maxWidth={960}
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
            <span className="result-card__distance">{`${hotel.distance.toFixed(1)} mi away`}</span>
          ) : null}
          {hotel.lat !== null ? (
            <button type="button" className="result-card__map-link" onClick={onShowOnMap}>
              Show on map
            </button>
          ) : null}
        </p>
        <Streamed source={props.extras} fallback={DETAILS_PENDING}>
          {(extras) => (
            <Details
              hotelHref={hotelHref}
              extras={extras?.ok ? (extras.value[hotel.hotelId] ?? null) : null}
              wanted={props.wanted ?? NO_AMENITIES}
            />
          )}
        </Streamed>
      </div>
      <div className="result-card__offer">
        <Streamed
          source={props.rates}
          fallback={<OfferPending hotel={hotel} hotelHref={hotelHref} stay={props.stay} />}
        >
          {(rates) => <Offer hotel={hotel} hotelHref={hotelHref} stay={props.stay} rates={rates} />}
        </Streamed>
      </div>
    </li>
  );
}
