// Change a stay online, over HTTP on every database of the run: the quote
// shows the whole stay priced again and the difference; the change keeps the confirmation
// number, claims and releases nights in one transaction, is idempotent, mails the change and
// keeps the history; every refusal is a 4xx that leaves everything as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import type { Mail } from '#platform/context.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { startBookingPlatform } from './booking-calls.ts';
import { bookingBody, recordMail } from './booking-fixture.ts';
import { changeCalls, newKey } from './change-calls.ts';

const TEXAS = 'No hotel tax: stays of 30+ nights in Texas';

describe.each(databaseKinds)('changing a stay (%s)', (kind) => {
  let platform: RunningPlatform;
  let mail: Mail[];
  const { book, quote, change, lookUp, booked, history } = changeCalls(() => platform);

  beforeAll(async () => {
    platform = await startBookingPlatform(kind);
    mail = recordMail(platform);
  });
  afterAll(() => platform?.close());

  it('changes every room of a 2-room reservation: priced for both, both rooms claimed and given back', async () => {
    const single = await book(
      bookingBody({ checkIn: '2026-06-01', checkOut: '2026-06-08', roomTypeCode: 'TQ' }),
    );
    const pair = await book(
      bookingBody({ checkIn: '2026-06-01', checkOut: '2026-06-08', roomTypeCode: 'TQ', rooms: 2 }),
    );
    // The one-room stay shows what one room costs after the same change.
    const one = await quote(single.confirmationNumber, {
      checkIn: '2026-06-01',
      checkOut: '2026-06-11',
    });
    const q = await quote(pair.confirmationNumber, {
      checkIn: '2026-06-01',
      checkOut: '2026-06-11',
    });
    expect(q.status).toBe(200);
    expect(q.body.change.proposed.total).toBeCloseTo(one.body.change.proposed.total * 2, 2);
    // Said as the booking says it: per room and night, and one room's total.
    expect(q.body.change.proposed).toMatchObject({
      rooms: 2,
      averageNightly: one.body.change.proposed.averageNightly,
      roomTotal: one.body.change.proposed.total,
    });
    expect(q.body.change.current).toMatchObject({ rooms: 2, roomTotal: single.total });

    const res = await change(pair.confirmationNumber, {
      checkIn: '2026-06-01',
      checkOut: '2026-06-11',
    });
    expect(res.status).toBe(200);
    expect(res.body.reservation).toMatchObject({ rooms: 2, nights: 10 });
    expect(res.body.reservation.total).toBe(q.body.change.proposed.total);
    // The added nights hold both rooms of the pair (the single stay has none of them).
    expect(await booked('TQ', '2026-06-08', '2026-06-11')).toEqual({
      '2026-06-08': 2,
      '2026-06-09': 2,
      '2026-06-10': 2,
    });
    // Shortened to 5 nights: both rooms of the dropped nights are free again.
    const back = await change(pair.confirmationNumber, {
      checkIn: '2026-06-01',
      checkOut: '2026-06-06',
    });
    expect(back.status).toBe(200);
    const nights = await booked('TQ', '2026-06-01', '2026-06-11');
    expect(nights['2026-06-05']).toBe(3);
    expect([nights['2026-06-06'], nights['2026-06-08'], nights['2026-06-10']]).toEqual([1, 0, 0]);
  });

  it('extends 25 Texas nights to 35: monthly rate on every night, no hotel tax, the difference first; then back', async () => {
    const first = await book(
      bookingBody({ checkIn: '2026-04-01', checkOut: '2026-04-26', roomTypeCode: 'TQ' }),
    );
    const number = first.confirmationNumber;
    const before = (await lookUp(number)).body.reservation;
    expect(before).toMatchObject({ nights: 25, losTier: 'weekly', taxNotes: [] });
    expect(before.taxes).toBeGreaterThan(0);

    const q = await quote(number, { checkIn: '2026-04-01', checkOut: '2026-05-06' });
    expect(q.status).toBe(200);
    const { current, proposed, difference } = q.body.change;
    expect(current).toMatchObject({ nights: 25, total: before.total, taxes: before.taxes });
    expect(proposed).toMatchObject({ nights: 35, losTier: 'monthly', taxes: 0, taxNotes: [TEXAS] });
    expect(proposed.total).toBe(proposed.subtotal);
    expect(difference).toBeCloseTo(proposed.total - current.total, 2);
    // A quote claims nothing.
    expect(await booked('TQ', '2026-04-26', '2026-05-06')).toEqual({});

    const mailsBefore = mail.length;
    const res = await change(number, { checkIn: '2026-04-01', checkOut: '2026-05-06' });
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(true);
    const after = res.body.reservation;
    expect(after).toMatchObject({
      confirmationNumber: number,
      checkOut: '2026-05-06',
      nights: 35,
      losTier: 'monthly',
      taxes: 0,
      taxNotes: [TEXAS],
      total: proposed.total,
      subtotal: proposed.subtotal,
    });
    expect(after.nightly).toEqual(proposed.nightly);
    expect(after.changes).toEqual([
      expect.objectContaining({
        from: expect.objectContaining({ checkOut: '2026-04-26', nights: 25, total: before.total }),
        to: expect.objectContaining({
          checkOut: '2026-05-06',
          nights: 35,
          total: proposed.total,
          taxes: 0,
        }),
        difference,
      }),
    ]);
    // The same figures on a fresh look-up, and every night of the 35 claimed once.
    expect((await lookUp(number)).body.reservation.total).toBe(proposed.total);
    const nights = await booked('TQ', '2026-04-01', '2026-05-06');
    expect(Object.keys(nights)).toHaveLength(35);
    expect(Object.values(nights).every((n) => n === 1)).toBe(true);
    // One mail, the change, with the new total; it is in the outbox too.
    expect(mail.length).toBe(mailsBefore + 1);
    const sent = mail.at(-1)!;
    expect(sent.kind).toBe('change');
    expect(sent.subject).toBe(`Your reservation ${number} has been changed`);
    expect(sent.text).toContain(`Taxes: $0.00 (${TEXAS})`);
    const outbox = await platform.store.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject'])
      .where('kind', '=', 'change')
      .execute();
    expect(outbox.map((m) => m.subject)).toContain(sent.subject);

    // Shortened back: the first price returns to the cent and the added nights are free again.
    const back = await change(number, { checkIn: '2026-04-01', checkOut: '2026-04-26' });
    expect(back.status).toBe(200);
    expect(back.body.reservation).toMatchObject({
      nights: 25,
      losTier: 'weekly',
      total: first.total,
      taxes: before.taxes,
      taxNotes: [],
    });
    expect(back.body.reservation.changes).toHaveLength(2);
    expect(
      Object.values(await booked('TQ', '2026-04-26', '2026-05-06')).every((n) => n === 0),
    ).toBe(true);
    expect(
      Object.values(await booked('TQ', '2026-04-01', '2026-04-26')).every((n) => n === 1),
    ).toBe(true);
  });

  it('is idempotent: the same key again is the same change, once; another change under it is refused', async () => {
    const { confirmationNumber: number } = await book(
      bookingBody({ checkIn: '2026-06-01', checkOut: '2026-06-05' }),
    );
    const key = newKey();
    const body = { checkIn: '2026-06-01', checkOut: '2026-06-08' };
    const results = await Promise.all(Array.from({ length: 5 }, () => change(number, body, key)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.changed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.reservation.total)).size).toBe(1);
    expect(await history(number)).toHaveLength(1);
    expect(Object.values(await booked('SQ', '2026-06-01', '2026-06-08'))).toEqual(Array(7).fill(1));
    const reused = await change(number, { checkIn: '2026-06-01', checkOut: '2026-06-09' }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.errors[0].code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('changes the room type: every night moves from the old type to the new one', async () => {
    const { confirmationNumber: number } = await book(
      bookingBody({ checkIn: '2026-07-01', checkOut: '2026-07-04' }),
    );
    const res = await change(number, {
      checkIn: '2026-07-01',
      checkOut: '2026-07-04',
      roomTypeCode: 'TQ',
    });
    expect(res.status).toBe(200);
    expect(res.body.reservation.room).toMatchObject({ roomTypeCode: 'TQ', name: 'Room TQ' });
    expect(Object.values(await booked('SQ', '2026-07-01', '2026-07-04'))).toEqual([0, 0, 0]);
    expect(Object.values(await booked('TQ', '2026-07-01', '2026-07-04'))).toEqual([1, 1, 1]);
  });

  it('two different changes of one reservation at once: each applies to the stay it was priced from, or writes nothing', async () => {
    const { confirmationNumber: number } = await book(
      bookingBody({ checkIn: '2026-10-01', checkOut: '2026-10-04' }),
    );
    const results = await Promise.all([
      change(number, { checkIn: '2026-10-01', checkOut: '2026-10-10' }),
      change(number, { checkIn: '2026-10-01', checkOut: '2026-10-06' }),
    ]);
    // Run one after the other, both apply; overlapping, the one priced from a stay that is gone
    // is refused. Either way the reservation, its history and the inventory agree.
    const won = results.filter((r) => r.status === 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const lost of results.filter((r) => r.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.body.errors[0].code).toBe('RESERVATION_CHANGED');
    }
    const now = (await lookUp(number)).body.reservation;
    const nights = await booked('SQ', '2026-10-01', '2026-10-10');
    expect(Object.values(nights).every((n) => n === 0 || n === 1)).toBe(true);
    expect(Object.values(nights).filter((n) => n === 1)).toHaveLength(now.nights);
    expect(
      Object.keys(nights)
        .filter((night) => nights[night] === 1)
        .at(-1),
    ).toBe(now.nightly.at(-1).night);
    expect(await history(number)).toHaveLength(won.length);
  });
});
