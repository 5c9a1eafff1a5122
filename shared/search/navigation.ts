// Where a search for a place goes. Pure, so every target is
// unit-tested; the component adds the township cookie and navigates.
import { hyphenate, stateName } from './destination-url.ts';
import type { SearchPlace } from './place.ts';

export interface SearchTarget {
  /** Site-relative address of the result page (or the hotel's own page). */
  path: string;
  /** A township point of interest also sets the township cookie to this name. */
  township?: string;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const ROOT = '/extended-stay-hotels';

/** The country suggestion leads to the state directory, the hotels root. */
export const STATE_DIRECTORY_PATH = ROOT;

const segment = (value: string): string => encodeURIComponent(hyphenate(value));

function stateSegment(code: string | null): string | null {
  const name = code ? stateName(code) : null;
  return name ? segment(name) : null;
}

/** /extended-stay-hotels/near/me?latitude=&longitude= for a place with only coordinates. */
export function nearMePath({ latitude, longitude }: Coordinates): string {
  return `${ROOT}/near/me?latitude=${latitude}&longitude=${longitude}`;
}

/** City search; "for the DC case the lower-cased city name is used". */
export function citySegment(cityName: string, subdivisionCode: string | null): string {
  return subdivisionCode?.toUpperCase() === 'DC'
    ? encodeURIComponent(cityName.trim().toLowerCase())
    : segment(cityName);
}

/**
 * The result address of a chosen place, or of the visitor's current location; null when no place
 * resolves ("If no place can be resolved, no navigation happens").
 */
export function searchTarget(
  place: SearchPlace | null,
  currentLocation: Coordinates | null = null,
): SearchTarget | null {
  if (!place) return currentLocation ? { path: nearMePath(currentLocation) } : null;
  const { placeType, placeName, address, location } = place;
  const state = stateSegment(address.subdivisionCode);
  const city = address.cityName;

  // A selected hotel that has its own address goes straight to that address.
  if (placeType === 'hotel' && place.hotelUri?.startsWith('/')) return { path: place.hotelUri };

  if (placeType === 'airport' && place.airportSearchableName)
    return { path: `${ROOT}/locations/airports/${segment(place.airportSearchableName)}/hotels` };

  if (placeType === 'subdivision' && state) return { path: `${ROOT}/locations/${state}/hotels` };

  if (placeType === 'city' && state)
    return {
      path: `${ROOT}/locations/${state}/${citySegment(placeName, address.subdivisionCode)}/hotels`,
    };

  if (placeType === 'point_of_interest' && state && place.township)
    return {
      path: `${ROOT}/locations/${state}/${segment(placeName)}/hotels`,
      township: placeName,
    };

  if (placeType === 'country') return { path: STATE_DIRECTORY_PATH };

  if (
    (placeType === 'point_of_interest' || placeType === 'street' || placeType === 'address') &&
    state
  ) {
    // The postal-code target is for a point of interest with a postal code. A street or
    // a hotel's street address goes by its own name, so its page is centred on it.
    if (
      placeType === 'point_of_interest' &&
      city &&
      address.postalCode &&
      /^\d{5}$/.test(address.postalCode)
    )
      return {
        path: `${ROOT}/locations/points-of-interest/${state}/${segment(city)}/${address.postalCode}/hotels`,
      };
    if (city)
      return {
        path: `${ROOT}/locations/points-of-interest/${state}/${segment(city)}/${segment(placeName)}/hotels`,
      };
    // A point of interest with (only) a state lists the state's hotels.
    return { path: `${ROOT}/locations/${state}/hotels` };
  }

  if (location) return { path: nearMePath(location) };
  return currentLocation ? { path: nearMePath(currentLocation) } : null;
}
