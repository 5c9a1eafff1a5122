// Migration 0001, the catalogue (frozen): states, places, hotels with their images, amenities and
// room types, and the rate plans.
import { sql, type Kysely } from 'kysely';
import { text, int, real } from './column-types.ts';

/** The tables below, in the order they are created. */
export const catalogTables = [
  'states',
  'places',
  'hotels',
  'hotel_images',
  'amenities',
  'hotel_amenities',
  'room_types',
  'rate_plans',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createCatalogTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('states')
    .addColumn('code', text, (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('country_code', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('places')
    .addColumn('place_id', text, (c) => c.primaryKey())
    .addColumn('place_type', text, (c) => c.notNull())
    .addColumn('place_name', text, (c) => c.notNull())
    .addColumn('qualified_name', text, (c) => c.notNull())
    .addColumn('search_key', text, (c) => c.notNull())
    .addColumn('searchable_names', text, (c) => c.notNull())
    .addColumn('city_name', text)
    .addColumn('subdivision_code', text)
    .addColumn('postal_code', text)
    .addColumn('country_code', text, (c) => c.notNull())
    .addColumn('airport_code', text)
    .addColumn('airport_searchable_name', text)
    .addColumn('township', int, (c) => c.notNull().defaultTo(0))
    .addColumn('latitude', real, (c) => c.notNull())
    .addColumn('longitude', real, (c) => c.notNull())
    .addColumn('rank', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('places_search_key').on('places').column('search_key').execute();
  await db.schema.createIndex('places_postal_code').on('places').column('postal_code').execute();
  await db.schema.createIndex('places_airport_code').on('places').column('airport_code').execute();

  await db.schema
    .createTable('hotels')
    .addColumn('hotel_id', text, (c) => c.primaryKey())
    .addColumn('hotel_name', text, (c) => c.notNull())
    .addColumn('hotel_uri', text, (c) => c.notNull().unique())
    .addColumn('street1', text, (c) => c.notNull())
    .addColumn('street2', text)
    .addColumn('city_name', text, (c) => c.notNull())
    .addColumn('subdivision_code', text, (c) => c.notNull())
    .addColumn('postal_code', text, (c) => c.notNull())
    .addColumn('country_code', text, (c) => c.notNull())
    .addColumn('latitude', real, (c) => c.notNull())
    .addColumn('longitude', real, (c) => c.notNull())
    .addColumn('phone', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('choice_award', text)
    .addColumn('is_new', int, (c) => c.notNull().defaultTo(0))
    .addColumn('is_renovated', int, (c) => c.notNull().defaultTo(0))
    .addColumn('renovation_date', text)
    .addColumn('coming_soon', int, (c) => c.notNull().defaultTo(0))
    .addColumn('presell_date', text)
    .addColumn('trip_advisor_id', text)
    .addColumn('check_in_time', text, (c) => c.notNull())
    .addColumn('check_out_time', text, (c) => c.notNull())
    .addColumn('state_tax_bp', int, (c) => c.notNull())
    .addColumn('city_tax_bp', int, (c) => c.notNull())
    .addColumn('is_training', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('hotels_subdivision')
    .on('hotels')
    .column('subdivision_code')
    .execute();
  await db.schema
    .createIndex('hotels_lat_lng')
    .on('hotels')
    .columns(['latitude', 'longitude'])
    .execute();

  await db.schema
    .createTable('hotel_images')
    .addColumn('hotel_id', text, (c) =>
      c.notNull().references('hotels.hotel_id').onDelete('cascade'),
    )
    .addColumn('position', int, (c) => c.notNull())
    .addColumn('uri', text, (c) => c.notNull())
    .addColumn('alt_text', text, (c) => c.notNull())
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('room_type_code', text)
    .addPrimaryKeyConstraint('hotel_images_pk', ['hotel_id', 'position'])
    .execute();

  await db.schema
    .createTable('amenities')
    .addColumn('amenity_code', text, (c) => c.primaryKey())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('priority', int, (c) => c.notNull())
    .addColumn('icon', text)
    .addColumn('accessible', int, (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('hotel_amenities')
    .addColumn('hotel_id', text, (c) =>
      c.notNull().references('hotels.hotel_id').onDelete('cascade'),
    )
    .addColumn('amenity_code', text, (c) => c.notNull().references('amenities.amenity_code'))
    .addPrimaryKeyConstraint('hotel_amenities_pk', ['hotel_id', 'amenity_code'])
    .execute();

  await db.schema
    .createTable('room_types')
    .addColumn('hotel_id', text, (c) =>
      c.notNull().references('hotels.hotel_id').onDelete('cascade'),
    )
    .addColumn('room_type_code', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('bed_type', text, (c) => c.notNull())
    .addColumn('capacity', int, (c) => c.notNull())
    .addColumn('accessible', int, (c) => c.notNull().defaultTo(0))
    .addColumn('accessible_features', text)
    .addColumn('total_rooms', int, (c) => c.notNull().check(sql`total_rooms >= 0`))
    .addColumn('base_rate_cents', int, (c) => c.notNull())
    .addPrimaryKeyConstraint('room_types_pk', ['hotel_id', 'room_type_code'])
    .execute();

  await db.schema
    .createTable('rate_plans')
    .addColumn('rate_plan_code', text, (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('discount_bp', int, (c) => c.notNull().defaultTo(0))
    .execute();
}
