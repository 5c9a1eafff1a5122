// What the forms refuse over HTTP: an invalid newsletter address, fields the forms do not name,
// and more than 20 submissions an hour from one address (accepted forms: forms-inquiries.test.ts).
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds } from '#test/support/platform.ts';
import { solvedCaptcha, useAccountsPlatform } from './accounts-support.ts';
import { feedback, majorAccounts, storedSubmissions } from './forms-bodies.ts';

describe.each(databaseKinds)('forms on %s', (kind) => {
  const running = useAccountsPlatform(kind);

  const submissions = (form: string) => storedSubmissions(running.platform, form);

  it('subscribes to the newsletter once per address, and refuses an invalid e-mail', async () => {
    const subscribe = (email: string) =>
      request(running.url)
        .post('/newsletter/subscribe')
        .query({ cr: '100427', fm: '30', s_source: 'localhost', s_email: email });
    expect((await subscribe('Reader@Example.com')).status).toBe(200);
    expect((await subscribe('reader@example.com')).status).toBe(200);
    const rows = await running.platform.store.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        email: 'reader@example.com',
        cr: '100427',
        fm: '30',
        source: 'localhost',
      }),
    ]);
    const invalid = await subscribe('not-an-email');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]).toMatchObject({
      parameterName: 's_email',
      message: 'Please enter a valid email address',
    });
    expect(
      (await request(running.url).post('/newsletter/subscribe').query({ s_email: 'a@b.co' }))
        .status,
    ).toBe(400);
  });

  it('refuses fields the forms do not name, before the captcha, and stores nothing', async () => {
    const before = (await submissions('feedback')).length;
    const padded = await request(running.url)
      .post('/v1/emailer/forms/feedback')
      .type('form')
      .send({
        ...feedback,
        captcha: await solvedCaptcha(running.url),
        junk: 'x'.repeat(90_000),
        other2: '1',
      });
    expect(padded.status).toBe(400);
    expect(padded.body.errors).toEqual([
      { code: 'UNKNOWN_FIELD', parameterName: 'junk', message: 'This field is not accepted.' },
      { code: 'UNKNOWN_FIELD', parameterName: 'other2', message: 'This field is not accepted.' },
    ]);
    expect(await submissions('feedback')).toHaveLength(before);
    const major = await request(running.url)
      .post('/v1/emailer/forms/majorAccountsExtended')
      .type('form')
      .send({ ...majorAccounts, captcha: await solvedCaptcha(running.url), note: 'hi' });
    expect(major.status).toBe(400);
    expect(major.body.errors[0]).toMatchObject({ code: 'UNKNOWN_FIELD', parameterName: 'note' });
    const account = await request(running.url)
      .post('/v1/account/accounts')
      .type('form')
      .send({ email: 'x@example.com', isAdmin: 'true' });
    expect(account.status).toBe(400);
    expect(account.body.errors).toContainEqual({
      code: 'UNKNOWN_FIELD',
      parameterName: 'isAdmin',
      message: 'This field is not accepted.',
    });
    // Every other public form of the platform: sign-in, forgot password, verification.
    const signIn = await request(running.url)
      .post('/v1/account/sign-in')
      .type('form')
      .send({ email: 'x@example.com', password: 'eA==', remember: '1' });
    expect(signIn.status).toBe(400);
    expect(signIn.body.errors[0]).toMatchObject({
      code: 'UNKNOWN_FIELD',
      parameterName: 'remember',
    });
    const reset = await request(running.url)
      .post('/v1/account/password-reset')
      .type('form')
      .send({ email: 'x@example.com', note: 'x'.repeat(5000) });
    expect(reset.status).toBe(400);
    expect(reset.body.errors[0]).toMatchObject({ code: 'UNKNOWN_FIELD', parameterName: 'note' });
    const verify = await request(running.url)
      .put('/v1/account/verification/x%40example.com')
      .type('form')
      .send({ token: 'x', extra: '1' });
    expect(verify.status).toBe(400);
    expect(verify.body.errors[0]).toMatchObject({ code: 'UNKNOWN_FIELD', parameterName: 'extra' });
    // the browser's own fields, category included, are accepted
    const ok = await request(running.url)
      .post('/v1/emailer/forms/feedback')
      .type('form')
      .send({ category: 'feedback', ...feedback, captcha: await solvedCaptcha(running.url) });
    expect(ok.status).toBe(200);
  });

  it('stops one address after 20 contact forms, 20 Major Accounts forms or 20 newsletter sign-ups in an hour', async () => {
    const address = '203.0.113.150';
    const contact = () =>
      request(running.url)
        .post('/v1/emailer/forms/feedback')
        .set('X-Forwarded-For', address)
        .type('form')
        .send({ firstName: 'x' });
    const answers = await Promise.all(Array.from({ length: 25 }, contact));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(20);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(5);
    expect(limited[0]!.body.errors[0].message).toBe(
      'Too many submissions from your connection. Please try again in an hour.',
    );
    // the other forms and other addresses keep their own counts
    expect(
      (
        await request(running.url)
          .post('/v1/emailer/forms/feedback')
          .set('X-Forwarded-For', '203.0.113.151')
          .type('form')
          .send({ firstName: 'x' })
      ).status,
    ).toBe(400);
    expect(
      (
        await request(running.url)
          .post('/v1/emailer/forms/majorAccountsExtended')
          .set('X-Forwarded-For', address)
          .type('form')
          .send({})
      ).status,
    ).toBe(400);
    const subscribe = (i: number) =>
      request(running.url)
        .post('/newsletter/subscribe')
        .set('X-Forwarded-For', address)
        .query({
          cr: '100427',
          fm: '30',
          s_source: 'localhost',
          s_email: `reader${i}@example.com`,
        });
    const signUps = await Promise.all(Array.from({ length: 22 }, (_, i) => subscribe(i)));
    expect(signUps.filter((a) => a.status === 200)).toHaveLength(20);
    expect(signUps.filter((a) => a.status === 429)).toHaveLength(2);
  });
});
