// The platform's catalog tables: places, hotels and their rooms, rates, inventory, taxes, reviews
// and the CMS's documents and corporate accounts. Portable across SQLite and PostgreSQL: booleans
// are integers (0/1), dates are 'YYYY-MM-DD' text, instants are ISO-8601 text, money is integer
// cents, JSON is text.
import type { Generated } from 'kysely';

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
  place_type: string; // "Place suggestion": city, airport, country, address, point_of_interest, street, subdivision
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
  township: Flag; // a point of interest that is a township (search result targets)
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
  choice_award: string | null; // "Awards" keys and the J.D. Power values
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
  kind: string; // 'exterior' | 'lobby' | 'room' | 'kitchen' | 'bath' | 'fitness' | 'laundry' | 'pool'
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
  size_sq_ft: number | null; // floor area; null: not known (a room type added without it)
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
  /** 1: cancellable until the deadline, so a stay under it may be re-priced (migration 0016). */
  refundable: Generated<Flag>;
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
  extension_new_block: Flag; // migration 0013
  extension_words: string | null;
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

export interface CmsDocumentsTable {
  key: string; // 'who-we-are', 'footer', 'corona-virus', 'welcome-message'
  uri: string | null; // '/who-we-are' for web pages
  doc_type: string; // 'web-page' | 'page-module'
  title: string;
  body: string; // JSON: a web page's modules, or a page module's content
  seo: string; // JSON page head properties
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
  source: string; // 'site' | 'api-v2' | 'both': which upstream knows it (404 fallback)
}
