import { describe, expect, it } from 'vitest';
import { initialView, MIN_ZOOM, SINGLE_HOTEL_ZOOM, zoomBy } from './map-geometry.ts';

describe('map view (spec §4 "Map", §9)', () => {
  it('one hotel: centred on it at the supplied zoom, or 16', () => {
    expect(initialView([{ lat: 32.7, lng: -96.8 }], 800, 600)).toEqual({
      center: { lat: 32.7, lng: -96.8 },
      zoom: SINGLE_HOTEL_ZOOM,
    });
    expect(initialView([{ lat: 32.7, lng: -96.8 }], 800, 600, 12).zoom).toBe(12);
  });
  it('several hotels: the centre of their bounds, zoomed to fit', () => {
    const view = initialView(
      [
        { lat: 32.6, lng: -97 },
        { lat: 33, lng: -96.6 },
      ],
      800,
      600,
    );
    expect(view.center.lng).toBeCloseTo(-96.8, 5);
    expect(view.center.lat).toBeGreaterThan(32.6);
    expect(view.center.lat).toBeLessThan(33);
    expect(view.zoom).toBeGreaterThan(8);
    expect(view.zoom).toBeLessThan(12);
  });
  it('never below zoom 3; no hotels shows the USA', () => {
    expect(
      initialView(
        [
          { lat: 70, lng: -170 },
          { lat: -60, lng: 170 },
        ],
        300,
        600,
      ).zoom,
    ).toBe(MIN_ZOOM);
    const usa = initialView([], 1200, 600);
    expect(usa.zoom).toBeGreaterThanOrEqual(3);
    expect(usa.center.lng).toBeCloseTo(-95.85, 1);
    expect(zoomBy(usa, -10).zoom).toBe(MIN_ZOOM);
  });
});
