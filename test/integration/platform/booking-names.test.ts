// Informational: the booking's guest and card-holder names refuse bidirectional
// controls and values made only of invisible characters, with a 400 on the field.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { FIXED_NOW, bookingBody, insertBookingFixture } from './booking-fixture.ts';

describe.each(databaseKinds)('booking names (%s)', (kind) => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind, { seed: false, now: () => FIXED_NOW });
    await insertBookingFixture(platform.store.db);
  });
  afterAll(() => platform?.close());

  let keys = 0;
  const book = (overrides: Record<string, unknown>) =>
    request(platform.server)
      .post('/v1/reservation/reservations')
      .set('Idempotency-Key', `names-${kind}-${++keys}`)
      .send(bookingBody(overrides));

  it.each([
    ['a right-to-left override', { surname: 'Smith\u202egnp.exe' }, 'surname'],
    ['only zero-width spaces', { givenName: '\u200b\u200b' }, 'givenName'],
    ['only a Hangul filler', { surname: '\u3164' }, 'surname'],
  ])('refuses %s', async (_label, overrides, field) => {
    const res = await book(overrides);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ parameterName: field, code: 'INVALID_VALUE' });
  });

  it('accepts accented names', async () => {
    expect((await book({ givenName: 'Zoë', surname: 'Peña-Ørsted' })).status).toBe(201);
  });
});
