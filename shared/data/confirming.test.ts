import { describe, expect, it } from 'vitest';
import type { Selection } from '../storage/booking-draft.ts';
import { emptyGuest } from '../validation/guest.ts';
import { ApiError, type ApiClient, type ApiRequestOptions } from './api-client.ts';
import { CONFIRMING_MESSAGE } from './booking-contract.ts';
import { BOOKING_STILL_CONFIRMING, submitBooking } from './submit-booking.ts';

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
const confirming = { status: 'CONFIRMING', message: CONFIRMING_MESSAGE, retryAfterSeconds: 2 };
const booked = {
  reservation: { confirmationNumber: '4821937750', guest: { surname: 'Rivera' }, total: 1 },
};

/** POST answers in turn from `answers` (an Error is thrown); a clock that sleeps instantly. */
function scripted(answers: unknown[]) {
  const sent: ApiRequestOptions[] = [];
  let clock = 0;
  const refuse = () => Promise.reject(new Error('not used'));
  const api: ApiClient = {
    get: refuse,
    put: refuse,
    delete: refuse,
    post: <T>(_path: string, options: ApiRequestOptions = {}) => {
      sent.push(options);
      const next = answers[Math.min(sent.length, answers.length) - 1];
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as T);
    },
  };
  const timing = {
    now: () => clock,
    sleep: (ms: number) => {
      clock += ms;
      return Promise.resolve();
    },
  };
  return { api, sent, timing };
}

describe('a booking the site is still confirming', () => {
  it('is sent again with the same key until the platform answers with the booking', async () => {
    const { api, sent, timing } = scripted([confirming, confirming, booked]);
    const seen: string[] = [];
    const outcome = await submitBooking(api, selection, values, 'key-1', {
      ...timing,
      onConfirming: (message) => seen.push(message),
    });
    expect(outcome.kind).toBe('booked');
    expect(sent.map((options) => options.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(seen).toEqual([CONFIRMING_MESSAGE]);
  });

  it('keeps asking through failures once the booking may exist, and ends on the booking', async () => {
    const down = new ApiError(502, null);
    const { api, timing } = scripted([confirming, down, down, booked]);
    expect((await submitBooking(api, selection, values, 'key-2', timing)).kind).toBe('booked');
  });

  it('is never a failure past the budget: the guest is told it is still being confirmed', async () => {
    const { api, timing } = scripted([confirming, new ApiError(504, null)]);
    expect(await submitBooking(api, selection, values, 'key-3', timing)).toEqual({
      kind: 'confirming',
      message: BOOKING_STILL_CONFIRMING,
    });
  });

  it('shows a sold-out answer that comes while confirming: the platform made nothing', async () => {
    const soldOut = new ApiError(409, { errors: [{ code: 'SOLD_OUT', message: 'Sold out' }] });
    const { api, timing } = scripted([confirming, soldOut]);
    expect(await submitBooking(api, selection, values, 'key-4', timing)).toEqual({
      kind: 'unavailable',
      message: 'Sold out',
    });
  });
});
