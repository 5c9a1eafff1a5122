// The offline map's overlays (DESIGN.md "Outside services"): markers, cluster buttons and the
// info window, each placed at its projected point through the CSSOM (CSP: no style attribute in
// the HTML).
import { useEffect, useRef, type ReactNode } from 'react';
import type { MapHotel } from './map-types.ts';
import { placePopup } from './popup-placement.ts';

/** Absolutely placed child; its position is set through the CSSOM (no style attribute in HTML). */
export function Positioned({
  x,
  y,
  tipY,
  className,
  id,
  children,
}: {
  x: number;
  /** The top of the marker: the window's pointer sits here. */
  y: number;
  /** The marker's tip: a window with no room above hangs below this. */
  tipY: number;
  className: string;
  id?: string;
  children: ReactNode;
}) {
  const node = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = node.current;
    if (!element) return;
    // Kept inside the map: centred over its marker unless that would cross an edge. Measured when
    // the ResizeObserver reports (after layout, before paint), not right after the markers'
    // positions were written, which forced a layout of the page in the middle of hydration.
    const place = () => {
      const frame = element.parentElement;
      const { left, top } = placePopup(
        { x, y, tipY, width: element.offsetWidth, height: element.offsetHeight },
        { width: frame?.clientWidth ?? 0, height: frame?.clientHeight ?? 0 },
        [...(frame?.querySelectorAll<HTMLElement>('.hotel-map__control') ?? [])].map((control) => ({
          left: control.offsetLeft,
          top: control.offsetTop,
          right: control.offsetLeft + control.offsetWidth,
          bottom: control.offsetTop + control.offsetHeight,
        })),
      );
      element.style.setProperty('left', `${left}px`);
      element.style.setProperty('top', `${top}px`);
      // The pointer under the window stays over its marker, unless the window had to move off it.
      element.toggleAttribute('data-detached', top !== y);
      element.style.setProperty(
        '--pointer-x',
        `${Math.min(Math.max(x - (left - element.offsetWidth / 2), 16), element.offsetWidth - 16)}px`,
      );
    };
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      place();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [x, y, tipY]);
  return (
    <div ref={node} className={className} id={id} role="dialog" aria-label="Hotel details">
      {children}
    </div>
  );
}

/** A button placed at (x, y) in the map, by style properties set after render (CSP: no inline style). */
function usePinnedAt(x: number, y: number) {
  const node = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    node.current?.style.setProperty('left', `${x}px`);
    node.current?.style.setProperty('top', `${y}px`);
  }, [x, y]);
  return node;
}

export function ClusterButton({
  count,
  x,
  y,
  onClick,
}: {
  count: number;
  x: number;
  y: number;
  onClick: () => void;
}) {
  const node = usePinnedAt(x, y);
  return (
    <button ref={node} type="button" className="map-cluster" onClick={onClick}>
      {count}
      <span className="visually-hidden"> hotels here: zoom in</span>
    </button>
  );
}

export function MarkerButton({
  hotel,
  x,
  y,
  big,
  open,
  onClick,
}: {
  hotel: MapHotel;
  x: number;
  y: number;
  big: boolean;
  open: boolean;
  onClick: () => void;
}) {
  const node = usePinnedAt(x, y);
  return (
    <button
      ref={node}
      type="button"
      className={`map-marker${big ? ' map-marker--big' : ''}${open ? ' map-marker--open' : ''}`}
      aria-expanded={open}
      aria-controls={open ? `map-info-${hotel.id}` : undefined}
      data-hotel-id={hotel.id}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 32" aria-hidden="true" focusable="false" className="map-marker__pin">
        <path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" />
        <circle cx="12" cy="12" r="4.5" />
      </svg>
      <span className="visually-hidden">{hotel.name}</span>
    </button>
  );
}
