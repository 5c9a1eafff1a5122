// The offline map's overlays: the hotels' markers and the info
// window, each placed at its projected point through the CSSOM (CSP: no style attribute in
// the HTML).
import { useEffect, useRef, type ReactNode } from 'react';
import type { MapHotel } from './map-types.ts';
import type { Box, LabelPlace, MarkerSlot } from './marker-layout.ts';
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

/**
 * A hotel's marker on a map of several: a label with its price or state, or a dot where labels
 * would overlap or no rate is known yet (marker-layout.ts). Its name is the hotel's name and what
 * the label says, so a screen reader hears the price too.
 */
export function HotelMarker({
  hotel,
  x,
  y,
  kind,
  place,
  lift = 0,
  text,
  open,
  onClick,
}: {
  hotel: MapHotel;
  x: number;
  y: number;
  kind: 'label' | 'dot' | 'group';
  /** A label's place around its point (above unless that was taken). */
  place?: LabelPlace | undefined;
  /** How far the label stands off its point, on a stem (marker-layout.ts). */
  lift?: number;
  text: string | null;
  open: boolean;
  onClick: () => void;
}) {
  const up = !place?.startsWith('below');
  const node = usePinnedAt(x, kind === 'label' ? (up ? y - lift : y + lift) : y);
  useEffect(() => {
    node.current?.style.setProperty('--lift', `${lift}px`);
  }, [node, lift]);
  const priced = hotel.price && !hotel.comingSoon && !hotel.soldOut;
  const className = [
    'map-marker',
    `map-marker--${kind}`,
    kind === 'label' && place && place !== 'above' ? `map-marker--${place}` : '',
    kind === 'label' && lift > 0 ? 'map-marker--lifted' : '',
    text && !priced ? 'map-marker--status' : '',
    open ? 'map-marker--open' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={node}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={open ? `map-info-${hotel.id}` : undefined}
      data-hotel-id={hotel.id}
      onClick={onClick}
    >
      <span className="visually-hidden">
        {hotel.name}
        {text ? ', ' : ''}
      </span>
      {text ? (
        <span className={kind === 'label' ? 'map-marker__label' : 'visually-hidden'}>{text}</span>
      ) : null}
      {kind === 'label' && lift > 0 ? (
        <span className="map-marker__stem" aria-hidden="true" />
      ) : null}
    </button>
  );
}

/**
 * Hotels too close together at this zoom for a target each (marker-layout.ts): every hotel's dot
 * is drawn at its point, and the one button over them, named with each hotel and its price, zooms
 * in until they part.
 */
export function HotelGroup({
  members,
  box,
  onClick,
}: {
  members: MarkerSlot<MapHotel>[];
  box: Box;
  onClick: () => void;
}) {
  const node = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const style = node.current?.style;
    style?.setProperty('left', `${box.left}px`);
    style?.setProperty('top', `${box.top}px`);
    style?.setProperty('width', `${box.right - box.left}px`);
    style?.setProperty('height', `${box.bottom - box.top}px`);
    node.current?.querySelectorAll<HTMLElement>('[data-hotel-id]').forEach((dot, index) => {
      dot.style.setProperty('left', `${members[index]!.x - box.left}px`);
      dot.style.setProperty('top', `${members[index]!.y - box.top}px`);
    });
  }, [box, members]);
  const names = members.map(({ item, text }) => (text ? `${item.name}, ${text}` : item.name));
  return (
    <button ref={node} type="button" className="map-group" onClick={onClick}>
      {members.map(({ item }) => (
        <span key={item.id} className="map-marker map-marker--dot" data-hotel-id={item.id} />
      ))}
      <span className="visually-hidden">
        {`${members.length} hotels close together: ${names.join('; ')}. Zoom in`}
      </span>
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
      className={`map-marker map-marker--pin${big ? ' map-marker--big' : ''}${open ? ' map-marker--open' : ''}`}
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
