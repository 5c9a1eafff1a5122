import { describe, expect, it } from 'vitest';
import { geolocationFailure } from './messages.ts';

describe('a location the browser does not give', () => {
  it('is a friendly sentence per error code, each saying what to do next', () => {
    const sentences = [1, 2, 3].map(geolocationFailure);
    expect(new Set(sentences).size).toBe(3);
    for (const sentence of sentences) {
      expect(sentence).toMatch(/type a city, address or zip code\.$/);
      expect(sentence).not.toMatch(/denied|Geolocation|error/i);
    }
    expect(geolocationFailure(1)).toMatch(/Allow location access/);
    expect(geolocationFailure(3)).toMatch(/try again/);
  });
});
