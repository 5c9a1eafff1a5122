// What the first-load JavaScript of a route is made of (find the cause of a missed
// bytes budget): the client is built again into a temporary directory with esbuild's metafile,
// and the minified bytes of the route's first-load chunks are summed per package (or per source
// folder for our own code), then each file is listed with its gzip -9 size (what the bench sums).
// `tsx scripts/bench/bundle-analysis.ts [route id]` prints it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildClientWithMetafile } from '../../build/build.ts';

export interface Contributor {
  /** A package name, or the first two folders of our own source file. */
  name: string;
  /** Minified bytes in the route's first-load chunks (before compression). */
  bytes: number;
}

export interface FirstLoadFile {
  url: string;
  /** Minified bytes, and gzip -9 as scripts/bench/assets.ts's shippedBytes counts them. */
  bytes: number;
  gzip: number;
  /** Its three largest inputs. */
  largest: string[];
}

export interface FirstLoad {
  contributors: Contributor[];
  files: FirstLoadFile[];
}

export async function analyseFirstLoad(routeId: string): Promise<FirstLoad> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'longstay-bundle-'));
  try {
    const { manifest, metafile } = await buildClientWithMetafile({ outDir });
    const route = manifest.routes[routeId];
    if (!route) throw new Error(`no route ${routeId} in the manifest`);
    const urls = [...new Set([...manifest.entry.js, ...route.js])];
    const fileOf = (url: string) => path.resolve(outDir, 'assets', url.replace(/^\/assets\//, ''));
    const wanted = new Set(urls.map(fileOf));
    const totals = new Map<string, number>();
    for (const [file, output] of Object.entries(metafile.outputs)) {
      if (!wanted.has(path.resolve(file))) continue;
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
        const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
        const name = pkg ?? input.split('/').slice(0, 2).join('/');
        totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
      }
    }
    const outputs = new Map(
      Object.entries(metafile.outputs).map(([file, output]) => [path.resolve(file), output]),
    );
    const files = await Promise.all(
      urls.map(async (url) => {
        const content = await readFile(fileOf(url));
        const inputs = Object.entries(outputs.get(fileOf(url))?.inputs ?? {});
        return {
          url,
          bytes: content.length,
          gzip: gzipSync(content, { level: 9 }).length,
          largest: inputs
            .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
            .slice(0, 3)
            .map(([input]) => input.replace(/^node_modules\//, '')),
        };
      }),
    );
    return {
      contributors: [...totals]
        .map(([name, bytes]) => ({ name, bytes }))
        .sort((a, b) => b.bytes - a.bytes),
      files,
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export async function firstLoadContributors(routeId: string): Promise<Contributor[]> {
  return (await analyseFirstLoad(routeId)).contributors;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { contributors, files } = await analyseFirstLoad(process.argv[2] ?? 'home');
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(8)} KiB`;
  const total = contributors.reduce((sum, c) => sum + c.bytes, 0);
  process.stdout.write(`${(total / 1024).toFixed(1)} KiB minified in all\n`);
  for (const { name, bytes } of contributors.slice(0, 25))
    process.stdout.write(`${kib(bytes)}  ${name}\n`);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  process.stdout.write(`\n${files.length} files, ${(gzip / 1024).toFixed(1)} KiB gzip -9:\n`);
  for (const file of files)
    process.stdout.write(
      `${kib(file.gzip)} gzip ${kib(file.bytes)}  ${file.url}  (${file.largest.join(', ')})\n`,
    );
}
