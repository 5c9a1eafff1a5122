// The contact form, the Major Accounts Inquiry Sheet and the embedded newsletter provider over
// HTTP (the newsletter's double opt-in: newsletter-optin.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { addDays } from '#shared/validation/dates.ts';
import { outbox, solvedCaptcha, startAccountsPlatform } from './accounts-support.ts';

const today = new Date().toISOString().slice(0, 10);
const feedback = {
  firstName: 'Morgan',
  lastName: 'Blake',
  email: 'morgan.blake@example.com',
  phone: '(303) 555-0177',
  subdivisionCode: 'CO',
  hotelId: 'CO001',
  hotelName: 'Longstay Denver Tech Center',
  source: 'website',
  confnum: '48213377',
  details: 'Thank you for the quiet room and the friendly front desk.',
};
const groups = {
  ...feedback,
  source: '',
  details: 'Crew of twelve for a pipeline project.',
  checkIn: addDays(today, 20),
  checkOut: addDays(today, 50),
  rooms: '6',
};
const majorAccounts = {
  companyName: 'Summit Field Services',
  firstName: 'Alex',
  lastName: 'Park',
  email: 'alex.park@summit.example',
  phone: '+1 713 555 0102',
  tellmore: 'yes',
  addrLine1: '900 Louisiana St',
  city: 'Houston',
  state: 'TX',
  postalCode: '77002',
  country: 'US - United States',
  industry: 'Oil / Gas / Energy',
  regionScope: 'Nationally',
  nights: '2,001 or More',
  budget: '$',
  details: 'Rotating crews across Texas and Oklahoma.',
};

describe.each(databaseKinds)('forms on %s', (kind) => {
  let platform: RunningPlatform;
  let url: string;
  beforeAll(async () => {
    platform = await startAccountsPlatform(kind);
    url = platform.url;
  });
  afterAll(async () => platform?.close());

  const submissions = (form: string) =>
    platform.store.db.selectFrom('form_submissions').selectAll().where('form', '=', form).execute();

  it('accepts feedback, stores it and mails the guest-services inbox', async () => {
    const response = await request(url)
      .post('/v1/emailer/forms/feedback')
      .type('form')
      .send({ ...feedback, captcha: await solvedCaptcha(url) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { status: 'OK' } });
    const stored = await submissions('feedback');
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]!.fields)).toMatchObject({
      category: 'feedback',
      firstName: 'Morgan',
      confnum: '48213377',
      hotelId: 'CO001',
    });
    expect(stored[0]!.fields).not.toContain('captcha');
    const mails = await outbox(url, 'guest.services@longstay.test');
    expect(mails[0]).toMatchObject({ kind: 'form', subject: 'Guest feedback from Morgan Blake' });
  });

  it('accepts a groups request with rooms and dates', async () => {
    const response = await request(url)
      .post('/v1/emailer/forms/groups')
      .type('form')
      .send({ ...groups, captcha: await solvedCaptcha(url) });
    expect(response.status).toBe(200);
    expect(JSON.parse((await submissions('groups'))[0]!.fields)).toMatchObject({
      rooms: '6',
      checkIn: groups.checkIn,
    });
    expect(await outbox(url, 'group.sales@longstay.test')).toHaveLength(1);
  });

  it('answers per-parameter errors with REQUIRED and INVALID_VALUE codes', async () => {
    const response = await request(url)
      .post('/v1/emailer/forms/groups')
      .type('form')
      .send({
        ...groups,
        firstName: '',
        confnum: '12AB',
        checkIn: addDays(today, -3),
        source: 'otherSource',
        captcha: await solvedCaptcha(url),
      });
    expect(response.status).toBe(400);
    expect(response.body.status).toBe('ERROR');
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { parameterName: 'firstName', code: 'REQUIRED', message: 'This field is required' },
        { parameterName: 'other', code: 'REQUIRED', message: 'This field is required' },
        { parameterName: 'confnum', code: 'INVALID_VALUE', message: 'This field is invalid' },
        { parameterName: 'checkIn', code: 'INVALID_VALUE', message: 'This field is invalid' },
      ]),
    );
    expect(await submissions('groups')).toHaveLength(1);
  });

  it('refuses a missing or replayed captcha and an unknown form type', async () => {
    const missing = await request(url)
      .post('/v1/emailer/forms/feedback')
      .type('form')
      .send(feedback);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { code: 'INVALID_VALUE', parameterName: 'captcha', message: 'Invalid captcha' },
    ]);
    const captcha = await solvedCaptcha(url);
    expect(
      (
        await request(url)
          .post('/v1/emailer/forms/feedback')
          .type('form')
          .send({ ...feedback, captcha })
      ).status,
    ).toBe(200);
    expect(
      (
        await request(url)
          .post('/v1/emailer/forms/feedback')
          .type('form')
          .send({ ...feedback, captcha })
      ).status,
    ).toBe(400);
    const tampered = JSON.parse(Buffer.from(await solvedCaptcha(url), 'base64').toString());
    // a derived key that was not worked out: flip its last hex digit
    const key: string = tampered.solution.derivedKey;
    tampered.solution.derivedKey = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
    const bad = Buffer.from(JSON.stringify(tampered)).toString('base64');
    expect(
      (
        await request(url)
          .post('/v1/emailer/forms/feedback')
          .type('form')
          .send({ ...feedback, captcha: bad })
      ).status,
    ).toBe(400);
    expect(
      (await request(url).post('/v1/emailer/forms/complaints').type('form').send(feedback)).status,
    ).toBe(400);
  });

  it('accepts a major accounts inquiry, stores it and mails the major accounts inbox', async () => {
    const response = await request(url)
      .post('/v1/emailer/forms/majorAccountsExtended')
      .type('form')
      .send({ ...majorAccounts, captcha: await solvedCaptcha(url) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'OK' });
    expect(JSON.parse((await submissions('majorAccountsExtended'))[0]!.fields)).toMatchObject({
      companyName: 'Summit Field Services',
      country: 'US - United States',
    });
    expect((await outbox(url, 'major.accounts@longstay.test'))[0]!.subject).toBe(
      'Major accounts inquiry from Alex Park (Summit Field Services)',
    );
  });

  it('refuses a major accounts inquiry with options outside spec §9 or without captcha', async () => {
    const bad = await request(url)
      .post('/v1/emailer/forms/majorAccountsExtended')
      .type('form')
      .send({
        ...majorAccounts,
        industry: 'Fishing',
        country: 'US',
        captcha: await solvedCaptcha(url),
      });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { parameterName: string }) => e.parameterName).sort()).toEqual([
      'country',
      'industry',
    ]);
    const noCaptcha = await request(url)
      .post('/v1/emailer/forms/majorAccountsExtended')
      .type('form')
      .send(majorAccounts);
    expect(noCaptcha.status).toBe(400);
  });

  it('subscribes to the newsletter once per address, and refuses an invalid e-mail', async () => {
    const subscribe = (email: string) =>
      request(url)
        .post('/newsletter/subscribe')
        .query({ cr: '100427', fm: '30', s_source: 'localhost', s_email: email });
    expect((await subscribe('Reader@Example.com')).status).toBe(200);
    expect((await subscribe('reader@example.com')).status).toBe(200);
    const rows = await platform.store.db
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
      (await request(url).post('/newsletter/subscribe').query({ s_email: 'a@b.co' })).status,
    ).toBe(400);
  });

  it('refuses fields the forms do not name, before the captcha, and stores nothing (issue 17 L7)', async () => {
    const before = (await submissions('feedback')).length;
    const padded = await request(url)
      .post('/v1/emailer/forms/feedback')
      .type('form')
      .send({
        ...feedback,
        captcha: await solvedCaptcha(url),
        junk: 'x'.repeat(90_000),
        other2: '1',
      });
    expect(padded.status).toBe(400);
    expect(padded.body.errors).toEqual([
      { code: 'UNKNOWN_FIELD', parameterName: 'junk', message: 'This field is not accepted.' },
      { code: 'UNKNOWN_FIELD', parameterName: 'other2', message: 'This field is not accepted.' },
    ]);
    expect(await submissions('feedback')).toHaveLength(before);
    const major = await request(url)
      .post('/v1/emailer/forms/majorAccountsExtended')
      .type('form')
      .send({ ...majorAccounts, captcha: await solvedCaptcha(url), note: 'hi' });
    expect(major.status).toBe(400);
    expect(major.body.errors[0]).toMatchObject({ code: 'UNKNOWN_FIELD', parameterName: 'note' });
    const account = await request(url)
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
    const signIn = await request(url)
      .post('/v1/account/sign-in')
      .type('form')
      .send({ email: 'x@example.com', password: 'eA==', remember: '1' });
    expect(signIn.status).toBe(400);
    expect(signIn.body.errors[0]).toMatchObject({
      code: 'UNKNOWN_FIELD',
      parameterName: 'remember',
    });
    const reset = await request(url)
      .post('/v1/account/password-reset')
      .type('form')
      .send({ email: 'x@example.com', note: 'x'.repeat(5000) });
    expect(reset.status).toBe(400);
    expect(reset.body.errors[0]).toMatchObject({ code: 'UNKNOWN_FIELD', parameterName: 'note' });
    const verify = await request(url)
      .put('/v1/account/verification/x%40example.com')
      .type('form')
      .send({ token: 'x', extra: '1' });
    expect(verify.status).toBe(400);
    expect(verify.body.errors[0]).toMatchObject({ code: 'UNKNOWN_FIELD', parameterName: 'extra' });
    // the browser's own fields, category included, are accepted
    const ok = await request(url)
      .post('/v1/emailer/forms/feedback')
      .type('form')
      .send({ category: 'feedback', ...feedback, captcha: await solvedCaptcha(url) });
    expect(ok.status).toBe(200);
  });

  it('stops one address after 20 contact forms, 20 Major Accounts forms or 20 newsletter sign-ups in an hour (issue 17 M4)', async () => {
    const address = '203.0.113.150';
    const contact = () =>
      request(url)
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
        await request(url)
          .post('/v1/emailer/forms/feedback')
          .set('X-Forwarded-For', '203.0.113.151')
          .type('form')
          .send({ firstName: 'x' })
      ).status,
    ).toBe(400);
    expect(
      (
        await request(url)
          .post('/v1/emailer/forms/majorAccountsExtended')
          .set('X-Forwarded-For', address)
          .type('form')
          .send({})
      ).status,
    ).toBe(400);
    const subscribe = (i: number) =>
      request(url)
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
