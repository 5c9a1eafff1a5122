// Booking, look-up, listing and cancelling over HTTP, on every database of the run.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import type { Mail } from '#platform/context.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { hashToken, newToken } from '#platform/services/tokens.ts';
import { insertReservation } from '#platform/services/confirmation-numbers.ts';
import {
  FIXED_NOW,
  HOTEL,
  SOON_HOTEL,
  bookingBody,
  insertBookingFixture,
  recordMail,
} from './booking-fixture.ts';

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

describe.each(databaseKinds)('reservations (%s)', (kind) => {
  let platform: RunningPlatform;
  let mail: Mail[];
  let clock = FIXED_NOW;
  const api = () => request(platform.server);
  const book = (body: Record<string, unknown>, key = newKey()) =>
    api().post('/v1/reservation/reservations').set('Idempotency-Key', key).send(body);
  const inventory = (roomTypeCode: string) =>
    platform.store.db
      .selectFrom('inventory')
      .select(['night', 'total', 'booked'])
      .where('hotel_id', '=', HOTEL)
      .where('room_type_code', '=', roomTypeCode)
      .orderBy('night')
      .execute();

  beforeAll(async () => {
    platform = await startTestPlatform(kind, { seed: false, now: () => clock });
    await insertBookingFixture(platform.store.db);
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

  it('finds a reservation by confirmation number and last name (any case), and nothing otherwise', async () => {
    const booked = (await book(bookingBody({ roomTypeCode: 'TQ', surname: 'Johnson' }))).body
      .reservation;
    const found = await api()
      .get(`/v1/reservation/reservations/${booked.confirmationNumber}`)
      .query({ lastName: 'jOHNSON' });
    expect(found.status).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(found.body.reservation.confirmationNumber).toBe(booked.confirmationNumber);
    const wrongName = await api()
      .get(`/v1/reservation/reservations/${booked.confirmationNumber}`)
      .query({ lastName: 'Smith' });
    // Another number: the same digits but the last, which is always changed.
    const number = String(booked.confirmationNumber);
    const otherNumber = `${number.slice(0, -1)}${(Number(number.at(-1)) + 1) % 10}`;
    expect(otherNumber).not.toBe(number);
    const wrongNumber = await api()
      .get(`/v1/reservation/reservations/${otherNumber}`)
      .query({ lastName: 'Johnson' });
    const notDigits = await api()
      .get('/v1/reservation/reservations/abc')
      .query({ lastName: 'Johnson' });
    for (const [label, res] of Object.entries({ wrongName, wrongNumber, notDigits })) {
      expect(res.status, label).toBe(404);
      expect(res.body.errors).toEqual(wrongName.body.errors);
    }
    const noName = await api().get(`/v1/reservation/reservations/${booked.confirmationNumber}`);
    expect(noName.status).toBe(400);
    expect(noName.body.errors[0]).toMatchObject({
      parameterName: 'lastName',
      message: 'This field is required',
    });
  });

  it('refuses look-ups from an address after 30 tries in 15 minutes, counting only failures', async () => {
    const booked = (await book(bookingBody({ roomTypeCode: 'TQ', surname: 'Probe' }))).body
      .reservation;
    const lookUp = (number: string, lastName: string, address: string) =>
      api()
        .get(`/v1/reservation/reservations/${number}`)
        .set('X-Forwarded-For', address)
        .query({ lastName });
    // The owner's own look-ups give their count back: they never block the owner.
    for (let i = 0; i < 35; i++)
      expect((await lookUp(booked.confirmationNumber, 'Probe', '203.0.113.9')).status).toBe(200);
    // Thirty numbers that do not exist, all in parallel: each is counted before it is checked.
    const guesses = await Promise.all(
      Array.from({ length: 34 }, (_, i) =>
        lookUp(String(5_000_000_000 + i), 'Probe', '203.0.113.9'),
      ),
    );
    expect(guesses.filter((res) => res.status === 404)).toHaveLength(30);
    expect(guesses.filter((res) => res.status === 429)).toHaveLength(4);
    const blocked = await lookUp(booked.confirmationNumber, 'Probe', '203.0.113.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors[0].code).toBe('TOO_MANY_REQUESTS');
    // Another address is not affected.
    expect((await lookUp(booked.confirmationNumber, 'Probe', '198.51.100.7')).status).toBe(200);
  });

  it('refuses look-ups of one number after 10 wrong last names from any addresses', async () => {
    const booked = (await book(bookingBody({ roomTypeCode: 'TQ', surname: 'Target' }))).body
      .reservation;
    const lookUp = (number: string, lastName: string, address: string) =>
      api()
        .get(`/v1/reservation/reservations/${number}`)
        .set('X-Forwarded-For', address)
        .query({ lastName });
    for (let i = 0; i < 10; i++)
      expect((await lookUp(booked.confirmationNumber, `Guess${i}`, `192.0.2.${i}`)).status).toBe(
        404,
      );
    // The number is closed to everyone for the window, whatever the address or the name; typed
    // with spaces it is the same number.
    const grouped = `${booked.confirmationNumber.slice(0, 3)} ${booked.confirmationNumber.slice(3, 6)} ${booked.confirmationNumber.slice(6)}`;
    expect((await lookUp(encodeURIComponent(grouped), 'Target', '192.0.2.200')).status).toBe(429);
    expect((await lookUp(booked.confirmationNumber, 'Target', '192.0.2.201')).status).toBe(429);
    clock = new Date(FIXED_NOW.getTime() + 16 * 60_000);
    try {
      expect((await lookUp(grouped.replace(/ /g, '-'), 'Target', '192.0.2.202')).status).toBe(200);
    } finally {
      clock = FIXED_NOW;
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

  it('gives back the last room on cancel so the same stay can be booked again', async () => {
    const stay = { roomTypeCode: 'SQA', checkIn: '2026-04-01', checkOut: '2026-04-04', adults: 1 };
    const first = await book(bookingBody({ ...stay, surname: 'Noether' }));
    expect(first.status).toBe(201);
    const soldOut = await book(bookingBody({ ...stay, surname: 'Other' }));
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.errors[0]).toMatchObject({
      code: 'SOLD_OUT',
      message: expect.stringContaining('no longer available'),
    });
    const rooms = await api()
      .get(`/v2/rate/hotels/${HOTEL}/rooms`)
      .query({ checkIn: '2026-04-01', checkOut: '2026-04-04' });
    expect(
      rooms.body.rooms.find((r: { roomTypeCode: string }) => r.roomTypeCode === 'SQA'),
    ).toMatchObject({ available: 0, soldOut: true });
    await api()
      .post(`/v1/reservation/reservations/${first.body.reservation.confirmationNumber}/cancel`)
      .send({ lastName: 'Noether' })
      .expect(200);
    expect((await book(bookingBody({ ...stay, surname: 'Other' }))).status).toBe(201);
  });

  it('cancels until 6:00 PM hotel time on the day of arrival, and then answers 409 with the hotel phone', async () => {
    // Dallas (America/Chicago) is on daylight time from 8 March: 6:00 PM CDT on 10 March is 23:00 UTC.
    const booked = (await book(bookingBody({ roomTypeCode: 'TQ', surname: 'Late' }))).body
      .reservation;
    expect(booked).toMatchObject({
      cancellationDeadline: '2026-03-10T23:00:00.000Z',
      cancellable: true,
      hotel: { timeZone: 'America/Chicago' },
    });
    const cancel = () =>
      api()
        .post(`/v1/reservation/reservations/${booked.confirmationNumber}/cancel`)
        .send({ lastName: 'Late' });
    const lookUp = () =>
      api()
        .get(`/v1/reservation/reservations/${booked.confirmationNumber}`)
        .query({ lastName: 'Late' });
    try {
      for (const at of ['2026-03-10T23:00:00Z', '2026-03-10T23:01:00Z', '2026-03-11T12:00:00Z']) {
        clock = new Date(at);
        const res = await cancel();
        expect(res.status, at).toBe(409);
        expect(res.body.errors[0]).toEqual({
          code: 'CANCELLATION_DEADLINE_PASSED',
          message:
            'Free cancellation ended at 6:00 PM hotel time on the day of arrival, so this reservation can no longer be cancelled online. To cancel or change it, please call the hotel at +1 214 555 0100.',
        });
        expect((await lookUp()).body.reservation).toMatchObject({
          status: 'confirmed',
          cancellable: false,
        });
      }
      clock = new Date('2026-03-10T22:59:00Z');
      expect((await lookUp()).body.reservation.cancellable).toBe(true);
      const res = await cancel();
      expect(res.status).toBe(200);
      expect(res.body.reservation.status).toBe('cancelled');
    } finally {
      clock = FIXED_NOW;
    }
  });

  it('lists reservations only for a signed-in account', async () => {
    const tokenOf = async (loginId: string) => {
      const token = newToken();
      await platform.store.db
        .insertInto('accounts')
        .values({
          login_id: loginId,
          email: loginId,
          password_hash: 'not-used-by-this-test',
          given_name: 'Grace',
          surname: 'Hopper',
          street1: null,
          street2: null,
          city_name: null,
          subdivision_code: null,
          postal_code: null,
          country_code: null,
          phone: null,
          birth_day: null,
          birth_month: null,
          leisure: 0,
          business: 0,
          verified_at: FIXED_NOW.toISOString(),
          created_at: FIXED_NOW.toISOString(),
          updated_at: FIXED_NOW.toISOString(),
        })
        .execute();
      await platform.store.db
        .insertInto('sessions')
        .values({
          token_hash: hashToken(token),
          login_id: loginId,
          created_at: FIXED_NOW.toISOString(),
          expires_at: '2026-03-03T15:00:00.000Z',
          revoked_at: null,
        })
        .execute();
      return token;
    };
    const grace = await tokenOf('grace@example.com');
    const other = await tokenOf('other@example.com');
    const booked = await api()
      .post('/v1/reservation/reservations')
      .set('Idempotency-Key', newKey())
      .set('Authorization', `Bearer ${grace}`)
      .send(bookingBody({ roomTypeCode: 'TQ', surname: 'Hopper', email: 'grace@example.com' }));
    expect(booked.status).toBe(201);

    const mine = await api()
      .get('/v1/reservation/reservations')
      .set('Authorization', `Bearer ${grace}`);
    expect(mine.status).toBe(200);
    expect(
      mine.body.reservations.map((r: { confirmationNumber: string }) => r.confirmationNumber),
    ).toEqual([booked.body.reservation.confirmationNumber]);
    expect(mine.body.reservations[0]).toMatchObject({ upcoming: true, cancellable: true });
    const theirs = await api()
      .get('/v1/reservation/reservations')
      .set('Authorization', `Bearer ${other}`);
    expect(theirs.body.reservations).toEqual([]);

    expect((await api().get('/v1/reservation/reservations')).status).toBe(401);
    const forged = await api()
      .get('/v1/reservation/reservations')
      .set('Authorization', `Bearer ${newToken()}`);
    expect(forged.status).toBe(401);
    expect(forged.body.status).toBe('ERROR');
  });
});
