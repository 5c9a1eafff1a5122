// The platform's one error catalogue and its wire shape:
// { status: 'ERROR', statusCode, errors: [{ code, parameterName?, message }] }.
// Throw sites use the named constructors below, never a status and a code of their own; the code
// and status of each answer are decided here.

/**
 * Every code the platform answers with, whole-answer and per-parameter alike. The OpenAPI document
 * lists them as the `ErrorCode` enum, which the site's generated types carry
 * (shared/contract/platform.d.ts), so renaming one here fails the site's typecheck until the site
 * follows.
 */
export const ERROR_CODES = [
  'INVALID_REQUEST',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'INVALID_VALUE',
  'REQUIRED',
  'UNKNOWN_FIELD',
  'INVALID_CREDENTIALS',
  'CAPTCHA_REQUIRED',
  'INVALID_CAPTCHA',
  'ACCOUNT_EXISTS',
  'SOLD_OUT',
  'COMING_SOON',
  'CARD_DECLINED',
  'IDEMPOTENCY_KEY_REUSED',
  'CANCELLATION_DEADLINE_PASSED',
  'RATE_PLAN_GONE',
  'RESERVATION_CANCELLED',
  'STAY_ENDED',
  'ARRIVAL_LOCKED',
  'ROOM_CHANGE_CLOSED',
  'RESERVATION_CHANGED',
  'PRICE_LOCKED',
  'NO_LOWER_PRICE',
  'CLIENT_LEFT',
  'BOOKING_BUSY',
  'NEWSLETTER_PROVIDER_FAILED',
  'INVALID_TOKEN',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ParameterError {
  code: ErrorCode;
  parameterName?: string;
  message: string;
}

export class PlatformError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors: ParameterError[] = [{ code, message }],
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export const badRequest = (errors: ParameterError[]) =>
  new PlatformError(400, 'INVALID_REQUEST', 'The request is invalid.', errors);
export const unauthorized = (message = 'Authentication required.') =>
  new PlatformError(401, 'UNAUTHORIZED', message);
export const notFound = (message = 'Not found.') => new PlatformError(404, 'NOT_FOUND', message);
export const tooManyRequests = (message = 'Too many attempts. Try again later.') =>
  new PlatformError(429, 'TOO_MANY_REQUESTS', message);

// Per-parameter entries of a 400 (the site shows "This field is invalid" for
// INVALID_VALUE and the platform's message otherwise). A parameterName of '' names the whole body
// or query, and the entry then carries none.
const named = (parameterName: string) => (parameterName ? { parameterName } : {});
export const invalidValue = (parameterName: string, message: string): ParameterError => ({
  code: 'INVALID_VALUE',
  ...named(parameterName),
  message,
});
export const required = (
  parameterName: string,
  message = 'This field is required',
): ParameterError => ({ code: 'REQUIRED', ...named(parameterName), message });
/** A body field the call does not name. */
export const unknownField = (parameterName: string): ParameterError => ({
  code: 'UNKNOWN_FIELD',
  parameterName,
  message: 'This field is not accepted.',
});
/** A 400 whose one entry refuses the value of `parameterName`. */
export const invalidParameter = (parameterName: string, message: string) =>
  badRequest([invalidValue(parameterName, message)]);

/** A body the parser could not read (malformed JSON, too large, bad charset): its 4xx status. */
export const unreadableBody = (status: number) =>
  new PlatformError(
    status,
    'INVALID_REQUEST',
    // Said apart, so a caller sending too much knows to send less rather than to fix its JSON.
    status === 413
      ? 'The request body is too large (at most 100 KB).'
      : 'The request body could not be read.',
  );
export const bodyTooDeep = (message: string) => new PlatformError(400, 'INVALID_REQUEST', message);
export const invalidCredentials = (message: string) =>
  new PlatformError(401, 'INVALID_CREDENTIALS', message);
/** After a few failed sign-ins of an account the captcha is asked for. */
export const captchaRequired = (message: string) =>
  new PlatformError(401, 'CAPTCHA_REQUIRED', message, [
    { code: 'CAPTCHA_REQUIRED', parameterName: 'captcha', message },
  ]);
export const invalidCaptcha = (message: string) =>
  new PlatformError(400, 'INVALID_CAPTCHA', message, [invalidValue('captcha', message)]);
export const accountExists = (message: string) => new PlatformError(409, 'ACCOUNT_EXISTS', message);
export const soldOut = (message: string) => new PlatformError(409, 'SOLD_OUT', message);
export const comingSoon = () =>
  new PlatformError(
    409,
    'COMING_SOON',
    'This hotel is coming soon and does not take reservations yet.',
  );
/** A key names one booking: reusing it for another stay or guest is refused, not replayed. */
export const idempotencyKeyReused = () =>
  new PlatformError(
    409,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different booking.',
  );
export const cancellationDeadlinePassed = (message: string) =>
  new PlatformError(409, 'CANCELLATION_DEADLINE_PASSED', message);
/** The client went away before its request was handled (nginx's 499; nobody reads it). */
export const clientLeft = () =>
  new PlatformError(499, 'CLIENT_LEFT', 'The request was given up before it was handled.');
export const bookingBusy = () =>
  new PlatformError(
    503,
    'BOOKING_BUSY',
    'Too many bookings are being made right now. Nothing was booked; please try again.',
  );
/** The card was declined: the guest tries another card; nothing was booked. */
export const cardDeclinedEntries = (message: string): [number, ErrorCode, ParameterError[]] => [
  402,
  'CARD_DECLINED',
  [{ code: 'CARD_DECLINED', parameterName: 'card.number', message }],
];
export const newsletterProviderFailed = () =>
  new PlatformError(
    502,
    'NEWSLETTER_PROVIDER_FAILED',
    'The subscription could not be completed right now. Please open the link again later.',
  );

/**
 * Changing a stay: a 409 for each rule that refuses it, with the change rules' words. Named here,
 * like every other refusal, so a throw site never writes a code of its own.
 */
const changeRefusal = (code: ErrorCode) => (message: string) =>
  new PlatformError(409, code, message);
export const changeRefused = {
  ratePlanGone: changeRefusal('RATE_PLAN_GONE'),
  reservationCancelled: changeRefusal('RESERVATION_CANCELLED'),
  stayEnded: changeRefusal('STAY_ENDED'),
  arrivalLocked: changeRefusal('ARRIVAL_LOCKED'),
  roomChangeClosed: changeRefusal('ROOM_CHANGE_CLOSED'),
  reservationChanged: changeRefusal('RESERVATION_CHANGED'),
  priceLocked: changeRefusal('PRICE_LOCKED'),
  noLowerPrice: changeRefusal('NO_LOWER_PRICE'),
};
/** A key names one change of a stay: reusing it for another change is refused. */
export const changeKeyReused = () =>
  new PlatformError(
    409,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different change.',
  );

/**
 * A verification link that is unknown, used or expired (the body carries the entry as
 * `statuses` as well as `errors`).
 */
export const invalidVerificationLink = () =>
  new PlatformError(400, 'INVALID_TOKEN', 'This verification link is invalid or has expired.');
/** What failed unexpectedly answers, without details (the log gets the cause). */
export const internalError = () => new PlatformError(500, 'INTERNAL', 'Something went wrong');

export function errorBody(error: PlatformError) {
  return { status: 'ERROR', statusCode: error.statusCode, errors: error.errors };
}
