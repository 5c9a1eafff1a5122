// What each hotel's marker looks like on the offline map: as on
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

/**
 * A marker as laid out: a label, a dot, or a group of hotels too close to one another at this zoom
 * for each to have a target of its own (WCAG 2.2 2.5.8: 24 px targets that do not overlap). A
 * group still draws every hotel's dot at its point; its one target zooms in to them.
 */
export interface LaidMarker<T> extends MarkerSlot<T> {
  kind: 'label' | 'dot' | 'group';
  /** A group's hotels, the first one first; a label's or a dot's own hotel. */
  members: MarkerSlot<T>[];
  /** Its target on screen. */
  box: Box;
}

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const labelBox = (x: number, y: number, text: string): Box => {
  const half = labelWidth(text) / 2;
  return { left: x - half, right: x + half, top: y - LABEL_HEIGHT, bottom: y };
};

const meet = (a: Box, b: Box) =>
  a.left - GAP < b.right && b.left - GAP < a.right && a.top - GAP < b.bottom && b.top < a.bottom;

/** Half a dot's target: 24 px across. */
const DOT = 12;

const dotBox = (x: number, y: number): Box => ({
  left: x - DOT,
  right: x + DOT,
  top: y - DOT,
  bottom: y + DOT,
});

const union = (a: Box, b: Box): Box => ({
  left: Math.min(a.left, b.left),
  right: Math.max(a.right, b.right),
  top: Math.min(a.top, b.top),
  bottom: Math.max(a.bottom, b.bottom),
});

/**
 * Greedy, in the given order (the list's), the hotels that come `first` (the open one) before the
 * rest: a hotel with words gets a label when its box meets no marker placed before it; else a dot
 * when the dot's 24 px target meets none; else it and the markers its dot meets become a group
 * (and the group takes in whatever its box then meets). Labels come first in the answer, then
 * dots, then groups: labels are reached first by Tab.
 */
export function layoutMarkers<T>(
  slots: readonly MarkerSlot<T>[],
  first: (item: T) => boolean = () => false,
): LaidMarker<T>[] {
  const ordered = [
    ...slots.filter((slot) => first(slot.item)),
    ...slots.filter((s) => !first(s.item)),
  ];
  let placed: LaidMarker<T>[] = [];
  for (const slot of ordered) {
    const label = slot.text === null ? null : labelBox(slot.x, slot.y, slot.text);
    if (label && !placed.some((other) => meet(label, other.box))) {
      placed.push({ ...slot, kind: 'label', members: [slot], box: label });
      continue;
    }
    const dot = dotBox(slot.x, slot.y);
    if (!placed.some((other) => meet(dot, other.box))) {
      placed.push({ ...slot, kind: 'dot', members: [slot], box: dot });
      continue;
    }
    let group: LaidMarker<T> = { ...slot, kind: 'group', members: [slot], box: dot };
    for (let hit = placed.filter((other) => meet(group.box, other.box)); hit.length;) {
      const members = [...hit.flatMap((other) => other.members), ...group.members];
      group = {
        ...members[0]!,
        kind: 'group',
        members,
        box: members.map((member) => dotBox(member.x, member.y)).reduce(union),
      };
      placed = placed.filter((other) => !hit.includes(other));
      hit = placed.filter((other) => meet(group.box, other.box));
    }
    placed.push(group);
  }
  const order = new Map(slots.map((slot, index) => [slot.item, index]));
  const rank = { label: 0, dot: 1, group: 2 };
  return placed.sort(
    (a, b) => rank[a.kind] - rank[b.kind] || order.get(a.item)! - order.get(b.item)!,
  );
}
