// Lint enforces the rooms of DESIGN.md by tool, not by care: shared/ imports neither side,
// client/ never imports server/, and the web tier reaches the embedded platform only over HTTP
// (server/index.ts, the process entry, is the one place that starts it).
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const restrict = (...patterns) => [
  'error',
  {
    patterns: patterns.map((group) => ({
      group,
      message: 'Crosses a folder boundary of DESIGN.md.',
    })),
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { typescript: { project: './tsconfig.json' }, node: true },
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
        ['#server/*', '#client/*', '#platform/*', '**/server/**', '**/client/**'],
        ['node:*', 'fs', 'path', 'crypto'],
      ),
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['client/**'],
    rules: {
      'no-restricted-imports': restrict(['#server/*', '#platform/*', '**/server/**'], ['node:*']),
    },
  },
  {
    files: ['server/**'],
    ignores: ['server/platform/**', 'server/index.ts'],
    rules: {
      'no-restricted-imports': restrict([
        '#platform/*',
        '**/platform/**',
        '#client/*',
        '**/client/**',
      ]),
      'no-console': 'error',
    },
  },
  {
    files: ['server/platform/**'],
    rules: {
      'no-restricted-imports': restrict(['#server/*', '#client/*', '**/client/**']),
      'no-console': 'error',
    },
  },
);
