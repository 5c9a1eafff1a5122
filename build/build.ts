// `npm run build`: the browser bundle (ESM, code splitting, minified, hashed names under
// dist/client/assets, CSS bundled from component imports, one chunk per page), its manifest
// (dist/client/manifest.json) and the server bundle (dist/server/index.js). The build fails when
// server-only code reaches the browser bundle (build/check-browser-bundle.ts).
// `tsx build/build.ts --watch` rebuilds the client on change (npm run dev).
//
// Everything the entry imports statically (React, the router, the chrome, the route table) goes
// into one shared chunk instead of ~30 (each file is compressed on its own, which cost
// ~7 KiB gzip of home's first load). esbuild puts a module in the chunk of the set of entry points
// that reach it, and every lazily imported module (a page, a loader, a popup's form) is an entry
// point of its own, so the client is built in two passes: the first finds the entry's static
// modules and the lazily imported ones (and gives the stylesheets, each page's holding what its
// own imports reach); the second adds an import of the former at the top of each of the latter,
// so that they are reached from every entry point alike and share one chunk. (The entry has run
// before anything is imported lazily, so the added import changes no order of evaluation.)
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { routes } from '#shared/routes.ts';
import { findServerOnlyInputs, formatViolations, isNodeBuiltin } from './check-browser-bundle.ts';
import { buildManifest, type Manifest } from './client-manifest.ts';
import { entryModulesAndLazyTargets, entryModulesFirst } from './shared-chunk.ts';
import { precompress } from './precompress.ts';
import { writeMapData } from './map-data.ts';
import { reactRouterPure } from './react-router-pure.ts';

export const CLIENT_ENTRY = 'client/entry.client.tsx';

export interface ClientBuildOptions {
  /** dist/client by default: assets/ and manifest.json go inside. */
  outDir?: string;
  minify?: boolean;
  /** Another entry (tests: a crafted bad import). */
  entryPoint?: string;
  /** route id → page file; the route table's by default. */
  routePages?: Record<string, string>;
  /** The offline map's data file (build/map-data.ts), given to the map's code. */
  mapDataUrl?: string;
}

/** route id → the page file its lazy import points at (shared/pages/<page>.tsx). */
export const routePages = (): Record<string, string> =>
  Object.fromEntries(routes.map((route) => [route.id, `shared/pages/${route.page}.tsx`]));

// Node built-ins are left as imports so that the check below reports them with their chain,
// instead of esbuild failing with a bare "could not resolve".
const keepBuiltinsVisible: esbuild.Plugin = {
  name: 'keep-node-builtins-visible',
  setup(build) {
    build.onResolve({ filter: /^[a-z_:][\w:/.-]*$/ }, async (args) => {
      if (
        !isNodeBuiltin(args.path) ||
        (args.pluginData as { probing?: boolean } | undefined)?.probing
      )
        return undefined;
      // A package's "browser" field may map a built-in to an empty module: that is allowed.
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: { probing: true },
      });
      return resolved.errors.length === 0 && !resolved.external
        ? undefined
        : { path: args.path, external: true };
    });
  },
};

/**
 * react-router's export map names only its development build (remix-run/react-router#14102), whose
 * dev warnings stay on in the browser; the package ships the production build beside it, the same
 * code with those warnings off. None when a later version moves it.
 */
function reactRouterProductionBuild(): Record<string, string> {
  const packageDir = path.dirname(
    createRequire(import.meta.url).resolve('react-router/package.json'),
  );
  const production = path.join(packageDir, 'dist/production/index.mjs');
  return existsSync(production) ? { 'react-router': production } : {};
}

export function clientBuildOptions(
  options: ClientBuildOptions = {},
): esbuild.BuildOptions & { metafile: true } {
  const outDir = options.outDir ?? 'dist/client';
  return {
    entryPoints: [options.entryPoint ?? CLIENT_ENTRY],
    outdir: path.join(outDir, 'assets'),
    publicPath: '/assets/',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
    minify: options.minify ?? true,
    sourcemap: 'linked',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    jsx: 'automatic',
    loader: {
      '.woff2': 'file',
      '.woff': 'file',
      '.png': 'file',
      '.jpg': 'file',
      '.svg': 'file',
      '.webp': 'file',
    },
    define: {
      'process.env.NODE_ENV': '"production"',
      ...(options.mapDataUrl ? { __MAP_DATA_URL__: JSON.stringify(options.mapDataUrl) } : {}),
    },
    alias: reactRouterProductionBuild(),
    metafile: true,
    logLevel: 'warning',
    plugins: [keepBuiltinsVisible, reactRouterPure],
  };
}

export class ServerCodeInBrowserError extends Error {}

function checkBrowserBundle(metafile: esbuild.Metafile): void {
  const violations = findServerOnlyInputs(metafile);
  if (violations.length) throw new ServerCodeInBrowserError(formatViolations(violations));
}

/**
 * Checks a finished client build and writes its manifest: scripts from `result`, stylesheets
 * from `styles` (the first pass of a two-pass build; the same build otherwise).
 */
export async function finishClientBuild(
  result: esbuild.BuildResult<{ metafile: true }>,
  outDir: string,
  entryPoint = CLIENT_ENTRY,
  pages: Record<string, string> = routePages(),
  styles: esbuild.Metafile = result.metafile,
): Promise<Manifest> {
  checkBrowserBundle(result.metafile);
  const manifestOf = (metafile: esbuild.Metafile) =>
    buildManifest({
      metafile,
      outdir: path.join(outDir, 'assets'),
      publicPath: '/assets/',
      entryPoint,
      routePages: pages,
    });
  const scripts = manifestOf(result.metafile);
  const sheets = styles === result.metafile ? scripts : manifestOf(styles);
  const manifest: Manifest = {
    entry: { js: scripts.entry.js, css: sheets.entry.css },
    routes: Object.fromEntries(
      Object.entries(scripts.routes).map(([routeId, files]) => [
        routeId,
        { js: files.js, css: sheets.routes[routeId]?.css ?? [] },
      ]),
    ),
  };
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export interface ClientBuild {
  manifest: Manifest;
  /** The scripts' metafile (the second pass). */
  metafile: esbuild.Metafile;
}

/** Builds the client in two passes (see the top of this file) and writes its manifest. */
export async function buildClientWithMetafile(
  options: ClientBuildOptions = {},
): Promise<ClientBuild> {
  const outDir = options.outDir ?? 'dist/client';
  const entryPoint = options.entryPoint ?? CLIENT_ENTRY;
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const mapDataUrl = await writeMapData(path.join(outDir, 'assets'));
  const base = clientBuildOptions({ mapDataUrl, ...options });
  const first = await esbuild.build({ ...base, write: false });
  checkBrowserBundle(first.metafile);
  // The first pass's stylesheets and files (fonts, images); its scripts are built again.
  await Promise.all(
    first.outputFiles
      .filter((file) => !/\.js(\.map)?$/.test(file.path))
      .map(async (file) => {
        await mkdir(path.dirname(file.path), { recursive: true });
        await writeFile(file.path, file.contents);
      }),
  );
  const pages = options.routePages ?? routePages();
  const { entryModules, lazyTargets } = entryModulesAndLazyTargets(
    first.metafile,
    entryPoint,
    pages,
  );
  const second = await esbuild.build({
    ...base,
    loader: { ...base.loader, '.css': 'empty' },
    plugins: [
      ...(base.plugins ?? []),
      // The entry imports them too, so that the list itself is no chunk of its own.
      entryModulesFirst(entryModules, new Set([...lazyTargets, path.resolve(entryPoint)])),
    ],
  });
  const manifest = await finishClientBuild(second, outDir, entryPoint, pages, first.metafile);
  return { manifest, metafile: second.metafile };
}

export async function buildClient(options: ClientBuildOptions = {}): Promise<Manifest> {
  return (await buildClientWithMetafile(options)).manifest;
}

// A package's stylesheet (e.g. `import 'altcha/altcha.css'`) would stay an external import under
// `packages: 'external'`, which Node cannot load: it becomes an empty module like our own CSS.
export const emptyPackageCss: esbuild.Plugin = {
  name: 'empty-package-css',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'empty-css' }));
    build.onLoad({ filter: /.*/, namespace: 'empty-css' }, () => ({ contents: '', loader: 'js' }));
  },
};

export async function buildServer(outDir = 'dist/server'): Promise<void> {
  await esbuild.build({
    // index.js: the site (with the embedded platform); platform.js: the platform on its own. Each
    // is a small entry that makes a missing NODE_ENV production before loading the rest
    // (server/node-env.ts).
    entryPoints: { index: 'server/built-site.ts', platform: 'server/built-platform.ts' },
    outdir: outDir,
    // Split, so that a dynamic import (the embedded platform, started only without API_URL) is a
    // chunk of its own: in one file esbuild hoists every external import, and the site would load
    // the platform's gazetteer packages even when it talks to an outside platform.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: 'linked',
    // Component stylesheets belong to the client bundle; on the server they import nothing.
    loader: { '.css': 'empty' },
    logLevel: 'warning',
    plugins: [emptyPackageCss],
  });
}

async function watchClient(): Promise<void> {
  const outDir = 'dist/client';
  await mkdir(outDir, { recursive: true });
  const mapDataUrl = await writeMapData(path.join(outDir, 'assets'));
  const context = await esbuild.context({
    ...clientBuildOptions({ outDir, minify: false, mapDataUrl }),
    plugins: [
      keepBuiltinsVisible,
      {
        name: 'manifest-on-rebuild',
        setup(build) {
          build.onEnd(async (result) => {
            if (result.errors.length || !result.metafile) return;
            try {
              await finishClientBuild(result as esbuild.BuildResult<{ metafile: true }>, outDir);
              process.stdout.write(`client rebuilt ${new Date().toLocaleTimeString()}\n`);
            } catch (error) {
              process.stderr.write(`${(error as Error).message}\n`);
            }
          });
        },
      },
    ],
  });
  await context.watch();
}

async function main(): Promise<void> {
  if (process.argv.includes('--watch')) {
    await watchClient();
    return;
  }
  const started = Date.now();
  const manifest = await buildClient();
  await precompress(path.join('dist/client', 'assets'));
  await buildServer();
  process.stdout.write(
    `built dist/client (${Object.keys(manifest.routes).length} routes) and dist/server in ${Date.now() - started} ms\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
