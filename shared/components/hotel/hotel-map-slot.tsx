// The single-hotel map of the hotel page (spec §4 "Map": with one hotel its window opens
// automatically and the zoom is 16), drawn by the Search engineer's HotelMap. BOOK scrolls to
// the rooms of this page.
import { HotelMap } from '../map/hotel-map.tsx';
import type { MapPrice } from '../map/map-types.ts';
import { mediaImageUrl, type HotelDetails } from '../../data/hotel-details.ts';

export const SINGLE_HOTEL_ZOOM = 16;

export interface HotelMapSlotProps {
  hotel: HotelDetails;
  /** The headline plan's price for the stay (issue 12), when a room is bookable. */
  price: MapPrice | null;
  comingSoon: boolean;
}

export function HotelMapSlot({ hotel, price, comingSoon }: HotelMapSlotProps) {
  if (hotel.latitude === null || hotel.longitude === null) return null;
  const thumbnail = hotel.media.images[0];
  return (
    <section aria-labelledby="hotel-map-heading" className="hotel-page__map">
      <h2 id="hotel-map-heading">Location</h2>
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
    </section>
  );
}
