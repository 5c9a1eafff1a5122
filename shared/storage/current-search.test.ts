import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSearchPlace, parseCurrentSearch, readCurrentSearch } from './current-search.ts';
import {
  dismissHealthNotice,
  isHealthNoticeDismissed,
  readCorporateRateId,
  rememberCorporateRateId,
} from './session-storage.ts';
import { WrongSideError } from './browser-only.ts';

function fakeBrowser() {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    location: { protocol: 'http:' },
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  });
  vi.stubGlobal('document', { cookie: '' });
  return { store };
}

afterEach(() => vi.unstubAllGlobals());

describe('current search', () => {
  it('parses only the documented shape', () => {
    expect(parseCurrentSearch(null)).toBeNull();
    expect(parseCurrentSearch('not json')).toBeNull();
    expect(parseCurrentSearch('[1]')).toBeNull();
    expect(
      parseCurrentSearch(
        '{"checkInDate":"x","checkOutDate":5,"searchPlace":{"placeName":"Austin"}}',
      ),
    ).toEqual({
      checkInDate: null,
      checkOutDate: 5,
      searchPlace: { placeName: 'Austin' },
      searchAddress: null,
    });
  });

  it("keeps the party searched for, only inside the picker's limits", () => {
    const withParty = (party: unknown) =>
      parseCurrentSearch(JSON.stringify({ checkInDate: 1, checkOutDate: 2, party }));
    expect(withParty({ adults: 3, children: 1, rooms: 2 })?.party).toEqual({
      adults: 3,
      children: 1,
      rooms: 2,
    });
    for (const party of [
      null,
      [3, 0, 2],
      { adults: 9, children: 0, rooms: 1 },
      { adults: 2, children: 7, rooms: 1 },
      { adults: 5, children: 0, rooms: 5 },
      { adults: 1, children: 0, rooms: 2 },
      { adults: 2.5, children: 0, rooms: 1 },
      { adults: '3', children: 0, rooms: 1 },
    ]) {
      const parsed = withParty(party);
      expect(parsed, JSON.stringify(party)).not.toHaveProperty('party');
      expect(parsed?.checkInDate).toBe(1);
    }
  });

  it('clearing the place keeps the dates and the party', () => {
    const { store } = fakeBrowser();
    store.set(
      'currentSearch',
      JSON.stringify({
        checkInDate: 1,
        checkOutDate: 2,
        party: { adults: 3, children: 0, rooms: 2 },
      }),
    );
    clearSearchPlace();
    expect(readCurrentSearch()?.party).toEqual({ adults: 3, children: 0, rooms: 2 });
  });

  it('clearing the place keeps the dates and clears place and address in storage and cookie', () => {
    const { store } = fakeBrowser();
    store.set(
      'currentSearch',
      JSON.stringify({
        checkInDate: 1,
        checkOutDate: 2,
        searchPlace: { placeName: 'Austin' },
        searchAddress: 'x',
      }),
    );
    clearSearchPlace();
    expect(readCurrentSearch()).toEqual({
      checkInDate: 1,
      checkOutDate: 2,
      searchPlace: null,
      searchAddress: null,
    });
    const cookie = (globalThis.document as { cookie: string }).cookie;
    expect(cookie).toMatch(/^current-search=%7B/);
    expect(
      JSON.parse(decodeURIComponent(cookie.split(';')[0]!.slice('current-search='.length))),
    ).toEqual({
      checkInDate: 1,
      checkOutDate: 2,
      searchPlace: null,
      searchAddress: null,
    });
  });

  it('clearing with nothing saved writes an empty search', () => {
    fakeBrowser();
    clearSearchPlace();
    expect(readCurrentSearch()).toEqual({
      checkInDate: null,
      checkOutDate: null,
      searchPlace: null,
      searchAddress: null,
    });
  });
});

describe('session flags', () => {
  it('remember the corporate id and the health-notice dismissal', () => {
    fakeBrowser();
    expect(readCorporateRateId()).toBeNull();
    expect(isHealthNoticeDismissed()).toBe(false);
    rememberCorporateRateId('ACME01');
    dismissHealthNotice();
    expect(readCorporateRateId()).toBe('ACME01');
    expect(isHealthNoticeDismissed()).toBe(true);
  });

  it('answer null when storage is unavailable, and throw on the server', () => {
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
    });
    vi.stubGlobal('document', {});
    expect(readCorporateRateId()).toBeNull();
    vi.unstubAllGlobals();
    expect(() => readCorporateRateId()).toThrow(WrongSideError);
  });
});
