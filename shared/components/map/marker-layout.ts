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
  if (hotel.soldOut && hotel.roomsForParty) return `Needs ${hotel.roomsForParty.rooms} rooms`;
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
 * Where a label stands around its hotel's point, its tip on the point: above it (the usual place),
 * below it, above or below and shifted to a side (the tip near the pill's end), or beside it.
 */
export type LabelPlace =
  | 'above'
  | 'below'
  | 'above-right'
  | 'above-left'
  | 'below-right'
  | 'below-left'
  | 'right'
  | 'left';

/** The order a label's places are tried in: above first, as before; beside it last. */
const PLACES: readonly LabelPlace[] = [
  'above',
  'below',
  'above-right',
  'above-left',
  'below-right',
  'below-left',
  'right',
  'left',
];

/**
 * A marker as laid out: a label, a dot, or a group of hotels too close to one another at this zoom
 * for each to have a target of its own (WCAG 2.2 2.5.8: 24 px targets that do not overlap). A
 * group still draws every hotel's dot at its point; its one target zooms in to them.
 */
export interface LaidMarker<T> extends MarkerSlot<T> {
  kind: 'label' | 'dot' | 'group';
  /** A label's place around its point (map-markers.css draws its tip there). */
  place?: LabelPlace;
  /** How far (px) a label stands off its point, on a stem; 0: its tip on the point. */
  lift?: number;
  /** A lifted label's stem down (or up) to its point, which no other marker covers. */
  stem?: Box;
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

/** The pill's height without its tip, and how far a shifted pill's tip is from its end. */
const PILL = LABEL_HEIGHT - 6;
const TIP_INSET = 14;

/** The box of a label at `place` with its tip on (x, y) (map-markers.css). */
export function labelBox(x: number, y: number, text: string, place: LabelPlace = 'above'): Box {
  const width = labelWidth(text);
  const half = width / 2;
  const above = { top: y - LABEL_HEIGHT, bottom: y };
  const below = { top: y, bottom: y + LABEL_HEIGHT };
  const beside = { top: y - PILL / 2, bottom: y + PILL / 2 };
  switch (place) {
    case 'above':
      return { left: x - half, right: x + half, ...above };
    case 'below':
      return { left: x - half, right: x + half, ...below };
    case 'above-right':
      return { left: x - TIP_INSET, right: x - TIP_INSET + width, ...above };
    case 'above-left':
      return { left: x + TIP_INSET - width, right: x + TIP_INSET, ...above };
    case 'below-right':
      return { left: x - TIP_INSET, right: x - TIP_INSET + width, ...below };
    case 'below-left':
      return { left: x + TIP_INSET - width, right: x + TIP_INSET, ...below };
    case 'right':
      return { left: x, right: x + width + 6, ...beside };
    case 'left':
      return { left: x - width - 6, right: x, ...beside };
  }
}

const meet = (a: Box, b: Box) =>
  a.left - GAP < b.right && b.left - GAP < a.right && a.top - GAP < b.bottom && b.top < a.bottom;

const inside = (box: Box, frame: { width: number; height: number }) =>
  box.left >= 2 && box.top >= 2 && box.right <= frame.width - 2 && box.bottom <= frame.height - 2;

/** Half a dot's target: 24 px across. */
const DOT = 12;

const dotBox = (x: number, y: number): Box => ({
  left: x - DOT,
  right: x + DOT,
  top: y - DOT,
  bottom: y + DOT,
});

/** A hotel's point itself, which no other hotel's label should hide. */
const pointBox = (x: number, y: number): Box => ({
  left: x - 4,
  right: x + 4,
  top: y - 4,
  bottom: y + 4,
});

const union = (a: Box, b: Box): Box => ({
  left: Math.min(a.left, b.left),
  right: Math.max(a.right, b.right),
  top: Math.min(a.top, b.top),
  bottom: Math.max(a.bottom, b.bottom),
});

export interface LayoutOptions<T> {
  /** The hotels that come first (the open one). */
  first?: (item: T) => boolean;
  /**
   * The map's frame and what stands on it (its controls): a label moved off its usual place stays
   * whole inside the frame and off the controls. Without it, labels stand above their points only.
   */
  frame?: { width: number; height: number; avoid: readonly Box[] };
}

/** How far a label may stand off its point, on a stem, where the places next to it are taken. */
const LIFTS = [30, 60, 90];

interface Spot {
  place: LabelPlace;
  lift: number;
  box: Box;
  stem: Box | null;
}

/** A label's spots, in the order they are tried: next to its point, then further up or down. */
function spots(x: number, y: number, text: string, all: boolean): Spot[] {
  const near = (all ? PLACES : PLACES.slice(0, 1)).map((place) => ({
    place,
    lift: 0,
    box: labelBox(x, y, text, place),
    stem: null,
  }));
  if (!all) return near;
  const lifted = LIFTS.flatMap((lift) =>
    PLACES.filter((place) => place !== 'left' && place !== 'right').map((place) => {
      const up = place.startsWith('above');
      const box = labelBox(x, up ? y - lift : y + lift, text, place);
      const stem = up
        ? { left: x - 1, right: x + 1, top: y - lift, bottom: y }
        : { left: x - 1, right: x + 1, top: y, bottom: y + lift };
      return { place, lift, box, stem };
    }),
  );
  return [...near, ...lifted];
}

/**
 * Greedy, in the given order (the list's), the hotels that come `first` (the open one) before the
 * rest: a hotel with words gets a label at the first of its spots (above its point, below, to a
 * side, then further off on a stem) that meets no marker or stem placed before it, preferring a
 * spot that hides no other hotel's point; else a dot when the dot's 24 px target meets none; else
 * it and the markers its dot meets become a group (and the group takes in whatever its box then
 * meets). A group whose hotels can all have a label once the rest stand where they stand becomes
 * labels. Labels come first in the answer, then dots, then groups: labels are reached first by Tab.
 */
export function layoutMarkers<T>(
  slots: readonly MarkerSlot<T>[],
  options: LayoutOptions<T> = {},
): LaidMarker<T>[] {
  const first = options.first ?? (() => false);
  const opened = slots.filter((slot) => first(slot.item));
  const rest = slots.filter((slot) => !first(slot.item));
  const order = new Map(slots.map((slot, index) => [slot.item, index]));
  const rank = { label: 0, dot: 1, group: 2 };
  const sorted = (laid: LaidMarker<T>[]) =>
    laid.sort((a, b) => rank[a.kind] - rank[b.kind] || order.get(a.item)! - order.get(b.item)!);
  const inList = greedy([...opened, ...rest], options);
  if (!options.frame) return sorted(inList);
  // The list's order leaves the crowded middle of a metro area to the last hotels, where a label
  // no longer fits; the most crowded hotels first leave the lone ones the room they need anyway.
  // Whichever of the two shows more hotels as themselves (fewer in groups, then fewer dots) wins.
  const crowd = new Map(
    rest.map((slot) => [
      slot,
      rest.filter((other) => other !== slot && Math.hypot(other.x - slot.x, other.y - slot.y) < 100)
        .length,
    ]),
  );
  const crowdedFirst = greedy(
    [...opened, ...[...rest].sort((a, b) => crowd.get(b)! - crowd.get(a)!)],
    options,
  );
  const cost = (laid: readonly LaidMarker<T>[]) =>
    laid.reduce(
      (sum, marker) =>
        sum +
        (marker.kind === 'group' ? 100 * marker.members.length : marker.kind === 'dot' ? 1 : 0),
      0,
    );
  return sorted(cost(crowdedFirst) < cost(inList) ? crowdedFirst : inList);
}

function greedy<T>(ordered: readonly MarkerSlot<T>[], options: LayoutOptions<T>): LaidMarker<T>[] {
  const frame = options.frame;
  let placed: LaidMarker<T>[] = [];
  /** Whether a spot meets nothing of `taken`, the controls, or the stems of `taken`. */
  const fits = (spot: Spot, taken: readonly LaidMarker<T>[], whole = true) =>
    !whole || !frame || inside(spot.box, frame)
      ? !taken.some(
          (other) =>
            meet(spot.box, other.box) ||
            (other.stem && meet(spot.box, other.stem)) ||
            (spot.stem && meet(spot.stem, other.box)),
        ) && !(frame?.avoid ?? []).some((other) => meet(spot.box, other))
      : false;
  const label = (slot: MarkerSlot<T>, spot: Spot): LaidMarker<T> => ({
    ...slot,
    kind: 'label',
    place: spot.place,
    lift: spot.lift,
    members: [slot],
    box: spot.box,
    ...(spot.stem ? { stem: spot.stem } : {}),
  });
  const hides = (spot: Spot, points: readonly Box[]) =>
    points.some((point) => meet(spot.box, point) || (spot.stem && meet(spot.stem, point)));
  const inFrame = (slot: MarkerSlot<T>) => !!frame && inside(dotBox(slot.x, slot.y), frame);

  for (const [index, slot] of ordered.entries()) {
    const text = slot.text;
    if (text !== null) {
      // The points of the hotels still to come: a label that hides one would leave that hotel
      // only a group.
      const later = ordered.slice(index + 1).map((other) => pointBox(other.x, other.y));
      // A hotel in view has its label whole in view; one just outside has its label above it.
      const shown = inFrame(slot);
      const free = spots(slot.x, slot.y, text, shown).filter((spot) => fits(spot, placed, shown));
      const best = free.find((spot) => !hides(spot, later)) ?? free[0];
      if (best) {
        placed.push(label(slot, best));
        continue;
      }
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
  // A group whose hotels can all have a label after all, now that every other marker stands
  // where it stands (two hotels a few pixels apart: one label above, one below), is labels.
  for (const group of placed.filter((marker) => marker.kind === 'group')) {
    const others = placed.filter((marker) => marker !== group);
    const labels: LaidMarker<T>[] = [];
    for (const member of group.members) {
      const text = member.text;
      if (text === null || !inFrame(member)) break;
      const siblings = group.members
        .filter((other) => other !== member)
        .map((other) => pointBox(other.x, other.y));
      const spot = spots(member.x, member.y, text, true).find(
        (candidate) => fits(candidate, [...others, ...labels]) && !hides(candidate, siblings),
      );
      if (!spot) break;
      labels.push(label(member, spot));
    }
    if (labels.length === group.members.length) placed = [...others, ...labels];
  }
  return placed;
}
