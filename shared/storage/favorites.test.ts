import { afterEach, describe, expect, it, vi } from 'vitest';
import { WrongSideError } from './browser-only.ts';
import { FAVORITES_KEY, parseFavorites, readFavorites, toggleFavorite } from './favorites.ts';

function fakeBrowser(initial: string | null) {
  const store = new Map<string, string>(initial === null ? [] : [[FAVORITES_KEY, initial]]);
  const events: string[] = [];
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    },
    dispatchEvent: (event: Event) => events.push(event.type),
  });
  vi.stubGlobal('document', {});
  vi.stubGlobal(
    'CustomEvent',
    class {
      constructor(readonly type: string) {}
    },
  );
  return { store, events };
}

afterEach(() => vi.unstubAllGlobals());

describe('favorites', () => {
  it('adds and removes a hotel id in local storage and announces the change', () => {
    const { store, events } = fakeBrowser('["TX917"]');
    expect(toggleFavorite('CA100')).toBe(true);
    expect(JSON.parse(store.get(FAVORITES_KEY)!)).toEqual(['TX917', 'CA100']);
    expect(toggleFavorite('TX917')).toBe(false);
    expect(readFavorites()).toEqual(['CA100']);
    expect(events).toHaveLength(2);
  });

  it('reads malformed storage as no favorites', () => {
    expect(parseFavorites('{"a":1}')).toEqual([]);
    expect(parseFavorites('not json')).toEqual([]);
    expect(parseFavorites('["A","A",3,""]')).toEqual(['A']);
  });

  it('throws during server rendering', () => {
    expect(() => readFavorites()).toThrow(WrongSideError);
  });
});
