import { describe, expect, it } from 'vitest';
import type { Selection } from '../storage/booking-draft.ts';
import { emptyGuest } from '../validation/guest.ts';
import { ApiError, type ApiClient, type ApiRequestOptions } from './api-client.ts';
import { BOOKING_FAILED, submitBooking } from './submit-booking.ts';

const selection: Selection = {
  hotelId: 'TX917',
  roomTypeCode: 'SQ',
  ratePlanCode: 'STANDARD',
  checkIn: '2026-12-01',
  checkOut: '2026-12-09',
  adults: 1,
  children: 0,
  rooms: 1,
  corporateId: null,
};
const values = {
  ...emptyGuest,
  givenName: 'Ana',
  surname: 'Rivera',
  cardNumber: '4111 1111 1111 1111',
  cardExpiry: '1230',
};

/** An ApiClient whose POST answers with `answer` (the retries are the client's, tested there). */
function postOnly(answer: (options: ApiRequestOptions) => unknown): ApiClient {
  const refuse = () => Promise.reject(new Error('not used'));
  return {
    get: refuse,
    put: refuse,
    delete: refuse,
    post: <T>(_path: string, options: ApiRequestOptions = {}) =>
      Promise.resolve().then(() => answer(options) as T),
  };
}

describe('submitBooking', () => {
  it('sends the normalised booking with its idempotency key', async () => {
    const sent: ApiRequestOptions[] = [];
    const api = postOnly((options) => {
      sent.push(options);
      return {
        reservation: { confirmationNumber: '4821937750', guest: { surname: 'Rivera' }, total: 1 },
      };
    });
    const outcome = await submitBooking(api, selection, values, 'attempt-key-1');
    expect(outcome.kind).toBe('booked');
    expect(sent[0]?.idempotencyKey).toBe('attempt-key-1');
    expect(sent[0]?.json).toMatchObject({ card: { number: '4111111111111111', expiry: '12/30' } });
  });

  it('fails with a message that promises no double booking once the client gives up', async () => {
    const api = postOnly(() => {
      throw new ApiError(0, null, 'offline', { network: true });
    });
    expect(await submitBooking(api, selection, values, 'attempt-key-2')).toEqual({
      kind: 'failed',
      message: BOOKING_FAILED,
    });
  });

  it('maps 409 sold out and per-field 400s', async () => {
    const soldOut = postOnly(() => {
      throw new ApiError(409, { errors: [{ code: 'SOLD_OUT', message: 'Sorry, gone.' }] });
    });
    expect(await submitBooking(soldOut, selection, values, 'k-3-xxxxxx')).toEqual({
      kind: 'unavailable',
      message: 'Sorry, gone.',
    });
    const invalid = postOnly(() => {
      throw new ApiError(400, {
        errors: [{ parameterName: 'card.number', message: 'Card refused' }],
      });
    });
    expect(await submitBooking(invalid, selection, values, 'k-4-xxxxxx')).toEqual({
      kind: 'invalid',
      errors: { cardNumber: 'Card refused' },
      message: null,
    });
  });

  it('asks for the captcha on 401 CAPTCHA_REQUIRED and sends it with the next try', async () => {
    const sent: ApiRequestOptions[] = [];
    const api = postOnly((options) => {
      sent.push(options);
      if (!(options.json as { captcha?: string }).captcha)
        throw new ApiError(401, {
          errors: [
            {
              code: 'CAPTCHA_REQUIRED',
              parameterName: 'captcha',
              message: 'Please complete the captcha, then book again.',
            },
          ],
        });
      return {
        reservation: { confirmationNumber: '4821937751', guest: { surname: 'Rivera' }, total: 1 },
      };
    });
    expect(await submitBooking(api, selection, values, 'k-5-xxxxxx')).toEqual({
      kind: 'captcha',
      message: 'Please complete the captcha, then book again.',
    });
    expect(
      (await submitBooking(api, selection, values, 'k-5-xxxxxx', { captcha: 'solved' })).kind,
    ).toBe('booked');
    expect(sent.map((options) => (options.json as { captcha?: string }).captcha)).toEqual([
      undefined,
      'solved',
    ]);
  });

  it('shows a declined card on the card number and a refusal in the platform words', async () => {
    const declined = postOnly(() => {
      throw new ApiError(402, {
        errors: [{ code: 'CARD_DECLINED', parameterName: 'card.number', message: 'Declined.' }],
      });
    });
    expect(await submitBooking(declined, selection, values, 'k-6-xxxxxx')).toEqual({
      kind: 'invalid',
      errors: { cardNumber: 'Declined.' },
      message: 'Declined.',
    });
    const throttled = postOnly(() => {
      throw new ApiError(429, {
        errors: [{ code: 'TOO_MANY_REQUESTS', message: 'Too many bookings. Call us.' }],
      });
    });
    expect(await submitBooking(throttled, selection, values, 'k-7-xxxxxx')).toEqual({
      kind: 'failed',
      message: 'Too many bookings. Call us.',
    });
  });
});
