// The platform's metrics that the alert rules read (ops/prometheus): its answers by operation (the
// route pattern, never the URL) and status, its refusals by error code, and on PostgreSQL how full
// its connection pool is.
import request from 'supertest';
import { register } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPlatform } from '#platform/start.ts';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import { FIXED_NOW, bookingBody, insertBookingFixture } from './booking-fixture.ts';

const BOOK = 'POST /v1/reservation/reservations';

/** A sample's value from the default registry's text, 0 when absent. */
async function sample(name: string, labels: string): Promise<number> {
  const text = await register.metrics();
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split('\n').find((entry) => entry.startsWith(prefix));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe.each(databaseKinds)('platform metrics (%s)', (kind) => {
  let platform: RunningPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform(kind, { now: () => FIXED_NOW });
    await insertBookingFixture(platform.store.db);
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('counts answers by operation and status, refusals by code, never by URL', async () => {
    const booked = `operation="${BOOK}",status="201"`;
    // The catalogue's code of the whole answer (a 400's entries carry INVALID_VALUE and the like).
    const refused = `operation="${BOOK}",code="INVALID_REQUEST"`;
    const before = await sample('platform_request_duration_seconds_count', booked);
    const refusedBefore = await sample('platform_refusals_total', refused);

    const ok = await request(platform.url)
      .post('/v1/reservation/reservations')
      .set('Idempotency-Key', `metrics-${kind}`)
      .send(bookingBody({ surname: 'Metrics' }));
    expect(ok.status).toBe(201);
    const bad = await request(platform.url)
      .post('/v1/reservation/reservations')
      .set('Idempotency-Key', `metrics-bad-${kind}`)
      .send(bookingBody({ checkIn: 'not-a-date' }));
    expect(bad.status).toBe(400);

    expect(await sample('platform_request_duration_seconds_count', booked)).toBe(before + 1);
    expect(await sample('platform_refusals_total', refused)).toBe(refusedBefore + 1);

    // A path with a guest's data is labelled by its route pattern.
    await request(platform.url).get(`/v1/reservation/reservations/ABC123?lastName=Lovelace`);
    const text = await register.metrics();
    expect(text).not.toContain('ABC123');
    expect(text).not.toContain('Lovelace');
    expect(text).toMatch(
      /^platform_request_duration_seconds_count\{operation="GET \/v1\/reservation\/reservations\/:confirmationNumber",status="4\d\d"\} [1-9]/m,
    );
  });

  it.runIf(kind === 'postgres')('reports the connection pool', async () => {
    expect(await sample('db_pool_max_connections', '')).toBeGreaterThanOrEqual(10);
    const text = await register.metrics();
    expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+/m);
    expect(text).toMatch(/^db_pool_connections\{state="in_use"\} \d+/m);
    expect(text).toMatch(/^db_pool_waiting \d+/m);
  });
});
