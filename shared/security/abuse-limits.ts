// The limits that keep a hostile crowd from hoarding rooms, flooding an inbox or guessing a
// password, each with its default and the setting that changes it (docs/operations.md lists them).
// Generous for people, tight for scripts; benches and tests that book hundreds of rooms from one
// address raise them. The platform applies them (server/platform/services/abuse-limits.ts); the
// process entries read them with the rest of the settings.

interface Setting {
  /** The environment variable that changes it. */
  env: string;
  value: number;
  min: number;
  max: number;
}

const setting = (env: string, value: number, min = 0, max = 1_000_000): Setting => ({
  env,
  value,
  min,
  max,
});

export const abuseSettings = {
  // Bookings and stay changes, per source (address /64, card, e-mail, guest name).
  /** Bookings in an hour a source makes without the captcha; past them the captcha is asked. */
  bookingCaptchaAfter: setting('BOOKING_CAPTCHA_AFTER', 3),
  bookingsPerHour: setting('BOOKING_MAX_PER_HOUR', 10, 1),
  bookingsPerDay: setting('BOOKING_MAX_PER_DAY', 20, 1),
  /** Rooms of one hotel one source books in a day, and room-nights (rooms × nights). */
  hotelRoomsPerDay: setting('BOOKING_MAX_HOTEL_ROOMS', 8, 1),
  hotelRoomNightsPerDay: setting('BOOKING_MAX_HOTEL_ROOM_NIGHTS', 800, 1, 100_000_000),
  /** Bookings at a corporate rate count this many times less (one booker, a team's stays). */
  corporateFactor: setting('BOOKING_CORPORATE_FACTOR', 4, 1, 100),
  /** Declined cards per address or card in an hour (card testing). */
  declinesPerHour: setting('BOOKING_MAX_DECLINES', 5, 1),
  // Mail per recipient: every kind on its own, and all kinds together.
  mailKindPerHour: setting('MAIL_KIND_MAX_PER_HOUR', 6, 1),
  mailKindPerDay: setting('MAIL_KIND_MAX_PER_DAY', 20, 1),
  mailPerHour: setting('MAIL_MAX_PER_HOUR', 10, 1),
  mailPerDay: setting('MAIL_MAX_PER_DAY', 30, 1),
  /** Reset and verification links to one recipient in an hour: only the newest link is used. */
  linkMailsPerHour: setting('MAIL_LINKS_MAX_PER_HOUR', 3, 1),
  /** Newsletter confirmations to one recipient in 24 hours: a sign-up asks for one. */
  newsletterMailsPerDay: setting('MAIL_NEWSLETTER_MAX_PER_DAY', 3, 1),
  // Password checks per account, from every address together.
  signInGuessesPerHour: setting('SIGN_IN_ACCOUNT_MAX_PER_HOUR', 10, 1),
  signInGuessesPerDay: setting('SIGN_IN_ACCOUNT_MAX_PER_DAY', 30, 1),
  /** How often counts whose window has run out are deleted. */
  throttlePurgeSeconds: setting('THROTTLE_PURGE_SECONDS', 600, 1, 86_400),
} satisfies Record<string, Setting>;

export type AbuseLimits = Record<keyof typeof abuseSettings, number>;

export const defaultAbuseLimits = Object.fromEntries(
  Object.entries(abuseSettings).map(([name, { value }]) => [name, value]),
) as AbuseLimits;

/**
 * The limits as the environment sets them; `integer` reads one setting within its bounds (and
 * records a problem for a bad value), as the site's configuration reads its other integers.
 */
export function readAbuseLimits(
  integer: (name: string, fallback: number, min: number, max: number) => number,
): AbuseLimits {
  return Object.fromEntries(
    Object.entries(abuseSettings).map(([name, { env, value, min, max }]) => [
      name,
      integer(env, value, min, max),
    ]),
  ) as AbuseLimits;
}
