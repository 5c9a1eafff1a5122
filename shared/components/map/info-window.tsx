// The content of a marker's info window on the hotel map: thumbnail, hotel name, and the
// price split into dollars and cents with a BOOK button, or "Coming Soon" / "Sold Out". The price
// is the shared price block: the stay's all-in total leads, as on the result card. A
// hotel whose rooms cannot sleep the party in the rooms asked for says what its card says.
import { Link } from '../../ui/link.tsx';
import { roomsForPartyWords } from '../price/rooms-for-party.tsx';
import { PriceBlock } from '../price/price.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import type { MapHotel } from './map-types.ts';

export function InfoWindowContent({
  hotel,
  onBook,
}: {
  hotel: MapHotel;
  onBook?: ((hotel: MapHotel) => void) | undefined;
}) {
  const price = hotel.price && !hotel.comingSoon && !hotel.soldOut ? hotel.price : null;
  return (
    <div className="map-info">
      {hotel.thumbnail ? (
        <MediaImage
          className="media-image--contents map-info__image"
          uri={hotel.thumbnail}
          alt=""
          width={800}
          height={533}
          sizes="(max-width: 479px) 64px, 96px"
          maxWidth={320}
        />
      ) : null}
      <div className="map-info__body">
        <p className="map-info__name">{hotel.name}</p>
        {price ? (
          <div className="map-info__book">
            <div className="map-info__price">
              <PriceBlock
                variant="popup"
                total={price.total}
                nights={price.nights}
                averageNightly={price.averageNightly}
                losTier={price.losTier ?? null}
                audience={price.audience ?? 'everyone'}
              />
            </div>
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
        ) : hotel.soldOut && hotel.roomsForParty ? (
          <div className="map-info__party">
            <p className="map-info__status">
              {roomsForPartyWords(hotel.roomsForParty.rooms).status}
            </p>
            <Link className="map-info__switch" to={hotel.roomsForParty.href}>
              {roomsForPartyWords(hotel.roomsForParty.rooms).action}
            </Link>
          </div>
        ) : hotel.comingSoon || hotel.soldOut ? (
          <p className="map-info__status">{hotel.comingSoon ? 'Coming Soon' : 'Sold Out'}</p>
        ) : null}
      </div>
    </div>
  );
}
