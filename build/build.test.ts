import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportKind, Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { buildClientWithMetafile } from './build.ts';
import { entryModulesAndLazyTargets, sharedWithOtherPages } from './shared-chunk.ts';

const input = (...imports: [string, ImportKind?][]): Metafile['inputs'][string] => ({
  bytes: 1,
  imports: imports.map(([p, kind = 'import-statement']) => ({ path: p, kind, original: p })),
});

describe('one shared chunk for what the entry loads', () => {
  it("finds the entry's static modules and every lazily imported module", () => {
    const metafile: Metafile = {
      inputs: {
        'client/entry.client.tsx': input(
          ['node_modules/react-dom/client.js'],
          ['node_modules/react/index.js'],
          ['shared/routes.ts'],
        ),
        'node_modules/react-dom/client.js': input(['node_modules/react/index.js', 'require-call']),
        'node_modules/react/index.js': input(),
        'shared/routes.ts': input(
          ['shared/app/route-builders.ts'],
          ['shared/pages/home.tsx', 'dynamic-import'],
        ),
        'shared/app/route-builders.ts': input(['shared/pages/page.css']),
        'shared/pages/page.css': input(),
        'shared/pages/home.tsx': input(
          ['node_modules/react/index.js'],
          ['shared/pages/home-only.ts'],
        ),
        'shared/pages/home-only.ts': input(),
      },
      outputs: {},
    };
    const { entryModules, lazyTargets } = entryModulesAndLazyTargets(
      metafile,
      'client/entry.client.tsx',
    );
    // Our modules and the package only the entry imports; not the entry itself, the stylesheet,
    // react (imported by our modules too), nor what only a lazy page imports.
    expect(entryModules.sort()).toEqual([
      'node_modules/react-dom/client.js',
      'shared/app/route-builders.ts',
      'shared/routes.ts',
    ]);
    expect([...lazyTargets]).toEqual([path.resolve('shared/pages/home.tsx')]);
  });

  it("adds what the budgeted page shares with other pages to the entry's modules", () => {
    const metafile: Metafile = {
      inputs: {
        'client/entry.client.tsx': input(
          ['shared/routes.ts'],
          ['shared/chrome.tsx'],
          ['shared/pages/home.tsx', 'dynamic-import'],
          ['shared/pages/hotel.tsx', 'dynamic-import'],
          ['shared/pages/login.tsx', 'dynamic-import'],
        ),
        'shared/routes.ts': input(),
        'shared/chrome.tsx': input(),
        'shared/pages/home.tsx': input(
          ['shared/chrome.tsx'],
          ['shared/home-only.tsx'],
          ['shared/image.tsx'],
          ['shared/home.css'],
          ['node_modules/pkg/index.js'],
        ),
        'shared/home-only.tsx': input(),
        'shared/image.tsx': input(['shared/url.ts']),
        'shared/url.ts': input(),
        'shared/home.css': input(),
        'node_modules/pkg/index.js': input(),
        'shared/pages/hotel.tsx': input(
          ['shared/image.tsx'],
          ['shared/home.css'],
          ['node_modules/pkg/index.js'],
        ),
        'shared/pages/login.tsx': input(['shared/login-only.tsx']),
        'shared/login-only.tsx': input(),
      },
      outputs: {},
    };
    const pages = {
      home: 'shared/pages/home.tsx',
      hotel: 'shared/pages/hotel.tsx',
      login: 'shared/pages/login.tsx',
    };
    const { entryModules } = entryModulesAndLazyTargets(metafile, 'client/entry.client.tsx', pages);
    // The image and what it imports; not home's own module, nor the stylesheet or the package
    // (which come with our modules), nor what only another page loads.
    expect(entryModules.sort()).toEqual([
      'shared/chrome.tsx',
      'shared/image.tsx',
      'shared/routes.ts',
      'shared/url.ts',
    ]);
    expect(sharedWithOtherPages(metafile, pages.home, Object.values(pages)).sort()).toEqual([
      'shared/image.tsx',
      'shared/url.ts',
    ]);
  });

  it('the real client: the entry loads one shared chunk, and a page keeps its own stylesheet', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'longstay-build-'));
    try {
      const { manifest, metafile } = await buildClientWithMetafile({ outDir, minify: false });
      expect(manifest.entry.js).toHaveLength(2);
      const [entryFile, shared] = manifest.entry.js.map((url) =>
        path.relative(process.cwd(), path.join(outDir, url)),
      );
      const inputsOf = (file: string | undefined) =>
        Object.keys(metafile.outputs[file ?? '']?.inputs ?? {});
      expect(inputsOf(entryFile)).toEqual(['client/entry.client.tsx']);
      for (const module of [
        'node_modules/react-dom/cjs/react-dom-client.production.js',
        'shared/routes.ts',
        'shared/components/chrome/header.tsx',
      ])
        // (node_modules may be a link to another checkout's: its inputs then start with ../)
        expect(inputsOf(shared).some((input) => input.endsWith(module))).toBe(true);
      // react-router's production build (its export map names only the development one).
      expect(
        inputsOf(shared).some((input) => input.includes('react-router/dist/production/')),
      ).toBe(true);
      expect(inputsOf(shared).some((input) => input.includes('/dist/development/'))).toBe(false);
      // The home page's chunk imports that shared chunk and holds no chrome of its own.
      const home = manifest.routes.home!;
      expect(
        home.js.some((url) =>
          inputsOf(path.relative(process.cwd(), path.join(outDir, url))).includes(
            'shared/pages/home.tsx',
          ),
        ),
      ).toBe(true);
      for (const url of home.js)
        expect(inputsOf(path.relative(process.cwd(), path.join(outDir, url)))).not.toContain(
          'shared/components/chrome/header.tsx',
        );
      // Home fetches that one chunk of its own; what it shares with other pages (the
      // image component, the award badge) rides in the shared chunk.
      expect(home.js).toHaveLength(1);
      for (const module of ['shared/ui/media-image.tsx', 'shared/components/hotel/award-badge.tsx'])
        expect(inputsOf(shared)).toContain(module);
      // Stylesheets come from the first pass: the entry's has the header, home's its hero.
      const css = async (url: string | undefined) => readFile(path.join(outDir, url ?? ''), 'utf8');
      expect(await css(manifest.entry.css[0])).toContain('.site-header');
      expect(await css(home.css[0])).toContain('.home-hero');
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  }, 60_000);
});
