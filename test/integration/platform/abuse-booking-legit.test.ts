// The people the velocity limits must never stop, beside the attacks of abuse-booking.test.ts, on
// every database of the run: a family booking two rooms, a guest correcting a typo by cancelling
// and booking again, a corporate booker making a team's bookings through the day, a guest whose
// card was declined trying another, and a guest who books more than a few times in an hour (asked
// for the captcha once, then booked).
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import { DECLINED_TEST_CARD } from '#platform/services/payment-authorizer.ts';
import { solvedCaptcha } from './accounts-support.ts';
import { day, useAbusePlatform } from './abuse-support.ts';
import { madeUpCard } from '#test/support/made-up-card.ts';

describe.each(databaseKinds)('legitimate guests on %s', (kind) => {
  const { book, platform, api } = useAbusePlatform(kind);

  it('a family books two rooms together, then one more for the grandparents, without a captcha', async () => {
    const family = {
      surname: 'Okafor',
      email: 'okafor.family@example.com',
      card: { number: madeUpCard(11), expiry: '12/29', holder: 'Ngozi Okafor' },
      roomTypeCode: 'TQ',
      checkIn: day(60),
      checkOut: day(74),
    };
    const address = '192.0.2.21';
    const both = await book({ ...family, adults: 4, children: 3, rooms: 2 }, address);
    expect(both.status).toBe(201);
    expect(both.body.reservation.rooms).toBe(2);
    const grandparents = await book({ ...family, givenName: 'Chidi', adults: 2 }, address);
    expect(grandparents.status).toBe(201);
  });

  it('a guest who mistyped the e-mail, then the name, cancels and books again twice, without a captcha', async () => {
    const address = '192.0.2.25';
    const stay = {
      card: { number: madeUpCard(44), expiry: '12/29', holder: 'Maria Gonzalez' },
      roomTypeCode: 'TQ',
      rooms: 2,
      adults: 3,
      checkIn: day(120),
      checkOut: day(150),
      givenName: 'Maria',
    };
    const attempts = [
      { surname: 'Gonzalez', email: 'maria.gonzalez@gmial.com' },
      { surname: 'Gonzales', email: 'maria.gonzalez@gmail.com' },
      { surname: 'Gonzalez', email: 'maria.gonzalez@gmail.com' },
    ];
    for (const [i, guest] of attempts.entries()) {
      const booked = await book({ ...stay, ...guest }, address);
      expect(booked.status, `booking ${i + 1}`).toBe(201);
      if (i === attempts.length - 1) break;
      // The wrong one is cancelled from the confirmation page, as the guest would.
      await api()
        .post(`/v1/reservation/reservations/${booked.body.reservation.confirmationNumber}/cancel`)
        .set('X-Forwarded-For', address)
        .send({ lastName: guest.surname })
        .expect(200);
    }
    const kept = await platform()
      .store.db.selectFrom('reservations')
      .select(['surname', 'email', 'status'])
      .where('given_name', '=', 'Maria')
      .orderBy('created_at')
      .execute();
    expect(kept.map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'confirmed']);
    expect(kept.at(-1)).toMatchObject({ surname: 'Gonzalez', email: 'maria.gonzalez@gmail.com' });
  });

  it('a corporate booker makes 8 bookings for a team in a day, with one card and one e-mail, without a captcha', async () => {
    const address = '192.0.2.22';
    for (let i = 0; i < 8; i++) {
      const answer = await book(
        {
          corporateId: 'ACME',
          ratePlanCode: 'CORPACME',
          roomTypeCode: 'TQ',
          givenName: `Member${i}`,
          surname: `Team${i}`,
          email: 'travel.desk@acme.example',
          card: { number: madeUpCard(22), expiry: '12/29', holder: 'Acme Travel' },
          checkIn: day(90),
          checkOut: day(94),
          adults: 1,
        },
        address,
      );
      expect(answer.status, `booking ${i + 1}`).toBe(201);
    }
  });

  it('a guest whose card was declined books with another card under the same key', async () => {
    const address = '192.0.2.23';
    const guest = { surname: 'Declined', email: 'declined@example.com' };
    const key = 'declined-then-retried-1';
    const declined = await book(
      { ...guest, card: { number: DECLINED_TEST_CARD, expiry: '12/29', holder: 'D Guest' } },
      address,
      key,
    );
    expect(declined.status).toBe(402);
    expect(declined.body.errors[0]).toEqual({
      code: 'CARD_DECLINED',
      parameterName: 'card.number',
      message: 'Your card was declined. Please use another card.',
    });
    const retried = await book(
      { ...guest, card: { number: madeUpCard(33), expiry: '12/29', holder: 'D Guest' } },
      address,
      key,
    );
    expect(retried.status).toBe(201);
    // Nothing of the declined attempt was kept: one reservation, the other card's last digits.
    const rows = await platform()
      .store.db.selectFrom('reservations')
      .select(['card_last4'])
      .where('surname', '=', 'Declined')
      .execute();
    expect(rows).toEqual([{ card_last4: madeUpCard(33).slice(-4) }]);
  });

  it('a guest booking a fourth time in the hour is asked for the captcha, and books with it', async () => {
    const address = '192.0.2.24';
    const stay = (i: number) => ({ surname: `Frequent${i}`, email: `frequent${i}@example.com` });
    for (let i = 0; i < 3; i++) expect((await book(stay(i), address)).status).toBe(201);
    const asked = await book(stay(3), address);
    expect(asked.status).toBe(401);
    expect(asked.body.errors[0]).toEqual({
      code: 'CAPTCHA_REQUIRED',
      parameterName: 'captcha',
      message: 'Please complete the captcha, then book again.',
    });
    const withCaptcha = await book(
      { ...stay(3), captcha: await solvedCaptcha(platform().url) },
      address,
    );
    expect(withCaptcha.status).toBe(201);
  });
});
