import { describe, expect, it } from 'vitest';
import { distanceMiles, hotelsNear, type HotelPoint } from './catalog-geo.ts';

// A small deterministic generator (mulberry32), so a failure can be replayed.
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hotel = (id: number, latitude: number, longitude: number): HotelPoint => ({
  hotelId: `H${String(id).padStart(4, '0')}`,
  hotelName: `Hotel ${id}`,
  hotelUri: `/h/${id}`,
  cityName: 'Somewhere',
  subdivisionCode: 'TX',
  latitude,
  longitude,
});

/** Every hotel measured, then filtered and sorted: what hotelsNear must equal. */
function measureEvery(hotels: HotelPoint[], latitude: number, longitude: number, radius: number) {
  return hotels
    .map((h) => ({
      hotel: h,
      distance: distanceMiles(latitude, longitude, h.latitude, h.longitude),
    }))
    .filter((h) => h.distance <= radius)
    .sort((a, b) => a.distance - b.distance || (a.hotel.hotelId < b.hotel.hotelId ? -1 : 1));
}

describe('hotels near a point', () => {
  it('finds the same hotels, nearest first, as measuring every hotel', () => {
    const next = random(8);
    const hotels = Array.from({ length: 400 }, (_, i) =>
      hotel(i, 25 + next() * 24, -124 + next() * 57),
    );
    let found = 0;
    for (let i = 0; i < 300; i++) {
      const lat = 25 + next() * 24;
      const lng = -124 + next() * 57;
      const radius = [1, 10, 50, 100, 500, 3000][i % 6] as number;
      const near = hotelsNear(hotels, lat, lng, radius);
      expect(near).toEqual(measureEvery(hotels, lat, lng, radius));
      found += near.length;
    }
    expect(found).toBeGreaterThan(1_000);
  });

  it('keeps a hotel due north or south at exactly the radius', () => {
    const north = hotel(1, 33.5, -96.8);
    const south = hotel(2, 32.1, -96.8);
    const radius = distanceMiles(32.8, -96.8, 33.5, -96.8);
    const near = hotelsNear([north, south], 32.8, -96.8, radius);
    expect(near.map((h) => h.hotel.hotelId)).toEqual(['H0002', 'H0001']);
    expect(hotelsNear([north], 32.8, -96.8, radius - 0.001)).toEqual([]);
  });
});
