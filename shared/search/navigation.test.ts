import { describe, expect, it } from 'vitest';
import { nearMePath, searchTarget } from './navigation.ts';
import type { SearchPlace } from './place.ts';

const place = (over: Partial<SearchPlace>): SearchPlace => ({
  label: 'x',
  placeId: 'p',
  placeType: 'city',
  placeName: 'Dallas',
  qualifiedName: null,
  address: { cityName: null, subdivisionCode: 'TX', postalCode: null },
  location: { latitude: 32.78, longitude: -96.8 },
  airportSearchableName: null,
  township: false,
  hotelUri: null,
  hotelsAmount: null,
  ...over,
});

describe('searchTarget', () => {
  it('a state (subdivision) lists the state', () => {
    expect(
      searchTarget(
        place({
          placeType: 'subdivision',
          placeName: 'New York',
          address: { cityName: null, subdivisionCode: 'NY', postalCode: null },
        }),
      ),
    ).toEqual({
      path: '/extended-stay-hotels/locations/new-york/hotels',
    });
  });
  it('a city goes to state-kebab/city-kebab', () => {
    expect(searchTarget(place({ placeName: 'Dallas' }))?.path).toBe(
      '/extended-stay-hotels/locations/texas/dallas/hotels',
    );
    expect(
      searchTarget(
        place({
          placeName: 'Daly City',
          address: { cityName: 'Daly City', subdivisionCode: 'CA', postalCode: null },
        }),
      )?.path,
    ).toBe('/extended-stay-hotels/locations/california/daly-city/hotels');
  });
  it('the DC case uses the lower-cased city name', () => {
    expect(
      searchTarget(
        place({
          placeName: 'Washington',
          address: { cityName: 'Washington', subdivisionCode: 'DC', postalCode: null },
        }),
      )?.path,
    ).toBe('/extended-stay-hotels/locations/district-of-columbia/washington/hotels');
  });
  it('a township point of interest goes to state/place and names the township cookie', () => {
    expect(
      searchTarget(
        place({
          placeType: 'point_of_interest',
          placeName: 'Bensalem Township',
          township: true,
          address: { cityName: 'Bensalem', subdivisionCode: 'PA', postalCode: null },
        }),
      ),
    ).toEqual({
      path: '/extended-stay-hotels/locations/pennsylvania/bensalem-township/hotels',
      township: 'Bensalem Township',
    });
  });
  it('a point of interest with a city, and a street, go to points-of-interest/state/city/place', () => {
    const poi = place({
      placeType: 'point_of_interest',
      placeName: 'Dallas Arboretum',
      address: { cityName: 'Dallas', subdivisionCode: 'TX', postalCode: null },
    });
    expect(searchTarget(poi)?.path).toBe(
      '/extended-stay-hotels/locations/points-of-interest/texas/dallas/dallas-arboretum/hotels',
    );
    const street = place({
      placeType: 'street',
      placeName: 'Main St',
      address: { cityName: 'Austin', subdivisionCode: 'TX', postalCode: null },
    });
    expect(searchTarget(street)?.path).toBe(
      '/extended-stay-hotels/locations/points-of-interest/texas/austin/main-st/hotels',
    );
  });
  it('a point of interest with a postal code goes to points-of-interest/state/city/postal', () => {
    const postal = place({
      placeType: 'point_of_interest',
      placeName: '75201',
      address: { cityName: 'Dallas', subdivisionCode: 'TX', postalCode: '75201' },
    });
    expect(searchTarget(postal)?.path).toBe(
      '/extended-stay-hotels/locations/points-of-interest/texas/dallas/75201/hotels',
    );
  });
  it('a point of interest with only a state lists the state', () => {
    const poi = place({
      placeType: 'point_of_interest',
      placeName: 'Big Bend',
      address: { cityName: null, subdivisionCode: 'TX', postalCode: null },
    });
    expect(searchTarget(poi)?.path).toBe('/extended-stay-hotels/locations/texas/hotels');
  });
  it('an airport goes to airports/{airportSearchableName}', () => {
    const airport = place({
      placeType: 'airport',
      placeName: 'Dallas Love Field',
      airportSearchableName: 'dallas-love-field',
    });
    expect(searchTarget(airport)?.path).toBe(
      '/extended-stay-hotels/locations/airports/dallas-love-field/hotels',
    );
  });
  it('a hotel with its own address goes straight to it', () => {
    const hotel = place({
      placeType: 'hotel',
      placeName: 'Longstay Suites Dallas Downtown',
      hotelUri: '/extended-stay-hotels/texas/dallas/longstay-suites-dallas-downtown',
    });
    expect(searchTarget(hotel)?.path).toBe(
      '/extended-stay-hotels/texas/dallas/longstay-suites-dallas-downtown',
    );
  });
  it('the country goes to the state directory, even with coordinates', () => {
    const country = place({
      placeType: 'country',
      placeName: 'United States',
      address: { cityName: null, subdivisionCode: null, postalCode: null },
      location: { latitude: 39.5, longitude: -98.35 },
    });
    expect(searchTarget(country)?.path).toBe('/extended-stay-hotels');
  });
  it("a hotel's street address goes by its own name, not its postal code", () => {
    const address = place({
      placeType: 'address',
      placeName: '4512 Commerce Blvd',
      address: { cityName: 'Dallas', subdivisionCode: 'TX', postalCode: '75201' },
    });
    expect(searchTarget(address)?.path).toBe(
      '/extended-stay-hotels/locations/points-of-interest/texas/dallas/4512-commerce-blvd/hotels',
    );
  });
  it('a place with only coordinates, and the current location, go to near/me', () => {
    const somewhere = place({
      placeType: 'point_of_interest',
      placeName: 'Somewhere',
      address: { cityName: null, subdivisionCode: null, postalCode: null },
      location: { latitude: 39.5, longitude: -98.35 },
    });
    expect(searchTarget(somewhere)?.path).toBe(
      '/extended-stay-hotels/near/me?latitude=39.5&longitude=-98.35',
    );
    expect(searchTarget(null, { latitude: 1.5, longitude: 2 })?.path).toBe(
      nearMePath({ latitude: 1.5, longitude: 2 }),
    );
  });
  it('no navigation when no place resolves', () => {
    expect(searchTarget(null)).toBeNull();
    expect(
      searchTarget(
        place({
          placeType: 'point_of_interest',
          address: { cityName: null, subdivisionCode: null, postalCode: null },
          location: null,
        }),
      ),
    ).toBeNull();
    expect(
      searchTarget(
        place({
          placeType: 'city',
          address: { cityName: null, subdivisionCode: 'ZZ', postalCode: null },
          location: null,
        }),
      ),
    ).toBeNull();
  });
});
