import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { clientBuildOptions } from './build.ts';
import { markReactRouterPure, reactRouterPure } from './react-router-pure.ts';

describe('react-router without what the site does not use', () => {
  it('marks its top-level component and context calls pure and drops their display names', () => {
    const source = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var Link = React10.forwardRef(function Link() {});',
      'var Marked = /* @__PURE__ */ React10.forwardRef(function Marked() {});',
      '    FetcherForm2.displayName = "fetcher.Form";',
    ].join('\n');
    expect(markReactRouterPure(source).split('\n')).toEqual([
      'var LocationContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Link = /* @__PURE__ */ React10.forwardRef(function Link() {});',
      'var Marked = /* @__PURE__ */ React10.forwardRef(function Marked() {});',
      '    FetcherForm2.displayName = "fetcher.Form";',
    ]);
  });

  it('leaves ScrollRestoration out of a browser bundle that imports only the router and Link', async () => {
    const bundle = async (plugins: esbuild.Plugin[]) => {
      const result = await esbuild.build({
        stdin: {
          contents:
            "import { BrowserRouter, Link } from 'react-router'; console.log(BrowserRouter, Link);",
          resolveDir: process.cwd(),
        },
        bundle: true,
        format: 'esm',
        platform: 'browser',
        write: false,
        define: { 'process.env.NODE_ENV': '"production"' },
        alias: clientBuildOptions().alias,
        plugins,
      });
      return result.outputFiles.map((file) => file.text).join('');
    };
    // Its storage key is a string only ScrollRestoration reads.
    expect(await bundle([])).toContain('react-router-scroll-positions');
    const shaken = await bundle([reactRouterPure]);
    expect(shaken).toContain('popstate');
    expect(shaken).not.toContain('react-router-scroll-positions');
  });
});
