import { describe, expect, it } from 'vitest';
import { minCityPopulation, placeLabels, type LabelCandidate } from './map-labels.ts';
import { scaleBar } from './map-scale.ts';
import { placePopup } from './popup-placement.ts';

const city = (text: string, x: number, y: number, rank: number): LabelCandidate => ({
  text,
  x,
  y,
  rank,
  kind: 'city',
});

describe('map names (city names appear by zoom)', () => {
  it('names fewer, bigger places the further out the map is', () => {
    expect(minCityPopulation(4)).toBeGreaterThan(minCityPopulation(7));
    expect(minCityPopulation(7)).toBeGreaterThan(minCityPopulation(9));
    expect(minCityPopulation(11)).toBe(0);
  });

  it('keeps the bigger of two places whose names would overlap, on another side if it can', () => {
    const placed = placeLabels(
      [city('Smallville', 100, 100, 5_000), city('Metropolis', 104, 102, 900_000)],
      400,
      300,
    );
    expect(placed[0]?.text).toBe('Metropolis');
    // The smaller name moved to a side where it has room, or was left out.
    for (const [i, a] of placed.entries())
      for (const b of placed.slice(i + 1))
        expect(
          a.box.left < b.box.right &&
            b.box.left < a.box.right &&
            a.box.top < b.box.bottom &&
            b.box.top < a.box.bottom,
        ).toBe(false);
  });

  it('writes no name over a reserved box (a marker or a control) or past the edge', () => {
    const reserved = [{ left: 90, top: 80, right: 200, bottom: 120 }];
    expect(placeLabels([city('Covered', 100, 100, 10)], 400, 300, reserved)).toEqual([]);
    expect(placeLabels([city('Edge', 390, 100, 10)], 400, 300).map((l) => l.side)).toEqual([
      'left',
    ]);
  });
});

describe('scale bar', () => {
  it('shows a round number of miles at most 100 px long', () => {
    const bar = scaleBar(32.8, 10);
    expect([1, 2, 5, 10]).toContain(bar.miles);
    expect(bar.width).toBeLessThanOrEqual(100);
    expect(bar.width).toBeGreaterThan(35);
    expect(bar.label).toBe(`${bar.miles} mi`);
    expect(scaleBar(32.8, 4).miles).toBeGreaterThan(100);
  });
});

describe('info window placement (pop-ups never cover the controls)', () => {
  const frame = { width: 400, height: 600 };
  const zoom = { left: 348, top: 12, right: 388, bottom: 93 };
  const overlaps = (left: number, top: number, width: number, height: number) =>
    left - width / 2 < zoom.right &&
    zoom.left < left + width / 2 &&
    top - height < zoom.bottom &&
    zoom.top < top;

  it('sits centred above its marker when nothing is in the way', () => {
    expect(
      placePopup({ x: 200, y: 400, tipY: 440, width: 200, height: 150 }, frame, [zoom]),
    ).toEqual({ left: 200, top: 400 });
  });

  it('moves off the zoom buttons', () => {
    const request = { x: 330, y: 180, tipY: 220, width: 200, height: 150 };
    const { left, top } = placePopup(request, frame, [zoom]);
    expect(overlaps(left, top, 200, 150)).toBe(false);
    expect(left + 100).toBeLessThanOrEqual(frame.width - 8);
  });

  it('hangs below a marker near the top instead of covering it', () => {
    const { top } = placePopup({ x: 150, y: 40, tipY: 80, width: 200, height: 150 }, frame, []);
    expect(top - 150).toBeGreaterThanOrEqual(80);
  });
});
