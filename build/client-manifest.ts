// Turns esbuild's metafile into the asset manifest the server reads (server/render/manifest.ts):
//   { "entry": { "js": [...], "css": [...] },
//     "routes": { "<route id>": { "js": [page chunk, ...its shared chunks], "css": [...] } } }
// URLs are absolute under /assets/. Every route of the table must have its page's chunk.
import path from 'node:path';
import type { Metafile } from 'esbuild';

export interface ManifestFiles {
  js: string[];
  css: string[];
}

export interface Manifest {
  entry: ManifestFiles;
  routes: Record<string, ManifestFiles>;
}

export interface ManifestInput {
  metafile: Metafile;
  /** esbuild's outdir, relative to the working directory (e.g. dist/client/assets). */
  outdir: string;
  publicPath: string;
  entryPoint: string;
  /** route id → page file (shared/pages/<page>.tsx). */
  routePages: Record<string, string>;
}

export function buildManifest({
  metafile,
  outdir,
  publicPath,
  entryPoint,
  routePages,
}: ManifestInput): Manifest {
  const url = (output: string): string =>
    publicPath + path.relative(outdir, output).split(path.sep).join('/');
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const byEntry = new Map(
    outputs
      .filter(([, output]) => output.entryPoint)
      .map(([file, output]) => [output.entryPoint!, file]),
  );

  /** The chunk and every chunk it imports statically (what must load before it runs). */
  const staticClosure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external)
        staticClosure(imported.path, seen);
    return seen;
  };
  const filesOf = (file: string, exclude: Set<string>): ManifestFiles => {
    const js = [...staticClosure(file)].filter((chunk) => !exclude.has(chunk));
    const css = [...staticClosure(file)]
      .map((chunk) => metafile.outputs[chunk]?.cssBundle)
      .filter((bundle): bundle is string => Boolean(bundle));
    return { js: js.map(url), css: [...new Set(css)].map(url) };
  };

  const entryFile = byEntry.get(entryPoint);
  if (!entryFile) throw new Error(`The build has no output for ${entryPoint}`);
  const entryChunks = staticClosure(entryFile);
  const entry = filesOf(entryFile, new Set());

  const routes: Record<string, ManifestFiles> = {};
  const missing: string[] = [];
  for (const [routeId, page] of Object.entries(routePages)) {
    const file = byEntry.get(page);
    if (!file) {
      missing.push(`${routeId} → ${page}`);
      continue;
    }
    const files = filesOf(file, entryChunks);
    // The entry's styles are linked for every page already.
    routes[routeId] = { js: files.js, css: files.css.filter((href) => !entry.css.includes(href)) };
  }
  if (missing.length)
    throw new Error(
      `No chunk for these routes' pages (is the page imported lazily from shared/routes.ts?):\n  ${missing.join('\n  ')}`,
    );
  return { entry, routes };
}
