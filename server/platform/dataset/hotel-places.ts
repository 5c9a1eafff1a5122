// Every search leads somewhere: each hotel's street address is an `address` place and
// its street a `street` place of the gazetteer (guests search by address; place
// types), so typing "4512 Commerce Blvd" or "Commerce Blvd Dallas" finds it. The training
// property TR727 is left out like everywhere a guest looks.
import type { HotelsTable, PlacesTable } from '../db/schema-catalog.ts';
import { kebab, searchKey } from './text.ts';

const round = (value: number) => Number(value.toFixed(5));

export function hotelPlaces(hotels: readonly HotelsTable[]): PlacesTable[] {
  const addresses: PlacesTable[] = [];
  const streets = new Map<
    string,
    { row: PlacesTable; latitudes: number[]; longitudes: number[] }
  >();
  for (const hotel of hotels) {
    if (hotel.is_training) continue;
    const common = {
      city_name: hotel.city_name,
      subdivision_code: hotel.subdivision_code,
      country_code: hotel.country_code,
      airport_code: null,
      airport_searchable_name: null,
      township: 0 as const,
    };
    addresses.push({
      ...common,
      place_id: `address-${hotel.hotel_id.toLowerCase()}`,
      place_type: 'address',
      place_name: hotel.street1,
      qualified_name: `${hotel.street1}, ${hotel.city_name}, ${hotel.subdivision_code} ${hotel.postal_code}, US`,
      search_key: searchKey(`${hotel.street1} ${hotel.city_name} ${hotel.subdivision_code}`),
      searchable_names: JSON.stringify([hotel.street1, `${hotel.street1}, ${hotel.city_name}`]),
      postal_code: hotel.postal_code,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      rank: 5,
    });
    // "4512 Commerce Blvd" → "Commerce Blvd": one street place per street and city.
    const street = hotel.street1.replace(/^\d+[A-Za-z]?\s+/, '');
    const id = `street-${kebab(`${street} ${hotel.city_name} ${hotel.subdivision_code}`)}`;
    const known = streets.get(id);
    if (known) {
      known.latitudes.push(hotel.latitude);
      known.longitudes.push(hotel.longitude);
      continue;
    }
    streets.set(id, {
      latitudes: [hotel.latitude],
      longitudes: [hotel.longitude],
      row: {
        ...common,
        place_id: id,
        place_type: 'street',
        place_name: street,
        qualified_name: `${street}, ${hotel.city_name}, ${hotel.subdivision_code}, US`,
        search_key: searchKey(`${street} ${hotel.city_name} ${hotel.subdivision_code}`),
        searchable_names: JSON.stringify([street, `${street}, ${hotel.city_name}`]),
        postal_code: null,
        latitude: 0,
        longitude: 0,
        rank: 4,
      },
    });
  }
  const mean = (values: number[]) => round(values.reduce((a, b) => a + b, 0) / values.length);
  const streetRows = [...streets.values()].map(({ row, latitudes, longitudes }) => ({
    ...row,
    latitude: mean(latitudes),
    longitude: mean(longitudes),
  }));
  const byId = (a: PlacesTable, b: PlacesTable) => (a.place_id < b.place_id ? -1 : 1);
  return [...addresses.sort(byId), ...streetRows.sort(byId)];
}
