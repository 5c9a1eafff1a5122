// "Search" and "Geolocation" messages, to the letter.
export const PLACE_REQUIRED =
  'Please enter a City, Hotel, Address, Attraction, State, Country, Zip Code or Airport Code.';
export const GEOLOCATION_UNSUPPORTED = {
  code: 0,
  message: 'Geolocation is not supported',
} as const;

/**
 * What a guest reads when the browser does not give their location: a
 * sentence per GeolocationPositionError code instead of the browser's own "User denied
 * Geolocation". Each says what to do next.
 */
export function geolocationFailure(code: number): string {
  switch (code) {
    case 1: // PERMISSION_DENIED
      return 'We could not use your location because your browser did not share it. Allow location access for this site, or type a city, address or zip code.';
    case 3: // TIMEOUT
      return 'Finding your location took too long. Please try again, or type a city, address or zip code.';
    default: // POSITION_UNAVAILABLE, or anything new
      return 'Your location could not be found right now. Please type a city, address or zip code.';
  }
}
