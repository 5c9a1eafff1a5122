// A JSON body nested thousands deep once crashed the platform's recursive body checks with a 500
// on every endpoint that takes a body. The depth is now read from the raw bytes before the parse:
// every such body is a 400 with a message that says why, and ordinary bodies still pass. A body
// over the size limit is a 413 before any parse.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '#shared/security/json-depth.ts';
import { allRoutes } from '#platform/routes/index.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';

const nested = (depth: number, open = '[', close = ']') =>
  `${open.repeat(depth)}${close.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const withBody = allRoutes.filter((route) => route.method !== 'get' && route.method !== 'delete');
const pathOf = (path: string) => path.replace(/:(\w+)/g, 'x1');

describe.each(databaseKinds)('JSON nested too deep (%s)', (kind) => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind, { seed: false });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('answers 400, never 500, on every endpoint that reads a body', async () => {
    expect(withBody.length).toBeGreaterThan(12);
    for (const route of withBody) {
      for (const body of [nested(5_000), deepObject(5_000), nested(MAX_JSON_DEPTH + 1, '{"x":[')]) {
        const res = await request(platform.url)
          [route.method](pathOf(route.path))
          .set('Content-Type', 'application/json')
          .set('Idempotency-Key', 'deep-json-key')
          .send(body);
        expect({ route: route.path, status: res.status }).toEqual({
          route: route.path,
          status: 400,
        });
        expect(res.body.errors[0].message).toMatch(/nests objects or arrays more than 20 deep/);
      }
    }
  });

  it('answers a body over 100 KB with 413, never 500, on every endpoint that reads a body', async () => {
    const big = JSON.stringify({ givenName: 'x'.repeat(101 * 1024) });
    for (const route of withBody) {
      const res = await request(platform.url)
        [route.method](pathOf(route.path))
        .set('Content-Type', 'application/json')
        .set('Idempotency-Key', 'big-json-key')
        .send(big);
      expect({ route: route.path, status: res.status }).toEqual({ route: route.path, status: 413 });
      expect(res.body.errors[0].message).toMatch(/too large/i);
      const form = await request(platform.url)
        [route.method](pathOf(route.path))
        .type('form')
        .set('Idempotency-Key', 'big-form-key')
        .send(`givenName=${'x'.repeat(101 * 1024)}`);
      expect({ route: route.path, status: form.status }).toEqual({
        route: route.path,
        status: 413,
      });
    }
  });

  it('reads brackets inside strings as text, and a body at the limit as usual', async () => {
    const route = '/v1/reservation/reservations';
    const res = await request(platform.url)
      .post(route)
      .set('Content-Type', 'application/json')
      .send({ givenName: '[[[['.repeat(30), extra: JSON.parse(nested(MAX_JSON_DEPTH - 1)) });
    expect(res.status).toBe(400);
    // Refused by the booking's own checks (missing fields), not for its depth.
    expect(JSON.stringify(res.body)).not.toMatch(/nests objects/);
  });
});
