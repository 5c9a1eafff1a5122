// One mail budget per recipient covers every mail the platform writes, whatever action causes it:
// once a person's inbox has had its 10 mails of the hour, a password reset, a verification link, a
// newsletter confirmation, a change of stay and a cancellation are each still made and answered as
// usual, and their mails are kept in the outbox as 'suppressed' and counted. The day's caps (20 of
// a kind, 30 in all) hold across hours, on the platform's clock. On every database of the run.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from 'prom-client';
import { databaseKinds, relaxedAbuseLimits, startTestPlatform } from '#test/support/platform.ts';
import { defaultAbuseLimits } from '#shared/security/abuse-limits.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { bookingBody, insertBookingFixture } from './booking-fixture.ts';
import { solvedCaptcha, useAccountsPlatform } from './accounts-support.ts';
import { day } from './abuse-support.ts';

const { mailKindPerHour, mailKindPerDay, mailPerHour, mailPerDay } = defaultAbuseLimits;
const HOUR = 3_600_000;

/** Every limit raised but the mail budget's, which is at its defaults. */
const mailAtDefaults = {
  ...relaxedAbuseLimits,
  mailKindPerHour,
  mailKindPerDay,
  mailPerHour,
  mailPerDay,
};

async function suppressedSoFar(): Promise<number> {
  const metric = await register.getSingleMetric('mail_suppressed_total')?.get();
  return (metric?.values ?? []).reduce((sum, { value }) => sum + value, 0);
}

const mailsTo = (platform: RunningPlatform, to: string) =>
  platform.store.db
    .selectFrom('mail_outbox')
    .select(['kind', 'status'])
    .where('to_address', '=', to)
    .orderBy('created_at')
    .orderBy('mail_id')
    .execute();

describe.each(databaseKinds)('one mail budget for every kind of mail (%s)', (kind) => {
  const accounts = useAccountsPlatform(kind, { config: { abuseLimits: mailAtDefaults } });
  beforeAll(async () => {
    await insertBookingFixture(accounts.platform.store.db);
  });

  it('an inbox that has had its 10 mails of the hour: every action still works, its mail kept as suppressed', async () => {
    const owner = 'unverified@longstay.test';
    const { platform } = accounts;
    const api = () => request(platform.url);
    const stay = { checkIn: day(40), checkOut: day(43) };
    const booked = await api()
      .post('/v1/reservation/reservations')
      .set('Idempotency-Key', `budget-${kind}-book`)
      .send(bookingBody({ ...stay, givenName: 'Casey', surname: 'Morgan', email: owner }))
      .expect(201);
    const number = booked.body.reservation.confirmationNumber as string;
    // Nine more mails of other kinds to the same person: the hour's budget of all mail is spent.
    for (let i = 0; i < mailPerHour - 1; i++)
      await platform.context.mailer.send({
        to: owner,
        subject: 'A lower price for your stay',
        text: 'Your stay costs less now.',
        kind: i % 2 ? 'price-drop' : 'contact-ack',
      });
    expect((await mailsTo(platform, owner)).filter((m) => m.status === 'suppressed')).toEqual([]);
    const before = await suppressedSoFar();

    await api()
      .post('/v1/account/password-reset')
      .set('X-Forwarded-For', '192.0.2.90')
      .type('form')
      .send({ email: owner })
      .expect(200);
    await api()
      .post(`/v1/account/verification/${owner}`)
      .set('X-Forwarded-For', '192.0.2.91')
      .expect(200);
    await api()
      .post('/v1/emailer/newsletter')
      .set('X-Forwarded-For', '192.0.2.92')
      .type('form')
      .send({ email: owner, captcha: await solvedCaptcha(platform.url) })
      .expect(200);
    const changed = await api()
      .post(`/v1/reservation/reservations/${number}/change`)
      .set('Idempotency-Key', `budget-${kind}-change`)
      .send({ lastName: 'Morgan', checkIn: stay.checkIn, checkOut: day(44) })
      .expect(200);
    expect(changed.body.reservation.checkOut).toBe(day(44));
    await api()
      .post(`/v1/reservation/reservations/${number}/cancel`)
      .send({ lastName: 'Morgan' })
      .expect(200);

    const mails = await mailsTo(platform, owner);
    const kept = mails.filter((m) => m.status === 'suppressed').map((m) => m.kind);
    expect(kept.sort()).toEqual(['cancellation', 'change', 'newsletter', 'reset', 'verify']);
    expect(mails.filter((m) => m.status !== 'suppressed')).toHaveLength(mailPerHour);
    expect((await suppressedSoFar()) - before).toBe(5);
  });
});

describe.each(databaseKinds)("the day's mail caps across hours (%s)", (kind) => {
  let running: RunningPlatform | undefined;
  const start = new Date('2026-05-04T06:00:00Z').getTime();
  let clock = new Date(start);
  beforeAll(async () => {
    running = await startTestPlatform(kind, {
      seed: false,
      now: () => clock,
      config: { abuseLimits: mailAtDefaults },
    });
  });
  afterAll(() => running?.close());

  /** Sends `kinds` in turn to `to` at `hour` hours after the start; answers their statuses. */
  const sendAt = async (hour: number, to: string, kinds: string[]) => {
    clock = new Date(start + hour * HOUR + 60_000);
    const before = (await mailsTo(running!, to)).length;
    for (const mailKind of kinds)
      await running!.context.mailer.send({
        to,
        subject: 'Your stay',
        text: 'Hello.',
        kind: mailKind,
      });
    return (await mailsTo(running!, to)).slice(before).map((m) => m.status);
  };
  const held = (n: number) => Array<string>(n).fill('held');
  const suppressed = (n: number) => Array<string>(n).fill('suppressed');

  it('20 mails of one kind a day, 6 an hour: the 21st of the day is kept as suppressed', async () => {
    const to = 'one.kind@example.com';
    const booking = Array<string>(mailKindPerHour + 1).fill('booking');
    expect(await sendAt(0, to, booking)).toEqual([...held(6), ...suppressed(1)]);
    expect(await sendAt(1, to, booking)).toEqual([...held(6), ...suppressed(1)]);
    expect(await sendAt(2, to, booking)).toEqual([...held(6), ...suppressed(1)]);
    // 18 so far: 2 more today, in a fresh hour.
    expect(await sendAt(3, to, booking)).toEqual([...held(2), ...suppressed(5)]);
    // Another kind still has room: the day's cap of all mail is 30.
    expect(await sendAt(4, to, ['reset'])).toEqual(held(1));
    expect(await sendAt(5, to, ['booking'])).toEqual(suppressed(1));
    expect(await sendAt(25, to, ['booking'])).toEqual(held(1));
    expect(mailKindPerDay).toBe(20);
  });

  it('30 mails of all kinds a day, 10 an hour: the 31st is kept as suppressed whatever its kind', async () => {
    const to = 'all.kinds@example.com';
    // Ten an hour of five kinds (2 each), well inside each kind's own caps.
    const mixed = ['booking', 'change', 'cancellation', 'reset', 'verify'].flatMap((k) => [k, k]);
    for (const hour of [0, 1, 2]) expect(await sendAt(hour, to, mixed)).toEqual(held(10));
    expect(await sendAt(3, to, ['newsletter', 'email-changed', 'price-drop'])).toEqual(
      suppressed(3),
    );
    expect(await sendAt(25, to, ['newsletter'])).toEqual(held(1));
    expect(mailPerDay).toBe(30);
  });
});
