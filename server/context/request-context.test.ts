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
