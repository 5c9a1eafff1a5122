// Pure map arithmetic:
// fit all markers, the web-mercator zoom of a view, the USA default bounds.
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
/**
 * The offline map goes no closer: its outlines are drawn for 1:10,000,000 and it has no streets
 * (no npm package ships US roads; docs/decisions), so past the zoom at which its smallest places
 * are still a few to a screen, a view would be an empty patch of land. Google Maps goes to
 * MAX_ZOOM.
 */
export const OFFLINE_MAX_ZOOM = 11;
/** The offline map's view of one hotel (for 16 and "Show on map"): its town and the next ones. */
export const OFFLINE_CLOSE_ZOOM = 10;
export const SINGLE_HOTEL_ZOOM = 16;
/** "Show on map": close enough to tell the hotel from its neighbours. */
export const FOCUS_ZOOM = 14;
export const MAP_HEIGHT = 600;
const TILE = 256;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface View {
  center: LatLng;
  zoom: number;
}

/** Default bounds the USA (the lower 48). */
export const USA_BOUNDS = { south: 24.5, west: -124.8, north: 49.4, east: -66.9 };

const clampZoom = (zoom: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** Web-mercator y of a latitude on a unit square (0 at the top). */
const mercatorY = (lat: number): number => {
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
};

const latOfMercatorY = (y: number): number =>
  (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** Room kept free at each edge of the frame when fitting (pixels). */
export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const even = (padding: number): Padding => ({
  top: padding,
  right: padding,
  bottom: padding,
  left: padding,
});

/**
 * Room a fitted view keeps around the hotels' points: a price label stands 34 px above its point
 * and is up to ~100 px wide, the scale and the credit run along the bottom (hotel-map.css). So
 * every marker of a fitted view is whole.
 */
export const MARKER_PADDING: Padding = { top: 52, right: 52, bottom: 48, left: 52 };

/**
 * The view that shows the bounds inside width × height, keeping `padding` free at the edges
 * (google fitBounds): the bounds' centre lands in the middle of the room left between the paddings.
 */
export function fitBounds(
  bounds: { south: number; west: number; north: number; east: number },
  width: number,
  height: number,
  padding: number | Padding = 48,
): View {
  const room = typeof padding === 'number' ? even(padding) : padding;
  const x0 = (bounds.west + 180) / 360;
  const x1 = (bounds.east + 180) / 360;
  const y0 = mercatorY(bounds.north);
  const y1 = mercatorY(bounds.south);
  const spanX = Math.max(x1 - x0, 1e-9);
  const spanY = Math.max(y1 - y0, 1e-9);
  const usableW = Math.max(width - room.left - room.right, 1);
  const usableH = Math.max(height - room.top - room.bottom, 1);
  const zoom = clampZoom(
    Math.floor(Math.log2(Math.min(usableW / (spanX * TILE), usableH / (spanY * TILE))) * 4) / 4,
  );
  // The frame's centre sits this far (pixels) from the bounds' centre.
  const size = TILE * 2 ** zoom;
  const shiftX = (room.right - room.left) / 2 / size;
  const shiftY = (room.bottom - room.top) / 2 / size;
  return {
    center: {
      lat: latOfMercatorY((y0 + y1) / 2 + shiftY),
      lng: ((x0 + x1) / 2 + shiftX) * 360 - 180,
    },
    zoom,
  };
}

/** The map fits all markers; one hotel is centred at the given zoom or 16. */
export function initialView(points: LatLng[], width: number, height: number, zoom?: number): View {
  if (points.length === 0) return fitBounds(USA_BOUNDS, width, height, 16);
  if (points.length === 1)
    return { center: points[0]!, zoom: clampZoom(zoom ?? SINGLE_HOTEL_ZOOM) };
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  return fitBounds(
    {
      south: Math.min(...lats),
      north: Math.max(...lats),
      west: Math.min(...lngs),
      east: Math.max(...lngs),
    },
    width,
    height,
    MARKER_PADDING,
  );
}

/** The view of one hotel that "Show on map" asked for, when it is among the points. */
export function focusView<T extends LatLng & { id: string }>(
  points: readonly T[],
  id: string | null | undefined,
): View | null {
  const point = id ? points.find((candidate) => candidate.id === id) : undefined;
  return point ? { center: { lat: point.lat, lng: point.lng }, zoom: FOCUS_ZOOM } : null;
}

/** Screen points of a view over a width × height frame (web mercator, 256 px tiles). */
export interface Projector {
  point(lng: number, lat: number): [x: number, y: number];
  invert(x: number, y: number): LatLng;
}

export function projector(view: View, width: number, height: number): Projector {
  const size = TILE * 2 ** view.zoom;
  const left = ((view.center.lng + 180) / 360) * size - width / 2;
  const top = mercatorY(view.center.lat) * size - height / 2;
  return {
    point: (lng, lat) => [((lng + 180) / 360) * size - left, mercatorY(lat) * size - top],
    invert: (x, y) => ({
      lng: ((x + left) / size) * 360 - 180,
      lat: latOfMercatorY((y + top) / size),
    }),
  };
}

export const zoomBy = (view: View, delta: number, max = MAX_ZOOM): View => ({
  ...view,
  zoom: Math.min(max, clampZoom(view.zoom + delta)),
});
