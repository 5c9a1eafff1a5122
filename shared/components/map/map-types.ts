// The props API of HotelMap, shared by the search result pages and
// the hotel page. Import the component from ./hotel-map.tsx; these types carry no code.
import type { RateAudience } from '../../data/rate-headline.ts';
export interface MapHotel {
  id: string;
  name: string;
  /** The hotel's own page (BOOK links there when no onBook handler is given). */
  uri: string | null;
  lat: number;
  lng: number;
  /** Absolute or site-relative image URL. */
  thumbnail: string | null;
  /** The headline plan's price for the stay: its all-in total leads; absent when the
   *  hotel shows "Coming Soon" or "Sold Out". */
  price?: MapPrice | null;
  comingSoon?: boolean;
  soldOut?: boolean;
  /**
   * No room sleeps the party in the rooms asked for, though this many rooms would (a result
   * card's "Rooms for this party need 2 rooms"): the marker and the pop-up say so, not "Sold Out",
   * and the pop-up links to the same search for that many rooms (`href`).
   */
  roomsForParty?: { rooms: number; href: string } | null;
}

export interface MapPrice {
  /** The all-in total of the stay, taxes included. */
  total: number;
  nights: number;
  /** Average per night, before taxes. */
  averageNightly: number | null;
  losTier?: string | null;
  audience?: RateAudience;
}

export interface HotelMapProps {
  hotels: MapHotel[];
  /** BOOK calls this handler when given, else links to the hotel's address. */
  onBook?: (hotel: MapHotel) => void;
  /** With one hotel the zoom is this, or 16. */
  zoom?: number;
  /** Accessible name of the map region, e.g. "Map of hotels near Dallas". */
  label?: string;
  /** Opens this hotel's info window (a list item was chosen). */
  selectedId?: string | null;
  /**
   * Pans and zooms to this hotel ("Show on map"); a new `seq` asks again for the same
   * hotel after the guest has moved the map.
   */
  zoomTo?: { id: string; seq: number } | null;
  /** Called when a marker opens (id) or closes (null) its info window. */
  onSelect?: (id: string | null) => void;
  /** Overrides the Google Maps key read from the page's public config (tests). */
  googleMapsKey?: string | null;
}
