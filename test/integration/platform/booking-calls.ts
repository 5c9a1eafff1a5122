// The platform of the booking tests and the calls they make on it: a platform on the given
// database with only the booking fixture (no seed, a fixed clock), booking through supertest or,
// for the racing tests, over a real socket, and the inventory rows of a room type.
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { startTestPlatform, type DatabaseKind } from '#test/support/platform.ts';
import type { Mail } from '#platform/context.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { FIXED_NOW, HOTEL, insertBookingFixture, recordMail } from './booking-fixture.ts';

/** A platform on `kind` with only the booking fixture, its clock at `now()`. */
export async function startBookingPlatform(
  kind: DatabaseKind,
  now: () => Date = () => FIXED_NOW,
): Promise<RunningPlatform> {
  const running = await startTestPlatform(kind, { seed: false, now });
  await insertBookingFixture(running.store.db);
  return running;
}

/**
 * A booking platform on `kind` for the calling describe block's tests, its mail recorded: started
 * before them, closed after them. `setClock` moves its clock (FIXED_NOW at first).
 */
export function useBookingPlatform(kind: DatabaseKind) {
  let running: RunningPlatform | undefined;
  let clock = FIXED_NOW;
  let sent: Mail[] = [];
  beforeAll(async () => {
    running = await startBookingPlatform(kind, () => clock);
    sent = recordMail(running);
  });
  afterAll(() => running?.close());
  return {
    platform(): RunningPlatform {
      if (!running) throw new Error('the booking platform has not started');
      return running;
    },
    setClock(at: Date): void {
      clock = at;
    },
    /** The mail sent so far. */
    mail: (): Mail[] => sent,
  };
}

let keys = 0;
export const newKey = () => `test-key-${Date.now()}-${++keys}`;

/** The booking calls on the platform that `platform()` returns. */
export function bookingCalls(platform: () => RunningPlatform) {
  const api = () => request(platform().server);
  const book = (body: Record<string, unknown>, key = newKey()) =>
    api().post('/v1/reservation/reservations').set('Idempotency-Key', key).send(body);
  /** A booking over a socket of its own, so that hundreds can be in flight at once. */
  const bookOverSocket = (body: Record<string, unknown>, key: string) =>
    fetch(`${platform().url}/v1/reservation/reservations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: await res.json() }));
  /** The fixture hotel's inventory rows of one room type, by night, from `from` until `to`. */
  const inventory = (roomTypeCode: string, from?: string, to?: string) => {
    let query = platform()
      .store.db.selectFrom('inventory')
      .select(['night', 'total', 'booked'])
      .where('hotel_id', '=', HOTEL)
      .where('room_type_code', '=', roomTypeCode);
    if (from) query = query.where('night', '>=', from);
    if (to) query = query.where('night', '<', to);
    return query.orderBy('night').execute();
  };
  return { api, book, bookOverSocket, inventory };
}
