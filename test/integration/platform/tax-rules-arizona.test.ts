// Arizona's long-stay rule over HTTP, on every database of the run (A.A.C. R15-5-1001(B)(2),
// docs/tax-rules.md): an Arizona stay amended before arrival is one block, so 20 nights extended
// to 30 owe no state lodging tax; nights added to a stay already under way are a new block, so
// the 20 nights first bought stay taxed, an added block of 20 is taxed too, and an added block of
// 30 is exempt. The quote, the reservation and the change e-mail say so in words.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import type { Mail } from '#platform/context.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { taxRules } from '#platform/dataset/tax-rules/index.ts';
import { startBookingPlatform } from './booking-calls.ts';
import { FIXED_NOW, HOTEL, bookingBody, recordMail } from './booking-fixture.ts';

const PHOENIX = 'TSTAZ1';
const EXEMPT = 'No state lodging tax: stays of 30+ nights in Arizona';
const EXTENSION = taxRules.find((r) => r.ruleId === 'AZ')!.extensionWords!;
// The state's 5.5 %; the local rule is unconfirmed, so the hotel's own 3 % on every night.
const STATE_PPM = 55_000;
const LOCAL_PPM = 30_000;

interface Nightly {
  night: string;
  amount: number;
}

/** Taxes in cents: the state rate on the nights it taxes, the local rate on every night. */
function expectedTaxes(nightly: Nightly[], stateTaxed: (night: string) => boolean): number {
  const ppmCents = nightly.reduce(
    (sum, n) =>
      sum + Math.round(n.amount * 100) * (LOCAL_PPM + (stateTaxed(n.night) ? STATE_PPM : 0)),
    0,
  );
  return Math.round(ppmCents / 1_000_000);
}

let keys = 0;
const newKey = () => `arizona-${Date.now()}-${++keys}`;

describe.each(databaseKinds)(
  'Arizona: an extension during the stay is a new block (%s)',
  (kind) => {
    let platform: RunningPlatform;
    let mail: Mail[];
    let clock = FIXED_NOW;
    const api = () => request(platform.server);
    const book = async (checkIn: string, checkOut: string) => {
      const res = await api()
        .post('/v1/reservation/reservations')
        .set('Idempotency-Key', newKey())
        .send(bookingBody({ hotelId: PHOENIX, checkIn, checkOut }));
      expect(res.status).toBe(201);
      return res.body.reservation as { confirmationNumber: string; taxes: number };
    };
    const quote = (number: string, checkIn: string, checkOut: string) =>
      api()
        .post(`/v1/reservation/reservations/${number}/change-quote`)
        .send({ lastName: 'Lovelace', checkIn, checkOut });
    const change = (number: string, checkIn: string, checkOut: string) =>
      api()
        .post(`/v1/reservation/reservations/${number}/change`)
        .set('Idempotency-Key', newKey())
        .send({ lastName: 'Lovelace', checkIn, checkOut });

    beforeAll(async () => {
      platform = await startBookingPlatform(kind, () => clock);
      // The fixture's Dallas hotel, moved to Phoenix (Arizona keeps standard time all year).
      const db = platform.store.db;
      const dallas = await db
        .selectFrom('hotels')
        .selectAll()
        .where('hotel_id', '=', HOTEL)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('hotels')
        .values({
          ...dallas,
          hotel_id: PHOENIX,
          hotel_uri: '/extended-stay-hotels/az/phoenix/test-phoenix',
          city_name: 'Phoenix',
          subdivision_code: 'AZ',
          postal_code: '85004',
          time_zone: 'America/Phoenix',
          state_tax_bp: 500,
          city_tax_bp: LOCAL_PPM / 100,
        })
        .execute();
      const rooms = await db
        .selectFrom('room_types')
        .selectAll()
        .where('hotel_id', '=', HOTEL)
        .execute();
      await db
        .insertInto('room_types')
        .values(rooms.map((room) => ({ ...room, hotel_id: PHOENIX })))
        .execute();
      mail = recordMail(platform);
    });
    afterAll(() => platform?.close());

    it('before arrival: 20 nights amended to 30 are one block, with no state lodging tax', async () => {
      const { confirmationNumber: number } = await book('2026-04-01', '2026-04-21');
      const q = await quote(number, '2026-04-01', '2026-05-01');
      expect(q.status).toBe(200);
      const { proposed } = q.body.change;
      expect(proposed).toMatchObject({ nights: 30, taxNotes: [EXEMPT] });
      expect(Math.round(proposed.taxes * 100)).toBe(expectedTaxes(proposed.nightly, () => false));
    });

    it('under way: the 20 nights first bought stay taxed; an added block counts on its own', async () => {
      // Booked for today, 2 March, for 20 nights; on 5 March the stay is under way.
      const first = await book('2026-03-02', '2026-03-22');
      const number = first.confirmationNumber;
      clock = new Date('2026-03-05T18:00:00Z');
      try {
        // +20 nights: 40 in all, but two blocks of 20: every night taxed, and the guest told why.
        const q = await quote(number, '2026-03-02', '2026-04-11');
        expect(q.status).toBe(200);
        const forty = q.body.change.proposed;
        expect(forty).toMatchObject({ nights: 40, losTier: 'monthly', taxNotes: [EXTENSION] });
        expect(Math.round(forty.taxes * 100)).toBe(expectedTaxes(forty.nightly, () => true));

        const mailsBefore = mail.length;
        const res = await change(number, '2026-03-02', '2026-04-11');
        expect(res.status).toBe(200);
        expect(res.body.reservation).toMatchObject({
          nights: 40,
          taxes: forty.taxes,
          taxNotes: [EXTENSION],
          total: forty.total,
        });
        expect(mail.length).toBe(mailsBefore + 1);
        expect(mail.at(-1)!.text).toContain(`(${EXTENSION})`);

        // +30 nights from 11 April: that block meets the threshold and owes no state tax; the 40
        // before it (20 first bought, 20 added) stay taxed.
        const again = await change(number, '2026-03-02', '2026-05-11');
        expect(again.status).toBe(200);
        const seventy = again.body.reservation;
        expect(seventy).toMatchObject({ nights: 70, taxNotes: [EXEMPT, EXTENSION] });
        expect(Math.round(seventy.taxes * 100)).toBe(
          expectedTaxes(seventy.nightly, (night) => night < '2026-04-11'),
        );

        // Shortened to 35 nights: the 30-night block is gone, and what is left of the second
        // block (15 nights) is taxed with the first.
        const shorter = await quote(number, '2026-03-02', '2026-04-06');
        expect(shorter.body.change.proposed).toMatchObject({ nights: 35, taxNotes: [EXTENSION] });
        const proposed = shorter.body.change.proposed;
        expect(Math.round(proposed.taxes * 100)).toBe(expectedTaxes(proposed.nightly, () => true));
      } finally {
        clock = FIXED_NOW;
      }
    });
  },
);
