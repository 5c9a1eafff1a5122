import { describe, expect, it } from 'vitest';
import { labelWidth, layoutMarkers, markerText } from './marker-layout.ts';
import type { MapHotel } from './map-types.ts';

const hotel = (over: Partial<MapHotel>): MapHotel => ({
  id: 'h',
  name: 'Hotel',
  uri: null,
  lat: 32.8,
  lng: -96.8,
  thumbnail: null,
  ...over,
});

describe('the words on a marker', () => {
  it('the all-in total to the cent, as the card shows it', () => {
    const price = { total: 2185.835, nights: 30, averageNightly: 65.2 };
    expect(markerText(hotel({ price }))).toBe('$2,185.84');
    expect(markerText(hotel({ price: { ...price, total: 99 } }))).toBe('$99.00');
  });
  it('the state of a hotel with no price, and nothing while no rate is known', () => {
    expect(markerText(hotel({ soldOut: true, price: null }))).toBe('Sold Out');
    expect(markerText(hotel({ comingSoon: true }))).toBe('Coming Soon');
    expect(markerText(hotel({ price: null }))).toBeNull();
  });
});

describe('one marker per hotel: a label, else a dot, else a group with its own dots', () => {
  const slot = (item: string, x: number, y: number, text: string | null = '$1,234.56') => ({
    item,
    x,
    y,
    text,
  });
  const kinds = (laid: ReturnType<typeof layoutMarkers<string>>) =>
    laid.map((m) => [m.members.map((member) => member.item).join('+'), m.kind]);

  it('keeps labels that do not meet', () => {
    const wide = labelWidth('$1,234.56') + 4;
    const laid = layoutMarkers([
      slot('a', 100, 100),
      slot('b', 100 + wide, 100),
      slot('c', 100, 200),
    ]);
    expect(kinds(laid)).toEqual([
      ['a', 'label'],
      ['b', 'label'],
      ['c', 'label'],
    ]);
  });

  it('a hotel whose label would cover another is a dot where its target is free', () => {
    const laid = layoutMarkers([slot('a', 100, 100), slot('b', 130, 130), slot('c', 400, 100)]);
    expect(kinds(laid)).toEqual([
      ['a', 'label'],
      ['c', 'label'],
      ['b', 'dot'],
    ]);
  });

  it('hotels too close for a target each form a group, in list order', () => {
    const laid = layoutMarkers([
      slot('a', 100, 100),
      slot('b', 400, 100),
      slot('c', 105, 95),
      slot('d', 110, 104),
    ]);
    expect(kinds(laid)).toEqual([
      ['b', 'label'],
      ['a+c+d', 'group'],
    ]);
  });

  it('gives the open hotel its label first; a hotel with no words is a dot', () => {
    const laid = layoutMarkers(
      [slot('a', 100, 130), slot('open', 110, 100), slot('none', 300, 300, null)],
      { first: (item) => item === 'open' },
    );
    expect(kinds(laid)).toEqual([
      ['open', 'label'],
      ['a', 'dot'],
      ['none', 'dot'],
    ]);
  });

  it('loses no hotel and leaves no two targets overlapping (WCAG 2.2 2.5.8)', () => {
    const slots = Array.from({ length: 80 }, (_, i) =>
      slot(String(i), (i * 37) % 240, (i * 53) % 180),
    );
    const laid = layoutMarkers(slots);
    expect(laid.flatMap((m) => m.members.map((member) => member.item)).sort()).toEqual(
      slots.map((s) => s.item).sort(),
    );
    for (const [i, a] of laid.entries())
      for (const b of laid.slice(i + 1))
        expect(
          a.box.right <= b.box.left ||
            b.box.right <= a.box.left ||
            a.box.bottom <= b.box.top ||
            b.box.bottom <= a.box.top,
        ).toBe(true);
  });

  it('in a map frame, moves a label below, beside or off its point rather than group two hotels', () => {
    const frame = { width: 343, height: 600, avoid: [] };
    const laid = layoutMarkers([slot('a', 170, 300), slot('b', 176, 312), slot('c', 182, 290)], {
      frame,
    });
    expect(laid.every((marker) => marker.kind === 'label')).toBe(true);
    expect(new Set(laid.map((marker) => marker.place)).size).toBe(3);
    // Each label's box stays whole in the frame and none covers another hotel's point.
    for (const marker of laid) {
      expect(marker.box.left).toBeGreaterThanOrEqual(0);
      expect(marker.box.right).toBeLessThanOrEqual(frame.width);
      for (const other of laid.filter((o) => o !== marker))
        expect(
          other.x > marker.box.left &&
            other.x < marker.box.right &&
            other.y > marker.box.top &&
            other.y < marker.box.bottom,
        ).toBe(false);
    }
  });

  it('keeps a label off the controls and inside the frame', () => {
    const laid = layoutMarkers([slot('a', 300, 60)], {
      frame: { width: 343, height: 600, avoid: [{ left: 279, top: 0, right: 343, bottom: 104 }] },
    });
    expect(laid[0]!.kind).toBe('label');
    const { box } = laid[0]!;
    expect(box.right <= 279 || box.top >= 104).toBe(true);
    expect(box.right).toBeLessThanOrEqual(343);
  });
});
