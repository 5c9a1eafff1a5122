// react-router's production build creates its contexts and its Link, NavLink and Form components
// with top-level calls that carry no `/* @__PURE__ */` mark, and names each with a top-level
// `X.displayName = "…"` statement. A bundler must keep a statement it cannot prove free of side
// effects, so every component and context of the package stayed in the browser bundle whatever
// we imported (Form, ScrollRestoration, the data routers' contexts: 13.5 kB minified, ~4 KiB
// brotli of home's first load). This plugin marks those calls pure and drops those
// names (they only label components in React's developer tools), so esbuild keeps what the
// site uses. A version that changes the shape of these lines is left as it is: bigger, never
// broken.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

const UNMARKED_CALL = /(?<!@__PURE__ \*\/ )\b(React\d*\.(?:createContext|forwardRef|memo)\()/g;
const TOP_LEVEL_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

export function markReactRouterPure(source: string): string {
  return source.replace(UNMARKED_CALL, '/* @__PURE__ */ $1').replace(TOP_LEVEL_NAME, '');
}

export const reactRouterPure: Plugin = {
  name: 'react-router-pure',
  setup(build) {
    build.onLoad(
      { filter: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      async (args) => ({
        contents: markReactRouterPure(await readFile(args.path, 'utf8')),
        loader: 'js',
      }),
    );
  },
};
