// A made booking is never answered as a failure. With the platform paused or slow past the site's
// deadline during a booking, the site once answered 504 while the booking was stored a moment
// later. Now the site answers 202 CONFIRMING whenever the platform may have made it, and the
// page (its real API client and submitBooking) sends the same key again until the platform
// answers: the guest ends on the booking, made once. A platform that surely never got the call
// (connection refused) stays a 502 with nothing made. The same holds for a change of stay. On
// SQLite and PostgreSQL, through a gate that pauses the platform's answers.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserApiClient } from '#client/browser-api-client.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { CALLER_DEADLINE_HEADER, CONFIRMING_MESSAGE } from '#shared/data/booking-contract.ts';
import { RequestCache } from '#shared/data/request-cache.ts';
import { submitBooking } from '#shared/data/submit-booking.ts';
import { emptyGuest } from '#shared/validation/guest.ts';
import { databaseKinds } from '#test/support/platform.ts';
import { startPlatformGate, type PlatformGate } from '../resilience/support.ts';
import { buildApp, SITE_URL, testConfig, type TestApp } from '../server/support/harness.ts';
import { startBookingPlatform } from './booking-calls.ts';
import { HOTEL, VALID_VISA, bookingBody } from './booking-fixture.ts';

// The booking deadline at its shortest, to keep the file quick.
const BOOKING_DEADLINE_MS = 1000;

describe.each(databaseKinds)('a booking the platform answers late (%s)', (kind) => {
  let platform: RunningPlatform;
  let gate: PlatformGate;
  let site: TestApp;
  let server: Server;

  beforeAll(async () => {
    platform = await startBookingPlatform(kind);
    gate = await startPlatformGate(platform.url);
    site = buildApp(testConfig(gate.url, { BOOKING_TIMEOUT_MS: String(BOOKING_DEADLINE_MS) }));
    server = site.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await site?.close();
    await gate?.close();
    await platform?.close();
  });

  const post = (path: string, key: string, body: Record<string, unknown>) =>
    request(site.app)
      .post(`/api${path}`)
      .set('Origin', SITE_URL)
      .set('Idempotency-Key', key)
      .send(body);
  const reservationsOf = (key: string) =>
    platform.store.db
      .selectFrom('reservations')
      .select(['confirmation_number'])
      .where('idempotency_key', '=', key)
      .execute();

  /** The browser's own API client, its fetches sent to this site. */
  const browserApi = () => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return createBrowserApiClient(new RequestCache(), (input, init) =>
      fetch(`${base}${String(input)}`, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), Origin: SITE_URL },
      }),
    );
  };
  const selection = (checkIn: string, checkOut: string) => ({
    hotelId: HOTEL,
    roomTypeCode: 'SQ',
    ratePlanCode: 'RACK',
    checkIn,
    checkOut,
    adults: 2,
    children: 0,
    rooms: 1,
    corporateId: null,
  });
  const guest = {
    ...emptyGuest,
    givenName: 'Ada',
    surname: 'Lovelace',
    email: 'ada@example.com',
    phone: '+1 555 010 0200',
    cardHolder: 'Ada Lovelace',
    cardNumber: VALID_VISA,
    cardExpiry: '12/29',
  };

  it('answers 202 CONFIRMING, never 5xx, while the platform books without answering', async () => {
    const key = `swallowed-${kind}`;
    await gate.set('swallow');
    try {
      const started = Date.now();
      const first = await post('/v1/reservation/reservations', key, bookingBody());
      expect(first.status).toBe(202);
      expect(first.body).toEqual({
        status: 'CONFIRMING',
        message: CONFIRMING_MESSAGE,
        retryAfterSeconds: 2,
      });
      expect(first.headers['retry-after']).toBe('2');
      expect(Date.now() - started).toBeGreaterThanOrEqual(BOOKING_DEADLINE_MS - 50);
      await expect.poll(() => reservationsOf(key), { timeout: 10_000 }).toHaveLength(1);
    } finally {
      await gate.set('pass');
    }
    const again = await post('/v1/reservation/reservations', key, bookingBody());
    expect(again.status).toBe(200);
    expect(again.body.reservation.confirmationNumber).toBe(
      (await reservationsOf(key))[0]!.confirmation_number,
    );
  });

  it('takes the guest from "confirming" to the booking the platform made, made once', async () => {
    const key = `page-swallowed-${kind}`;
    await gate.set('swallow');
    const seen: string[] = [];
    const outcome = await submitBooking(
      browserApi(),
      selection('2026-04-01', '2026-04-04'),
      guest,
      key,
      {
        onConfirming: (message) => {
          seen.push(message);
          // The platform answers again while the page waits to ask once more.
          void gate.set('pass');
        },
      },
    );
    expect(seen).toEqual([CONFIRMING_MESSAGE]);
    expect(outcome.kind).toBe('booked');
    const made = await reservationsOf(key);
    expect(made).toHaveLength(1);
    expect(outcome.kind === 'booked' && outcome.reservation.confirmationNumber).toBe(
      made[0]!.confirmation_number,
    );
  });

  it('books once when the platform was paused and never saw the first attempt', async () => {
    const key = `page-paused-${kind}`;
    await gate.set('hang');
    const outcome = await submitBooking(
      browserApi(),
      selection('2026-04-10', '2026-04-12'),
      guest,
      key,
      { onConfirming: () => void gate.set('pass') },
    );
    expect(outcome.kind).toBe('booked');
    expect(await reservationsOf(key)).toHaveLength(1);
  });

  it('starts no booking whose caller has stopped waiting (its deadline passed)', async () => {
    const key = `past-deadline-${kind}`;
    const throttleRows = () =>
      platform.store.db.selectFrom('throttle').select(['key', 'count']).orderBy('key').execute();
    const before = await throttleRows();
    const late = await request(platform.server)
      .post('/v1/reservation/reservations')
      .set('Idempotency-Key', key)
      .set(CALLER_DEADLINE_HEADER, String(Date.now() - 1))
      // A guest no earlier booking counted: counting it would add rows for its e-mail and name.
      .send(
        bookingBody({
          checkIn: '2026-04-20',
          checkOut: '2026-04-22',
          givenName: 'Late',
          email: `late-${kind}@example.com`,
        }),
      );
    expect(late.status).toBe(499);
    expect(await reservationsOf(key)).toHaveLength(0);
    // Answered before any statement: a backlog of gone callers costs the database nothing.
    expect(await throttleRows()).toEqual(before);
    const inTime = await request(platform.server)
      .post('/v1/reservation/reservations')
      .set('Idempotency-Key', key)
      .set(CALLER_DEADLINE_HEADER, String(Date.now() + 10_000))
      .send(
        bookingBody({
          checkIn: '2026-04-20',
          checkOut: '2026-04-22',
          givenName: 'Late',
          email: `late-${kind}@example.com`,
        }),
      );
    expect(inTime.status).toBe(201);
  });

  it('stays a 502 with nothing made when the platform refused the connection', async () => {
    const key = `refused-${kind}`;
    await gate.set('down');
    try {
      const res = await post('/v1/reservation/reservations', key, bookingBody());
      expect(res.status).toBe(502);
    } finally {
      await gate.set('pass');
    }
    expect(await reservationsOf(key)).toHaveLength(0);
  });

  it('answers a change of stay the platform made without answering with 202, then the change', async () => {
    const booked = await post('/v1/reservation/reservations', `to-change-${kind}`, {
      ...bookingBody({ checkIn: '2026-05-01', checkOut: '2026-05-04' }),
    });
    expect(booked.status).toBe(201);
    const number = booked.body.reservation.confirmationNumber as string;
    const change = { lastName: 'Lovelace', checkIn: '2026-05-01', checkOut: '2026-05-06' };
    const key = `change-swallowed-${kind}`;
    const path = `/v1/reservation/reservations/${number}/change`;
    await gate.set('swallow');
    try {
      expect((await post(path, key, change)).status).toBe(202);
    } finally {
      await gate.set('pass');
    }
    const again = await post(path, key, change);
    expect(again.status).toBe(200);
    expect(again.body.reservation.checkOut).toBe('2026-05-06');
    const changes = await platform.store.db
      .selectFrom('reservation_changes')
      .select('idempotency_key')
      .where('idempotency_key', '=', key)
      .execute();
    expect(changes).toHaveLength(1);
  });
});
