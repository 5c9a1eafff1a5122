// Defensive readers for JSON no schema types: a place stored in the browser by an earlier search
// (shared/search/place.ts) and an error answer's body (hotel-rooms.ts). A field of the wrong type
// reads as absent instead of breaking a page. The platform's answers are read through their
// generated types (shared/contract), not through these.
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
