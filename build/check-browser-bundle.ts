// The build fails when server-only code reaches the browser bundle (React Router's
// decision record 0009: never rely on tree-shaking for that). It reads esbuild's metafile: any
// input under server/, any `*.server.ts(x)` file and any Node built-in is a violation, reported
// with the chain of imports that pulled it in from the entry.
import { builtinModules } from 'node:module';
import type { Metafile } from 'esbuild';

export interface Violation {
  /** The offending module: a file path or a `node:` built-in. */
  module: string;
  reason: string;
  /** entry → … → module */
  chain: string[];
}

const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

export const isNodeBuiltin = (specifier: string): boolean =>
  specifier.startsWith('node:') ||
  BUILTINS.has(specifier) ||
  BUILTINS.has(specifier.split('/')[0] ?? '');

function reasonFor(path: string): string | null {
  if (isNodeBuiltin(path)) return 'a Node built-in module';
  if (/(^|\/)server\//.test(path) && !path.includes('node_modules/')) return 'a file under server/';
  if (/\.server\.[cm]?[jt]sx?$/.test(path)) return 'a *.server file';
  return null;
}

export function findServerOnlyInputs(metafile: Metafile): Violation[] {
  // Who imports whom, reversed, to walk back from an offender to an entry.
  const importedBy = new Map<string, string[]>();
  const modules = new Set<string>(Object.keys(metafile.inputs));
  for (const [importer, input] of Object.entries(metafile.inputs)) {
    for (const imported of input.imports) {
      modules.add(imported.path);
      importedBy.set(imported.path, [...(importedBy.get(imported.path) ?? []), importer]);
    }
  }
  const chainTo = (target: string): string[] => {
    const previous = new Map<string, string | null>([[target, null]]);
    const queue = [target];
    while (queue.length) {
      const current = queue.shift()!;
      const parents = importedBy.get(current) ?? [];
      if (!parents.length) {
        const chain: string[] = [];
        for (let step: string | null | undefined = current; step; step = previous.get(step))
          chain.push(step);
        return chain;
      }
      for (const parent of parents) {
        if (previous.has(parent)) continue;
        previous.set(parent, current);
        queue.push(parent);
      }
    }
    return [target];
  };
  const violations: Violation[] = [];
  for (const module of [...modules].sort()) {
    const reason = reasonFor(module);
    if (reason) violations.push({ module, reason, chain: chainTo(module) });
  }
  return violations;
}

export function formatViolations(violations: Violation[]): string {
  return [
    'Server-only code reached the browser bundle:',
    ...violations.map(
      (violation) =>
        `  ${violation.module} (${violation.reason}), imported via\n    ${violation.chain.join('\n      → ')}`,
    ),
  ].join('\n');
}
