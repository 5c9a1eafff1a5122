// The platform's tables. Portable across SQLite and PostgreSQL: booleans are integers (0/1),
// dates are 'YYYY-MM-DD' text, instants are ISO-8601 text, money is integer cents, JSON is text.
export type Flag = 0 | 1;

export interface StatesTable {
  code: string; // 'TX', 'DC'
  name: string; // 'Texas'
  country_code: string;
}

// Every searchable place of the gazetteer: cities, states (subdivision), countries, postal codes,
// airports, points of interest, streets and addresses. Hotels are suggested from `hotels`.
export interface PlacesTable {
  place_id: string;
  place_type: string; // spec §3 "Place suggestion": city, airport, country, address, point_of_interest, street, subdivision
  place_name: string;
  qualified_name: string; // 'Dallas, TX, US'
  search_key: string; // lower-cased, accent-free text matched by suggest
  searchable_names: string; // JSON string[]
  city_name: string | null;
  subdivision_code: string | null;
  postal_code: string | null;
  country_code: string;
  airport_code: string | null;
  airport_searchable_name: string | null; // kebab-case, used in /locations/airports/{name}/hotels
  township: Flag; // a point of interest that is a township (spec §2 search result targets)
  latitude: number;
  longitude: number;
  rank: number; // higher first within a group (population, passengers, popularity)
}

// One row per distinct word of a place's search key (migration 0002): suggest finds the places
// whose words start with the text by an index range over `word` (byte order on both databases).
export interface PlaceWordsTable {
  word: string;
  place_id: string;
}

export interface HotelsTable {
  hotel_id: string;
  hotel_name: string;
  hotel_uri: string; // '/extended-stay-hotels/{state}/{city}/{slug}'
  street1: string;
  street2: string | null;
  city_name: string;
  subdivision_code: string;
  postal_code: string;
  country_code: string;
  latitude: number;
  longitude: number;
  phone: string;
  description: string;
  choice_award: string | null; // spec §3 "Awards" keys and the J.D. Power values
  is_new: Flag;
  is_renovated: Flag;
  renovation_date: string | null;
  coming_soon: Flag;
  presell_date: string | null;
  trip_advisor_id: string | null;
  check_in_time: string; // 'HH:MM' 24-hour
  check_out_time: string;
  state_tax_bp: number; // basis points
  city_tax_bp: number;
  is_training: Flag; // TR727
  time_zone: string; // IANA, e.g. 'America/Chicago' (migration 0003; dataset/time-zones.ts)
}

export interface HotelImagesTable {
  hotel_id: string;
  position: number;
  uri: string; // media host path under images/
  alt_text: string;
  kind: string; // 'exterior' | 'lobby' | 'room' | 'kitchen' | 'fitness' | 'pool'
  room_type_code: string | null;
}

export interface AmenitiesTable {
  amenity_code: string;
  description: string;
  priority: number;
  icon: string | null;
  accessible: Flag;
}

export interface HotelAmenitiesTable {
  hotel_id: string;
  amenity_code: string;
}

export interface RoomTypesTable {
  hotel_id: string;
  room_type_code: string;
  name: string;
  description: string;
  bed_type: string;
  capacity: number;
  accessible: Flag;
  accessible_features: string | null; // described in words (ADA reservation rule)
  total_rooms: number;
  base_rate_cents: number; // a standard night before season, weekday and length-of-stay tiers
}

export interface RatePlansTable {
  rate_plan_code: string;
  name: string;
  description: string;
  kind: string; // 'standard' | 'corporate'
  discount_bp: number;
  /** Who may book it: 'everyone' | 'member' | 'aaa' | 'senior' | 'corporate' (RateAudience). */
  audience: string;
}

// Materialised per night on first claim; absent rows mean nothing booked and room_types.total_rooms
// available. `booked <= total` is backed by a CHECK constraint.
export interface InventoryTable {
  hotel_id: string;
  room_type_code: string;
  night: string;
  total: number;
  booked: number;
}

export interface ReservationsTable {
  confirmation_number: string;
  hotel_id: string;
  room_type_code: string;
  rate_plan_code: string;
  check_in: string;
  check_out: string;
  nights: number;
  adults: number;
  children: number;
  /** Rooms of the type the reservation holds, 1–4 (migration 0011); totals are for all of them. */
  rooms: number;
  given_name: string;
  surname: string;
  surname_key: string; // lower-cased for look-up
  email: string;
  phone: string;
  arrival_time: string | null; // 'HH:MM'
  login_id: string | null;
  card_brand: string;
  card_last4: string;
  card_expiry: string; // 'MM/YY'
  currency: string;
  subtotal_cents: number;
  taxes_cents: number;
  total_cents: number;
  nightly: string; // JSON [{ night, amountCents }]
  tax_notes: string; // JSON string[]: the exemptions applied, in words (migration 0004)
  los_tier: string; // 'nightly' | 'weekly' | 'monthly'
  status: string; // 'confirmed' | 'cancelled'
  idempotency_key: string | null;
  created_at: string;
  cancelled_at: string | null;
}

// The hotel-tax rules (migration 0004; rows from dataset/tax-rules/, docs/tax-rules.md).
export interface TaxRulesTable {
  rule_id: string;
  state_code: string;
  city_names: string | null; // JSON string[]; null: the whole state
  level: string; // 'state' | 'local'
  jurisdiction: string;
  tax_name: string;
  rate_ppm: number | null; // parts per million; null: the hotel's own local rate
  exempt_nights: number | null;
  exempt_months: number | null;
  from_night_one: Flag;
  interruption_voids: Flag;
  words: string | null;
  source: string;
  source_url: string | null;
  confirmed: Flag;
  note: string | null;
}

export interface ReviewLocationsTable {
  location_id: string;
  hotel_id: string;
  name: string;
  num_reviews: number;
  rating: number;
  web_url: string;
  subratings: string; // JSON [{ name, localized_name, value }]
  review_rating_count: string; // JSON { "1": n, ..., "5": n }
}

export interface ReviewsTable {
  review_id: string;
  location_id: string;
  title: string;
  text: string;
  rating: number;
  published_date: string;
  author: string;
  subratings: string; // JSON
  owner_response_author: string | null;
  owner_response_text: string | null;
}

export interface AccountsTable {
  login_id: string; // the e-mail address, lower-cased
  email: string;
  password_hash: string;
  given_name: string;
  surname: string;
  street1: string | null;
  street2: string | null;
  city_name: string | null;
  subdivision_code: string | null;
  postal_code: string | null;
  country_code: string | null;
  phone: string | null;
  birth_day: number | null;
  birth_month: number | null;
  leisure: Flag;
  business: Flag;
  verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  token_hash: string; // SHA-256 of the bearer token; the token itself is never stored
  login_id: string;
  created_at: string;
  expires_at: string; // the absolute end
  revoked_at: string | null;
  last_seen_at: string | null; // the idle timeout counts from here (migration 0006)
  user_agent: string | null;
  via: string | null; // 'sign-in' | 'basic'
}

export interface AccountTokensTable {
  token_hash: string;
  login_id: string;
  purpose: string; // 'verify' | 'reset'
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ThrottleTable {
  key: string; // 'sign-in:account:{loginId}', 'sign-in:address:{ip}', ...
  count: number;
  reset_at: string;
}

export interface MailOutboxTable {
  mail_id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string; // 'verify' | 'reset' | 'booking' | 'cancellation' | 'form'
  created_at: string;
  sent_at: string | null;
  /** 'held' (no SMTP: outbox only), 'pending', 'sent' or 'failed' (dead letter). */
  status: MailStatus;
  attempts: number;
  next_attempt_at: string | null;
  /** The lease of the dispatcher sending it (server/platform/services/mail-dispatcher.ts). */
  claimed_until: string | null;
  /** The SMTP error code of the last failure (never the server's text, which may name people). */
  last_error: string | null;
}

export type MailStatus = 'held' | 'pending' | 'sent' | 'failed';

export interface CmsDocumentsTable {
  key: string; // 'who-we-are', 'footer', 'corona-virus', 'welcome-message'
  uri: string | null; // '/who-we-are' for web pages
  doc_type: string; // 'web-page' | 'page-module'
  title: string;
  body: string; // JSON: a web page's modules, or a page module's content
  seo: string; // JSON page head properties (spec §3)
  choice_account_id: string | null; // template documents name a corporate account
  updated_at: string;
}

export interface CorporateAccountsTable {
  corporate_id: string; // upper-cased rate id
  choice_account_id: string;
  company_name: string;
  title: string;
  rate_plan_codes: string; // JSON string[]
  details_html: string | null; // may contain [corpName]
  logo_uri: string | null;
  logo_alt: string | null;
  source: string; // 'site' | 'api-v2' | 'both': which upstream knows it (spec §8 404 fallback)
}

export interface FormSubmissionsTable {
  submission_id: string;
  form: string; // 'feedback' | 'groups' | 'majorAccountsExtended'
  fields: string; // JSON
  created_at: string;
}

export interface NewsletterSubscriptionsTable {
  email: string;
  source: string;
  cr: string;
  fm: string;
  created_at: string;
}

/** A newsletter sign-up waiting for its mailed link (issue 17 M4: double opt-in). */
export interface NewsletterConfirmationsTable {
  token_hash: string; // SHA-256 of the mailed token; the token itself is never stored
  email: string;
  source: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CaptchaSolutionsTable {
  signature: string; // a solved challenge, kept until it expires so it cannot be replayed
  expires_at: string;
}

export interface Database {
  states: StatesTable;
  places: PlacesTable;
  place_words: PlaceWordsTable;
  hotels: HotelsTable;
  hotel_images: HotelImagesTable;
  amenities: AmenitiesTable;
  hotel_amenities: HotelAmenitiesTable;
  room_types: RoomTypesTable;
  rate_plans: RatePlansTable;
  inventory: InventoryTable;
  reservations: ReservationsTable;
  tax_rules: TaxRulesTable;
  review_locations: ReviewLocationsTable;
  reviews: ReviewsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  account_tokens: AccountTokensTable;
  throttle: ThrottleTable;
  mail_outbox: MailOutboxTable;
  cms_documents: CmsDocumentsTable;
  corporate_accounts: CorporateAccountsTable;
  form_submissions: FormSubmissionsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  newsletter_confirmations: NewsletterConfirmationsTable;
  captcha_solutions: CaptchaSolutionsTable;
}
