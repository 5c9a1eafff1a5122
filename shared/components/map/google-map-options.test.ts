import { describe, expect, it } from 'vitest';
import { googleFirstView, googleMarkerLook } from './google-map-options.ts';
import { MARKER_PADDING, SINGLE_HOTEL_ZOOM, USA_BOUNDS } from './map-geometry.ts';
import type { MapHotel } from './map-types.ts';

const hotel = (id: string, lat: number, lng: number, over: Partial<MapHotel> = {}): MapHotel => ({
  id,
  name: `Hotel ${id}`,
  uri: null,
  lat,
  lng,
  thumbnail: null,
  ...over,
});

describe('the Google map (a GOOGLE_MAPS_KEY site)', () => {
  it('opens a single hotel at zoom 16, centred on it, or at the supplied zoom', () => {
    const one = [hotel('a', 30.2672, -97.7431)];
    expect(googleFirstView(one)).toEqual({
      kind: 'centre',
      center: { lat: 30.2672, lng: -97.7431 },
      zoom: 16,
    });
    expect(SINGLE_HOTEL_ZOOM).toBe(16);
    expect(googleFirstView(one, 12)).toMatchObject({ kind: 'centre', zoom: 12 });
  });

  it('fits every hotel, with room for their labels and the controls; none shows the USA', () => {
    const view = googleFirstView([
      hotel('a', 32.6, -97.4),
      hotel('b', 33.2, -96.6),
      hotel('c', 32.9, -97),
    ]);
    expect(view).toEqual({
      kind: 'fit',
      bounds: { south: 32.6, west: -97.4, north: 33.2, east: -96.6 },
      padding: MARKER_PADDING,
    });
    expect(googleFirstView([])).toMatchObject({ kind: 'fit', bounds: USA_BOUNDS });
  });

  it("labels a hotel's marker with the card's all-in total, or its state", () => {
    const price = { total: 2185.84, nights: 30, averageNightly: 68.4 };
    const priced = googleMarkerLook(hotel('a', 0, 0, { price }), false);
    expect(priced.label?.text).toBe('$2,185.84');
    // The label's tip sits on the hotel's point.
    expect(priced.icon.anchor[1]).toBe(34);
    expect(googleMarkerLook(hotel('b', 0, 0, { soldOut: true }), false).label?.text).toBe(
      'Sold Out',
    );
    expect(googleMarkerLook(hotel('c', 0, 0, { comingSoon: true }), false).label?.text).toBe(
      'Coming Soon',
    );
    expect(googleMarkerLook(hotel('d', 0, 0), false).label).toBeUndefined();
  });

  it('gives a single hotel the bigger pin', () => {
    const price = { total: 99, nights: 1, averageNightly: 89 };
    const look = googleMarkerLook(hotel('a', 0, 0, { price }), true);
    expect(look.label).toBeUndefined();
    expect(look.icon.scale).toBeGreaterThan(googleMarkerLook(hotel('b', 0, 0), false).icon.scale);
  });
});
