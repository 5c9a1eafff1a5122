// Lint enforces the folder boundaries (docs/architecture.md, "Where things are") by tool, not by care: shared/ imports neither side,
// client/ never imports server/, the web tier reaches the embedded platform only over HTTP
// (the process entries server/index.ts and server/platform-process.ts are the places that start it), and the layers inside
// shared/ point one way (docs/decisions/0012-shared-layers.md). build/fixtures/lint/ plants one violation
// of each rule and expects lint to report it.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// A leading `#` starts a comment in the pattern syntax of no-restricted-imports: escape it.
const alias = (name) => `\\#${name}/*`;

const restrict = (...patterns) => [
  'error',
  {
    patterns: patterns.map((group) => ({
      group,
      message: 'Crosses a folder boundary (docs/architecture.md, "Where things are").',
    })),
    paths: [routerLinks],
  },
];

// react-router's Link and NavLink carry its framework mode's prefetching and route discovery,
// which no bundler can drop: 2.5 KiB brotli of every page's first load.
const routerLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: "The site's Link and NavLink are shared/ui/link.tsx (first-load bytes).",
};

// The layers of shared/, lowest first. A folder may import its own layer and the ones below.
const sharedLayers = [
  [
    'shared/format',
    'shared/validation',
    'shared/storage',
    'shared/security',
    'shared/head',
    'shared/analytics.ts',
  ],
  ['shared/data', 'shared/search'],
  ['shared/ui'],
  ['shared/components'],
  ['shared/pages'],
  ['shared/app', 'shared/routes.ts'],
];

const layerZones = sharedLayers.slice(0, -1).map((layer, index) => ({
  target: layer.map((folder) => `./${folder}`),
  from: sharedLayers.slice(index + 1).flatMap((higher) => higher.map((f) => `./${f}`)),
  message: 'A lower layer of shared/ imports a higher one (docs/decisions/0012-shared-layers.md).',
}));

// The feature folders of shared/components (docs/decisions/0038-feature-zones-and-form-kit.md):
// each names the folders it may import; none may import a folder that imports it back, so no
// cycle of folders can form. Pieces every feature needs (price display, header menus) live in
// components/price or in shared/ui, not in one feature that the others reach into.
const featureImports = {
  captcha: [],
  price: [],
  map: ['price'],
  hotel: ['map', 'price'],
  search: ['hotel', 'map', 'price'],
  booking: ['search', 'hotel', 'map', 'price', 'captcha'],
  reservations: ['booking', 'price'],
  account: ['booking', 'reservations', 'search', 'price', 'captcha'],
  chrome: ['account', 'reservations', 'search', 'captcha'],
  forms: ['captcha'],
  content: ['forms', 'hotel'],
  home: ['hotel', 'search'],
};

const featureZones = Object.entries(featureImports).map(([folder, allowed]) => ({
  target: `./shared/components/${folder}`,
  from: Object.keys(featureImports)
    .filter((other) => other !== folder && !allowed.includes(other))
    .map((other) => `./shared/components/${other}`),
  message: `components/${folder} may import only ${allowed.join(', ') || 'no other feature folder'} (docs/decisions/0038-feature-zones-and-form-kit.md).`,
}));

// import-x/no-restricted-paths visits import() as it visits import declarations; ESLint's own
// no-restricted-imports does not, so shared/ and client/ also name their forbidden folders here.
const sideZones = [
  {
    target: './shared',
    from: ['./server', './client'],
    message: 'shared/ imports neither server/ nor client/, by import() neither.',
  },
  {
    target: './client',
    from: ['./server'],
    message: 'client/ never imports server/, by import() neither.',
  },
];

// A dynamic import() of a forbidden alias, caught even when the path does not resolve.
const dynamicImportOf = (aliases) => ({
  selector: `ImportExpression > Literal[value=/^#(${aliases.join('|')})\\//]`,
  message: 'A dynamic import() of server/, client/ or the platform crosses a folder boundary.',
});

// The form kit (decision 0038): a form control is one of shared/ui's fields, which give it its
// label, hint, error and aria wiring; a raw <input>, <select> or <textarea> elsewhere is refused.
const rawFormControl = {
  selector: 'JSXOpeningElement[name.name=/^(input|select|textarea)$/]',
  message:
    "A form control is one of shared/ui's fields (TextField, SelectField, TextAreaField, DateField, Checkbox, HiddenField…), not a raw element (docs/decisions/0038-feature-zones-and-form-kit.md).",
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'build/fixtures/lint/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 8 }],
      'import-x/no-default-export': 'off',
    },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': restrict(
        [alias('server'), alias('client'), alias('platform'), '**/server/**', '**/client/**'],
        ['node:*', 'fs', 'path', 'crypto'],
      ),
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureZones, ...sideZones], basePath: import.meta.dirname },
      ],
      'no-restricted-syntax': [
        'error',
        dynamicImportOf(['server', 'client', 'platform']),
        rawFormControl,
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['shared/ui/**'],
    rules: {
      'no-restricted-syntax': ['error', dynamicImportOf(['server', 'client', 'platform'])],
    },
  },
  {
    files: ['client/**'],
    rules: {
      'no-restricted-imports': restrict(
        [alias('server'), alias('platform'), '**/server/**'],
        ['node:*'],
      ),
      'import-x/no-restricted-paths': [
        'error',
        { zones: sideZones.slice(1), basePath: import.meta.dirname },
      ],
      'no-restricted-syntax': ['error', dynamicImportOf(['server', 'platform']), rawFormControl],
    },
  },
  {
    files: ['server/**'],
    ignores: ['server/platform/**', 'server/index.ts', 'server/platform-process.ts'],
    rules: {
      'no-restricted-imports': restrict([
        alias('platform'),
        '**/platform/**',
        alias('client'),
        '**/client/**',
      ]),
      'no-console': 'error',
    },
  },
  {
    files: ['server/platform/**'],
    rules: {
      'no-restricted-imports': restrict([alias('server'), alias('client'), '**/client/**']),
      'no-console': 'error',
    },
  },
  {
    // The server's own markup (the document shell, the mails) takes no raw form control either.
    files: ['server/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', rawFormControl] },
  },
);
