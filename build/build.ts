// `npm run build`: the browser bundle (ESM, code splitting, minified, hashed names under
// dist/client/assets, CSS bundled from component imports, one chunk per page), its manifest
// (dist/client/manifest.json) and the server bundle (dist/server/index.js). The build fails when
// server-only code reaches the browser bundle (build/check-browser-bundle.ts).
// `tsx build/build.ts --watch` rebuilds the client on change (npm run dev).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { routes } from '#shared/routes.ts';
import { findServerOnlyInputs, formatViolations, isNodeBuiltin } from './check-browser-bundle.ts';
import { buildManifest, type Manifest } from './client-manifest.ts';

export const CLIENT_ENTRY = 'client/entry.client.tsx';

export interface ClientBuildOptions {
  /** dist/client by default: assets/ and manifest.json go inside. */
  outDir?: string;
  minify?: boolean;
  /** Another entry (tests: a crafted bad import). */
  entryPoint?: string;
  /** route id → page file; the route table's by default. */
  routePages?: Record<string, string>;
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
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'warning',
    plugins: [keepBuiltinsVisible],
  };
}

export class ServerCodeInBrowserError extends Error {}

/** Checks a finished client build and writes its manifest. */
export async function finishClientBuild(
  result: esbuild.BuildResult<{ metafile: true }>,
  outDir: string,
  entryPoint = CLIENT_ENTRY,
  pages: Record<string, string> = routePages(),
): Promise<Manifest> {
  const violations = findServerOnlyInputs(result.metafile);
  if (violations.length) throw new ServerCodeInBrowserError(formatViolations(violations));
  const manifest = buildManifest({
    metafile: result.metafile,
    outdir: path.join(outDir, 'assets'),
    publicPath: '/assets/',
    entryPoint,
    routePages: pages,
  });
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function buildClient(options: ClientBuildOptions = {}): Promise<Manifest> {
  const outDir = options.outDir ?? 'dist/client';
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const result = await esbuild.build(clientBuildOptions(options));
  return finishClientBuild(result, outDir, options.entryPoint, options.routePages);
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
    entryPoints: ['server/index.ts'],
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
  const context = await esbuild.context({
    ...clientBuildOptions({ outDir, minify: false }),
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
