// Imagery that looks designed: the exteriors vary in building type, material, time of
// day, season and climate, and no two hotels of a city share an exterior.
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../dataset/catalog.ts';
import { exteriorKey, exteriorSpec, type HotelPlace } from './images-exterior-spec.ts';
import { hotelImage } from './images-hotel.ts';
import { climateFor } from './images-landscape.ts';

const hotels = generateCatalog().hotels;

function places(): HotelPlace[] {
  const byCity = new Map<string, string[]>();
  for (const hotel of hotels) {
    const city = `${hotel.subdivision_code}/${hotel.city_name}`;
    byCity.set(city, [...(byCity.get(city) ?? []), hotel.hotel_id]);
  }
  return hotels.map((hotel) => ({
    hotelId: hotel.hotel_id,
    city: hotel.city_name,
    state: hotel.subdivision_code,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    rankInCity: (byCity.get(`${hotel.subdivision_code}/${hotel.city_name}`) ?? [])
      .sort()
      .indexOf(hotel.hotel_id),
  }));
}

describe('generated exteriors', () => {
  const all = places();

  it('never give two hotels of one city the same exterior, in the seeded catalog', () => {
    const seen = new Map<string, string>();
    let shared = 0;
    for (const place of all) {
      const key = `${place.state}/${place.city}|${exteriorKey(exteriorSpec(place))}`;
      if (seen.has(key)) shared++;
      seen.set(key, place.hotelId);
    }
    expect(shared).toBe(0);
    // The catalog has cities with several hotels, so this is a real check.
    const counts = new Map<string, number>();
    for (const p of all)
      counts.set(`${p.state}/${p.city}`, (counts.get(`${p.state}/${p.city}`) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeGreaterThan(2);
  });

  it('draws different pictures for the hotels of one city', () => {
    const counts = new Map<string, HotelPlace[]>();
    for (const p of all)
      counts.set(`${p.state}/${p.city}`, [...(counts.get(`${p.state}/${p.city}`) ?? []), p]);
    const busiest = [...counts.values()].sort((a, b) => b.length - a.length)[0] ?? [];
    const pictures = busiest.map((p) => hotelImage(p.hotelId, '1-exterior.svg', 'x', p));
    expect(new Set(pictures).size).toBe(busiest.length);
  });

  it('uses every building type, material, time of day and season, and plants by climate', () => {
    const specs = all.map(exteriorSpec);
    for (const field of ['building', 'material', 'time', 'season', 'climate'] as const) {
      const values = new Set(specs.map((s) => s[field]));
      expect(values.size, field).toBeGreaterThanOrEqual(field === 'climate' ? 5 : 3);
    }
    expect(climateFor('AZ', 33.4, -112)).toBe('desert');
    expect(climateFor('FL', 27.9, -82.5)).toBe('palms');
    expect(climateFor('CO', 39.7, -105)).toBe('conifers');
    expect(climateFor('MN', 44.9, -93.2)).toBe('snow');
    expect(climateFor('GA', 33.7, -84.4)).toBe('deciduous');
    // No snow in the desert or under palms.
    expect(
      specs.some((s) => s.season === 'winter' && (s.climate === 'desert' || s.climate === 'palms')),
    ).toBe(false);
  });

  it('is deterministic: the same hotel always gets the same exterior', () => {
    const place = all[0] as HotelPlace;
    expect(hotelImage(place.hotelId, '1-exterior.svg', 'x', place)).toBe(
      hotelImage(place.hotelId, '1-exterior.svg', 'x', { ...place }),
    );
  });
});
