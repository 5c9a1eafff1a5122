// Which names the offline map writes (city names appear by zoom): the biggest places
// first, only those whose label has room (no label covers another, a marker or a control), and
// fewer the further out the map is, as on any web map.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface LabelCandidate {
  text: string;
  x: number;
  y: number;
  /** Larger first; equal ones keep their order. */
  rank: number;
  kind: 'city' | 'state' | 'landmark' | 'postal';
}

export interface PlacedLabel extends LabelCandidate {
  box: Box;
  /** Where a city's name sits beside its dot. */
  side: Side;
}

type Side = 'right' | 'left' | 'above' | 'below';
/** A city's name goes right of its dot, else left, above or below: whichever has room. */
const SIDES: readonly Side[] = ['right', 'left', 'above', 'below'];

/** The smallest city (people) named at a zoom level. */
export function minCityPopulation(zoom: number): number {
  if (zoom < 5) return 1_000_000;
  if (zoom < 6) return 400_000;
  if (zoom < 7) return 150_000;
  if (zoom < 8) return 60_000;
  if (zoom < 9) return 25_000;
  if (zoom < 10) return 12_000;
  return 0;
}

/** State names are written while the map shows several states. */
export const showsStateNames = (zoom: number): boolean => zoom >= 4 && zoom < 7;

/** Width of a label's text: 12 px system sans averages ~6.5 px a character (capitals more). */
const textWidth = (label: LabelCandidate): number =>
  label.kind === 'state' ? label.text.length * 9 : label.text.length * 6.6;

/** The box of a name beside its dot (a city) or centred on its point (a state). */
export function labelBox(label: LabelCandidate, side: Side = 'right'): Box {
  const width = textWidth(label);
  const { x, y } = label;
  if (label.kind === 'state' || label.kind === 'postal')
    return { left: x - width / 2, right: x + width / 2, top: y - 8, bottom: y + 8 };
  switch (side) {
    case 'right':
      return { left: x - 4, right: x + 8 + width, top: y - 9, bottom: y + 9 };
    case 'left':
      return { left: x - 8 - width, right: x + 4, top: y - 9, bottom: y + 9 };
    case 'above':
      return { left: x - width / 2, right: x + width / 2, top: y - 22, bottom: y + 4 };
    case 'below':
      return { left: x - width / 2, right: x + width / 2, top: y + 2, bottom: y + 22 };
  }
}

const GAP = 4;
const overlaps = (a: Box, b: Box): boolean =>
  a.left - GAP < b.right && b.left - GAP < a.right && a.top - GAP < b.bottom && b.top < a.bottom;

/**
 * Greedy placement: in rank order, a label is kept when its box lies inside the frame and meets
 * no kept label and no reserved box (markers, controls). Cost: kept × candidates, and the
 * candidates are only the places in view, so a few hundred at most.
 */
export function placeLabels(
  candidates: readonly LabelCandidate[],
  width: number,
  height: number,
  reserved: readonly Box[] = [],
): PlacedLabel[] {
  const kept: PlacedLabel[] = [];
  const order = candidates
    .map((label, index) => ({ label, index }))
    .sort((a, b) => b.label.rank - a.label.rank || a.index - b.index);
  const free = (box: Box) =>
    box.left >= 2 &&
    box.top >= 2 &&
    box.right <= width - 2 &&
    box.bottom <= height - 2 &&
    !reserved.some((other) => overlaps(box, other)) &&
    !kept.some((other) => overlaps(box, other.box));
  for (const { label } of order) {
    for (const side of label.kind === 'state' || label.kind === 'postal'
      ? SIDES.slice(0, 1)
      : SIDES) {
      const box = labelBox(label, side);
      if (!free(box)) continue;
      kept.push({ ...label, box, side });
      break;
    }
  }
  return kept;
}
