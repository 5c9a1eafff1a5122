// Choices of the contact form (category, state, source) and the wire calls both inquiry forms make
// through the API client, with the contact form's messages.
import { ERROR } from '#shared/contract/error-codes.ts';
import type { AnswerOf, ApiCall } from '#shared/contract/platform-api.ts';
import { subdivisionHotelsCall } from '#shared/contract/calls.ts';
import { stateName } from '../search/destination-url.ts';
import type { ContactCategory } from '../validation/contact.ts';
import { messages } from '../validation/messages.ts';
import { ApiError, type ApiClient } from './api-client.ts';

export const categoryLabels: Record<ContactCategory, string> = {
  feedback: 'Feedback about a hotel or a stay',
  groups: 'A group stay (rooms for a group)',
};

/** Source hotel, website, phone, wscom, otherSource. */
export const sourceOptions: ReadonlyArray<readonly [value: string, label: string]> = [
  ['hotel', 'At the hotel'],
  ['website', 'Another website'],
  ['phone', 'By phone'],
  ['wscom', 'On longstay.com'],
  ['otherSource', 'Other'],
];

const STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
];

/** The states (and DC, Puerto Rico) by name, for the contact form's state select. */
export const stateOptions: ReadonlyArray<readonly [code: string, name: string]> = STATE_CODES.map(
  (code) => [code, stateName(code) ?? code] as const,
).sort((a, b) => a[1].localeCompare(b[1], 'en'));

export interface HotelOption {
  hotelId: string;
  hotelName: string;
}

/** "Hotels by subdivision code" (the platform already leaves out TR727; so do we). */
export async function fetchStateHotels(
  api: ApiClient,
  subdivisionCode: string,
  signal: AbortSignal,
): Promise<HotelOption[]> {
  const hotels = await api.get(subdivisionHotelsCall(subdivisionCode), { signal });
  return hotels.filter((hotel) => hotel.hotelId !== 'TR727');
}

export type SubmitOutcome =
  | { ok: true }
  /**
   * fieldErrors: wire parameter name → message. network: no answer body at all.
   * status: the answer's HTTP status (0 without one); requestId: the site's X-Request-Id, which
   * finds the server's log line of the call.
   */
  | {
      ok: false;
      network: boolean;
      fieldErrors: Record<string, string>;
      status: number;
      requestId: string | null;
    };

/**
 * The status and the request id go to the
 * browser console, never what the guest typed.
 */
export function logInquiryFailure(
  form: string,
  outcome: Extract<SubmitOutcome, { ok: false }>,
): void {
  const answer = outcome.status ? `status ${outcome.status}` : 'no answer';
  const request = outcome.requestId ? `, request ${outcome.requestId}` : '';
  console.error(`${form} was not submitted (${answer}${request})`);
}

interface ErrorBody {
  errors?: Array<{ parameterName?: unknown; code?: unknown }>;
}

/** Contact: "This field is invalid" for INVALID_VALUE, else "Something went wrong". */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  const list = (body as ErrorBody | null)?.errors;
  if (!Array.isArray(list)) return fieldErrors;
  for (const error of list) {
    if (typeof error?.parameterName !== 'string' || !error.parameterName) continue;
    // The captcha's own message says what to do: solve it again.
    fieldErrors[error.parameterName] ??=
      error.parameterName === 'captcha'
        ? messages.invalidCaptcha
        : error.code === ERROR.INVALID_VALUE
          ? messages.invalid
          : messages.somethingWentWrong;
  }
  return fieldErrors;
}

/**
 * POSTs a form-encoded inquiry through the API client (never retried: it has no idempotency key).
 * `isOk` reads the success shape: contact answers { data: { status: 'OK' } }, major accounts
 * { status: 'OK' }.
 */
export async function postInquiry<Answer>(
  api: ApiClient,
  call: ApiCall<'post', Answer, unknown>,
  fields: Record<string, string>,
  isOk: (body: Answer | null) => boolean,
): Promise<SubmitOutcome> {
  try {
    const body = await api.post(call, { form: fields });
    if (isOk(body)) return { ok: true };
    return { ok: false, network: false, fieldErrors: {}, status: 200, requestId: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      ok: false,
      // No error body at all: the answer never came, or not from the platform.
      network: error.body === null || typeof error.body !== 'object',
      fieldErrors: fieldErrorsOf(error.body),
      status: error.status,
      requestId: error.requestId,
    };
  }
}

type ContactAnswer = AnswerOf<'/v1/emailer/forms/{formType}', 'post'>;
type MajorAccountsAnswer = AnswerOf<'/v1/emailer/forms/majorAccountsExtended', 'post'>;

export const contactAccepted = (body: ContactAnswer | null): boolean => body?.data?.status === 'OK';

export const majorAccountsAccepted = (body: MajorAccountsAnswer | null): boolean =>
  body?.status === 'OK';
