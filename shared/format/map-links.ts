// Directions to an address in the guest's maps app: the Google Maps URL form that opens the app on
// phones and the site elsewhere, with no key (developers.google.com/maps/documentation/urls).
// The destination is an address or "latitude,longitude".
export const directionsUrl = (destination: string): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
