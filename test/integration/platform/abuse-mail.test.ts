// Flooding someone's inbox, as the abuse probe did it: booking and cancelling 25 times with the
// victim's address (50 mails in 2.4 s) and flipping an account's e-mail back and forth (10 "your
// e-mail was changed" notices in 4.8 s). One budget per recipient for every mail (mail-budget.ts)
// caps what reaches the inbox; every action still succeeds and every mail over the budget is kept
// in the outbox as 'suppressed' and counted, on every database of the run.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { register } from 'prom-client';
import { databaseKinds } from '#test/support/platform.ts';
import { defaultAbuseLimits } from '#shared/security/abuse-limits.ts';
import { b64, emailChangeProfile, freshAddress, useAccountsPlatform } from './accounts-support.ts';
import { useAbusePlatform } from './abuse-support.ts';
import { madeUpCard } from '#test/support/made-up-card.ts';

const { mailKindPerHour, mailPerHour } = defaultAbuseLimits;

async function suppressedSoFar(): Promise<number> {
  const metric = await register.getSingleMetric('mail_suppressed_total')?.get();
  return (metric?.values ?? []).reduce((sum, { value }) => sum + value, 0);
}

describe.each(databaseKinds)('inbox flood on %s', (kind) => {
  // The script solves every captcha and rotates everything the booking limits count, so only
  // the mail budget stands between it and the inbox.
  const unlimitedBookings = {
    bookingCaptchaAfter: 1_000_000,
    bookingsPerHour: 1_000_000,
    bookingsPerDay: 1_000_000,
    hotelRoomsPerDay: 1_000_000,
    hotelRoomNightsPerDay: 100_000_000,
  };
  const { book, api, platform } = useAbusePlatform(kind, unlimitedBookings);
  const accounts = useAccountsPlatform(kind, { config: { abuseLimits: defaultAbuseLimits } });

  const mailTo = (to: string) =>
    platform()
      .store.db.selectFrom('mail_outbox')
      .select(['kind', 'status'])
      .where('to_address', '=', to)
      .execute();

  it('booking and cancelling 25 times with a victim address puts 10 mails in the inbox, all 50 kept', async () => {
    const victim = 'victim@example.com';
    const before = await suppressedSoFar();
    for (let i = 0; i < 25; i++) {
      const booked = await book(
        {
          surname: `Flood${i}`,
          email: victim,
          card: { number: madeUpCard(9000 + i), expiry: '12/29', holder: 'X' },
        },
        `198.51.100.${i + 1}`,
      );
      expect(booked.status).toBe(201);
      await api()
        .post(`/v1/reservation/reservations/${booked.body.reservation.confirmationNumber}/cancel`)
        .set('X-Forwarded-For', `198.51.100.${i + 1}`)
        .send({ lastName: `Flood${i}` })
        .expect(200);
    }
    const mails = await mailTo(victim);
    expect(mails).toHaveLength(50);
    const delivered = mails.filter((m) => m.status !== 'suppressed');
    expect(delivered.length).toBe(mailPerHour);
    for (const kindOfMail of ['booking', 'cancellation'])
      expect(delivered.filter((m) => m.kind === kindOfMail).length).toBeLessThanOrEqual(
        mailKindPerHour,
      );
    expect((await suppressedSoFar()) - before).toBe(40);
  });

  it('flipping an account e-mail 20 times puts at most 6 notices in either inbox; every change is made', async () => {
    const [A, B] = ['traveler@longstay.test', 'traveler.two@example.com'];
    const signedIn = await request(accounts.url)
      .post('/v1/account/sign-in')
      .set('X-Forwarded-For', freshAddress())
      .type('form')
      .send({ email: A, password: b64('Roadwarrior7') })
      .expect(200);
    const token = signedIn.body.authorization.accessToken as string;
    for (let i = 0; i < 20; i++) {
      const [from, to] = i % 2 === 0 ? [A, B] : [B, A];
      await request(accounts.url)
        .put(`/v1/account/accounts/${from}`)
        .set('Authorization', `Bearer ${token}`)
        .type('form')
        .send({ ...emailChangeProfile, email: to, currentPassword: 'Roadwarrior7' })
        .expect(200);
    }
    for (const inbox of [A, B]) {
      const rows = await accounts.platform.store.db
        .selectFrom('mail_outbox')
        .select(['status'])
        .where('to_address', '=', inbox)
        .where('kind', '=', 'email-changed')
        .execute();
      expect(rows).toHaveLength(10);
      expect(rows.filter((r) => r.status !== 'suppressed').length).toBe(mailKindPerHour);
    }
  });
});
