// What the first-load JavaScript of a route is made of (issue 8: find the cause of a missed
// bytes budget): the client is built again into a temporary directory with esbuild's metafile,
// and the minified bytes of the route's first-load chunks are summed per package (or per source
// folder for our own code). `tsx scripts/bench/bundle-analysis.ts [route id]` prints it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildClientWithMetafile } from '../../build/build.ts';

export interface Contributor {
  /** A package name, or the first two folders of our own source file. */
  name: string;
  /** Minified bytes in the route's first-load chunks (before compression). */
  bytes: number;
}

export async function firstLoadContributors(routeId: string): Promise<Contributor[]> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'longstay-bundle-'));
  try {
    const { manifest, metafile } = await buildClientWithMetafile({ outDir });
    const route = manifest.routes[routeId];
    if (!route) throw new Error(`no route ${routeId} in the manifest`);
    const wanted = new Set(
      [...manifest.entry.js, ...route.js].map((url) =>
        path.resolve(outDir, 'assets', url.replace(/^\/assets\//, '')),
      ),
    );
    const totals = new Map<string, number>();
    for (const [file, output] of Object.entries(metafile.outputs)) {
      if (!wanted.has(path.resolve(file))) continue;
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
        const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
        const name = pkg ?? input.split('/').slice(0, 2).join('/');
        totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
      }
    }
    return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const contributors = await firstLoadContributors(process.argv[2] ?? 'home');
  const total = contributors.reduce((sum, c) => sum + c.bytes, 0);
  process.stdout.write(`${(total / 1024).toFixed(1)} KiB minified in all\n`);
  for (const { name, bytes } of contributors.slice(0, 25))
    process.stdout.write(`${(bytes / 1024).toFixed(1).padStart(8)} KiB  ${name}\n`);
}
