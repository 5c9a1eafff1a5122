import { describe, expect, it } from 'vitest';
import {
  clusterMarkers,
  CLUSTER_BOX,
  FOCUS_ZOOM,
  focusView,
  initialView,
  MIN_ZOOM,
  SINGLE_HOTEL_ZOOM,
  zoomBy,
} from './map-geometry.ts';

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

describe('marker clusters (WCAG 2.2 2.5.8: no overlapping targets)', () => {
  const at = (item: string, x: number, y: number) => ({ item, x, y });

  it('keeps markers whose pins do not overlap on their own', () => {
    const clusters = clusterMarkers([
      at('a', 0, 0),
      at('b', CLUSTER_BOX.width, 0),
      at('c', 0, CLUSTER_BOX.height),
    ]);
    expect(clusters.map((c) => c.members)).toEqual([['a'], ['b'], ['c']]);
  });

  it('merges markers whose pins would overlap, at the first one, in order', () => {
    const clusters = clusterMarkers([
      at('a', 100, 100),
      at('b', 120, 130),
      at('c', 300, 300),
      at('d', 90, 70),
    ]);
    expect(clusters).toEqual([
      { x: 100, y: 100, members: ['a', 'b', 'd'] },
      { x: 300, y: 300, members: ['c'] },
    ]);
  });

  it('keeps a marker that must stay alone (the open one) in its place', () => {
    const clusters = clusterMarkers(
      [at('a', 100, 100), at('open', 105, 100), at('b', 110, 100)],
      undefined,
      (item) => item === 'open',
    );
    expect(clusters.map((c) => c.members)).toEqual([['a', 'b'], ['open']]);
  });

  it('leaves no two cluster boxes overlapping, and loses no marker', () => {
    const placed = Array.from({ length: 80 }, (_, i) =>
      at(String(i), (i * 37) % 240, (i * 53) % 180),
    );
    const clusters = clusterMarkers(placed);
    expect(clusters.flatMap((c) => c.members).sort()).toEqual(placed.map((p) => p.item).sort());
    for (const [i, a] of clusters.entries())
      for (const b of clusters.slice(i + 1))
        expect(
          Math.abs(a.x - b.x) >= CLUSTER_BOX.width || Math.abs(a.y - b.y) >= CLUSTER_BOX.height,
        ).toBe(true);
  });
});

describe('focusView ("Show on map", issue 12)', () => {
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
