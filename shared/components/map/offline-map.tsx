// The offline map (no maps key, no network): the same markers, info
// windows and BOOK buttons as the Google map, drawn over land, water, state and county lines and
// the names of places (data made at build time, build/map-data.ts), with a scale bar
// and the data's attribution. Loaded on demand by HotelMap.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { InfoWindowContent } from './info-window.tsx';
import {
  MAP_HEIGHT,
  OFFLINE_CLOSE_ZOOM,
  OFFLINE_MAX_ZOOM,
  focusView,
  initialView,
  projector,
  zoomBy,
  type View,
} from './map-geometry.ts';
import { LABEL_HEIGHT, layoutMarkers, markerText } from './marker-layout.ts';
import type { HotelMapProps, MapHotel } from './map-types.ts';
import { useMapData, type GeoBox } from './map-data.ts';
import type { Box } from './map-labels.ts';
import { MapAttribution, MapScale } from './offline-map-controls.tsx';
import { MapLayersSvg, mapLayers } from './offline-map-layers.tsx';
import { HotelGroup, HotelMarker, MarkerButton, Positioned } from './offline-map-markers.tsx';
import { useMapDrag } from './use-map-drag.ts';

/** The offline map opens no closer than OFFLINE_CLOSE_ZOOM (a guest may zoom in further). */
const capped = (view: View): View =>
  view.zoom > OFFLINE_CLOSE_ZOOM ? { ...view, zoom: OFFLINE_CLOSE_ZOOM } : view;

/** How far below the middle of the frame (a share of its height) a single hotel's pin sits. */
const SINGLE_DROP = 0.22;

/** Screen boxes of the controls (hotel-map.css), which no name covers. */
const controlBoxes = (width: number, height: number): Box[] => [
  { left: width - 64, top: 0, right: width, bottom: 104 },
  { left: 0, top: height - 40, right: width, bottom: height },
];

/**
 * The frame's width, from a ResizeObserver: it reports after layout, so reading the width never
 * forces a layout of the page (a synchronous read in an effect right after the map's first render
 * did, during hydration, as profiled).
 */
function useWidth(element: React.RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export function OfflineMap({
  hotels,
  onBook,
  zoom,
  label,
  selectedId,
  zoomTo,
  onSelect,
}: HotelMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame);
  const height = MAP_HEIGHT;
  const points = useMemo(
    () => hotels.filter((h) => Number.isFinite(h.lat) && Number.isFinite(h.lng)),
    [hotels],
  );
  const [view, setView] = useState<View | null>(null);
  const single = points.length === 1;
  // With one hotel, its window opens automatically.
  const [openId, setOpenId] = useState<string | null>(single ? points[0]!.id : null);

  // "Show on map": the hotel asked for, kept while the same hotels are shown, so the
  // map that only now gets its width (the phone's map tab) still opens on it.
  const focus = useRef<{ id: string; fitKey: string } | null>(null);
  const fitKey = points.map((p) => p.id).join(',');
  useEffect(() => {
    if (!zoomTo) return;
    focus.current = { id: zoomTo.id, fitKey };
    const target = focusView(points, zoomTo.id);
    if (target && width > 0) setView(capped(target));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zoomTo?.id, zoomTo?.seq]);

  // The map fits all markers (again when the hotels or the width change).
  useEffect(() => {
    if (width <= 0) return;
    if (focus.current && focus.current.fitKey !== fitKey) focus.current = null;
    const asked = focusView(points, focus.current?.id);
    if (asked) return setView(capped(asked));
    const fitted = capped(
      initialView(
        points.map((p) => ({ lat: p.lat, lng: p.lng })),
        width,
        height,
        zoom,
      ),
    );
    // One hotel: its window opens at once, above its pin, so the pin sits low enough in the frame
    // for the window to fit over it (as Google pans an info window into view).
    setView(
      single
        ? {
            ...fitted,
            center: projector(fitted, width, height).invert(
              width / 2,
              height * (0.5 - SINGLE_DROP),
            ),
          }
        : fitted,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey, width, zoom]);

  useEffect(() => {
    if (selectedId !== undefined) setOpenId(selectedId);
  }, [selectedId]);

  const toggle = useCallback(
    (id: string) => {
      // One info window at a time; clicking the open marker closes it.
      setOpenId((current) => {
        const next = current === id ? null : id;
        onSelect?.(next);
        return next;
      });
    },
    [onSelect],
  );

  const projection = useMemo(
    () => (view && width ? projector(view, width, height) : null),
    [view, width, height],
  );
  const geoView = useMemo(() => {
    if (!view || !projection) return null;
    const topLeft = projection.invert(-2, -2);
    const bottomRight = projection.invert(width + 2, height + 2);
    const box: GeoBox = [topLeft.lng, bottomRight.lat, bottomRight.lng, topLeft.lat];
    return { box, zoom: view.zoom };
  }, [view, projection, width, height]);
  const data = useMapData(geoView);

  const dragHandlers = useMapDrag(view, setView, width, height);

  const open = points.find((hotel) => hotel.id === openId) ?? null;
  const at = (hotel: MapHotel): [number, number] | null =>
    projection?.point(hotel.lng, hotel.lat) ?? null;
  const openAt = open ? at(open) : null;

  // Each hotel has a marker of its own, in view or just outside it: a label with its
  // price where labels do not overlap, else a dot (marker-layout.ts). The open hotel's comes first.
  const markers = layoutMarkers(
    points.flatMap((hotel) => {
      const point = at(hotel);
      if (
        !point ||
        point[0] < -60 ||
        point[1] < -20 ||
        point[0] > width + 60 ||
        point[1] > height + 40
      )
        return [];
      return [{ item: hotel, x: point[0], y: point[1], text: single ? null : markerText(hotel) }];
    }),
    {
      first: (hotel) => hotel.id === openId,
      frame: { width, height, avoid: controlBoxes(width, height) },
    },
  );

  // A group zooms in to fit its hotels, and always at least one step.
  const zoomInto = (members: readonly { item: MapHotel }[]) => {
    if (!view) return;
    const fitted = initialView(
      members.map(({ item }) => ({ lat: item.lat, lng: item.lng })),
      width,
      height,
    );
    setView({
      center: fitted.center,
      zoom: Math.min(OFFLINE_MAX_ZOOM, Math.max(fitted.zoom, view.zoom + 1)),
    });
  };

  // How far above its point the open marker's top is: the big pin, a label or a dot.
  const openMarker = markers.find((marker) => marker.item.id === openId);
  const openTop = single
    ? 52
    : openMarker?.kind === 'label'
      ? Math.max(openMarker.y - Math.min(openMarker.box.top, openMarker.stem?.top ?? Infinity), 0) +
        2
      : openMarker?.kind === 'dot'
        ? 12
        : LABEL_HEIGHT + 2;

  // Names keep clear of the markers and the controls.
  const markerKey = markers
    .map((marker) => `${marker.item.id}:${marker.kind}:${marker.text}`)
    .join();
  const layers = useMemo(() => {
    if (!projection || !geoView) return null;
    const reserved: Box[] = [
      ...controlBoxes(width, height),
      ...markers.map(({ x, y, box }) =>
        single ? { left: x - 24, top: y - 60, right: x + 24, bottom: y - 3 } : box,
      ),
    ];
    return mapLayers(data, projection, geoView, width, height, reserved);
    // The markers follow from the view and the hotels, which markerKey stands for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, projection, geoView, width, height, markerKey]);

  /** Closes the info window; from the keyboard, focus goes back to its marker. */
  const close = (returnFocus: boolean) => {
    const id = openId;
    setOpenId(null);
    onSelect?.(null);
    if (returnFocus && id)
      frame.current?.querySelector<HTMLElement>(`.map-marker[data-hotel-id="${id}"]`)?.focus();
  };

  return (
    <div
      ref={frame}
      className="hotel-map hotel-map--offline"
      role="region"
      aria-label={label ?? 'Map of hotels'}
      {...dragHandlers}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !openId) return;
        event.stopPropagation();
        close(true);
      }}
    >
      {layers ? <MapLayersSvg layers={layers} width={width} height={height} /> : null}
      {markers.map(({ item, x, y, kind, place, lift, text, members, box }) =>
        kind === 'group' ? (
          <HotelGroup
            key={members.map((member) => member.item.id).join()}
            members={members}
            box={box}
            onClick={() => zoomInto(members)}
          />
        ) : single ? (
          <MarkerButton
            key={item.id}
            hotel={item}
            x={x}
            y={y}
            big
            open={item.id === openId}
            onClick={() => toggle(item.id)}
          />
        ) : (
          <HotelMarker
            key={item.id}
            hotel={item}
            x={x}
            y={y}
            kind={kind}
            place={place}
            lift={lift ?? 0}
            text={text}
            open={item.id === openId}
            onClick={() => toggle(item.id)}
          />
        ),
      )}
      {open && openAt ? (
        <Positioned
          className="map-info-window"
          x={openAt[0]}
          y={openAt[1] - openTop}
          tipY={openAt[1]}
          id={`map-info-${open.id}`}
        >
          <button
            type="button"
            className="map-info-window__close"
            aria-label="Close"
            onClick={() => close(true)}
          >
            ×
          </button>
          <InfoWindowContent hotel={open} onBook={onBook} />
        </Positioned>
      ) : null}
      <div className="hotel-map__zoom hotel-map__control">
        <button
          type="button"
          aria-label="Zoom in"
          disabled={!view || view.zoom >= OFFLINE_MAX_ZOOM}
          onClick={() => view && setView(zoomBy(view, 1, OFFLINE_MAX_ZOOM))}
        >
          +
        </button>
        <button
          type="button"
          aria-label="Zoom out"
          onClick={() => view && setView(zoomBy(view, -1, OFFLINE_MAX_ZOOM))}
        >
          −
        </button>
      </div>
      <div className="hotel-map__footer hotel-map__control">
        {view ? <MapScale lat={view.center.lat} zoom={view.zoom} /> : null}
        <MapAttribution />
      </div>
    </div>
  );
}
