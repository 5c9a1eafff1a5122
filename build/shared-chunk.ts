// The client's two passes share one chunk (see the top of build/build.ts): from the first pass's
// module graph, the modules the entry loads statically and the lazily imported ones; in the second
// pass, a plugin adds an import of the former to each of the latter, so that esbuild puts them in
// one shared chunk instead of one per set of entry points. The modules that the home page (whose
// first-load bytes have a budget) shares with other pages are added to the former.
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

/** Every module `start` loads statically, `start` included. */
function staticallyReached(metafile: esbuild.Metafile, start: string): Set<string> {
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
  visit(start);
  return reached;
}

/** A script of a file (not a stylesheet, an asset or a plugin's virtual module). */
const isScript = (input: string) => path.extname(input) in scriptLoaders && !input.includes(':');

/**
 * Our modules that `page` loads statically and another of `pages` does too. esbuild would put
 * each such set in a chunk of its own, fetched on `page`'s first load with its own response
 * headers (four of them were 4.6 KiB of home's first load); the build adds them to the
 * entry's modules instead, so that they ride in the shared chunk. `page` itself and what only it
 * loads stay in its own chunk.
 */
export function sharedWithOtherPages(
  metafile: esbuild.Metafile,
  page: string,
  pages: string[],
): string[] {
  const others = pages
    .filter((other) => other !== page)
    .map((other) => staticallyReached(metafile, other));
  return [...staticallyReached(metafile, page)].filter(
    (input) =>
      input !== page &&
      !input.includes('node_modules/') &&
      isScript(input) &&
      others.some((reached) => reached.has(input)),
  );
}

/** The route whose first-load bytes have a budget (scripts/bench/budgets.ts). */
export const BYTES_BUDGET_ROUTE = 'home';

/**
 * From the first pass's module graph: the modules the entry loads statically (with those the
 * budgeted route's page shares with other pages, given `pages`: route id → page file), and the
 * absolute paths of every lazily imported module.
 */
export function entryModulesAndLazyTargets(
  metafile: esbuild.Metafile,
  entryPoint: string,
  pages: Record<string, string> = {},
): { entryModules: string[]; lazyTargets: Set<string> } {
  const reached = staticallyReached(metafile, entryPoint);
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
      isScript(input),
  );
  const budgeted = pages[BYTES_BUDGET_ROUTE];
  if (budgeted)
    for (const input of sharedWithOtherPages(metafile, budgeted, Object.values(pages)))
      if (!entryModules.includes(input)) entryModules.push(input);
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
