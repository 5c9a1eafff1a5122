// Defensive readers for upstream JSON the web tier relies on: a field of
// the wrong type reads as absent instead of breaking a page.
export type Json = unknown;

export function field(value: Json, ...path: string[]): Json {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function text(value: Json, ...path: string[]): string | null {
  const found = field(value, ...path);
  if (typeof found === 'string') return found;
  if (typeof found === 'number') return String(found);
  return null;
}

export function list(value: Json, ...path: string[]): Json[] {
  const found = field(value, ...path);
  return Array.isArray(found) ? found : [];
}

/** A finite number field; a numeric string or anything else reads as absent. */
export function num(value: Json, ...path: string[]): number | null {
  const found = field(value, ...path);
  return typeof found === 'number' && Number.isFinite(found) ? found : null;
}

export function bool(value: Json, ...path: string[]): boolean | null {
  const found = field(value, ...path);
  return typeof found === 'boolean' ? found : null;
}
