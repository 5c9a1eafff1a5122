// Looking up a reservation (by number and last name, with its limits) and listing an account's
// reservations, over HTTP on every database of the run.
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import { hashToken, newToken } from '#platform/services/tokens.ts';
import { bookingCalls, newKey, useBookingPlatform } from './booking-calls.ts';
import { FIXED_NOW, bookingBody } from './booking-fixture.ts';

describe.each(databaseKinds)('reservations (%s)', (kind) => {
  const { platform, setClock } = useBookingPlatform(kind);
  const { api, book } = bookingCalls(platform);
  /** A look-up by number and last name, from `address`. */
  const lookUp = (number: string, lastName: string, address: string) =>
    api()
      .get(`/v1/reservation/reservations/${number}`)
      .set('X-Forwarded-For', address)
      .query({ lastName });

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

  it('counts look-ups from an IPv6 /64 as one address: a fresh address per guess gains nothing', async () => {
    const booked = (await book(bookingBody({ roomTypeCode: 'TQ', surname: 'Sixtyfour' }))).body
      .reservation;
    for (let i = 0; i < 30; i++)
      expect(
        (
          await lookUp(
            String(6_000_000_000 + i),
            'Sixtyfour',
            `2001:db8:64:1:${(i + 1).toString(16)}::1`,
          )
        ).status,
      ).toBe(404);
    const blocked = await lookUp(booked.confirmationNumber, 'Sixtyfour', '2001:db8:64:1:ffff::1');
    expect(blocked.status).toBe(429);
    expect((await lookUp(booked.confirmationNumber, 'Sixtyfour', '2001:db8:64:2::1')).status).toBe(
      200,
    );
  });

  it('refuses look-ups of one number after 10 wrong last names from any addresses', async () => {
    const booked = (await book(bookingBody({ roomTypeCode: 'TQ', surname: 'Target' }))).body
      .reservation;
    for (let i = 0; i < 10; i++)
      expect((await lookUp(booked.confirmationNumber, `Guess${i}`, `192.0.2.${i}`)).status).toBe(
        404,
      );
    // The number is closed to everyone for the window, whatever the address or the name; typed
    // with spaces it is the same number.
    const grouped = `${booked.confirmationNumber.slice(0, 3)} ${booked.confirmationNumber.slice(3, 6)} ${booked.confirmationNumber.slice(6)}`;
    expect((await lookUp(encodeURIComponent(grouped), 'Target', '192.0.2.200')).status).toBe(429);
    expect((await lookUp(booked.confirmationNumber, 'Target', '192.0.2.201')).status).toBe(429);
    setClock(new Date(FIXED_NOW.getTime() + 16 * 60_000));
    try {
      expect((await lookUp(grouped.replace(/ /g, '-'), 'Target', '192.0.2.202')).status).toBe(200);
    } finally {
      setClock(FIXED_NOW);
    }
  });

  it('lists reservations only for a signed-in account', async () => {
    const tokenOf = async (loginId: string) => {
      const token = newToken();
      await platform()
        .store.db.insertInto('accounts')
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
      await platform()
        .store.db.insertInto('sessions')
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
