import { describe, expect, it } from 'vitest';
import { placeTextOfPath, restorePlace } from './restore.ts';
import type { SearchPlace } from './place.ts';

const dallas: SearchPlace = {
  label: 'Dallas, TX',
  placeId: 'city-1',
  placeType: 'city',
  placeName: 'Dallas',
  qualifiedName: 'Dallas, TX, US',
  address: { cityName: 'Dallas', subdivisionCode: 'TX', postalCode: null },
  location: { latitude: 1, longitude: 2 },
  airportSearchableName: null,
  township: false,
  hotelUri: null,
  hotelsAmount: 13,
};

describe('place restoration', () => {
  it('keeps the saved place on an empty path', () => {
    expect(restorePlace(dallas, '/')).toEqual({ kind: 'keep' });
    expect(restorePlace(null, '/')).toEqual({ kind: 'none' });
  });
  it('keeps the saved place when it names a path segment', () => {
    expect(restorePlace(dallas, '/extended-stay-hotels/locations/texas/dallas/hotels')).toEqual({
      kind: 'keep',
    });
  });
  it('otherwise asks for the best suggestion for the path', () => {
    expect(restorePlace(dallas, '/extended-stay-hotels/locations/texas/austin/hotels')).toEqual({
      kind: 'suggest',
      text: 'austin',
    });
    expect(
      restorePlace(
        null,
        '/extended-stay-hotels/locations/points-of-interest/texas/dallas/75201/hotels',
      ),
    ).toEqual({ kind: 'suggest', text: '75201' });
    expect(
      placeTextOfPath('/extended-stay-hotels/locations/airports/dallas-love-field/hotels'),
    ).toBe('dallas love field');
    expect(restorePlace(null, '/offers')).toEqual({ kind: 'none' });
  });
  it('keeps the saved place on a page that names no place (a reload of the guest data)', () => {
    expect(restorePlace(dallas, '/guest-data')).toEqual({ kind: 'keep' });
    expect(restorePlace(dallas, '/my-account')).toEqual({ kind: 'keep' });
    expect(restorePlace(null, '/guest-data')).toEqual({ kind: 'none' });
  });
});
