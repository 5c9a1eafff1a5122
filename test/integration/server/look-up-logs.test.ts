// The reservation look-up pair (confirmation number and last name) opens a booking to whoever
// holds it, so neither may reach a log: not the site's request and upstream lines, not the
// platform's request lines, not a query string, a path, a body or an error object. A booking is
// made, looked up, looked up with a wrong name, cancelled and shown through the site, and both
// processes' logs are read back.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '#platform/app.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { requestLogger } from '#server/ops/request-log.ts';
import { databaseKinds } from '#test/support/platform.ts';
import { bookingBody } from '../platform/booking-fixture.ts';
import { startBookingPlatform } from '../platform/booking-calls.ts';
import { SITE_URL, buildApp, capturedLogger, testConfig, type TestApp } from './support/harness.ts';

const SURNAME = 'Quennevilliers';
const KEY = 'look-up-logs-key-0001';

describe.each(databaseKinds)('the look-up pair in the logs (%s)', (kind) => {
  let platform: RunningPlatform;
  let platformServer: Server;
  let site: TestApp;
  const siteLog = capturedLogger();
  const platformLog = capturedLogger();

  beforeAll(async () => {
    platform = await startBookingPlatform(kind);
    // The platform as its own process serves it: its request log in front of the API.
    const app = express();
    app.use(requestLogger(platformLog.log));
    app.use(createPlatform({ ...platform.context, log: platformLog.log }));
    platformServer = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => platformServer.once('listening', resolve));
    const url = `http://127.0.0.1:${(platformServer.address() as AddressInfo).port}`;
    site = buildApp(testConfig(url), siteLog.log);
  });
  afterAll(async () => {
    await site?.close();
    platformServer?.closeAllConnections();
    await new Promise((resolve) => platformServer?.close(resolve));
    await platform?.close();
  });

  it('never writes the confirmation number, the last name or the booking key', async () => {
    const api = () => request(site.app);
    const booked = await api()
      .post('/api/v1/reservation/reservations')
      .set('Origin', SITE_URL)
      .set('Idempotency-Key', KEY)
      .send(bookingBody({ surname: SURNAME }));
    expect(booked.status).toBe(201);
    const number = booked.body.reservation.confirmationNumber as string;
    const path = `/api/v1/reservation/reservations/${number}`;

    expect((await api().get(`${path}?lastName=${SURNAME}`)).status).toBe(200);
    expect((await api().get(`${path}?lastName=Wrong${SURNAME}`)).status).toBe(404);
    const cancelled = await api()
      .post(`${path}/cancel`)
      .set('Origin', SITE_URL)
      .send({ lastName: SURNAME });
    expect(cancelled.status).toBe(200);
    await api().get(`/confirmation?confirmation=${number}&lastname=${SURNAME}`);
    await api().get(`/reservation/?confirmation=${number}&lastName=${SURNAME}`);
    // An error that carries the call it failed on, as HTTP clients' errors do.
    siteLog.log.error(
      {
        err: Object.assign(new Error('look-up failed'), {
          url: `${path}?lastName=${SURNAME}`,
          body: { lastName: SURNAME, confirmationNumber: number },
        }),
      },
      'look-up failed',
    );

    for (const [name, output] of [
      ['site', siteLog.lines()],
      ['platform', platformLog.lines()],
    ] as const) {
      if (process.env.SHOW_LOGS) process.stdout.write(output);
      expect(output.length, name).toBeGreaterThan(0);
      expect(output, `${name}: confirmation number`).not.toContain(number);
      expect(output, `${name}: last name`).not.toContain(SURNAME);
      expect(output, `${name}: booking key`).not.toContain(KEY);
      expect(output, name).toContain('[Redacted]');
    }
    // The platform did log each call, only without the pair.
    expect(platformLog.lines()).toContain('/v1/reservation/reservations/[Redacted]/cancel');
  });
});
