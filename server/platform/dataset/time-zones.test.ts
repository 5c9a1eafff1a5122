import { describe, expect, it } from 'vitest';
import { hotelTimeZone, standardOffsetHours } from './time-zones.ts';

describe('hotelTimeZone', () => {
  it.each([
    ['TX', 32.78, -96.8, 'America/Chicago'], // Dallas
    ['TX', 31.76, -106.49, 'America/Denver'], // El Paso: the Mountain corner of Texas
    ['FL', 25.77, -80.19, 'America/New_York'], // Miami
    ['FL', 30.42, -87.22, 'America/Chicago'], // Pensacola: the Central Panhandle
    ['TN', 35.96, -83.92, 'America/New_York'], // Knoxville: East Tennessee
    ['TN', 36.16, -86.78, 'America/Chicago'], // Nashville
    ['AZ', 33.45, -112.07, 'America/Phoenix'], // no daylight saving time
    ['HI', 21.31, -157.86, 'Pacific/Honolulu'],
  ])('%s at %s,%s is %s', (state, lat, lng, zone) => {
    expect(hotelTimeZone(state, lat, lng)).toBe(zone);
  });

  it("refuses a zone outside the state's offsets (a hotel placed in the wrong state)", () => {
    expect(() => hotelTimeZone('NY', 32.78, -96.8)).toThrow(/not one of NY/);
  });

  it('reads standard offsets in January', () => {
    expect(standardOffsetHours('America/New_York')).toBe(-5);
    expect(standardOffsetHours('Pacific/Honolulu')).toBe(-10);
  });
});
