// The hotel page's location section: the map of the hotel (with one
// hotel its window opens automatically and the zoom is 16), its address, a directions link and the
// nearest cities and airports. BOOK in the map's window scrolls to the rooms of this page.
import { HotelMap } from '../map/hotel-map.tsx';
import type { MapPrice } from '../map/map-types.ts';
import { buttonClass } from '../../ui/button.tsx';
import { mediaImageUrl, type HotelDetails } from '../../data/hotel-details.ts';
import { NearbyPlaces } from './nearby-places.tsx';
import { directionsUrl } from '../../format/map-links.ts';
import './hotel-location.css';

export const SINGLE_HOTEL_ZOOM = 16;

export interface HotelMapSlotProps {
  hotel: HotelDetails;
  /** The headline plan's price for the stay, when a room is bookable. */
  price: MapPrice | null;
  comingSoon: boolean;
}

export function HotelMapSlot({ hotel, price, comingSoon }: HotelMapSlotProps) {
  if (hotel.latitude === null || hotel.longitude === null) return null;
  const thumbnail = hotel.media.images[0];
  const locality = [
    [hotel.cityName, hotel.subdivisionCode].filter(Boolean).join(', '),
    hotel.postalCode,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section aria-labelledby="hotel-map-heading" className="hotel-page__map hotel-location">
      <h2 id="hotel-map-heading">Location</h2>
      <div className="hotel-location__grid">
        <div className="hotel-location__about">
          <address className="hotel-location__address">
            <strong>{hotel.hotelName}</strong>
            {hotel.street ? <span>{hotel.street}</span> : null}
            {locality ? <span>{locality}</span> : null}
          </address>
          <a
            className={buttonClass({ variant: 'secondary' }, 'hotel-location__directions')}
            href={directionsUrl(`${hotel.latitude},${hotel.longitude}`)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Get directions<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
        <div className="hotel-location__nearby">
          <NearbyPlaces latitude={hotel.latitude} longitude={hotel.longitude} />
        </div>
        <div className="hotel-location__map">
          <HotelMap
            hotels={[
              {
                id: hotel.hotelId,
                name: hotel.hotelName,
                uri: hotel.hotelUri,
                lat: hotel.latitude,
                lng: hotel.longitude,
                thumbnail: thumbnail ? mediaImageUrl(thumbnail.uri) : null,
                price,
                comingSoon,
                soldOut: !comingSoon && price === null,
              },
            ]}
            zoom={SINGLE_HOTEL_ZOOM}
            selectedId={hotel.hotelId}
            label={`Map of ${hotel.hotelName}`}
            onBook={() => document.getElementById('rooms')?.scrollIntoView({ behavior: 'smooth' })}
          />
        </div>
      </div>
    </section>
  );
}
