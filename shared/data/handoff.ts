// The data handed from the server render to the browser: one JSON
// script `<script type="application/json" id="__DATA__">`, read by the client entry. No global.
import type { PublicConfig } from './public-config.ts';
import { isDeferredMarker } from './defer.ts';
import type { RequestContext } from './request-context.ts';

/** A route's stylesheets: its scripts the browser finds by itself (each route module's import). */
export interface RouteStyles {
  css: string[];
}

export interface Handoff {
  routeId: string;
  /** Loader data of the route; deferred parts are markers, revived from their own scripts. */
  data: unknown;
  shell: unknown;
  context: RequestContext;
  status: number;
  publicConfig: PublicConfig;
  /** Stylesheets per route id, so client navigation loads a page's styles before showing it. */
  assets: Record<string, RouteStyles>;
  /** What the server linked in the head, so hydration renders the very same tags. */
  documentAssets: { css: string[]; modulePreloads: string[] };
}

export const HANDOFF_SCRIPT_ID = '__DATA__';

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe inside a <script> element: `<`, `>`, `&`, U+2028 and U+2029 escaped (as React
 * Router's server runtime does), so no string can close the script or open a comment.
 */
export function escapeJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => ESCAPES[char] ?? char);
}

/** Serialise with Deferred values as markers (their toJSON; their values stream separately). */
export function serializeData(value: unknown): string {
  return escapeJson(JSON.stringify(value) ?? 'null');
}

/**
 * The handoff's members in their order. The route stylesheet lists and the public config are the
 * same objects for every request of a process: their JSON is made once (profiled: it was a
 * measurable share of each render).
 */
const HANDOFF_KEYS = [
  'routeId',
  'status',
  'data',
  'shell',
  'context',
  'publicConfig',
  'assets',
  'documentAssets',
] as const;
const SAME_FOR_EVERY_REQUEST = new Set<keyof Handoff>(['publicConfig', 'assets']);
const jsonOnce = new WeakMap<object, string>();

/** serializeData(handoff), with the JSON of the members shared by every request made once. */
export function serializeHandoff(handoff: Handoff): string {
  const members: string[] = [];
  for (const key of HANDOFF_KEYS) {
    const value: unknown = handoff[key];
    if (value === undefined) continue;
    let json: string | undefined;
    if (SAME_FOR_EVERY_REQUEST.has(key) && typeof value === 'object' && value !== null) {
      json = jsonOnce.get(value);
      if (json === undefined) {
        json = serializeData(value);
        jsonOnce.set(value, json);
      }
    } else json = serializeData(value);
    members.push(`"${key}":${json}`);
  }
  return `{${members.join(',')}}`;
}

/** Walk parsed data and replace deferred markers with what `revive` returns. */
export function reviveDeferred(value: unknown, revive: (key: string) => unknown): unknown {
  if (isDeferredMarker(value)) return revive(value.$deferred);
  if (Array.isArray(value)) return value.map((item) => reviveDeferred(item, revive));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, reviveDeferred(inner, revive)]),
    );
  }
  return value;
}

export function parseHandoff(json: string): Handoff {
  const parsed: unknown = JSON.parse(json);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    typeof (parsed as Handoff).routeId !== 'string'
  ) {
    throw new Error('The page data handoff is malformed.');
  }
  return parsed as Handoff;
}
