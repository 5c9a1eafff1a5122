// Traces across the tiers: with tracing on (an in-memory exporter in place of OTLP), one booking
// made through the site is one trace: the site's request span, its call to the platform (whose
// W3C traceparent the platform continues), the platform's operation and its database statements.
// No span names a guest's data, and the site's log lines of that request carry the trace id.
import request from 'supertest';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { SpanKind } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '#server/ops/tracing.ts';
import { tracePlatform } from '#platform/http/tracing.ts';
import type { RunningPlatform } from '#platform/start.ts';
import { databaseKinds, startTestPlatform } from '#test/support/platform.ts';
import { waitFor } from '#test/support/wait-for.ts';
import { FIXED_NOW, bookingBody, insertBookingFixture } from '../platform/booking-fixture.ts';
import { SITE_URL, buildApp, capturedLogger, testConfig, type TestApp } from './support/harness.ts';

const exporter = new InMemorySpanExporter();
let tracing: Tracing | undefined;

beforeAll(async () => {
  tracing = await startTracing({
    serviceName: 'longstay-test',
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  tracePlatform();
});

afterAll(async () => {
  tracePlatform(false);
  await tracing?.stop();
});

const hex = (span: ReadableSpan) => span.spanContext().spanId;
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe.each(databaseKinds)('one booking, one trace (%s)', (kind) => {
  let platform: RunningPlatform;
  let site: TestApp;
  let logs: ReturnType<typeof capturedLogger>;

  beforeAll(async () => {
    // Started after tracing: the platform's store traces its statements, the logger adds trace ids.
    platform = await startTestPlatform(kind, { now: () => FIXED_NOW });
    await insertBookingFixture(platform.store.db);
    logs = capturedLogger();
    site = buildApp(testConfig(platform.url, { LOG_LEVEL: 'info' }), logs.log);
  });

  afterAll(async () => {
    await site?.close();
    await platform?.close();
  });

  it('follows the booking from the site through the platform into the database', async () => {
    exporter.reset();
    const guest = bookingBody({ surname: 'Tracewell', email: 'trace.guest@example.com' });
    const res = await request(site.app)
      .post('/api/v1/reservation/reservations')
      .set('Origin', SITE_URL)
      .set('Idempotency-Key', `trace-${kind}`)
      .send(guest);
    expect(res.status).toBe(201);

    const isSiteRoot = (span: ReadableSpan) =>
      span.kind === SpanKind.SERVER && span.instrumentationScope.name === 'longstay-site';
    await waitFor(() => exporter.getFinishedSpans().some(isSiteRoot), 'the site span');
    const spans = exporter.getFinishedSpans();
    const root = spans.find(isSiteRoot)!;
    expect(root.name).toBe('POST /api/*');
    expect(parentOf(root)).toBeUndefined();
    const traceId = root.spanContext().traceId;
    // Every span of this test's request is of the one trace.
    expect(new Set(spans.map((span) => span.spanContext().traceId))).toEqual(new Set([traceId]));

    const client = spans.find((span) => span.kind === SpanKind.CLIENT && span.name === 'POST api');
    expect(client, 'the site calls the platform').toBeDefined();
    expect(parentOf(client!)).toBe(hex(root));
    expect(client!.attributes['http.response.status_code']).toBe(201);

    const operation = spans.find(
      (span) =>
        span.kind === SpanKind.SERVER && span.instrumentationScope.name === 'longstay-platform',
    );
    expect(operation?.name).toBe('POST /v1/reservation/reservations');
    expect(parentOf(operation!)).toBe(hex(client!));

    const statements = spans.filter((span) => span.attributes['db.system.name'] !== undefined);
    expect(statements.map((span) => span.name)).toEqual(
      expect.arrayContaining(['BEGIN', 'INSERT reservations', 'COMMIT']),
    );
    expect(statements.some((span) => span.name.startsWith('SELECT '))).toBe(true);
    expect(new Set(statements.map((span) => span.attributes['db.system.name']))).toEqual(
      new Set([kind === 'postgres' ? 'postgresql' : 'sqlite']),
    );
    // Each statement is inside the platform operation's span.
    const inOperation = (span: ReadableSpan): boolean => {
      const parent = spans.find((candidate) => hex(candidate) === parentOf(span));
      return parent === operation || (parent !== undefined && inOperation(parent));
    };
    expect(statements.every(inOperation)).toBe(true);

    // No guest data in any span: names and attributes.
    const written = JSON.stringify(spans.map((span) => [span.name, span.attributes]));
    for (const secret of ['Tracewell', 'trace.guest', '4111', res.body.confirmationNumber])
      if (secret) expect(written).not.toContain(String(secret));

    // The site's log lines of the request (the upstream call, the completion) name the trace.
    await waitFor(() => logs.lines().includes('request completed'), 'the completion line');
    const lines = logs
      .lines()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const upstreamLine = lines.find((line) => line.msg === 'upstream call');
    const completion = lines.find((line) => line.msg === 'request completed');
    expect(upstreamLine?.trace_id).toBe(traceId);
    expect(completion?.trace_id).toBe(traceId);
    expect(completion?.span_id).toBe(hex(root));
  });
});
