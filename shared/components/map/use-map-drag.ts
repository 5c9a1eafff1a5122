// Dragging the offline map pans it: the point under the pointer stays under it.
import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { projector, type View } from './map-geometry.ts';

export function useMapDrag(
  view: View | null,
  setView: (view: View) => void,
  width: number,
  height: number,
) {
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const end = () => {
    drag.current = null;
  };
  return {
    onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => {
      if (!view || (event.target as Element).closest('button, a')) return;
      drag.current = { x: event.clientX, y: event.clientY, view };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: ReactPointerEvent<HTMLDivElement>) => {
      const start = drag.current;
      if (!start || !width) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      const center = projector(start.view, width, height).invert(width / 2 - dx, height / 2 - dy);
      setView({ zoom: start.view.zoom, center });
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}
