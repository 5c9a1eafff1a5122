// A property-based test sends random and malformed bodies and queries to
// every endpoint — no 500, and always a JSON answer. It walks `allRoutes`, so routes added later
// are fuzzed too. Each case is one real HTTP request to a real platform.
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import { allRoutes } from '#platform/routes/index.ts';
import type { RouteDefinition } from '#platform/http/route.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { HOTEL, insertBookingFixture } from './booking-fixture.ts';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// Values that look right often enough to get past validation and reach the handlers.
const plausible = fc.oneof(
  fc.integer({ min: -30, max: 400 }).map(day),
  fc.constantFrom(HOTEL, 'TR727', 'SQ', 'TQ', 'RACK', 'ACME', 'dal', '30301', 'ATL', 'Texas'),
  fc.constantFrom('demo@longstay.test', 'ada@example.com', 'Lovelace', '4111111111111111', '12/29'),
  fc.constantFrom('true', 'false', '0', '1', '-1', '1e309', 'NaN', 'null', '[]', '{}', ''),
  fc.stringMatching(/^\d{1,40}$/),
);

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>x</script>',
    '\u0000',
  ),
  fc.nat({ max: 20_000 }).map((n) => 'x'.repeat(n)),
);

const scalar = fc.oneof(
  plausible,
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const jsonValue = fc.oneof({ depthSize: 'small' }, scalar, fc.jsonValue({ maxDepth: 3 }));

function keysOf(schema: Record<string, unknown> | undefined): string[] {
  return Object.keys((schema?.properties as Record<string, unknown>) ?? {});
}

/** An object using the schema's own field names (so validation is exercised) and some others. */
const fields = (schema: Record<string, unknown> | undefined, value: fc.Arbitrary<unknown>) =>
  fc.dictionary(
    fc.oneof(fc.constantFrom(...keysOf(schema), 'extra'), fc.string({ maxLength: 12 })),
    value,
    { maxKeys: 12 },
  );

// A value that fits a field by its name, so whole requests pass validation often enough for the
// handlers themselves (and the database behind them) to be fuzzed, not only the schemas.
function likelyValue(key: string): fc.Arbitrary<unknown> {
  if (/checkIn/i.test(key)) return fc.integer({ min: -1, max: 30 }).map(day);
  if (/checkOut/i.test(key)) return fc.integer({ min: 1, max: 40 }).map(day);
  if (/date|night/i.test(key)) return fc.integer({ min: -2, max: 370 }).map(day);
  if (/roomTypeCode/i.test(key)) return fc.constantFrom('SQ', 'TQ', 'SQA', 'XX');
  if (/ratePlanCode/i.test(key)) return fc.constantFrom('RACK', 'SAVER', 'CORPACME');
  if (/phone/i.test(key)) return fc.constantFrom('+1 555 010 0200', '12');
  if (/time/i.test(key)) return fc.constantFrom('18:30', '25:00', '6 PM');
  if (/name/i.test(key)) return fc.constantFrom('Lovelace', 'Ada', ' ', 'Ünïcödé');
  if (/password/i.test(key)) return fc.constantFrom('Longstay2026', 'TG9uZ3N0YXkyMDI2', 'x');
  if (/^hotelIds$/i.test(key)) return fc.constantFrom(HOTEL, `${HOTEL},TR727,NOPE`);
  if (/hotelId/i.test(key)) return fc.constantFrom(HOTEL, 'TR727');
  if (/corporate|clientid/i.test(key)) return fc.constantFrom('ACME', 'acme', 'NOPE');
  if (/confirmation/i.test(key)) return fc.stringMatching(/^[1-9]\d{9}$/);
  if (/email|loginId/i.test(key)) return fc.constantFrom('ada@example.com', 'demo@longstay.test');
  if (/^lat/i.test(key)) return fc.double({ min: -90, max: 90, noNaN: true });
  if (/^(lng|lon)/i.test(key)) return fc.double({ min: -180, max: 180, noNaN: true });
  if (/adults|children|max|offset|radius|rooms|count|page/i.test(key)) {
    return fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 4 }), weight: 4 },
      { arbitrary: fc.integer({ min: -1, max: 300 }), weight: 1 },
    );
  }
  if (/card/i.test(key)) {
    return fc.record({
      number: fc.constantFrom('4111111111111111', '1234'),
      expiry: fc.constantFrom('12/29', '01/20'),
      holder: fc.constant('A B'),
    });
  }
  return plausible;
}

// PostgreSQL refuses U+0000 in text where SQLite stores it: a likely value sometimes carries one.
const withNul = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: value, weight: 5 },
    { arbitrary: value.map((v) => (typeof v === 'string' ? `${v}\u0000` : v)), weight: 1 },
  );

const likelyFields = (schema: Record<string, unknown> | undefined) => {
  const model = Object.fromEntries(keysOf(schema).map((key) => [key, withNul(likelyValue(key))]));
  return fc.oneof(fc.record(model), fc.record(model, { requiredKeys: [] }));
};

const queryValue = fc.oneof(plausible, text, fc.array(plausible, { minLength: 2, maxLength: 3 }));

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string };

const bodyFor = (r: RouteDefinition): fc.Arbitrary<Body> =>
  fc.oneof(
    fc.constant<Body>({ kind: 'none' }),
    fields(r.body, jsonValue).map((value): Body => ({ kind: 'json', value })),
    likelyFields(r.body).map((value): Body => ({ kind: 'json', value })),
    jsonValue.map((value): Body => ({ kind: 'json', value })),
    fields(r.body, fc.oneof(plausible, text)).map((value): Body => ({
      kind: 'raw',
      contentType: 'application/x-www-form-urlencoded',
      text: new URLSearchParams(value as Record<string, string>).toString(),
    })),
    fc.constantFrom<Body>(
      { kind: 'raw', contentType: 'application/json', text: '{"a":' },
      { kind: 'raw', contentType: 'application/json', text: '{"__proto__":{"polluted":1}}' },
      { kind: 'raw', contentType: 'application/json', text: 'null' },
      { kind: 'raw', contentType: 'application/json; charset=latin-9', text: '{}' },
      { kind: 'raw', contentType: 'application/xml', text: '<a>1</a>' },
      { kind: 'raw', contentType: 'text/plain', text: 'hello' },
      { kind: 'raw', contentType: 'application/json', text: `"${'y'.repeat(150_000)}"` },
    ),
  );

// Header values a client can send at all: visible ASCII, and well under Node's 16 KiB header cap.
const headerText = fc
  .oneof(text, fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/))
  .map((t) => t.replace(/[^\x20-\x7e]/g, '?').slice(0, 2_000));

const headers = fc.record(
  {
    authorization: fc.oneof(
      headerText.map((t) => `Bearer ${t}`),
      headerText.map((t) => `Basic ${Buffer.from(t).toString('base64')}`),
      headerText,
    ),
    idempotencyKey: headerText,
  },
  { requiredKeys: [] },
);

// Express path parameters: `:name` is one segment, `*name` one or more.
// Lone surrogates cannot be URI-encoded; the server sees U+FFFD in their place anyway.
const wellFormed = (value: string) =>
  value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );

const paramNames = (path: string) => [...path.matchAll(/[:*]([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** Values for the path's parameters: likely ones by name, or anything. */
const pathValuesFor = (path: string) =>
  fc.record(
    Object.fromEntries(
      paramNames(path).map((name) => [
        name,
        fc.oneof(likelyValue(name), plausible, text).map(String),
      ]),
    ),
  );

function fillPath(path: string, values: Record<string, string>): string {
  // Node refuses request lines over 16 KiB before any route runs: keep each value short.
  const encode = (name: string) =>
    encodeURIComponent(wellFormed((values[name] ?? 'x').slice(0, 300)));
  return path
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encode(name))
    .replace(/\*([A-Za-z0-9_]+)/g, (_, name: string) => `${encode(name)}/${encode(name)}`);
}

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value])
      params.append(wellFormed(key), wellFormed(String(v)));
  }
  const qs = params.toString();
  return qs ? `?${qs.slice(0, 8_000)}` : '';
}

describe.each(databaseKinds)('every platform route under random input (%s)', (kind) => {
  let platform: RunningPlatform;

  beforeAll(async () => {
    // The generated dataset gives suggest, hotels, content and reviews real rows to work on; the
    // booking fixture adds a hotel whose id the generators know (HOTEL).
    platform = await startTestPlatform(kind, { seed: true });
    await insertBookingFixture(platform.store.db);
  });
  afterAll(() => platform?.close());

  it('has routes to fuzz', () => {
    expect(allRoutes.length).toBeGreaterThan(0);
  });

  it.each(allRoutes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
    '%s answers every input with JSON and never 500',
    async (_name, r) => {
      await fc.assert(
        fc.asyncProperty(
          pathValuesFor(r.path),
          fc.oneof(fields(r.query, queryValue), likelyFields(r.query)),
          bodyFor(r),
          headers,
          async (pathValues, query, body, extra) => {
            const url = fillPath(r.path, pathValues) + queryString(query);
            let req = request(platform.server)[r.method](url);
            if (extra.authorization !== undefined)
              req = req.set('Authorization', extra.authorization);
            if (extra.idempotencyKey !== undefined)
              req = req.set('Idempotency-Key', extra.idempotencyKey);
            if (r.method !== 'get' && body.kind === 'json')
              req = req.set('Content-Type', 'application/json').send(JSON.stringify(body.value));
            if (r.method !== 'get' && body.kind === 'raw')
              req = req.set('Content-Type', body.contentType).send(body.text);
            const res = await req;
            const where = `${r.method.toUpperCase()} ${url.slice(0, 300)} → ${res.status} ${String(res.text).slice(0, 300)}`;
            expect(res.status, where).toBeLessThan(500);
            const type = String(res.headers['content-type'] ?? '');
            // A success may be binary (media), a page or its stylesheet (the review provider's web
            // page); every refusal is the JSON error shape.
            if (res.status >= 300 || !/^(image\/|text\/html|text\/css)/.test(type)) {
              expect(type, where).toMatch(/^application\/json/);
              expect(() => JSON.parse(res.text), where).not.toThrow();
            }
            if (res.status >= 400) expect(res.body.status, where).toBe('ERROR');
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
  );
});
