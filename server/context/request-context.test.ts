import { describe, expect, it } from 'vitest';
import { parseCurrentSearch } from './request-context.ts';

describe('parseCurrentSearch', () => {
  it('reads a well-formed cookie', () => {
    const value = {
      checkInDate: 1_790_000_000_000,
      checkOutDate: null,
      searchPlace: { placeId: 'p' },
      searchAddress: null,
    };
    expect(parseCurrentSearch(JSON.stringify(value))).toEqual(value);
  });

  it("reads the party searched for, and drops one outside the picker's limits", () => {
    const value = {
      checkInDate: 1_790_000_000_000,
      checkOutDate: 1_792_592_000_000,
      searchPlace: null,
      searchAddress: null,
      party: { adults: 3, children: 0, rooms: 2 },
    };
    expect(parseCurrentSearch(JSON.stringify(value))).toEqual(value);
    const tooMany = { ...value, party: { adults: 3, children: 0, rooms: 9 } };
    expect(parseCurrentSearch(JSON.stringify(tooMany))).not.toHaveProperty('party');
  });

  it('ignores a malformed cookie', () => {
    for (const raw of [
      '{',
      '[]',
      'null',
      '"x"',
      '{"checkInDate":"tomorrow"}',
      '{"checkInDate":1e400}',
    ]) {
      expect(parseCurrentSearch(raw), raw).toBeNull();
    }
    expect(parseCurrentSearch('{"checkInDate":1,"searchPlace":[1]}')).toEqual({
      checkInDate: 1,
      checkOutDate: null,
      searchPlace: null,
      searchAddress: null,
    });
  });
});
