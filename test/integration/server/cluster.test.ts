// The suite's light form of `npm run bench:cluster`: two sites (createApp, in
// process), each in front of a platform of its own, both platforms on one PostgreSQL schema — what
// several instances share in production. A session made on site A works on site B (and ends there
// for both); a sign-in throttle counts the attempts made through both; racing bookings through
// both platforms for the last rooms never oversell. PostgreSQL only (SQLite is one process's
// file): skipped with a notice without DATABASE_URL, which CI sets.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '#platform/db/database.ts';
import { startPlatform, type RunningPlatform } from '#platform/start.ts';
import { testLog, testPlatformConfig } from '#test/support/platform.ts';
import {
  FIXED_NOW,
  HOTEL,
  bookingBody,
  insertBookingFixture,
  racerConfirmations,
} from '../platform/booking-fixture.ts';
import { buildApp, SITE_URL, testConfig, type TestApp } from './support/harness.ts';

const databaseUrl = process.env.DATABASE_URL;
const DEMO = { email: 'guest@longstay.test', password: 'Longstay2026' };
const ACCOUNT_PATH = `/api/v1/account/accounts/${encodeURIComponent(DEMO.email)}`;
const RACERS = 40;
// TQ has 10 rooms; 7 are booked before the race, so 3 are left.
const ROOMS_LEFT = 3;
const stay = { roomTypeCode: 'TQ', checkIn: '2026-04-06', checkOut: '2026-04-20' };

if (!databaseUrl) {
  const line = '#'.repeat(78);
  console.warn(
    [
      line,
      '#  CLUSTER TESTS SKIPPED (test/integration/server/cluster.test.ts)',
      '#  Two platforms share a database only on PostgreSQL: set DATABASE_URL (CI does).',
      line,
    ].join('\n'),
  );
}

describe.skipIf(!databaseUrl)('two sites and two platforms on one PostgreSQL database', () => {
  const schema = `cluster_${randomBytes(5).toString('hex')}`;
  const platforms: RunningPlatform[] = [];
  let siteA: TestApp;
  let siteB: TestApp;

  beforeAll(async () => {
    const start = (seed: boolean) =>
      startPlatform({
        databaseUrl,
        schema,
        config: testPlatformConfig,
        log: testLog,
        seed,
        now: () => FIXED_NOW,
      });
    // The first migrates and seeds; the second starts on the prepared database, as in production.
    platforms.push(await start(true));
    platforms.push(await start(false));
    await insertBookingFixture(platforms[0]!.store.db);
    // The sites trust one proxy, so each test can name the guest's address (X-Forwarded-For).
    const site = (platform: RunningPlatform) =>
      buildApp(testConfig(platform.url, { TRUST_PROXY: '1', UPSTREAM_TIMEOUT_MS: '2500' }));
    siteA = site(platforms[0]!);
    siteB = site(platforms[1]!);
  });

  afterAll(async () => {
    await siteA?.close();
    await siteB?.close();
    for (const platform of platforms) await platform.close();
    const admin = openStore({ databaseUrl });
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.close();
  });

  it('keeps a session made on site A on site B, and ends it there for both', async () => {
    const signIn = await request(siteA.app)
      .post('/api/session')
      .set('Origin', SITE_URL)
      .set('X-Forwarded-For', '198.51.100.10')
      .send(DEMO);
    expect(signIn.status).toBe(200);
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^session=/);

    const onB = await request(siteB.app).get(ACCOUNT_PATH).set('Cookie', cookie);
    expect(onB.status).toBe(200);
    expect(onB.body.account.loginId).toBe(DEMO.email);
    expect((await request(siteB.app).get(ACCOUNT_PATH)).status).toBe(401);

    await request(siteB.app)
      .delete('/api/session')
      .set('Origin', SITE_URL)
      .set('Cookie', cookie)
      .expect(204);
    expect((await request(siteA.app).get(ACCOUNT_PATH).set('Cookie', cookie)).status).toBe(401);
  });

  it('counts failed sign-ins from one address through both sites: the 21st is refused', async () => {
    const address = '198.51.100.20';
    const attempt = (i: number) =>
      request(i % 2 ? siteB.app : siteA.app)
        .post('/api/session')
        .set('Origin', SITE_URL)
        .set('X-Forwarded-For', address)
        .send({ email: `nobody${i}@cluster.example`, password: 'Wrong1pass' });
    // 10 on each site: each alone is far from the limit of 20.
    for (let i = 0; i < 20; i++) expect((await attempt(i)).status).toBe(401);
    const refused = await attempt(20);
    expect(refused.status).toBe(429);
    // The owner's right password from that address is refused too; from another it signs in.
    const owner = (app: TestApp, from: string) =>
      request(app.app)
        .post('/api/session')
        .set('Origin', SITE_URL)
        .set('X-Forwarded-For', from)
        .send(DEMO);
    expect((await owner(siteA, address)).status).toBe(429);
    expect((await owner(siteB, '198.51.100.21')).status).toBe(200);
  });

  it(`gives the last ${ROOMS_LEFT} rooms to exactly ${ROOMS_LEFT} of ${RACERS} guests racing through both platforms`, async () => {
    const book = (app: TestApp, body: Record<string, unknown>, key: string) =>
      request(app.app)
        .post('/api/v1/reservation/reservations')
        .set('Origin', SITE_URL)
        .set('Idempotency-Key', key)
        .send(body);
    // As the browser books: a 5xx (the site's deadline on a loaded machine) is retried with the
    // same key after a pause, and the last answer is the guest's.
    const bookAsBrowser = async (app: TestApp, body: Record<string, unknown>, key: string) => {
      let res = await book(app, body, key);
      for (let retry = 1; retry <= 5 && res.status >= 502; retry++) {
        await new Promise((resolve) => setTimeout(resolve, 200 * retry));
        res = await book(app, body, key);
      }
      return res;
    };
    for (let i = 0; i < 10 - ROOMS_LEFT; i++) {
      const res = await book(
        siteA,
        bookingBody({ ...stay, surname: `Before${i}` }),
        `cluster-before-${i}`,
      );
      expect(res.status).toBe(201);
    }

    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        bookAsBrowser(
          i % 2 ? siteB : siteA,
          bookingBody({ ...stay, surname: `Racer${i}` }),
          `cluster-racer-${i}`,
        ),
      ),
    );

    const won = answers.filter((res) => res.status === 201 || res.status === 200);
    expect(won).toHaveLength(ROOMS_LEFT);
    for (const res of answers.filter((r) => !won.includes(r))) {
      expect(res.status).toBe(409);
      expect(res.body.errors[0].code).toBe('SOLD_OUT');
    }
    const { db } = platforms[1]!.store;
    const nights = await db
      .selectFrom('inventory')
      .select(['total', 'booked'])
      .where('hotel_id', '=', HOTEL)
      .where('room_type_code', '=', 'TQ')
      .where('night', '>=', stay.checkIn)
      .where('night', '<', stay.checkOut)
      .execute();
    expect(nights).toHaveLength(14);
    for (const night of nights) expect(night).toEqual({ total: 10, booked: 10 });
    expect(await racerConfirmations(db)).toEqual(
      won.map((res) => res.body.reservation.confirmationNumber).sort(),
    );
  });
});
