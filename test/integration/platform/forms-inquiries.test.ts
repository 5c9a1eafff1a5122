// The contact form, the Major Accounts Inquiry Sheet and the embedded newsletter provider over
// HTTP (the newsletter's double opt-in: newsletter-optin.test.ts).
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds } from '#test/support/platform.ts';
import { outbox, solvedCaptcha, useAccountsPlatform } from './accounts-support.ts';
import { feedback, groups, majorAccounts, today, storedSubmissions } from './forms-bodies.ts';
import { addDays } from '#shared/validation/dates.ts';

describe.each(databaseKinds)('forms on %s', (kind) => {
  const running = useAccountsPlatform(kind);

  const submissions = (form: string) => storedSubmissions(running.platform, form);
  /** The feedback form posted with `captcha` (none when left out). */
  const postFeedback = (captcha?: string) =>
    request(running.url)
      .post('/v1/emailer/forms/feedback')
      .type('form')
      .send(captcha === undefined ? feedback : { ...feedback, captcha });

  it('accepts feedback, stores it and mails the guest-services inbox', async () => {
    const response = await postFeedback(await solvedCaptcha(running.url));
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
    const mails = await outbox(running.url, 'guest.services@longstay.test');
    expect(mails[0]).toMatchObject({ kind: 'form', subject: 'Guest feedback from Morgan Blake' });
    // The guest hears back at once: the message arrived, with the reference to quote.
    const [ack] = await outbox(running.url, 'morgan.blake@example.com');
    expect(ack).toMatchObject({ kind: 'contact-ack', subject: 'We received your message' });
    expect(ack!.text).toContain('Hi Morgan,');
    expect(ack!.text).toContain(`Reference: ${stored[0]!.submission_id}`);
  });

  it('accepts a groups request with rooms and dates', async () => {
    const response = await request(running.url)
      .post('/v1/emailer/forms/groups')
      .type('form')
      .send({ ...groups, captcha: await solvedCaptcha(running.url) });
    expect(response.status).toBe(200);
    expect(JSON.parse((await submissions('groups'))[0]!.fields)).toMatchObject({
      rooms: '6',
      checkIn: groups.checkIn,
    });
    expect(await outbox(running.url, 'group.sales@longstay.test')).toHaveLength(1);
  });

  it('answers per-parameter errors with REQUIRED and INVALID_VALUE codes', async () => {
    const response = await request(running.url)
      .post('/v1/emailer/forms/groups')
      .type('form')
      .send({
        ...groups,
        firstName: '',
        confnum: '12AB',
        checkIn: addDays(today, -3),
        source: 'otherSource',
        captcha: await solvedCaptcha(running.url),
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
    const missing = await postFeedback();
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { code: 'INVALID_VALUE', parameterName: 'captcha', message: 'Invalid captcha' },
    ]);
    const captcha = await solvedCaptcha(running.url);
    expect((await postFeedback(captcha)).status).toBe(200);
    expect((await postFeedback(captcha)).status).toBe(400);
    const tampered = JSON.parse(Buffer.from(await solvedCaptcha(running.url), 'base64').toString());
    // a derived key that was not worked out: flip its last hex digit
    const key: string = tampered.solution.derivedKey;
    tampered.solution.derivedKey = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
    const bad = Buffer.from(JSON.stringify(tampered)).toString('base64');
    expect((await postFeedback(bad)).status).toBe(400);
    expect(
      (await request(running.url).post('/v1/emailer/forms/complaints').type('form').send(feedback))
        .status,
    ).toBe(400);
  });

  it('accepts a major accounts inquiry, stores it and mails the major accounts inbox', async () => {
    const response = await request(running.url)
      .post('/v1/emailer/forms/majorAccountsExtended')
      .type('form')
      .send({ ...majorAccounts, captcha: await solvedCaptcha(running.url) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'OK' });
    expect(JSON.parse((await submissions('majorAccountsExtended'))[0]!.fields)).toMatchObject({
      companyName: 'Summit Field Services',
      country: 'US - United States',
    });
    expect((await outbox(running.url, 'major.accounts@longstay.test'))[0]!.subject).toBe(
      'Major accounts inquiry from Alex Park (Summit Field Services)',
    );
  });

  it('refuses a major accounts inquiry with options outside its lists or without captcha', async () => {
    const bad = await request(running.url)
      .post('/v1/emailer/forms/majorAccountsExtended')
      .type('form')
      .send({
        ...majorAccounts,
        industry: 'Fishing',
        country: 'US',
        captcha: await solvedCaptcha(running.url),
      });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { parameterName: string }) => e.parameterName).sort()).toEqual([
      'country',
      'industry',
    ]);
    const noCaptcha = await request(running.url)
      .post('/v1/emailer/forms/majorAccountsExtended')
      .type('form')
      .send(majorAccounts);
    expect(noCaptcha.status).toBe(400);
  });
});
