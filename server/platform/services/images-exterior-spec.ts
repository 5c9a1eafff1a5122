// Which exterior a hotel gets: a building type, a material, a time of day and a season, with the
// plants of its climate. Hotels of one city take different combinations (no two hotels
// in a city share an exterior, so the pictures tell them apart): the city's combinations are shuffled once from the city's name,
// and its hotels, in the order of their ids, take them one after the other.
import { hashString, mulberry32 } from '../dataset/random.ts';
import { climateFor, seasonsFor, type Climate, type Season } from './images-landscape.ts';

export const BUILDINGS = ['courtyard', 'midrise', 'tower'] as const;
export const MATERIALS = ['brick', 'stucco', 'panel'] as const;
export const TIMES = ['day', 'dusk', 'night'] as const;

export interface ExteriorSpec {
  building: (typeof BUILDINGS)[number];
  material: (typeof MATERIALS)[number];
  time: (typeof TIMES)[number];
  season: Season;
  climate: Climate;
}

export interface HotelPlace {
  hotelId: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** The hotel's position among the hotels of its city, by id (0 for the first). */
  rankInCity: number;
}

function combinations(climate: Climate): Array<Omit<ExteriorSpec, 'climate'>> {
  const all: Array<Omit<ExteriorSpec, 'climate'>> = [];
  for (const building of BUILDINGS)
    for (const material of MATERIALS)
      for (const time of TIMES)
        for (const season of seasonsFor(climate)) all.push({ building, material, time, season });
  return all;
}

export function exteriorSpec(place: HotelPlace): ExteriorSpec {
  const climate = climateFor(place.state, place.latitude, place.longitude);
  const shuffled = mulberry32(hashString(`city:${place.state}/${place.city}`)).sample(
    combinations(climate),
    Infinity,
  );
  // A city has far fewer hotels than combinations (54 at least), so ranks never wrap in practice.
  const combination = shuffled[place.rankInCity % shuffled.length] as Omit<ExteriorSpec, 'climate'>;
  return { ...combination, climate };
}

/** A stable key of what a guest sees, for tests and logs. */
export const exteriorKey = (spec: ExteriorSpec) =>
  `${spec.building}/${spec.material}/${spec.time}/${spec.season}/${spec.climate}`;
