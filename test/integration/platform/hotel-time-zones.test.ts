// Every hotel has its IANA time zone, on every database: a database seeded before
// migration 0003 gets the zone of each hotel's coordinates; the seed writes it for new ones.
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { databaseKinds } from '#test/support/platform.ts';
import { migrateToLatest } from '#platform/db/database.ts';
import { useBareStore } from './migration-store.ts';
import type { Database } from '#platform/db/schema.ts';
import { generateCatalog } from '#platform/dataset/catalog.ts';

const hotelBefore0003 = (
  hotel_id: string,
  city: string,
  state: string,
  lat: number,
  lng: number,
) => ({
  hotel_id,
  hotel_name: `Longstay ${city}`,
  hotel_uri: `/extended-stay-hotels/x/${hotel_id.toLowerCase()}`,
  street1: '1 Main St',
  street2: null,
  city_name: city,
  subdivision_code: state,
  postal_code: '00000',
  country_code: 'US',
  latitude: lat,
  longitude: lng,
  phone: '(555) 555-0100',
  description: 'A hotel seeded before time zones.',
  choice_award: null,
  is_new: 0,
  is_renovated: 0,
  renovation_date: null,
  coming_soon: 0,
  presell_date: null,
  trip_advisor_id: null,
  check_in_time: '15:00',
  check_out_time: '11:00',
  state_tax_bp: 600,
  city_tax_bp: 0,
  is_training: 0,
});

describe.each(databaseKinds)('hotel time zones on %s', (kind) => {
  const { store, schema, migrator: bareMigrator } = useBareStore(kind);

  it('gives the hotels of a database seeded before migration 0003 the zone they stand in', async () => {
    const migrator = await bareMigrator();
    expect((await migrator.migrateTo('0002-place-words')).error).toBeUndefined();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const before = store.db as unknown as Kysely<any>;
    await before
      .insertInto('hotels')
      .values([
        hotelBefore0003('TX1', 'Dallas', 'TX', 32.78, -96.8),
        hotelBefore0003('TX2', 'El Paso', 'TX', 31.76, -106.49),
        hotelBefore0003('HI1', 'Honolulu', 'HI', 21.31, -157.86),
        hotelBefore0003('AZ1', 'Phoenix', 'AZ', 33.45, -112.07),
        hotelBefore0003('FL1', 'Pensacola', 'FL', 30.42, -87.22),
      ])
      .execute();
    await migrateToLatest(store.db, schema);
    const zones = await (store.db as Kysely<Database>)
      .selectFrom('hotels')
      .select(['hotel_id', 'time_zone'])
      .orderBy('hotel_id')
      .execute();
    expect(zones).toEqual([
      { hotel_id: 'AZ1', time_zone: 'America/Phoenix' },
      { hotel_id: 'FL1', time_zone: 'America/Chicago' },
      { hotel_id: 'HI1', time_zone: 'Pacific/Honolulu' },
      { hotel_id: 'TX1', time_zone: 'America/Chicago' },
      { hotel_id: 'TX2', time_zone: 'America/Denver' },
    ]);
  });
});

describe('hotel time zones in the generated dataset', () => {
  it('every hotel has a zone, and the states that span two zones use both where they have hotels', () => {
    const { hotels } = generateCatalog();
    expect(hotels.every((h) => /^(America|Pacific)\/[A-Za-z_/]+$/.test(h.time_zone))).toBe(true);
    const zonesOf = (state: string) =>
      [
        ...new Set(hotels.filter((h) => h.subdivision_code === state).map((h) => h.time_zone)),
      ].sort();
    expect(zonesOf('TN')).toEqual(['America/Chicago', 'America/New_York']);
    expect(zonesOf('HI')).toEqual(['Pacific/Honolulu']);
    expect(zonesOf('AZ')).toEqual(['America/Phoenix']);
  });
});
