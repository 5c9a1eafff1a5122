// What the Google map is asked to show, as plain data (google-map.tsx turns it into the Maps API's
// objects): the first view (one hotel centred at the supplied zoom or 16, several fitted
// with room for their labels, none the USA) and each hotel's marker, a price label like the
// offline map's (marker-layout.ts), or the bigger pin of a map with one hotel.
import {
  MARKER_PADDING,
  SINGLE_HOTEL_ZOOM,
  USA_BOUNDS,
  type LatLng,
  type Padding,
} from './map-geometry.ts';
import { LABEL_HEIGHT, labelWidth, markerText } from './marker-layout.ts';
import type { MapHotel } from './map-types.ts';

export type GoogleFirstView =
  | { kind: 'fit'; bounds: typeof USA_BOUNDS; padding: Padding | number }
  | { kind: 'centre'; center: LatLng; zoom: number };

export function googleFirstView(hotels: readonly MapHotel[], zoom?: number): GoogleFirstView {
  if (hotels.length === 0) return { kind: 'fit', bounds: USA_BOUNDS, padding: 0 };
  if (hotels.length === 1)
    return {
      kind: 'centre',
      center: { lat: hotels[0]!.lat, lng: hotels[0]!.lng },
      zoom: zoom ?? SINGLE_HOTEL_ZOOM,
    };
  const lats = hotels.map((hotel) => hotel.lat);
  const lngs = hotels.map((hotel) => hotel.lng);
  return {
    kind: 'fit',
    bounds: {
      south: Math.min(...lats),
      west: Math.min(...lngs),
      north: Math.max(...lats),
      east: Math.max(...lngs),
    },
    padding: MARKER_PADDING,
  };
}

/** A marker's look as the Maps API's Symbol and MarkerLabel take it ([x, y] for its Points). */
export interface GoogleMarkerLook {
  icon: {
    path: string;
    fillColor: string;
    fillOpacity: number;
    strokeColor: string;
    strokeWeight: number;
    scale: number;
    /** The point of the icon on the hotel's location. */
    anchor: [number, number];
    labelOrigin?: [number, number];
  };
  label?: { text: string; color: string; fontSize: string; fontWeight: string };
  zIndex: number;
}

const BRAND = '#0e4a6e';
const INK = '#0a2a43';
const MUTED = '#4d5a66';

/** A pill `width` wide with a 6 px tip under its middle, the tip at (width / 2, LABEL_HEIGHT). */
function pillPath(width: number): string {
  const r = 14;
  const h = LABEL_HEIGHT - 6;
  const mid = width / 2;
  return [
    `M${r} 0H${width - r}`,
    `A${r} ${r} 0 0 1 ${width - r} ${h}`,
    `H${mid + 6}L${mid} ${LABEL_HEIGHT}L${mid - 6} ${h}H${r}`,
    `A${r} ${r} 0 0 1 ${r} 0Z`,
  ].join('');
}

/** The big pin of a map with one hotel, in a 24 × 32 box, its tip at the bottom. */
const PIN = 'M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z';

export function googleMarkerLook(hotel: MapHotel, single: boolean, index = 0): GoogleMarkerLook {
  const text = single ? null : markerText(hotel);
  if (!text)
    return {
      icon: {
        path: PIN,
        fillColor: BRAND,
        fillOpacity: 1,
        strokeColor: '#ffffff',
        strokeWeight: 1.5,
        scale: single ? 1.75 : 1,
        anchor: [12, 32],
      },
      zIndex: 1,
    };
  const width = labelWidth(text);
  const priced = !!hotel.price && !hotel.comingSoon && !hotel.soldOut;
  return {
    icon: {
      path: pillPath(width),
      fillColor: '#ffffff',
      fillOpacity: 1,
      strokeColor: '#9aa8b4',
      strokeWeight: 1,
      scale: 1,
      anchor: [width / 2, LABEL_HEIGHT],
      labelOrigin: [width / 2, (LABEL_HEIGHT - 6) / 2],
    },
    label: {
      text,
      color: priced ? INK : MUTED,
      fontSize: '13px',
      fontWeight: priced ? '700' : '600',
    },
    // The list's first hotels are drawn on top where labels overlap.
    zIndex: 1000 - index,
  };
}
