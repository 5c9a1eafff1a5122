// The offline map's data files (made at build time by build/map-data.ts, read by map-data.ts):
// lines as [x0, y0, dx1, dy1, …] in whole steps of a degree, so that the files stay small.

/** The coarse country map: about 2 km, plenty until the map shows a single state. */
export const COARSE_STEP = 0.02;
/** The neighbouring countries' land (Natural Earth 1:50m): about 1.5 km. */
export const NEIGHBOUR_STEP = 0.015;
/** The detailed state maps and city points: about 100 m, the detail of the boundary files. */
export const DETAIL_STEP = 0.001;

/** A line or ring, delta-encoded in steps. */
export type EncodedLine = number[];

/** A city: name, longitude and latitude in DETAIL_STEPs, population. */
export type MapCity = [name: string, x: number, y: number, population: number];

export interface MapStateSummary {
  /** USPS code, e.g. "TX". */
  code: string;
  name: string;
  /** West, south, east, north in degrees. */
  box: [number, number, number, number];
  /** Where its name is written: [lng, lat]. */
  label: [number, number];
  /** URL of its MapStateDetail. */
  detail: string;
}

export interface MapBase {
  /** The country's land at COARSE_STEP (rings; holes included, drawn even-odd). */
  land: EncodedLine[];
  /** Canada's, Mexico's, Cuba's and the Bahamas' land at NEIGHBOUR_STEP (rings, even-odd). */
  neighbours: EncodedLine[];
  states: MapStateSummary[];
  /** The lines between states at COARSE_STEP. */
  borders: EncodedLine[];
  /** The biggest cities, by population, largest first. */
  cities: MapCity[];
}

/** A landmark: name, longitude and latitude in DETAIL_STEPs, kind. */
export type MapLandmark = [name: string, x: number, y: number, kind: 'airport' | 'poi'];

/** A ZIP code's centre: the code, longitude and latitude in DETAIL_STEPs. */
export type MapPostalCode = [code: string, x: number, y: number];

/** One state close up, everything at DETAIL_STEP. */
export interface MapStateDetail {
  /** Its land (rings; holes included, drawn even-odd). */
  land: EncodedLine[];
  /** Its borders with its neighbours. */
  borders: EncodedLine[];
  /** The lines between its counties. */
  counties: EncodedLine[];
  /** Its places, largest first: the gazetteer's cities (5,000 people or more), then the smaller
   *  towns and the sections of cities that GeoNames lists (named only close in). */
  cities: MapCity[];
  /** Its airports and the curated points of interest (named only close in). */
  landmarks: MapLandmark[];
  /** Its ZIP codes, one per centre (written only at the closest zoom). */
  postalCodes: MapPostalCode[];
}

/** An encoded line back in degrees: [lng0, lat0, lng1, lat1, …]. */
export function decodeLine(line: EncodedLine, step: number): Float64Array {
  const out = new Float64Array(line.length);
  let x = 0;
  let y = 0;
  for (let index = 0; index + 1 < line.length; index += 2) {
    x += line[index]!;
    y += line[index + 1]!;
    out[index] = x * step;
    out[index + 1] = y * step;
  }
  return out;
}
