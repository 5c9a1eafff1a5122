// The offline map (DESIGN.md "Outside services": no maps key, no network): the same markers, info
// windows and BOOK buttons as the Google map, drawn over US state outlines (us-atlas, projected
// with d3-geo's web mercator). Loaded on demand by HotelMap.
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { geoMercator } from 'd3-geo';
import { InfoWindowContent } from './info-window.tsx';
import {
  MAP_HEIGHT,
  MAX_ZOOM,
  clusterMarkers,
  focusView,
  initialView,
  mercatorScale,
  zoomBy,
  type Cluster,
  type View,
} from './map-geometry.ts';
import type { HotelMapProps, MapHotel } from './map-types.ts';
import { ClusterButton, MarkerButton, Positioned } from './offline-map-markers.tsx';
import { statePaths } from './offline-map-states.ts';

/**
 * The frame's width, from a ResizeObserver: it reports after layout, so reading the width never
 * forces a layout of the page (a synchronous read in an effect right after the map's first render
 * did, during hydration; docs/performance.md finding 5).
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
  // spec §4: with one hotel, its window opens automatically.
  const [openId, setOpenId] = useState<string | null>(single ? points[0]!.id : null);
  const drag = useRef<{ x: number; y: number; view: View; moved: boolean } | null>(null);

  // "Show on map" (issue 12): the hotel asked for, kept while the same hotels are shown, so the
  // map that only now gets its width (the phone's map tab) still opens on it.
  const focus = useRef<{ id: string; fitKey: string } | null>(null);
  const fitKey = points.map((p) => p.id).join(',');
  useEffect(() => {
    if (!zoomTo) return;
    focus.current = { id: zoomTo.id, fitKey };
    const target = focusView(points, zoomTo.id);
    if (target && width > 0) setView(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zoomTo?.id, zoomTo?.seq]);

  // spec §4: the map fits all markers (again when the hotels or the width change).
  useEffect(() => {
    if (width <= 0) return;
    if (focus.current && focus.current.fitKey !== fitKey) focus.current = null;
    setView(
      focusView(points, focus.current?.id) ??
        initialView(
          points.map((p) => ({ lat: p.lat, lng: p.lng })),
          width,
          height,
          zoom,
        ),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey, width, zoom]);

  useEffect(() => {
    if (selectedId !== undefined) setOpenId(selectedId);
  }, [selectedId]);

  const toggle = useCallback(
    (id: string) => {
      // spec §4: one info window at a time; clicking the open marker closes it.
      setOpenId((current) => {
        const next = current === id ? null : id;
        onSelect?.(next);
        return next;
      });
    },
    [onSelect],
  );

  const projection = useMemo(() => {
    if (!view || !width) return null;
    // precision(0): no adaptive resampling. State lines are straight in web mercator at this
    // detail, and resampling every edge cost ~200 ms of main thread at zoom 16.
    return geoMercator()
      .scale(mercatorScale(view.zoom))
      .center([view.center.lng, view.center.lat])
      .translate([width / 2, height / 2])
      .precision(0)
      .clipExtent([
        [-2, -2],
        [width + 2, height + 2],
      ]);
  }, [view, width, height]);

  const paths = useMemo(
    () => (projection ? statePaths(projection, width, height) : []),
    [projection, width, height],
  );

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!view || (event.target as Element).closest('button, a')) return;
    drag.current = { x: event.clientX, y: event.clientY, view, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || !projection) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) start.moved = true;
    const base = geoMercator()
      .scale(mercatorScale(start.view.zoom))
      .center([start.view.center.lng, start.view.center.lat])
      .translate([width / 2, height / 2]);
    const centre = base.invert?.([width / 2 - dx, height / 2 - dy]);
    if (centre) setView({ zoom: start.view.zoom, center: { lng: centre[0], lat: centre[1] } });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const open = points.find((hotel) => hotel.id === openId) ?? null;
  const at = (hotel: MapHotel): [number, number] | null =>
    projection?.([hotel.lng, hotel.lat]) ?? null;
  const openAt = open ? at(open) : null;

  // Markers in view; those that would overlap become one cluster button. The open hotel keeps its
  // own marker, and at the closest zoom nothing is merged (nothing could separate them further).
  const placed = points.flatMap((hotel) => {
    const point = at(hotel);
    if (
      !point ||
      point[0] < -20 ||
      point[1] < -20 ||
      point[0] > width + 20 ||
      point[1] > height + 20
    )
      return [];
    return [{ item: hotel, x: point[0], y: point[1] }];
  });
  const clusters: Cluster<MapHotel>[] =
    view && view.zoom < MAX_ZOOM
      ? clusterMarkers(placed, undefined, (hotel) => hotel.id === openId)
      : placed.map(({ item, x, y }) => ({ x, y, members: [item] }));
  // A cluster zooms in to fit its hotels, and always at least one step.
  const zoomInto = (members: MapHotel[]) => {
    if (!view) return;
    const fitted = initialView(
      members.map((hotel) => ({ lat: hotel.lat, lng: hotel.lng })),
      width,
      height,
    );
    setView({
      center: fitted.center,
      zoom: Math.min(MAX_ZOOM, Math.max(fitted.zoom, view.zoom + 1)),
    });
  };

  return (
    <div
      ref={frame}
      className="hotel-map hotel-map--offline"
      role="region"
      aria-label={label ?? 'Map of hotels'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && openId) {
          setOpenId(null);
          onSelect?.(null);
        }
      }}
    >
      <svg
        className="hotel-map__svg"
        width={width || undefined}
        height={height}
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <pattern id="hotel-map-grid" width="64" height="64" patternUnits="userSpaceOnUse">
            <path className="hotel-map__grid" d="M64 0H0V64" />
          </pattern>
        </defs>
        <rect className="hotel-map__water" width="100%" height="100%" />
        {paths.map((state) => (
          <path key={state.key} className="hotel-map__state" d={state.d} />
        ))}
        {/* A light grid over land and water, so a view inside one state still reads as a map. */}
        <rect width="100%" height="100%" fill="url(#hotel-map-grid)" />
      </svg>
      {clusters.map(({ x, y, members }) =>
        members.length === 1 ? (
          <MarkerButton
            key={members[0]!.id}
            hotel={members[0]!}
            x={x}
            y={y}
            big={single}
            open={members[0]!.id === openId}
            onClick={() => toggle(members[0]!.id)}
          />
        ) : (
          <ClusterButton
            key={members.map((hotel) => hotel.id).join(',')}
            count={members.length}
            x={x}
            y={y}
            onClick={() => zoomInto(members)}
          />
        ),
      )}
      {open && openAt ? (
        <Positioned
          className="map-info-window"
          x={openAt[0]}
          y={openAt[1] - (single ? 52 : 40)}
          id={`map-info-${open.id}`}
        >
          <button
            type="button"
            className="map-info-window__close"
            aria-label="Close"
            onClick={() => {
              setOpenId(null);
              onSelect?.(null);
            }}
          >
            ×
          </button>
          <InfoWindowContent hotel={open} onBook={onBook} />
        </Positioned>
      ) : null}
      <div className="hotel-map__zoom">
        <button type="button" aria-label="Zoom in" onClick={() => view && setView(zoomBy(view, 1))}>
          +
        </button>
        <button
          type="button"
          aria-label="Zoom out"
          onClick={() => view && setView(zoomBy(view, -1))}
        >
          −
        </button>
      </div>
      <p className="hotel-map__credit">Map outlines: US Census Bureau via us-atlas</p>
    </div>
  );
}
