// The calls of the stay-change tests (reservation-changes*.test.ts) on the platform that
// `platform()` returns: booking, the change quote and the change, the look-up, the inventory's
// booked counts and a reservation's change history.
import request from 'supertest';
import { expect } from 'vitest';
import type { RunningPlatform } from '#platform/start.ts';
import { HOTEL } from './booking-fixture.ts';

let keys = 0;
export const newKey = () => `change-key-${Date.now()}-${++keys}`;

export function changeCalls(platform: () => RunningPlatform) {
  const api = () => request(platform().server);
  const book = async (body: Record<string, unknown>) => {
    const res = await api()
      .post('/v1/reservation/reservations')
      .set('Idempotency-Key', newKey())
      .send(body);
    expect(res.status).toBe(201);
    return res.body.reservation as { confirmationNumber: string; total: number };
  };
  const quote = (number: string, body: Record<string, unknown>) =>
    api()
      .post(`/v1/reservation/reservations/${number}/change-quote`)
      .send({ lastName: 'Lovelace', ...body });
  const change = (number: string, body: Record<string, unknown>, key = newKey()) =>
    api()
      .post(`/v1/reservation/reservations/${number}/change`)
      .set('Idempotency-Key', key)
      .send({ lastName: 'Lovelace', ...body });
  const lookUp = (number: string) =>
    api().get(`/v1/reservation/reservations/${number}?lastName=Lovelace`);
  const booked = async (roomTypeCode: string, from: string, to: string) => {
    const rows = await platform()
      .store.db.selectFrom('inventory')
      .select(['night', 'booked'])
      .where('hotel_id', '=', HOTEL)
      .where('room_type_code', '=', roomTypeCode)
      .where('night', '>=', from)
      .where('night', '<', to)
      .orderBy('night')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.night, r.booked]));
  };
  const history = (number: string) =>
    platform()
      .store.db.selectFrom('reservation_changes')
      .selectAll()
      .where('confirmation_number', '=', number)
      .execute();
  return { api, book, quote, change, lookUp, booked, history };
}
