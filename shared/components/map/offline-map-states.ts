// The US state outlines of the offline map (us-atlas, projected with d3-geo's web mercator): only
// the states whose box meets the view are projected (one or two at a hotel's zoom).
import { geoPath, type GeoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Imported by path, not by package name: the server bundle keeps package imports external and
// Node would then need an import attribute that esbuild drops; by path both bundles inline it.
import statesTopology from '../../../node_modules/us-atlas/states-10m.json';

const topology = statesTopology as unknown as Topology<{
  states: GeometryCollection<{ name: string }>;
}>;
const states = feature(topology, topology.objects.states).features;

type Extent = [west: number, south: number, east: number, north: number];

/** Each state's longitude/latitude box, so that states outside the view are not projected. */
let stateExtents: Extent[] | null = null;
function extentsOfStates(): Extent[] {
  stateExtents ??= states.map((state) => {
    const extent: Extent = [Infinity, Infinity, -Infinity, -Infinity];
    const visit = (value: unknown): void => {
      if (!Array.isArray(value)) return;
      if (typeof value[0] === 'number') {
        const [lng, lat] = value as [number, number];
        extent[0] = Math.min(extent[0], lng);
        extent[1] = Math.min(extent[1], lat);
        extent[2] = Math.max(extent[2], lng);
        extent[3] = Math.max(extent[3], lat);
      } else for (const item of value) visit(item);
    };
    const geometry = state.geometry as { coordinates?: unknown } | null;
    visit(geometry?.coordinates);
    return extent;
  });
  return stateExtents;
}

/** The outlines of the states in view of `projection` over a width × height frame. */
export function statePaths(
  projection: GeoProjection,
  width: number,
  height: number,
): Array<{ key: string; d: string }> {
  const path = geoPath(projection);
  // Only the states whose box meets the view are projected (one or two at a hotel's zoom).
  const topLeft = projection.invert?.([-2, -2]);
  const bottomRight = projection.invert?.([width + 2, height + 2]);
  const extents = extentsOfStates();
  const inView = (index: number): boolean => {
    if (!topLeft || !bottomRight || bottomRight[0] - topLeft[0] >= 360) return true;
    const [west, south, east, north] = extents[index]!;
    return !(
      east < topLeft[0] ||
      west > bottomRight[0] ||
      north < bottomRight[1] ||
      south > topLeft[1]
    );
  };
  return states.flatMap((state, index) =>
    inView(index) ? [{ key: String(state.id ?? state.properties.name), d: path(state) ?? '' }] : [],
  );
}
