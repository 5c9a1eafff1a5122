import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { buildClient, ServerCodeInBrowserError } from './build.ts';
import { findServerOnlyInputs } from './check-browser-bundle.ts';

const input = (...imports: string[]): Metafile['inputs'][string] => ({
  bytes: 1,
  imports: imports.map((p) => ({ path: p, kind: 'import-statement' as const, original: p })),
});

describe('the browser bundle check', () => {
  it('reports server files, *.server modules and node: built-ins with the chain that pulled them in', () => {
    const metafile: Metafile = {
      inputs: {
        'client/entry.client.tsx': input('shared/app/app.tsx'),
        'shared/app/app.tsx': input('shared/data/session.server.ts', 'shared/util.ts'),
        'shared/util.ts': input('server/config.ts'),
        'server/config.ts': input('node:path'),
        'shared/data/session.server.ts': input(),
      },
      outputs: {},
    };
    const violations = findServerOnlyInputs(metafile);
    expect(violations.map((v) => v.module)).toEqual([
      'node:path',
      'server/config.ts',
      'shared/data/session.server.ts',
    ]);
    expect(violations.find((v) => v.module === 'server/config.ts')?.chain).toEqual([
      'client/entry.client.tsx',
      'shared/app/app.tsx',
      'shared/util.ts',
      'server/config.ts',
    ]);
  });

  it('passes a clean graph', () => {
    expect(
      findServerOnlyInputs({
        inputs: { 'client/a.ts': input('shared/b.ts'), 'shared/b.ts': input() },
        outputs: {},
      }),
    ).toEqual([]);
  });

  // A real esbuild run: seconds on a busy machine, so it gets more than the default 5 s.
  it('fails a real build whose entry reaches server code', { timeout: 30_000 }, async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'longstay-bad-build-'));
    try {
      const failure = buildClient({
        outDir,
        entryPoint: 'build/fixtures/leaks-server-code.tsx',
        routePages: {},
      });
      await expect(failure).rejects.toBeInstanceOf(ServerCodeInBrowserError);
      await expect(failure).rejects.toThrow(
        /server\/config\.ts \(a file under server\/\), imported via\s+build\/fixtures\/leaks-server-code\.tsx\s+→ build\/fixtures\/leaky-helper\.ts\s+→ server\/config\.ts/,
      );
      await expect(failure).rejects.toThrow(/node:path \(a Node built-in module\)/);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
