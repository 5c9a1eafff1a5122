// Where the offline map's info window goes (pop-ups never cover the controls): above
// its marker and centred on it (below it when there is no room above), kept inside the map, and
// moved aside, below or above any control it would cover, whichever moves it least.
import type { Box } from './map-labels.ts';

const MARGIN = 8;

export interface PopupRequest {
  /** The top of the marker: the window's bottom centre wants to be here. */
  x: number;
  y: number;
  /** The marker's tip (its point on the map): a window below the marker starts under it. */
  tipY: number;
  width: number;
  height: number;
}

/** The window's bottom centre (CSS: translate(-50%, -100%)). */
export function placePopup(
  popup: PopupRequest,
  frame: { width: number; height: number },
  controls: readonly Box[],
): { left: number; top: number } {
  const half = popup.width / 2;
  const fitsAcross = frame.width > popup.width + 2 * MARGIN;
  const clampLeft = (left: number) =>
    fitsAcross ? Math.min(Math.max(left, half + MARGIN), frame.width - half - MARGIN) : left;
  // No room above the marker: the window hangs below it instead, not over it.
  const below = popup.tipY + MARGIN + popup.height;
  const clampTop = (top: number) =>
    top - popup.height >= MARGIN
      ? top
      : below <= frame.height - MARGIN
        ? below
        : popup.height + MARGIN;
  const boxOf = (left: number, top: number): Box => ({
    left: left - half,
    right: left + half,
    top: top - popup.height,
    bottom: top,
  });
  const covers = (box: Box) =>
    controls.some(
      (control) =>
        box.left < control.right &&
        control.left < box.right &&
        box.top < control.bottom &&
        control.top < box.bottom,
    );
  const inside = (box: Box) =>
    box.left >= MARGIN - 0.5 &&
    box.top >= MARGIN - 0.5 &&
    box.right <= frame.width - MARGIN + 0.5 &&
    box.bottom <= frame.height - MARGIN + 0.5;

  const start = { left: clampLeft(popup.x), top: clampTop(popup.y) };
  if (!covers(boxOf(start.left, start.top))) return start;
  // Each control offers four ways out: left of it, right of it, below it, above it.
  const options = controls.flatMap((control) => [
    { left: control.left - MARGIN - half, top: start.top },
    { left: control.right + MARGIN + half, top: start.top },
    { left: start.left, top: control.bottom + MARGIN + popup.height },
    { left: start.left, top: control.top - MARGIN },
  ]);
  const fitting = options
    .filter((option) => {
      const box = boxOf(option.left, option.top);
      return inside(box) && !covers(box);
    })
    .sort(
      (a, b) =>
        Math.hypot(a.left - start.left, a.top - start.top) -
        Math.hypot(b.left - start.left, b.top - start.top),
    );
  return fitting[0] ?? start;
}
