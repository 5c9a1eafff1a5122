// What the offline map draws under its markers: water, land, state
// lines, county lines when close, and the names of states and cities that have room. Only the
// lines whose box meets the view are projected, and points closer than half a pixel to the last
// one are skipped, so a view costs what it shows (measured: re-sampling every state
// outline at street zoom once cost ~200 ms of main thread).
import { boxesMeet, DETAIL_ZOOM, type GeoBox, type MapData, type MapLine } from './map-data.ts';
import type { Projector } from './map-geometry.ts';
import {
  minCityPopulation,
  placeLabels,
  showsStateNames,
  type Box,
  type LabelCandidate,
  type PlacedLabel,
} from './map-labels.ts';

/** County lines appear from this zoom on (a state or less in view). */
const COUNTY_ZOOM = 7;
/** Airports and points of interest are named from this zoom on (a metro area in view). */
const LANDMARK_ZOOM = 9;
/** ZIP codes are written at the closest zoom only (a few miles in view). */
const POSTAL_ZOOM = 10.75;

function pathOf(lines: readonly MapLine[], project: Projector, view: GeoBox, closed: boolean) {
  let d = '';
  for (const line of lines) {
    if (!boxesMeet(line.box, view)) continue;
    const points = line.points;
    let lastX = NaN;
    let lastY = NaN;
    for (let index = 0; index < points.length; index += 2) {
      const [x, y] = project.point(points[index]!, points[index + 1]!);
      const end = index + 2 >= points.length;
      if (index && !end && Math.abs(x - lastX) < 0.5 && Math.abs(y - lastY) < 0.5) continue;
      d += `${index ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
      lastX = x;
      lastY = y;
    }
    if (closed) d += 'Z';
  }
  return d;
}

export interface MapLayers {
  neighbours: string;
  land: string;
  borders: string;
  counties: string;
  labels: PlacedLabel[];
}

/** The paths and names of one view; `reserved` are screen boxes no name may cover. */
export function mapLayers(
  data: MapData,
  project: Projector,
  view: { box: GeoBox; zoom: number },
  width: number,
  height: number,
  reserved: readonly Box[],
): MapLayers {
  const { base, detailed, complete } = data;
  if (!base) return { neighbours: '', land: '', borders: '', counties: '', labels: [] };
  const close = view.zoom >= DETAIL_ZOOM && complete && detailed.length > 0;
  const land = close ? detailed.flatMap((state) => state.land) : base.land;
  const borders = close ? detailed.flatMap((state) => state.borders) : base.borders;
  const counties =
    close && view.zoom >= COUNTY_ZOOM ? detailed.flatMap((state) => state.counties) : [];

  const candidates: LabelCandidate[] = [];
  const inFrame = (x: number, y: number) => x >= 0 && y >= 0 && x <= width && y <= height;
  if (showsStateNames(view.zoom))
    for (const state of base.states) {
      const [x, y] = project.point(state.label[0], state.label[1]);
      if (inFrame(x, y))
        candidates.push({ text: state.name.toUpperCase(), x, y, rank: Infinity, kind: 'state' });
    }
  const smallest = minCityPopulation(view.zoom);
  const seen = new Set<string>();
  for (const city of [...base.cities, ...detailed.flatMap((state) => state.cities)]) {
    if (city.population < smallest) continue;
    const key = `${city.name}|${city.lng.toFixed(3)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const [x, y] = project.point(city.lng, city.lat);
    if (inFrame(x, y))
      candidates.push({ text: city.name, x, y, rank: city.population, kind: 'city' });
  }
  if (view.zoom >= LANDMARK_ZOOM)
    for (const landmark of detailed.flatMap((state) => state.landmarks)) {
      const [x, y] = project.point(landmark.lng, landmark.lat);
      // After the towns of 12,000 people or more, before the smaller ones.
      if (inFrame(x, y))
        candidates.push({ text: landmark.name, x, y, rank: 11_999, kind: 'landmark' });
    }
  if (view.zoom >= POSTAL_ZOOM)
    for (const postal of detailed.flatMap((state) => state.postalCodes)) {
      const [x, y] = project.point(postal.lng, postal.lat);
      // Last of all: only where no name of a place has taken the room.
      if (inFrame(x, y)) candidates.push({ text: postal.code, x, y, rank: -1, kind: 'postal' });
    }

  return {
    neighbours: pathOf(base.neighbours, project, view.box, true),
    land: pathOf(land, project, view.box, true),
    borders: pathOf(borders, project, view.box, false),
    counties: pathOf(counties, project, view.box, false),
    labels: placeLabels(candidates, width, height, reserved),
  };
}

/** A city's name beside its dot, on the side placeLabels chose. */
function cityTextAt({ x, y, side }: PlacedLabel): {
  x: number;
  y: number;
  textAnchor?: 'end' | 'middle';
} {
  switch (side) {
    case 'right':
      return { x: x + 6, y: y + 4 };
    case 'left':
      return { x: x - 6, y: y + 4, textAnchor: 'end' };
    case 'above':
      return { x, y: y - 7, textAnchor: 'middle' };
    case 'below':
      return { x, y: y + 16, textAnchor: 'middle' };
  }
}

export function MapLayersSvg({
  layers,
  width,
  height,
}: {
  layers: MapLayers;
  width: number;
  height: number;
}) {
  return (
    <svg
      className="hotel-map__svg"
      width={width || undefined}
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      <rect className="hotel-map__water" width="100%" height="100%" />
      <path className="hotel-map__abroad" d={layers.neighbours} fillRule="evenodd" />
      <path className="hotel-map__land" d={layers.land} fillRule="evenodd" />
      {layers.counties ? <path className="hotel-map__county" d={layers.counties} /> : null}
      <path className="hotel-map__border" d={layers.borders} />
      {layers.labels.map((label) =>
        label.kind === 'state' ? (
          <text
            key={`s-${label.text}`}
            className="hotel-map__state-name"
            x={label.x}
            y={label.y + 4}
            textAnchor="middle"
          >
            {label.text}
          </text>
        ) : label.kind === 'postal' ? (
          <text
            key={`p-${label.text}`}
            className="hotel-map__postal"
            x={label.x}
            y={label.y + 4}
            textAnchor="middle"
          >
            {label.text}
          </text>
        ) : label.kind === 'landmark' ? (
          <g key={`l-${label.text}-${label.x}`} className="hotel-map__landmark">
            <rect x={label.x - 3} y={label.y - 3} width={6} height={6} rx={1} />
            <text {...cityTextAt(label)}>{label.text}</text>
          </g>
        ) : (
          <g key={`c-${label.text}-${label.rank}`} className="hotel-map__city">
            <circle cx={label.x} cy={label.y} r={2.5} />
            <text {...cityTextAt(label)}>{label.text}</text>
          </g>
        ),
      )}
    </svg>
  );
}
