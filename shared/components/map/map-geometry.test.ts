import { describe, expect, it } from 'vitest';
import {
  FOCUS_ZOOM,
  focusView,
  initialView,
  MARKER_PADDING,
  MIN_ZOOM,
  projector,
  SINGLE_HOTEL_ZOOM,
  zoomBy,
} from './map-geometry.ts';

describe('map view', () => {
  it('one hotel: centred on it at the supplied zoom, or 16', () => {
    expect(initialView([{ lat: 32.7, lng: -96.8 }], 800, 600)).toEqual({
      center: { lat: 32.7, lng: -96.8 },
      zoom: SINGLE_HOTEL_ZOOM,
    });
    expect(initialView([{ lat: 32.7, lng: -96.8 }], 800, 600, 12).zoom).toBe(12);
  });
  it('several hotels: about the centre of their bounds (the padding is uneven), zoomed to fit', () => {
    const view = initialView(
      [
        { lat: 32.6, lng: -97 },
        { lat: 33, lng: -96.6 },
      ],
      800,
      600,
    );
    expect(view.center.lng).toBeCloseTo(-96.8, 1);
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

describe('fit all markers: every point inside the padded frame', () => {
  // Twelve hotels spread over a metro area, as on the Dallas result page.
  const points = Array.from({ length: 12 }, (_, i) => ({
    lat: 32.6 + ((i * 7) % 12) * 0.045,
    lng: -97.4 + ((i * 5) % 12) * 0.07,
  }));
  for (const [width, height] of [
    [343, 600],
    [555, 600],
    [1200, 600],
  ] as const)
    it(`at ${width} × ${height}`, () => {
      const view = initialView(points, width, height);
      const project = projector(view, width, height);
      for (const point of points) {
        const [x, y] = project.point(point.lng, point.lat);
        expect(x).toBeGreaterThanOrEqual(MARKER_PADDING.left - 0.5);
        expect(x).toBeLessThanOrEqual(width - MARKER_PADDING.right + 0.5);
        expect(y).toBeGreaterThanOrEqual(MARKER_PADDING.top - 0.5);
        expect(y).toBeLessThanOrEqual(height - MARKER_PADDING.bottom + 0.5);
      }
    });
});

describe('focusView ("Show on map")', () => {
  const points = [
    { id: 'A', lat: 32.78, lng: -96.8 },
    { id: 'B', lat: 33.1, lng: -96.6 },
  ];
  it('centres the asked-for hotel at the focus zoom', () => {
    expect(focusView(points, 'B')).toEqual({ center: { lat: 33.1, lng: -96.6 }, zoom: FOCUS_ZOOM });
    expect(FOCUS_ZOOM).toBeGreaterThan(initialView(points, 800, 600).zoom);
  });
  it('asks nothing for a hotel that is not shown, or none', () => {
    expect(focusView(points, 'C')).toBeNull();
    expect(focusView(points, null)).toBeNull();
  });
});
