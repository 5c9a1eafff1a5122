// One-click unsubscribe (RFC 8058) through the site as a mail provider does it: a POST from the
// provider's own servers (no Origin, no cookie) to the List-Unsubscribe URL of the mail, with the
// body List-Unsubscribe=One-Click. It removes the address; the link works once; a GET does nothing.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPlatform } from '#platform/start.ts';
import {
  freshAddress,
  linkIn,
  outbox,
  solvedCaptcha,
  startAccountsPlatform,
} from '#test/integration/platform/accounts-support.ts';
import { buildApp, testConfig, type TestApp } from './support/harness.ts';

let platform: RunningPlatform;
let site: TestApp;
beforeAll(async () => {
  platform = await startAccountsPlatform('sqlite');
  site = buildApp(testConfig(platform.url));
});
afterAll(async () => {
  await site?.close();
  await platform?.close();
});

const subscribed = async (email: string) =>
  Boolean(
    await platform.store.db
      .selectFrom('newsletter_subscriptions')
      .select('email')
      .where('email', '=', email)
      .executeTakeFirst(),
  );

/** Signs the address up and confirms it; answers the mail's List-Unsubscribe URL. */
async function subscribedWithMail(email: string): Promise<URL> {
  await request(platform.url)
    .post('/v1/emailer/newsletter')
    .set('X-Forwarded-For', freshAddress())
    .type('form')
    .send({ email, captcha: await solvedCaptcha(platform.url) })
    .expect(200);
  const [mail] = (await outbox(platform.url, email)) as Array<
    Awaited<ReturnType<typeof outbox>>[number] & { headers: Array<[string, string]> }
  >;
  const token = linkIn(mail!).searchParams.get('token')!;
  await request(platform.url)
    .post('/v1/emailer/newsletter/confirm')
    .type('form')
    .send({ token })
    .expect(200);
  expect(await subscribed(email)).toBe(true);
  const headers = new Map(mail!.headers);
  expect(headers.get('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const target = /^<(.+)>$/.exec(headers.get('List-Unsubscribe') ?? '')?.[1];
  expect(target).toMatch(
    /^http:\/\/localhost:3000\/api\/v1\/emailer\/newsletter\/unsubscribe\?token=/,
  );
  // The footer's link (a page for people) is in the text part too.
  expect(mail!.text).toMatch(/http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=\S+/);
  return new URL(target!);
}

describe('one-click unsubscribe', () => {
  it('a POST without Origin or cookie unsubscribes, once; a GET unsubscribes nobody', async () => {
    const email = 'one.click@example.com';
    const link = await subscribedWithMail(email);
    const path = `${link.pathname}${link.search}`;
    // A link checker or prefetcher that GETs the URL changes nothing.
    await request(site.app).get(path);
    expect(await subscribed(email)).toBe(true);
    const answer = await request(site.app)
      .post(path)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(answer.status).toBe(200);
    expect(await subscribed(email)).toBe(false);
    const again = await request(site.app)
      .post(path)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain(
      'This unsubscribe link is unknown or was already used.',
    );
  });

  it('a made-up token is a 400, and other POSTs still need the site’s origin', async () => {
    const bad = await request(site.app)
      .post('/api/v1/emailer/newsletter/unsubscribe?token=not-a-token')
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(bad.status).toBe(400);
    const other = await request(site.app)
      .post('/api/v1/emailer/newsletter/confirm')
      .type('form')
      .send({ token: 'x' });
    expect(other.status).toBe(403);
  });
});
