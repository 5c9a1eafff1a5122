// The content of a marker's info window (spec §2 "Hotel map"): thumbnail, hotel name, and the
// price split into dollars and cents with a BOOK button, or "Coming Soon" / "Sold Out".
import { Link } from 'react-router';
import { splitPrice } from '../../format/price.ts';
import type { MapHotel } from './map-types.ts';

export function InfoWindowContent({
  hotel,
  onBook,
}: {
  hotel: MapHotel;
  onBook?: ((hotel: MapHotel) => void) | undefined;
}) {
  const price =
    hotel.price && !hotel.comingSoon && !hotel.soldOut ? splitPrice(hotel.price.amount) : null;
  return (
    <div className="map-info">
      {hotel.thumbnail ? (
        <img className="map-info__image" src={hotel.thumbnail} alt="" width={96} height={72} />
      ) : null}
      <div className="map-info__body">
        <p className="map-info__name">{hotel.name}</p>
        {price ? (
          <div className="map-info__book">
            <p className="map-info__price">
              <span className="visually-hidden">From {price.full} per night</span>
              <span aria-hidden="true">
                <span className="map-info__dollars">{price.dollars}</span>
                <span className="map-info__cents">{price.cents}</span>
              </span>
            </p>
            {onBook ? (
              <button type="button" className="map-info__button" onClick={() => onBook(hotel)}>
                BOOK
              </button>
            ) : hotel.uri ? (
              <Link className="map-info__button" to={hotel.uri} aria-label={`BOOK ${hotel.name}`}>
                BOOK
              </Link>
            ) : null}
          </div>
        ) : hotel.comingSoon || hotel.soldOut ? (
          <p className="map-info__status">{hotel.comingSoon ? 'Coming Soon' : 'Sold Out'}</p>
        ) : null}
      </div>
    </div>
  );
}
