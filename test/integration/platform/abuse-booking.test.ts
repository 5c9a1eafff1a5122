// Hoarding a hotel's rooms, as the abuse probe did it and as a script would go on to try: the
// velocity limits (services/booking-velocity.ts) at their defaults stop each attempt early, on
// every database of the run. The probe held all 55 rooms of a hotel for 60 nights with 15
// requests in 0.5 s from one address.
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import { defaultAbuseLimits } from '#shared/security/abuse-limits.ts';
import { DECLINED_TEST_CARD } from '#platform/services/payment-authorizer.ts';
import { BIG, BIG_ROOMS, bookOutBodies, day, useAbusePlatform } from './abuse-support.ts';
import { solvedCaptcha } from './accounts-support.ts';
import { madeUpCard } from '#test/support/made-up-card.ts';

const { hotelRoomsPerDay, bookingCaptchaAfter, declinesPerHour, bookingsPerHour } =
  defaultAbuseLimits;
const REFUSALS = ['CAPTCHA_REQUIRED', 'TOO_MANY_REQUESTS'];

describe.each(databaseKinds)('hoarding rooms on %s', (kind) => {
  const { book, roomsHeld, api, platform } = useAbusePlatform(kind);

  it('a script firing 15 bookings of 4 rooms × 60 nights at once from one address holds at most 8 of 55 rooms', async () => {
    const answers = await Promise.all(bookOutBodies(15, 1).map((b) => book(b, '203.0.113.50')));
    const made = answers.filter((a) => a.status === 201);
    expect(made.length).toBeLessThanOrEqual(hotelRoomsPerDay / 4);
    for (const refused of answers.filter((a) => a.status !== 201))
      expect(REFUSALS).toContain(refused.body.errors[0].code);
    expect(await roomsHeld()).toBeLessThanOrEqual(hotelRoomsPerDay);
    expect(await roomsHeld()).toBeLessThan(BIG_ROOMS);
  });

  it('a fresh address of one IPv6 /64 for every request counts as one address', async () => {
    const bodies = bookOutBodies(15, 2, 100);
    const answers = await Promise.all(
      bodies.map((b, i) => book(b, `2001:db8:7:7:${(i + 1).toString(16)}::1`)),
    );
    expect(answers.filter((a) => a.status === 201).length).toBeLessThanOrEqual(2);
    const held = await roomsHeld();
    expect(held).toBeLessThanOrEqual(hotelRoomsPerDay);
  });

  it('one card from many addresses and names is asked for the captcha after 3 bookings', async () => {
    const card = { number: madeUpCard(777), expiry: '12/29', holder: 'Card Tester' };
    const codes: number[] = [];
    for (let i = 0; i < bookingCaptchaAfter + 2; i++)
      codes.push(
        (
          await book(
            { surname: `Cardholder${i}`, email: `c${i}@example.org`, card },
            `198.51.100.${100 + i}`,
          )
        ).status,
      );
    expect(codes).toEqual([201, 201, 201, 401, 401]);
  });

  // A script that changes everything else keeps one inbox (to read the confirmations) or books in
  // one guest's name: each is a source of its own, asked for the captcha past 3 bookings in the
  // hour and, captcha solved, held to 8 rooms of the hotel.
  it.each([
    [
      'e-mail',
      200,
      (i: number) => ({
        givenName: `Inbox${i}`,
        surname: `Keeper${i}`,
        email: 'One.Inbox@example.org',
      }),
    ],
    [
      'guest name',
      210,
      (i: number) => ({
        givenName: i % 2 ? 'PAT' : 'Pat',
        surname: i % 2 ? 'Holder ' : 'holder',
        email: `holder${i}@example.org`,
      }),
    ],
  ])(
    'one %s from many addresses and cards: the captcha after 3 bookings, then at most 8 rooms',
    async (_source, from, guest) => {
      const attempt = (i: number, captcha?: string) =>
        book(
          {
            ...guest(i),
            roomTypeCode: BIG,
            rooms: 2,
            adults: 2,
            checkIn: day(from),
            checkOut: day(from + 2),
            card: { number: madeUpCard(from * 100 + i), expiry: '12/29', holder: 'X' },
            ...(captcha ? { captcha } : {}),
          },
          `198.51.${from - 100}.${i + 1}`,
        );
      const codes: number[] = [];
      for (let i = 0; i < bookingCaptchaAfter; i++) codes.push((await attempt(i)).status);
      expect(codes).toEqual([201, 201, 201]);
      const asked = await attempt(3);
      expect(asked.status).toBe(401);
      expect(asked.body.errors[0].code).toBe('CAPTCHA_REQUIRED');
      // Solving the captcha lets the 4th through (8 rooms); the 5th is past the hotel's ceiling.
      expect((await attempt(3, await solvedCaptcha(platform().url))).status).toBe(201);
      const over = await attempt(4, await solvedCaptcha(platform().url));
      expect(over.status).toBe(429);
      expect(over.body.errors[0].code).toBe('TOO_MANY_REQUESTS');
      const held = await platform()
        .store.db.selectFrom('reservations')
        .select((eb) => eb.fn.sum<number>('rooms').as('rooms'))
        .where('room_type_code', '=', BIG)
        .where('check_in', '=', day(from))
        .executeTakeFirstOrThrow();
      expect(Number(held.rooms)).toBe(hotelRoomsPerDay);
    },
  );

  it('card testing: after 5 declined cards from one address every booking is refused for the hour', async () => {
    const address = '203.0.113.60';
    for (let i = 0; i < declinesPerHour; i++) {
      const declined = await book(
        {
          surname: `Tester${i}`,
          card: { number: DECLINED_TEST_CARD, expiry: '12/29', holder: 'T' },
        },
        address,
      );
      expect(declined.status).toBe(402);
      expect(declined.body.errors[0]).toMatchObject({
        code: 'CARD_DECLINED',
        parameterName: 'card.number',
      });
    }
    const next = await book(
      { surname: 'Tester9', card: { number: madeUpCard(5), expiry: '12/29', holder: 'T' } },
      address,
    );
    expect(next.status).toBe(429);
  });

  it('replays of a made booking never count and always answer', async () => {
    const address = '203.0.113.61';
    const body = { surname: 'Replayer', email: 'replay@example.org' };
    expect((await book(body, address, 'replay-key-0001')).status).toBe(201);
    for (let i = 0; i < 12; i++)
      expect((await book(body, address, 'replay-key-0001')).status).toBe(200);
    // 1 booking counted, not 13: the next ones go without the captcha.
    expect((await book({ ...body, surname: 'Replayer2' }, address)).status).toBe(201);
  });

  it('stretching booked stays counts too: a change past the room-night ceiling is refused', async () => {
    const address = '203.0.113.62';
    const mine = {
      roomTypeCode: 'BIG',
      adults: 4,
      rooms: 4,
      surname: 'Stretcher',
      email: 'stretch@example.org',
      card: { number: madeUpCard(4242), expiry: '12/29', holder: 'S Stretcher' },
      checkIn: day(170),
      checkOut: day(270), // 100 nights: 2 bookings of 4 rooms reach the 800 room-nights
    };
    const first = await book(mine, address);
    expect(first.status).toBe(201);
    expect((await book(mine, address)).status).toBe(201);
    const change = await api()
      .post(`/v1/reservation/reservations/${first.body.reservation.confirmationNumber}/change`)
      .set('Idempotency-Key', 'stretch-change-1')
      .set('X-Forwarded-For', address)
      .send({ lastName: 'Stretcher', checkIn: day(170), checkOut: day(271) });
    expect(change.status).toBe(429);
    // A change that adds no night (moving the stay's end earlier) goes through.
    const shorter = await api()
      .post(`/v1/reservation/reservations/${first.body.reservation.confirmationNumber}/change`)
      .set('Idempotency-Key', 'stretch-change-2')
      .set('X-Forwarded-For', address)
      .send({ lastName: 'Stretcher', checkIn: day(170), checkOut: day(260) });
    expect(shorter.status).toBe(200);
  });

  it('churning one stay (moving its dates again and again) is stopped at 10 bookings and changes an hour', async () => {
    const address = '203.0.113.63';
    const booked = await book(
      {
        surname: 'Churner',
        email: 'churn@example.org',
        roomTypeCode: BIG,
        checkIn: day(280),
        checkOut: day(282),
        card: { number: madeUpCard(6363), expiry: '12/29', holder: 'C Churner' },
      },
      address,
    );
    expect(booked.status).toBe(201);
    const change = (n: number) =>
      api()
        .post(`/v1/reservation/reservations/${booked.body.reservation.confirmationNumber}/change`)
        .set('Idempotency-Key', `churn-change-${n}`)
        .set('X-Forwarded-For', address)
        .send({ lastName: 'Churner', checkIn: day(280), checkOut: day(282 + (n % 2)) });
    // The booking was the first of the hour: 9 changes more fit.
    for (let n = 1; n < bookingsPerHour; n++)
      expect((await change(n)).status, `change ${n}`).toBe(200);
    const refused = await change(bookingsPerHour);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].code).toBe('TOO_MANY_REQUESTS');
  });
});
