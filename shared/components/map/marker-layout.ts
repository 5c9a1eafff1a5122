// What each hotel's marker looks like on the offline map (spec §2 "Each hotel has a marker"): as on
// the big travel sites, a marker carries the hotel's price for the stay — the same all-in total the
// result card leads with — or its state ("Sold Out", "Coming Soon"). Labels never cover one
// another: where a hotel's label would overlap one already placed, that hotel keeps a marker of its
// own as a small dot at its point, so that no hotel is merged into another's marker
// (docs/decisions: one marker per hotel).
import { splitPrice } from '../../format/price.ts';
import type { MapHotel } from './map-types.ts';

/** The label's pill and the tip under it, down to the hotel's point (map-markers.css). */
export const LABEL_HEIGHT = 34;
/** Room between two labels, so that each stays a target of its own. */
const GAP = 2;

/** The words on a hotel's marker: its all-in total, its state, or none while no rate is known. */
export function markerText(hotel: MapHotel): string | null {
  if (hotel.comingSoon) return 'Coming Soon';
  if (hotel.soldOut) return 'Sold Out';
  if (hotel.price && Number.isFinite(hotel.price.total) && hotel.price.total >= 0)
    return splitPrice(hotel.price.total).full;
  return null;
}

/**
 * A label's width in pixels: 13 px bold digits are ~7.5 px, letters a little more, plus the pill's
 * padding. On the generous side, so that two labels judged apart never touch.
 */
export const labelWidth = (text: string): number => Math.ceil(text.length * 7.8) + 22;

export interface MarkerSlot<T> {
  item: T;
  x: number;
  y: number;
  /** The marker's words; none: a dot. */
  text: string | null;
}

export interface LaidMarker<T> extends MarkerSlot<T> {
  kind: 'label' | 'dot';
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The screen box of a laid marker (no map name may cover it): a label down to just above its tip
 * (a name may sit right under it), a dot around its point, or the big pin of a map of one hotel.
 */
export function markerBox(marker: LaidMarker<unknown>, single: boolean): Box {
  const { x, y } = marker;
  if (single) return { left: x - 24, top: y - 60, right: x + 24, bottom: y - 3 };
  if (marker.kind === 'dot') return { left: x - 10, top: y - 10, right: x + 10, bottom: y + 10 };
  const half = labelWidth(marker.text ?? '') / 2;
  return { left: x - half, top: y - LABEL_HEIGHT, right: x + half, bottom: y - 3 };
}

const labelBox = (x: number, y: number, text: string): Box => {
  const half = labelWidth(text) / 2;
  return { left: x - half, right: x + half, top: y - LABEL_HEIGHT, bottom: y };
};

const meet = (a: Box, b: Box) =>
  a.left - GAP < b.right && b.left - GAP < a.right && a.top - GAP < b.bottom && b.top < a.bottom;

/**
 * Greedy, in the given order (the list's), the hotels that come `first` (the open one) before the
 * rest: a hotel with words gets a label when its box meets no label placed before it, else a dot.
 * Labels come first in the answer, then dots: labels are drawn over dots and reached first by Tab.
 */
export function layoutMarkers<T>(
  slots: readonly MarkerSlot<T>[],
  first: (item: T) => boolean = () => false,
): LaidMarker<T>[] {
  const ordered = [
    ...slots.filter((slot) => first(slot.item)),
    ...slots.filter((s) => !first(s.item)),
  ];
  const labels: LaidMarker<T>[] = [];
  const dots: LaidMarker<T>[] = [];
  const boxes: Box[] = [];
  for (const slot of ordered) {
    const box = slot.text === null ? null : labelBox(slot.x, slot.y, slot.text);
    if (box && !boxes.some((other) => meet(box, other))) {
      boxes.push(box);
      labels.push({ ...slot, kind: 'label' });
    } else dots.push({ ...slot, kind: 'dot' });
  }
  const order = new Map(slots.map((slot, index) => [slot.item, index]));
  const byList = (a: LaidMarker<T>, b: LaidMarker<T>) => order.get(a.item)! - order.get(b.item)!;
  return [...labels.sort(byList), ...dots.sort(byList)];
}
