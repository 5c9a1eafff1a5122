// The asset manifest written by build/build.ts (dist/client/manifest.json): which hashed files
// the entry and each route need, so the document links CSS and preloads JS of the first page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentAssets } from '#shared/app/document.tsx';
import type { RouteStyles } from '#shared/data/handoff.ts';

export interface AssetFiles {
  /** URLs under /assets/: the chunk itself first, then the shared chunks it imports. */
  js: string[];
  css: string[];
}

export interface AssetManifest {
  entry: AssetFiles;
  /** Route id (shared/routes.ts) → its page chunk's files. */
  routes: Record<string, AssetFiles>;
}

export const EMPTY_MANIFEST: AssetManifest = { entry: { js: [], css: [] }, routes: {} };

function isFiles(value: unknown): value is AssetFiles {
  const files = value as AssetFiles;
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray(files.js) &&
    Array.isArray(files.css)
  );
}

/** Reads and checks the manifest; null when the client has not been built. */
export function readManifest(clientDir: string): AssetManifest | null {
  let raw: string;
  try {
    raw = readFileSync(path.join(clientDir, 'manifest.json'), 'utf8');
  } catch {
    return null;
  }
  const parsed = JSON.parse(raw) as Partial<AssetManifest>;
  if (
    !isFiles(parsed.entry) ||
    typeof parsed.routes !== 'object' ||
    parsed.routes === null ||
    !Object.values(parsed.routes).every(isFiles)
  ) {
    throw new Error(
      `${path.join(clientDir, 'manifest.json')} is not an asset manifest; run npm run build`,
    );
  }
  return parsed as AssetManifest;
}

const unique = (values: string[]): string[] => [...new Set(values)];

/**
 * What a page's document links: the entry's and the page's stylesheets, and the page's own script
 * chunks to preload after the first paint (so they never compete with what paints first). Nothing else is
 * preloaded in the head: on a slow link every script fetched before the first paint shares the
 * bandwidth with the render-blocking stylesheets and the main image (Lighthouse counts it into
 * LCP). The entry is fetched by its own script tag and asks for its imports itself.
 */
export function documentAssetsFor(
  assets: AssetManifest,
  routeId: string | null | undefined,
): DocumentAssets {
  // The same for every request of a route: worked out once per manifest and route.
  let byRoute = documentAssetsCache.get(assets);
  if (!byRoute) documentAssetsCache.set(assets, (byRoute = new Map()));
  const key = routeId ?? '';
  let found = byRoute.get(key);
  if (!found) byRoute.set(key, (found = Object.freeze(listDocumentAssets(assets, routeId))));
  return found;
}

const documentAssetsCache = new WeakMap<AssetManifest, Map<string, DocumentAssets>>();

function listDocumentAssets(
  assets: AssetManifest,
  routeId: string | null | undefined,
): DocumentAssets {
  const routeFiles: AssetFiles | undefined = routeId ? assets.routes[routeId] : undefined;
  const entryJs = new Set(assets.entry.js);
  return {
    css: unique([...assets.entry.css, ...(routeFiles?.css ?? [])]),
    modulePreloads: unique((routeFiles?.js ?? []).filter((href) => !entryJs.has(href))),
  };
}

/**
 * What the browser is handed of the asset lists: each route's stylesheets, which a client
 * navigation puts in place before it shows the page. Its scripts it finds by itself (each route
 * module's dynamic import pulls in its own chunks), so their lists stay on the server: with them,
 * the same 14 kB of chunk names went into every page's HTML, an eighth of a results page.
 * Routes without a stylesheet of their own are left out. The same object for every request.
 */
export function routeStylesFor(assets: AssetManifest): Record<string, RouteStyles> {
  let found = routeStylesCache.get(assets);
  if (!found) {
    found = {};
    for (const [routeId, files] of Object.entries(assets.routes))
      if (files.css.length > 0) found[routeId] = { css: files.css };
    routeStylesCache.set(assets, found);
  }
  return found;
}

const routeStylesCache = new WeakMap<AssetManifest, Record<string, RouteStyles>>();
