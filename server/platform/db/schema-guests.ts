// The platform's tables of guests and their doings: reservations, accounts and sessions, the
// mail outbox, form submissions, newsletter subscriptions, throttling and captcha solutions (the
// same portable types as ./schema-catalog.ts).
import type { Flag } from './schema-catalog.ts';

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
  /** Given when the reservation is cancelled (migration 0015). */
  cancellation_reference: string | null;
}

// A change of a reservation's stay (migration 0012): the stay before and after, money in cents.
export interface ReservationChangesTable {
  change_id: string;
  confirmation_number: string;
  idempotency_key: string;
  changed_at: string;
  from_check_in: string;
  from_check_out: string;
  from_room_type_code: string;
  from_nights: number;
  from_los_tier: string;
  from_taxes_cents: number;
  from_total_cents: number;
  to_check_in: string;
  to_check_out: string;
  to_room_type_code: string;
  to_nights: number;
  to_los_tier: string;
  to_taxes_cents: number;
  to_total_cents: number;
}

// The hotel-tax rules (migration 0004; rows from dataset/tax-rules/, docs/tax-rules.md).

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
  /**
   * 'held' (no SMTP: outbox only), 'pending', 'sent', 'failed' (dead letter) or 'suppressed' (over
   * the recipient's mail budget: kept, never sent).
   */
  status: MailStatus;
  attempts: number;
  next_attempt_at: string | null;
  /** The lease of the dispatcher sending it (server/platform/services/mail-dispatcher.ts). */
  claimed_until: string | null;
  /** The SMTP error code of the last failure (never the server's text, which may name people). */
  last_error: string | null;
  /** JSON object of extra headers (List-Unsubscribe…), migration 0015. */
  headers: string | null;
  /** JSON array of { filename, contentType, content } (text content), migration 0015. */
  attachments: string | null;
}

export type MailStatus = 'held' | 'pending' | 'sent' | 'failed' | 'suppressed';

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

/** A newsletter sign-up waiting for its mailed link (double opt-in). */
export interface NewsletterUnsubscribeTokensTable {
  token_hash: string;
  email: string;
  created_at: string;
}

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

/** An operator's adjustment of a hotel's rates (migration 0016); removed, never deleted. */
export interface RateAdjustmentsTable {
  adjustment_id: string;
  hotel_id: string;
  room_type_code: string | null;
  rate_plan_code: string | null;
  first_night: string;
  last_night: string;
  percent_bp: number | null;
  amount_cents: number | null;
  created_at: string;
  created_by: string;
  removed_at: string | null;
  removed_by: string | null;
}

/** A signed-in guest's choice to have a lower price applied without a click (migration 0016). */
export interface PriceProtectionChoicesTable {
  login_id: string;
  auto_apply: Flag;
  updated_at: string;
}

/** Price protection's queue (migration 0016): one row per watched reservation. */
export interface PriceWatchTable {
  confirmation_number: string;
  checked_at: string | null;
  claimed_until: string | null;
  /** The lower total the same stay costs now, while it is on offer. */
  offer_total_cents: number | null;
  offered_at: string | null;
  /** The guest's day ('YYYY-MM-DD') the last notice went out, and the total it offered. */
  noticed_on: string | null;
  noticed_total_cents: number | null;
}
