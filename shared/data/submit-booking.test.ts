import { describe, expect, it } from 'vitest';
import type { Selection } from '../storage/booking-draft.ts';
import { emptyGuest } from '../validation/guest.ts';
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
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('submitBooking', () => {
  it('retries network failures and 5xx with the same idempotency key', async () => {
    const keys: string[] = [];
    const answers = [
      () => Promise.reject(new TypeError('network down')),
      () => Promise.resolve(json(502, {})),
      () =>
        Promise.resolve(
          json(201, {
            reservation: {
              confirmationNumber: '4821937750',
              guest: { surname: 'Rivera' },
              total: 1,
            },
          }),
        ),
    ];
    const fetchImpl = ((_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']!);
      const body = JSON.parse(init.body as string) as { card: { number: string; expiry: string } };
      expect(body.card).toMatchObject({ number: '4111111111111111', expiry: '12/30' });
      return answers[keys.length - 1]!();
    }) as typeof fetch;
    const outcome = await submitBooking(selection, values, 'attempt-key-1', fetchImpl);
    expect(outcome.kind).toBe('booked');
    expect(keys).toEqual(['attempt-key-1', 'attempt-key-1', 'attempt-key-1']);
  });

  it('gives up after the retries with a message that promises no double booking', async () => {
    const fetchImpl = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    expect(await submitBooking(selection, values, 'attempt-key-2', fetchImpl)).toEqual({
      kind: 'failed',
      message: BOOKING_FAILED,
    });
  });

  it('maps 409 sold out and per-field 400s', async () => {
    const soldOut = (() =>
      Promise.resolve(
        json(409, { errors: [{ code: 'SOLD_OUT', message: 'Sorry, gone.' }] }),
      )) as typeof fetch;
    expect(await submitBooking(selection, values, 'k-3-xxxxxx', soldOut)).toEqual({
      kind: 'unavailable',
      message: 'Sorry, gone.',
    });
    const invalid = (() =>
      Promise.resolve(
        json(400, { errors: [{ parameterName: 'card.number', message: 'Card refused' }] }),
      )) as typeof fetch;
    expect(await submitBooking(selection, values, 'k-4-xxxxxx', invalid)).toEqual({
      kind: 'invalid',
      errors: { cardNumber: 'Card refused' },
      message: null,
    });
  });
});
