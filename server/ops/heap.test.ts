// limitHeapGrowth, measured in child processes (the V8 flag is process-wide): the same allocation
// pattern — ~30 MB kept alive and a rolling window of garbage that lives long enough to be
// promoted — reaches a clearly smaller heap with it than with V8's default growth, and a
// --heap-growing-percent given on the command line is left alone.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const HEAP_MODULE = pathToFileURL(path.join(import.meta.dirname, 'heap.ts')).href;

const workload = (limit: boolean) => `
  import v8 from 'node:v8';
  import { limitHeapGrowth } from ${JSON.stringify(HEAP_MODULE)};
  if (${limit}) limitHeapGrowth();
  const live = Array.from({ length: 300_000 }, (_, i) => ({ i, s: 'x' + i }));
  const window = [];
  let max = 0;
  for (let round = 0; round < 400; round += 1) {
    window.push(Array.from({ length: 20_000 }, (_, i) => ({ round, i })));
    if (window.length > 3) window.shift();
    max = Math.max(max, v8.getHeapStatistics().total_heap_size);
  }
  process.stdout.write(String(live.length && max / 2 ** 20));
`;

function maxHeapMiB(limit: boolean, nodeArgs: string[] = []): number {
  const out = execFileSync(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', '--input-type=module', '-e', workload(limit)],
    { encoding: 'utf8', timeout: 30_000 },
  );
  return Number(out);
}

describe('limitHeapGrowth', () => {
  it('keeps the heap well below what V8 grows to by default', () => {
    const grown = maxHeapMiB(false);
    const limited = maxHeapMiB(true);
    expect(grown).toBeGreaterThan(100);
    expect(limited).toBeLessThan(grown * 0.85);
  }, 60_000);

  it('leaves a --heap-growing-percent given on the command line alone', () => {
    const limited = maxHeapMiB(true);
    const explicit = maxHeapMiB(true, ['--heap-growing-percent=300']);
    expect(explicit).toBeGreaterThan(limited * 1.15);
  }, 60_000);
});
