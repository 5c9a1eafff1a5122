// The offline map's scale bar, in miles: the longest round distance (1, 2 or 5 times a
// power of ten) whose bar fits in `maxWidth` pixels at the view's centre (web mercator stretches
// distances by 1 / cos(latitude)).

const EARTH_CIRCUMFERENCE_MILES = 24_901.461;
const TILE = 256;

/** Miles per screen pixel at a latitude and zoom. */
export function milesPerPixel(lat: number, zoom: number): number {
  return (EARTH_CIRCUMFERENCE_MILES * Math.cos((lat * Math.PI) / 180)) / (TILE * 2 ** zoom);
}

export interface ScaleBar {
  /** Bar length in pixels. */
  width: number;
  miles: number;
  label: string;
}

export function scaleBar(lat: number, zoom: number, maxWidth = 100): ScaleBar {
  const perPixel = milesPerPixel(lat, zoom);
  const most = perPixel * maxWidth;
  const power = 10 ** Math.floor(Math.log10(most));
  const miles = [5, 2, 1].map((step) => step * power).find((value) => value <= most) ?? power;
  const label = miles >= 1 ? `${miles.toLocaleString('en-US')} mi` : `${miles} mi`;
  return { width: Math.round(miles / perPixel), miles, label };
}
