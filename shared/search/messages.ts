// spec §5 "Search" and §8 "Geolocation" messages, to the letter.
export const PLACE_REQUIRED =
  'Please enter a City, Hotel, Address, Attraction, State, Country, Zip Code or Airport Code.';
export const GEOLOCATION_UNSUPPORTED = {
  code: 0,
  message: 'Geolocation is not supported',
} as const;
