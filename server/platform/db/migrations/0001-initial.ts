// The first schema. Column types are chosen to mean the same on SQLite and PostgreSQL.
import { sql, type Kysely } from 'kysely';

const text = 'text' as const;
const int = 'integer' as const;
const real = 'double precision' as const;

// `Kysely<any>`: migrations are frozen in time and must not follow later changes to the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
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

  await db.schema
    .createTable('inventory')
    .addColumn('hotel_id', text, (c) => c.notNull())
    .addColumn('room_type_code', text, (c) => c.notNull())
    .addColumn('night', text, (c) => c.notNull())
    .addColumn('total', int, (c) => c.notNull())
    .addColumn('booked', int, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('inventory_pk', ['hotel_id', 'room_type_code', 'night'])
    .addForeignKeyConstraint(
      'inventory_room_type_fk',
      ['hotel_id', 'room_type_code'],
      'room_types',
      ['hotel_id', 'room_type_code'],
      (c) => c.onDelete('cascade'),
    )
    .addCheckConstraint('inventory_never_oversold', sql`booked >= 0 and booked <= total`)
    .execute();

  await db.schema
    .createTable('reservations')
    .addColumn('confirmation_number', text, (c) => c.primaryKey())
    .addColumn('hotel_id', text, (c) => c.notNull().references('hotels.hotel_id'))
    .addColumn('room_type_code', text, (c) => c.notNull())
    .addColumn('rate_plan_code', text, (c) => c.notNull())
    .addColumn('check_in', text, (c) => c.notNull())
    .addColumn('check_out', text, (c) => c.notNull())
    .addColumn('nights', int, (c) => c.notNull())
    .addColumn('adults', int, (c) => c.notNull())
    .addColumn('children', int, (c) => c.notNull())
    .addColumn('given_name', text, (c) => c.notNull())
    .addColumn('surname', text, (c) => c.notNull())
    .addColumn('surname_key', text, (c) => c.notNull())
    .addColumn('email', text, (c) => c.notNull())
    .addColumn('phone', text, (c) => c.notNull())
    .addColumn('arrival_time', text)
    .addColumn('login_id', text)
    .addColumn('card_brand', text, (c) => c.notNull())
    .addColumn('card_last4', text, (c) => c.notNull())
    .addColumn('card_expiry', text, (c) => c.notNull())
    .addColumn('currency', text, (c) => c.notNull())
    .addColumn('subtotal_cents', int, (c) => c.notNull())
    .addColumn('taxes_cents', int, (c) => c.notNull())
    .addColumn('total_cents', int, (c) => c.notNull())
    .addColumn('nightly', text, (c) => c.notNull())
    .addColumn('los_tier', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('idempotency_key', text, (c) => c.unique())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('cancelled_at', text)
    .execute();
  await db.schema
    .createIndex('reservations_login_id')
    .on('reservations')
    .column('login_id')
    .execute();

  await db.schema
    .createTable('review_locations')
    .addColumn('location_id', text, (c) => c.primaryKey())
    .addColumn('hotel_id', text, (c) =>
      c.notNull().references('hotels.hotel_id').onDelete('cascade'),
    )
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('num_reviews', int, (c) => c.notNull())
    .addColumn('rating', real, (c) => c.notNull())
    .addColumn('web_url', text, (c) => c.notNull())
    .addColumn('subratings', text, (c) => c.notNull())
    .addColumn('review_rating_count', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('review_id', text, (c) => c.primaryKey())
    .addColumn('location_id', text, (c) =>
      c.notNull().references('review_locations.location_id').onDelete('cascade'),
    )
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('text', text, (c) => c.notNull())
    .addColumn('rating', int, (c) => c.notNull())
    .addColumn('published_date', text, (c) => c.notNull())
    .addColumn('author', text, (c) => c.notNull())
    .addColumn('subratings', text, (c) => c.notNull())
    .addColumn('owner_response_author', text)
    .addColumn('owner_response_text', text)
    .execute();
  await db.schema
    .createIndex('reviews_location')
    .on('reviews')
    .columns(['location_id', 'published_date'])
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('login_id', text, (c) => c.primaryKey())
    .addColumn('email', text, (c) => c.notNull().unique())
    .addColumn('password_hash', text, (c) => c.notNull())
    .addColumn('given_name', text, (c) => c.notNull())
    .addColumn('surname', text, (c) => c.notNull())
    .addColumn('street1', text)
    .addColumn('street2', text)
    .addColumn('city_name', text)
    .addColumn('subdivision_code', text)
    .addColumn('postal_code', text)
    .addColumn('country_code', text)
    .addColumn('phone', text)
    .addColumn('birth_day', int)
    .addColumn('birth_month', int)
    .addColumn('leisure', int, (c) => c.notNull().defaultTo(0))
    .addColumn('business', int, (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', text, (c) => c.primaryKey())
    .addColumn('login_id', text, (c) =>
      c.notNull().references('accounts.login_id').onDelete('cascade'),
    )
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('revoked_at', text)
    .execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', text, (c) => c.primaryKey())
    .addColumn('login_id', text, (c) =>
      c.notNull().references('accounts.login_id').onDelete('cascade'),
    )
    .addColumn('purpose', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();

  await db.schema
    .createTable('throttle')
    .addColumn('key', text, (c) => c.primaryKey())
    .addColumn('count', int, (c) => c.notNull())
    .addColumn('reset_at', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('mail_id', text, (c) => c.primaryKey())
    .addColumn('to_address', text, (c) => c.notNull())
    .addColumn('subject', text, (c) => c.notNull())
    .addColumn('text', text, (c) => c.notNull())
    .addColumn('html', text)
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('sent_at', text)
    .execute();
  await db.schema
    .createIndex('mail_outbox_to')
    .on('mail_outbox')
    .columns(['to_address', 'created_at'])
    .execute();

  await db.schema
    .createTable('cms_documents')
    .addColumn('key', text, (c) => c.primaryKey())
    .addColumn('uri', text, (c) => c.unique())
    .addColumn('doc_type', text, (c) => c.notNull())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('body', text, (c) => c.notNull())
    .addColumn('seo', text, (c) => c.notNull())
    .addColumn('choice_account_id', text)
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('corporate_accounts')
    .addColumn('corporate_id', text, (c) => c.primaryKey())
    .addColumn('choice_account_id', text, (c) => c.notNull())
    .addColumn('company_name', text, (c) => c.notNull())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('rate_plan_codes', text, (c) => c.notNull())
    .addColumn('details_html', text)
    .addColumn('logo_uri', text)
    .addColumn('logo_alt', text)
    .addColumn('source', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('submission_id', text, (c) => c.primaryKey())
    .addColumn('form', text, (c) => c.notNull())
    .addColumn('fields', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('email', text, (c) => c.primaryKey())
    .addColumn('source', text, (c) => c.notNull())
    .addColumn('cr', text, (c) => c.notNull())
    .addColumn('fm', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('captcha_solutions')
    .addColumn('signature', text, (c) => c.primaryKey())
    .addColumn('expires_at', text, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'captcha_solutions',
    'newsletter_subscriptions',
    'form_submissions',
    'corporate_accounts',
    'cms_documents',
    'mail_outbox',
    'throttle',
    'account_tokens',
    'sessions',
    'accounts',
    'reviews',
    'review_locations',
    'reservations',
    'inventory',
    'rate_plans',
    'room_types',
    'hotel_amenities',
    'amenities',
    'hotel_images',
    'hotels',
    'places',
    'states',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
