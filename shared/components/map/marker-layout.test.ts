import { describe, expect, it } from 'vitest';
import { LABEL_HEIGHT, labelWidth, layoutMarkers, markerText } from './marker-layout.ts';
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

describe('one marker per hotel: labels that would overlap become dots', () => {
  const slot = (item: string, x: number, y: number, text: string | null = '$1,234.56') => ({
    item,
    x,
    y,
    text,
  });

  it('keeps labels that do not meet', () => {
    const wide = labelWidth('$1,234.56') + 4;
    const laid = layoutMarkers([
      slot('a', 100, 100),
      slot('b', 100 + wide, 100),
      slot('c', 100, 200),
    ]);
    expect(laid.map((m) => [m.item, m.kind])).toEqual([
      ['a', 'label'],
      ['b', 'label'],
      ['c', 'label'],
    ]);
  });

  it('turns a hotel whose label would cover an earlier one into a dot, in list order', () => {
    const laid = layoutMarkers([
      slot('a', 100, 100),
      slot('b', 130, 110),
      slot('c', 400, 100),
      slot('d', 90, 100 - LABEL_HEIGHT + 10),
    ]);
    expect(laid.map((m) => [m.item, m.kind])).toEqual([
      ['a', 'label'],
      ['c', 'label'],
      ['b', 'dot'],
      ['d', 'dot'],
    ]);
  });

  it('gives the open hotel its label first; a hotel with no words is a dot', () => {
    const laid = layoutMarkers(
      [slot('a', 100, 100), slot('open', 110, 100), slot('none', 300, 300, null)],
      (item) => item === 'open',
    );
    expect(laid.map((m) => [m.item, m.kind])).toEqual([
      ['open', 'label'],
      ['a', 'dot'],
      ['none', 'dot'],
    ]);
  });

  it('loses no hotel and leaves no two labels overlapping', () => {
    const slots = Array.from({ length: 80 }, (_, i) =>
      slot(String(i), (i * 37) % 240, (i * 53) % 180),
    );
    const laid = layoutMarkers(slots);
    expect(laid.map((m) => m.item).sort()).toEqual(slots.map((s) => s.item).sort());
    const labels = laid.filter((m) => m.kind === 'label');
    for (const [i, a] of labels.entries())
      for (const b of labels.slice(i + 1))
        expect(
          Math.abs(a.x - b.x) >= labelWidth(a.text!) || Math.abs(a.y - b.y) >= LABEL_HEIGHT,
        ).toBe(true);
  });
});
