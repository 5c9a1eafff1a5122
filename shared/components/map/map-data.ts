// The offline map's data in the browser (files made by build/map-data.ts): the country file once,
// and a state's detailed file only when the map is close enough and that state is in view, each
// fetched once per page and decoded once.
import { useEffect, useState } from 'react';
import {
  COARSE_STEP,
  DETAIL_STEP,
  NEIGHBOUR_STEP,
  decodeLine,
  type EncodedLine,
  type MapBase,
  type MapCity,
  type MapLandmark,
  type MapStateDetail,
} from './map-data-format.ts';

declare const __MAP_DATA_URL__: string | undefined;

/** The URL of the country file, set by the client build; none in other bundles. */
const BASE_URL = typeof __MAP_DATA_URL__ === 'string' ? __MAP_DATA_URL__ : null;

/** Closer than this the map draws states in detail, with counties and every city. */
export const DETAIL_ZOOM = 6.5;
/** More states than this in view: the map is not close enough for detail. */
const MAX_DETAILED_STATES = 8;

/** A decoded line: [lng0, lat0, lng1, lat1, …] and its box (west, south, east, north). */
export interface MapLine {
  points: Float64Array;
  box: [number, number, number, number];
}

export interface Place {
  name: string;
  lng: number;
  lat: number;
  population: number;
}

export interface DecodedBase {
  land: MapLine[];
  neighbours: MapLine[];
  borders: MapLine[];
  states: Array<{
    code: string;
    name: string;
    box: [number, number, number, number];
    label: [number, number];
    detail: string;
  }>;
  cities: Place[];
}

export interface Landmark {
  name: string;
  lng: number;
  lat: number;
  kind: MapLandmark[3];
}

export interface PostalPoint {
  code: string;
  lng: number;
  lat: number;
}

export interface DecodedState {
  code: string;
  land: MapLine[];
  borders: MapLine[];
  counties: MapLine[];
  cities: Place[];
  landmarks: Landmark[];
  postalCodes: PostalPoint[];
}

function decodeLines(lines: EncodedLine[], step: number): MapLine[] {
  return lines.map((line) => {
    const points = decodeLine(line, step);
    const box: MapLine['box'] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let index = 0; index < points.length; index += 2) {
      box[0] = Math.min(box[0], points[index]!);
      box[1] = Math.min(box[1], points[index + 1]!);
      box[2] = Math.max(box[2], points[index]!);
      box[3] = Math.max(box[3], points[index + 1]!);
    }
    return { points, box };
  });
}

const decodeCities = (cities: MapCity[]): Place[] =>
  cities.map(([name, x, y, population]) => ({
    name,
    lng: x * DETAIL_STEP,
    lat: y * DETAIL_STEP,
    population,
  }));

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

let base: Promise<DecodedBase> | null = null;
const states = new Map<string, Promise<DecodedState>>();

function loadBase(url: string): Promise<DecodedBase> {
  base ??= getJson<MapBase>(url).then((data) => ({
    land: decodeLines(data.land, COARSE_STEP),
    neighbours: decodeLines(data.neighbours, NEIGHBOUR_STEP),
    borders: decodeLines(data.borders, COARSE_STEP),
    states: data.states,
    cities: decodeCities(data.cities),
  }));
  // A failed fetch is tried again by the next map.
  base.catch(() => (base = null));
  return base;
}

function loadState(code: string, url: string): Promise<DecodedState> {
  let loading = states.get(code);
  if (!loading) {
    loading = getJson<MapStateDetail>(url).then((data) => ({
      code,
      land: decodeLines(data.land, DETAIL_STEP),
      borders: decodeLines(data.borders, DETAIL_STEP),
      counties: decodeLines(data.counties, DETAIL_STEP),
      cities: decodeCities(data.cities),
      landmarks: data.landmarks.map(([name, x, y, kind]) => ({
        name,
        lng: x * DETAIL_STEP,
        lat: y * DETAIL_STEP,
        kind,
      })),
      postalCodes: data.postalCodes.map(([code, x, y]) => ({
        code,
        lng: x * DETAIL_STEP,
        lat: y * DETAIL_STEP,
      })),
    }));
    states.set(code, loading);
    loading.catch(() => states.delete(code));
  }
  return loading;
}

/** West, south, east, north of what the map shows. */
export type GeoBox = [number, number, number, number];

export const boxesMeet = (a: GeoBox, b: GeoBox): boolean =>
  a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

export interface MapData {
  base: DecodedBase | null;
  /** The detailed states in view, once loaded (none when zoomed out). */
  detailed: DecodedState[];
  /** True when every state in view that needs detail has it. */
  complete: boolean;
}

/** The data for a view; `view` null until the map knows its size. */
export function useMapData(view: { box: GeoBox; zoom: number } | null): MapData {
  const [loadedBase, setBase] = useState<DecodedBase | null>(null);
  const [loaded, setLoaded] = useState<ReadonlyMap<string, DecodedState>>(new Map());

  useEffect(() => {
    if (!BASE_URL) return;
    let live = true;
    loadBase(BASE_URL).then(
      (data) => live && setBase(data),
      () => undefined, // The map still shows its markers; the next map tries again.
    );
    return () => {
      live = false;
    };
  }, []);

  const wanted =
    loadedBase && view && view.zoom >= DETAIL_ZOOM
      ? loadedBase.states.filter((state) => boxesMeet(state.box, view.box))
      : [];
  const needed = wanted.length <= MAX_DETAILED_STATES ? wanted : [];
  const key = needed.map((state) => state.code).join(',');

  useEffect(() => {
    let live = true;
    for (const state of needed) {
      if (loaded.has(state.code)) continue;
      loadState(state.code, state.detail).then(
        (data) => live && setLoaded((current) => new Map(current).set(data.code, data)),
        () => undefined, // Drawn coarse instead.
      );
    }
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const detailed = needed.flatMap((state) => loaded.get(state.code) ?? []);
  return {
    base: loadedBase,
    detailed,
    complete: detailed.length === needed.length,
  };
}
