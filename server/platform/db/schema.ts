// The platform's database: every table by name (Kysely's Database type). The tables are declared
// by domain in ./schema-catalog.ts and ./schema-guests.ts.
import type {
  StatesTable,
  PlacesTable,
  PlaceWordsTable,
  HotelsTable,
  HotelImagesTable,
  AmenitiesTable,
  HotelAmenitiesTable,
  RoomTypesTable,
  RatePlansTable,
  InventoryTable,
  TaxRulesTable,
  ReviewLocationsTable,
  ReviewsTable,
  CmsDocumentsTable,
  CorporateAccountsTable,
} from './schema-catalog.ts';
import type {
  ReservationChangesTable,
  ReservationsTable,
  AccountsTable,
  SessionsTable,
  AccountTokensTable,
  ThrottleTable,
  MailOutboxTable,
  FormSubmissionsTable,
  NewsletterSubscriptionsTable,
  NewsletterConfirmationsTable,
  NewsletterUnsubscribeTokensTable,
  CaptchaSolutionsTable,
  RateAdjustmentsTable,
  PriceWatchTable,
  PriceProtectionChoicesTable,
} from './schema-guests.ts';

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
  reservation_changes: ReservationChangesTable;
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
  newsletter_unsubscribe_tokens: NewsletterUnsubscribeTokensTable;
  captcha_solutions: CaptchaSolutionsTable;
  rate_adjustments: RateAdjustmentsTable;
  price_watch: PriceWatchTable;
  price_protection_choices: PriceProtectionChoicesTable;
}
