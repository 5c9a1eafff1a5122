// The folder boundaries and the layers of shared/ are checked by lint, so each rule counts only
// if a planted violation makes lint fail. Every file of fixtures/lint/ names
// the rule it breaks in an `// expect:` line; files without one must lint clean.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const fixture = path.join(import.meta.dirname, 'fixtures/lint');

async function fixtureFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? fixtureFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

describe('the boundary lint', () => {
  it('reports every planted violation, and nothing in the allowed files', async () => {
    // The project's own config, run from the fixture folder so its paths read as the tree's; the
    // layer zones are paths from the tree's root, so here they are read from the fixture.
    const tree = await new ESLint({ cwd: root }).calculateConfigForFile('shared/data/any.ts');
    const [, layerOptions] = tree.rules['import-x/no-restricted-paths'];
    const eslint = new ESLint({
      cwd: fixture,
      overrideConfigFile: path.join(root, 'eslint.config.js'),
      overrideConfig: {
        files: ['shared/**'],
        rules: {
          'import-x/no-restricted-paths': ['error', { ...layerOptions, basePath: fixture }],
        },
      },
    });
    const files = (await fixtureFiles(fixture)).filter((f) => /\.tsx?$/.test(f)).sort();
    const results = await eslint.lintFiles(files);
    const reported = new Map(
      results.map((r) => [
        path.relative(fixture, r.filePath),
        [...new Set(r.messages.map((m) => m.ruleId ?? m.message))].sort(),
      ]),
    );
    const expected = new Map(
      await Promise.all(
        files.map(async (file) => {
          const text = await readFile(file, 'utf8');
          const rules = [...text.matchAll(/^\/\/ expect: (\S+)$/gm)].map((m) => m[1]!);
          return [path.relative(fixture, file), rules.sort()] as const;
        }),
      ),
    );
    expect(Object.fromEntries(reported)).toEqual(Object.fromEntries(expected));
    expect([...expected.values()].filter((rules) => rules.length).length).toBeGreaterThan(12);
  }, 120_000);
});
