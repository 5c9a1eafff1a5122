// Booking over HTTP on every database of the run: the priced stay, form bodies, idempotency,
// refusals, corporate plans, a failing mailer, confirmation numbers (look-up: booking-lookup.test.ts,
// cancelling: booking-cancel.test.ts); cancelling right after booking, here too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import type { Mail } from '#platform/context.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { insertReservation } from '#platform/services/confirmation-numbers.ts';
import { bookingCalls, newKey, startBookingPlatform } from './booking-calls.ts';
import { FIXED_NOW, HOTEL, SOON_HOTEL, bookingBody, recordMail } from './booking-fixture.ts';

describe.each(databaseKinds)('reservations (%s)', (kind) => {
  let platform: RunningPlatform;
  let mail: Mail[];
  const { api, book, inventory } = bookingCalls(() => platform);

  beforeAll(async () => {
    platform = await startBookingPlatform(kind);
    mail = recordMail(platform);
  });
  afterAll(() => platform?.close());

  it('books a stay: 201, a ten-digit confirmation number, the priced stay and a card reduced to brand + last four', async () => {
    const res = await book(bookingBody());
    expect(res.status).toBe(201);
    const r = res.body.reservation;
    expect(r.confirmationNumber).toMatch(/^[1-9]\d{9}$/);
    expect(r).toMatchObject({
      status: 'confirmed',
      hotel: { hotelId: HOTEL, hotelName: `Longstay Test ${HOTEL}`, checkInTime: '15:00' },
      room: { roomTypeCode: 'SQ', name: 'Room SQ' },
      ratePlan: { ratePlanCode: 'RACK', kind: 'standard' },
      checkIn: '2026-03-10',
      checkOut: '2026-03-13',
      nights: 3,
      losTier: 'nightly',
      subtotal: 228,
      taxes: 29.64,
      total: 257.64,
      currency: 'USD',
      guest: { givenName: 'Ada', surname: 'Lovelace', email: 'ada@example.com' },
      arrivalTime: '18:30',
      card: { brand: 'visa', last4: '1111', expiry: '12/29' },
    });
    expect(r.nightly).toHaveLength(3);
    expect(JSON.stringify(res.body)).not.toContain('4111 1111');
    const stored = await platform.store.db
      .selectFrom('reservations')
      .selectAll()
      .where('confirmation_number', '=', r.confirmationNumber)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toMatch(/4111\s?1111\s?1111/);
    expect((await inventory('SQ')).map((n) => n.booked)).toEqual([1, 1, 1]);
    // The confirmation mail is handed to the mailer after commit.
    expect(mail.at(-1)).toMatchObject({
      to: 'ada@example.com',
      kind: 'booking',
      subject: expect.stringContaining(r.confirmationNumber),
    });
    expect(mail.at(-1)!.text).not.toContain('4111');
    const outbox = await platform.store.db
      .selectFrom('mail_outbox')
      .select(['subject', 'kind'])
      .where('to_address', '=', 'ada@example.com')
      .execute();
    expect(outbox).toContainEqual({ subject: mail.at(-1)!.subject, kind: 'booking' });
  });

  it('accepts a form-encoded body with flat card fields', async () => {
    const { card, ...flat } = bookingBody({ roomTypeCode: 'TQ', surname: 'Hopper' });
    const res = await api()
      .post('/v1/reservation/reservations')
      .set('Idempotency-Key', newKey())
      .type('form')
      .send({
        ...flat,
        cardNumber: '5555 5555 5555 4444',
        cardExpiry: '01/30',
        cardHolder: card.holder,
      });
    expect(res.status).toBe(201);
    expect(res.body.reservation.card).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expiry: '01/30',
    });
  });

  it('replays the same idempotency key as the same reservation, and refuses it for another booking', async () => {
    const key = newKey();
    const first = await book(bookingBody({ roomTypeCode: 'TQ' }), key);
    const again = await book(bookingBody({ roomTypeCode: 'TQ' }), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.reservation.confirmationNumber).toBe(
      first.body.reservation.confirmationNumber,
    );
    const other = await book(bookingBody({ roomTypeCode: 'TQ', checkOut: '2026-03-14' }), key);
    expect(other.status).toBe(409);
    expect(other.body.errors[0].code).toBe('IDEMPOTENCY_KEY_REUSED');
    const count = await platform.store.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it.each([
    ['no Idempotency-Key', 'none', {}, 400, 'Idempotency-Key'],
    ['a short Idempotency-Key', 'short', {}, 400, 'Idempotency-Key'],
    [
      'a bad Luhn digit',
      undefined,
      { card: { number: '4111 1111 1111 1112', expiry: '12/29', holder: 'A' } },
      400,
      'card.number',
    ],
    [
      'an expired card',
      undefined,
      { card: { number: '4111111111111111', expiry: '02/26', holder: 'A' } },
      400,
      'card.expiry',
    ],
    ['no card', undefined, { card: undefined }, 400, 'cardNumber'],
    ['an unknown room type', undefined, { roomTypeCode: 'XX' }, 400, 'roomTypeCode'],
    [
      'a corporate plan without its corporate id',
      undefined,
      { ratePlanCode: 'CORPACME' },
      400,
      'ratePlanCode',
    ],
    [
      'another company’s corporate plan',
      undefined,
      { ratePlanCode: 'CORPOTHER', corporateId: 'ACME' },
      400,
      'ratePlanCode',
    ],
    ['too many guests', undefined, { adults: 2, children: 1 }, 400, 'adults'],
    ['a 12-hour arrival time', undefined, { arrivalTime: '6:30 PM' }, 400, 'arrivalTime'],
    ['a NUL in the surname', undefined, { surname: 'Love\u0000lace' }, 400, 'surname'],
    ['a name of spaces', undefined, { givenName: '   ' }, 400, 'givenName'],
    ['a bad e-mail', undefined, { email: 'not-an-email' }, 400, 'email'],
    ['a check-in in the past', undefined, { checkIn: '2026-03-01' }, 400, 'checkIn'],
    ['a check-out before check-in', undefined, { checkOut: '2026-03-09' }, 400, 'checkOut'],
    ['an unknown hotel', undefined, { hotelId: 'NOSUCH' }, 404, undefined],
  ])('refuses %s', async (_label, key, overrides, status, parameterName) => {
    const req = api().post('/v1/reservation/reservations');
    if (key !== 'none') req.set('Idempotency-Key', key ?? newKey());
    const res = await req.send(bookingBody(overrides));
    expect(res.status).toBe(status);
    expect(res.body.status).toBe('ERROR');
    if (parameterName)
      expect(res.body.errors.map((e: { parameterName?: string }) => e.parameterName)).toContain(
        parameterName,
      );
  });

  it('books a corporate plan with its corporate id at the corporate price', async () => {
    const res = await book(
      bookingBody({ ratePlanCode: 'CORPACME', corporateId: 'acme', roomTypeCode: 'TQ' }),
    );
    expect(res.status).toBe(201);
    // 10 000 × 95 % × 85 % = 8 075 a night.
    expect(res.body.reservation).toMatchObject({
      ratePlan: { ratePlanCode: 'CORPACME', kind: 'corporate' },
      subtotal: 242.25,
    });
  });

  it('refuses a coming-soon hotel with 409', async () => {
    const res = await book(bookingBody({ hotelId: SOON_HOTEL }));
    expect(res.status).toBe(409);
    expect(res.body.errors[0].code).toBe('COMING_SOON');
  });

  it('still books when the mail cannot be sent', async () => {
    const real = platform.context.mailer;
    platform.context.mailer = { send: () => Promise.reject(new Error('smtp down')) };
    try {
      const res = await book(bookingBody({ roomTypeCode: 'TQ', surname: 'Curie' }));
      expect(res.status).toBe(201);
    } finally {
      platform.context.mailer = real;
    }
  });

  it('draws a new confirmation number when the first one is taken', async () => {
    const taken = (await book(bookingBody({ roomTypeCode: 'TQ', surname: 'First' }))).body
      .reservation.confirmationNumber as string;
    const row = await platform.store.db
      .selectFrom('reservations')
      .selectAll()
      .where('confirmation_number', '=', taken)
      .executeTakeFirstOrThrow();
    const draws = [taken, '7000000001'];
    const copy = { ...row, idempotency_key: newKey(), surname: 'Second' };
    await platform.store.db
      .transaction()
      .execute((trx) => insertReservation(trx, copy, () => draws.shift() ?? '7000000002'));
    expect(copy.confirmation_number).toBe('7000000001');
    const stored = await platform.store.db
      .selectFrom('reservations')
      .select(['confirmation_number', 'surname'])
      .where('confirmation_number', 'in', [taken, '7000000001'])
      .orderBy('confirmation_number')
      .execute();
    expect(stored.map((r) => r.surname).sort()).toEqual(['First', 'Second']);
    // The idempotency key is still unique: a clash there is not retried with another number.
    await expect(
      platform.store.db
        .transaction()
        .execute((trx) =>
          insertReservation(trx, { ...row, confirmation_number: '7000000003' }, () => '7000000004'),
        ),
    ).rejects.toThrow();
  });

  it('cancels: status cancelled, every night returned, a cancellation mail; again is a 200 no-op', async () => {
    const before = (await inventory('SQ')).map((n) => n.booked);
    const booked = (await book(bookingBody({ surname: 'Turing' }))).body.reservation;
    expect((await inventory('SQ')).map((n) => n.booked)).toEqual(before.map((b) => b + 1));
    const cancel = () =>
      api()
        .post(`/v1/reservation/reservations/${booked.confirmationNumber}/cancel`)
        .send({ lastName: 'turing' });
    const res = await cancel();
    expect(res.status).toBe(200);
    expect(res.body.reservation).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(res.body.reservation.cancelledAt).toBe(FIXED_NOW.toISOString());
    expect((await inventory('SQ')).map((n) => n.booked)).toEqual(before);
    expect(mail.at(-1)).toMatchObject({ kind: 'cancellation', to: 'ada@example.com' });
    const mailCount = mail.length;
    const twice = await cancel();
    expect(twice.status).toBe(200);
    expect(twice.body.reservation.status).toBe('cancelled');
    expect((await inventory('SQ')).map((n) => n.booked)).toEqual(before);
    expect(mail.length).toBe(mailCount);
    const wrong = await api()
      .post(`/v1/reservation/reservations/${booked.confirmationNumber}/cancel`)
      .send({ lastName: 'Nobody' });
    expect(wrong.status).toBe(404);
  });
});
