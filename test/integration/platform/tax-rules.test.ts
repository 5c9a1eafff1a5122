// Long-stay tax rules over HTTP, on every database of the run: the fixture's
// Dallas hotel charges 6 % Texas hotel occupancy tax and 7 % local; a 30-night stay owes neither
// (Tex. Tax Code §156.101, §351.002(c)) and says so in words, on the quote, the reservation, its
// look-up and the booking e-mail; 29 nights are taxed.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import type { Mail } from '#platform/context.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { taxRules } from '#platform/dataset/tax-rules/index.ts';
import { syncTaxRules, taxRuleRow } from '#platform/services/tax-rules-store.ts';
import {
  FIXED_NOW,
  HOTEL,
  bookingBody,
  insertBookingFixture,
  recordMail,
} from './booking-fixture.ts';

const WORDS = 'No hotel tax: stays of 30+ nights in Texas';
const CHECK_IN = '2026-04-06';
const THIRTY = { checkIn: CHECK_IN, checkOut: '2026-05-06' };
const TWENTY_NINE = { checkIn: CHECK_IN, checkOut: '2026-05-05' };

interface Plan {
  ratePlanCode: string;
  subtotal: number;
  taxes: number;
  taxNotes: string[];
  total: number;
}

describe.each(databaseKinds)('long-stay tax rules (%s)', (kind) => {
  let platform: RunningPlatform;
  let mail: Mail[];
  const api = () => request(platform.server);
  const rack = async (stay: Record<string, string>): Promise<Plan> => {
    const res = await api().get(`/v2/rate/hotels/${HOTEL}/rooms`).query(stay);
    expect(res.status).toBe(200);
    const room = res.body.rooms.find((r: { roomTypeCode: string }) => r.roomTypeCode === 'SQ');
    return room.ratePlans.find((p: Plan) => p.ratePlanCode === 'RACK');
  };

  beforeAll(async () => {
    platform = await startTestPlatform(kind, { seed: false, now: () => FIXED_NOW });
    await insertBookingFixture(platform.store.db);
    mail = recordMail(platform);
  });
  afterAll(() => platform?.close());

  it('holds the whole table in the database, unseeded catalog or not', async () => {
    const rows = await platform.store.db.selectFrom('tax_rules').selectAll().execute();
    expect(rows).toHaveLength(taxRules.length);
    expect(rows.find((r) => r.rule_id === 'TX')).toMatchObject({
      rate_ppm: 60_000,
      exempt_nights: 30,
      from_night_one: 1,
      interruption_voids: 1,
      confirmed: 1,
      words: WORDS,
    });
  });

  it('puts an edited or removed rule back as the module has it at the next start', async () => {
    const db = platform.store.db;
    await db
      .updateTable('tax_rules')
      .set({ rate_ppm: 1, confirmed: 0 })
      .where('rule_id', '=', 'TX')
      .execute();
    await db
      .insertInto('tax_rules')
      .values({ ...taxRuleRow(taxRules[0]!), rule_id: 'ZZ-stale' })
      .execute();
    await syncTaxRules(db);
    await syncTaxRules(db);
    const rows = await db.selectFrom('tax_rules').selectAll().execute();
    expect(rows.map((r) => r.rule_id).sort()).toEqual(taxRules.map((r) => r.ruleId).sort());
    expect(rows.find((r) => r.rule_id === 'TX')).toMatchObject({ rate_ppm: 60_000, confirmed: 1 });
  });

  it('quotes 30 nights in Texas with $0 of hotel tax and the words; 29 nights are taxed', async () => {
    const month = await rack(THIRTY);
    expect(month.taxes).toBe(0);
    expect(month.total).toBe(month.subtotal);
    expect(month.taxNotes).toEqual([WORDS]);
    const short = await rack(TWENTY_NINE);
    // 6 % state + 7 % local on the subtotal, rounded once.
    expect(short.taxes).toBe(Math.round(short.subtotal * 13) / 100);
    expect(short.taxes).toBeGreaterThan(200);
    expect(short.taxNotes).toEqual([]);
  });

  it('books 30 nights with $0 of hotel tax, and the reservation, its look-up and e-mail say why', async () => {
    const quoted = await rack(THIRTY);
    const res = await api()
      .post('/v1/reservation/reservations')
      .set('Idempotency-Key', `tax-30-${kind}`)
      .send(bookingBody(THIRTY));
    expect(res.status).toBe(201);
    const r = res.body.reservation;
    expect(r).toMatchObject({ nights: 30, taxes: 0, taxNotes: [WORDS], total: quoted.total });
    const looked = await api()
      .get(`/v1/reservation/reservations/${r.confirmationNumber}`)
      .query({ lastName: 'Lovelace' });
    expect(looked.status).toBe(200);
    expect(looked.body.reservation).toMatchObject({ taxes: 0, taxNotes: [WORDS] });
    const sent = mail.find((m) => m.text.includes(r.confirmationNumber))!;
    expect(sent.text).toContain(`Taxes: $0.00 (${WORDS})`);
  });

  it('books 29 nights with the tax charged and no exemption words', async () => {
    const quoted = await rack(TWENTY_NINE);
    const res = await api()
      .post('/v1/reservation/reservations')
      .set('Idempotency-Key', `tax-29-${kind}`)
      .send(bookingBody(TWENTY_NINE));
    expect(res.status).toBe(201);
    expect(res.body.reservation).toMatchObject({
      nights: 29,
      taxes: quoted.taxes,
      taxNotes: [],
      total: quoted.total,
    });
    expect(res.body.reservation.taxes).toBeGreaterThan(0);
  });
});
