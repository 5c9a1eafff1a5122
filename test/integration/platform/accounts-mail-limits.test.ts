// Account mails have a per-recipient budget. Requests from many addresses cannot flood one
// inbox, the mails past it are kept in the outbox unsent (never silently lost), and the answer
// stays the same, so it tells nothing about the account.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { defaultAbuseLimits } from '#shared/security/abuse-limits.ts';
import { databaseKinds, relaxedAbuseLimits } from '#test/support/platform.ts';
import { outbox, useAccountsPlatform, type OutboxMail } from './accounts-support.ts';

const { linkMailsPerHour } = defaultAbuseLimits;

const statuses = (mails: OutboxMail[], kind: string) =>
  mails
    .filter((mail) => mail.kind === kind)
    .map((mail) => (mail.status === 'suppressed' ? 'suppressed' : 'sent'))
    .sort();

describe.each(databaseKinds)('account mails per recipient on %s', (kind) => {
  const running = useAccountsPlatform(kind, {
    config: { abuseLimits: { ...relaxedAbuseLimits, linkMailsPerHour } },
  });

  it('sends at most 3 reset mails an hour to one person, asked from 12 addresses at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request(running.platform.url)
          .post('/v1/account/password-reset')
          .set('X-Forwarded-For', `203.0.113.${i + 1}`)
          .type('form')
          .send({ email: 'guest@longstay.test' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => answer.body.message)).size).toBe(1);
    const mails = await outbox(running.platform.url, 'guest@longstay.test');
    expect(statuses(mails, 'reset')).toEqual([
      ...Array<string>(linkMailsPerHour).fill('sent'),
      ...Array<string>(12 - linkMailsPerHour).fill('suppressed'),
    ]);
  });

  it('sends at most 3 verification mails an hour to one person', async () => {
    for (let i = 0; i < 6; i++) {
      const answer = await request(running.platform.url)
        .post('/v1/account/verification/unverified@longstay.test')
        .set('X-Forwarded-For', `198.51.100.${i + 1}`);
      expect(answer.status).toBe(200);
    }
    const mails = await outbox(running.platform.url, 'unverified@longstay.test');
    expect(statuses(mails, 'verify')).toEqual([
      ...Array<string>(linkMailsPerHour).fill('sent'),
      ...Array<string>(6 - linkMailsPerHour).fill('suppressed'),
    ]);
  });
});
