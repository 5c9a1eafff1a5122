// The client's two passes share one chunk (see the top of build/build.ts): from the first pass's
// module graph, the modules the entry loads statically and the lazily imported ones; in the second
// pass, a plugin adds an import of the former to each of the latter, so that esbuild puts them in
// one shared chunk instead of one per set of entry points.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';

const ENTRY_MODULES = 'longstay:entry-modules';
const scriptLoaders: Record<string, esbuild.Loader> = {
  '.ts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.jsx': 'jsx',
};

/**
 * From the first pass's module graph: the modules the entry loads statically, and the absolute
 * paths of every lazily imported module.
 */
export function entryModulesAndLazyTargets(
  metafile: esbuild.Metafile,
  entryPoint: string,
): { entryModules: string[]; lazyTargets: Set<string> } {
  const reached = new Set<string>();
  const visit = (input: string): void => {
    if (reached.has(input)) return;
    reached.add(input);
    for (const imported of metafile.inputs[input]?.imports ?? [])
      if (
        !imported.external &&
        (imported.kind === 'import-statement' || imported.kind === 'require-call')
      )
        visit(imported.path);
  };
  visit(entryPoint);
  // Our modules, and the packages only the entry itself imports (react-dom/client); the other
  // packages come with our modules. (A package marked free of side effects cannot be imported
  // for them: esbuild would drop the import.)
  const importedByOthers = new Set(
    [...reached]
      .filter((input) => input !== entryPoint)
      .flatMap((input) => (metafile.inputs[input]?.imports ?? []).map((imported) => imported.path)),
  );
  const entryImports = new Set(
    (metafile.inputs[entryPoint]?.imports ?? [])
      .map((imported) => imported.path)
      .filter((imported) => !importedByOthers.has(imported)),
  );
  const entryModules = [...reached].filter(
    (input) =>
      input !== entryPoint &&
      (entryImports.has(input) || !input.includes('node_modules/')) &&
      path.extname(input) in scriptLoaders &&
      !input.includes(':'),
  );
  const lazyTargets = new Set(
    Object.values(metafile.inputs).flatMap((input) =>
      input.imports
        .filter((imported) => imported.kind === 'dynamic-import' && !imported.external)
        .map((imported) => path.resolve(imported.path)),
    ),
  );
  return { entryModules, lazyTargets };
}

/** The second pass's plugin: each of `importers` also imports the entry's modules. */
export function entryModulesFirst(entryModules: string[], importers: Set<string>): esbuild.Plugin {
  return {
    name: 'entry-modules-first',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ENTRY_MODULES}$`) }, () => ({
        path: ENTRY_MODULES,
        namespace: 'entry-modules',
      }));
      build.onLoad({ filter: /.*/, namespace: 'entry-modules' }, () => ({
        contents: entryModules
          .map((input) => `import ${JSON.stringify(path.resolve(input))};`)
          .join('\n'),
        loader: 'js',
        resolveDir: process.cwd(),
      }));
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        const loader = scriptLoaders[path.extname(args.path)];
        if (!importers.has(args.path) || !loader) return undefined;
        const source = await readFile(args.path, 'utf8');
        // Appended, so that the module's lines (and its source map) stay where they are; an
        // import is hoisted wherever it stands.
        return { contents: `${source}\nimport '${ENTRY_MODULES}';\n`, loader };
      });
    },
  };
}
