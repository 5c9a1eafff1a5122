// One real trace and real web vitals from the production build, on one machine: the platform
// (`dist/server/platform.js`, fresh SQLite file) and the site (`dist/server/index.js`) with tracing
// on, exporting OTLP/HTTP JSON to servers/otlp-sink.ts; one booking through the site's /api; two
// pages loaded in headless Chromium, whose web-vitals beacons reach the site; then the booking's
// trace (every span of both services, as a tree with offsets and durations) and the web_vitals_*
// series of the site's /metrics, read on its metrics port with its token as a scraper would.
//
//   npm run build && npm run bench:trace-walk
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { openStore } from '#platform/db/database.ts';
import { addDays } from '#platform/services/rates-dates.ts';
import { freePort, spawnNode, startPortServer, waitFor200, type Child } from './children.ts';
import { loadAverage } from './machine.ts';

interface SpanLine {
  trace: string;
  span: string;
  parent?: string;
  service: string;
  name: string;
  start: number;
  ms: number;
  status: number;
  attributes: Record<string, unknown>;
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const port = async (name: string) => Number(process.env[name] ?? 0) || (await freePort());

/** The trace as an indented tree: offset from the root's start and duration, in ms. */
function tree(spans: SpanLine[]): string[] {
  const root = spans.find((span) => !spans.some((other) => other.span === span.parent));
  if (!root) return [];
  const lines: string[] = [];
  const walk = (span: SpanLine, depth: number) => {
    const status = span.attributes['http.response.status_code'];
    lines.push(
      `${'  '.repeat(depth)}${span.name} [${span.service.replace('longstay-', '')}] +${(span.start - root.start).toFixed(1)} ms, ${span.ms.toFixed(1)} ms${status ? `, ${String(status)}` : ''}${span.status === 2 ? ', ERROR' : ''}`,
    );
    for (const child of spans
      .filter((other) => other.parent === span.span)
      .sort((a, b) => a.start - b.start))
      walk(child, depth + 1);
  };
  walk(root, 0);
  return lines;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'longstay-trace-'));
  const spansFile = path.join(dir, 'spans.jsonl');
  const children: Child[] = [];
  const sitePort = await port('TRACE_SITE_PORT');
  const metricsPort = await port('TRACE_METRICS_PORT');
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const token = randomBytes(24).toString('hex');
  say(`load average ${loadAverage()}`);
  try {
    // The sink runs from source (tsx), not from a bundle.
    const sink = await startPortServer('otlp-sink', 'scripts/bench/servers/otlp-sink.ts', {
      OTLP_SINK_FILE: spansFile,
      PORT: String(await port('TRACE_SINK_PORT')),
      NODE_OPTIONS: '--import tsx',
    });
    children.push(sink);
    const tracing = {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${sink.port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Export each batch at once: the walk is short.
      OTEL_BSP_SCHEDULE_DELAY: '500',
    };
    const secrets = {
      ALTCHA_HMAC_KEY: randomBytes(16).toString('hex'),
      REVIEW_API_KEY: randomBytes(16).toString('hex'),
    };
    const platformPort = await port('TRACE_PLATFORM_PORT');
    const dbFile = path.join(dir, 'longstay.db');
    const platform = spawnNode('platform', 'dist/server/platform.js', {
      ...tracing,
      ...secrets,
      PORT: String(platformPort),
      HOST: '127.0.0.1',
      SITE_URL: siteUrl,
      SQLITE_FILE: dbFile,
      SHUTDOWN_DRAIN_MS: '0',
    });
    children.push(platform);
    platform.process.stdout!.resume();
    await waitFor200(`http://127.0.0.1:${platformPort}/readyz`, Date.now(), 300_000);
    const site = spawnNode('site', 'dist/server/index.js', {
      ...tracing,
      ...secrets,
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      SITE_URL: siteUrl,
      API_URL: `http://127.0.0.1:${platformPort}`,
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: token,
      SHUTDOWN_DRAIN_MS: '0',
    });
    children.push(site);
    site.process.stdout!.resume();
    await waitFor200(`${siteUrl}/readyz`, Date.now(), 120_000);

    // One booking through the site, as the booking page sends it.
    const store = openStore({ file: dbFile });
    const stay = await store.db
      .selectFrom('room_types')
      .innerJoin('hotels', 'hotels.hotel_id', 'room_types.hotel_id')
      .select(['room_types.hotel_id', 'room_types.room_type_code'])
      .where('hotels.coming_soon', '=', 0)
      .where('hotels.is_training', '=', 0)
      .orderBy('room_types.hotel_id')
      .executeTakeFirstOrThrow();
    const plan = await store.db
      .selectFrom('rate_plans')
      .select('rate_plan_code')
      .where('audience', '=', 'everyone')
      .orderBy('rate_plan_code')
      .executeTakeFirstOrThrow();
    await store.close();
    const checkIn = addDays(new Date().toISOString().slice(0, 10), 21);
    const booking = await fetch(`${siteUrl}/api/v1/reservation/reservations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: siteUrl,
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify({
        hotelId: stay.hotel_id,
        roomTypeCode: stay.room_type_code,
        ratePlanCode: plan.rate_plan_code,
        checkIn,
        checkOut: addDays(checkIn, 3),
        adults: 1,
        children: 0,
        givenName: 'Trace',
        surname: 'Walker',
        email: 'trace.walker@example.org',
        phone: '+1 555 010 0123',
        card: { number: '4111111111111111', expiry: '12/29', holder: 'Trace Walker' },
      }),
    });
    const traceparent = booking.headers.get('traceparent');
    say(`booking through the site: ${booking.status} ${(await booking.text()).slice(0, 300)}`);

    // Two pages in Chromium; the vitals beacon leaves when each page is hidden.
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      for (const pathname of [
        '/',
        '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown',
      ]) {
        const response = await page.goto(siteUrl + pathname, { waitUntil: 'load' });
        // A click gives INP a value; the idle callback then loads the vitals chunk.
        await page.mouse.click(640, 300);
        await page.waitForTimeout(10_000);
        say(`Chromium loaded ${pathname}: ${response?.status()}`);
      }
      await page.goto('about:blank');
      await page.waitForTimeout(5000);
    } finally {
      await browser.close();
    }
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const vitals = (await metrics.text())
      .split('\n')
      .filter((line) => /^web_vitals_\w+_(count|sum)\{/.test(line));
    say(`/metrics on the metrics port with the token: ${metrics.status}; web_vitals_* series:`);
    for (const line of vitals) say(`  ${line}`);
    // Without the token, as anyone else would:
    const anonymous = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    const publicPort = await fetch(`${siteUrl}/metrics`);
    say(
      `/metrics without the token: ${anonymous.status}; on the public port: ${publicPort.status}`,
    );

    await new Promise((resolve) => setTimeout(resolve, 3000));
    const spans = (await readFile(spansFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as SpanLine);
    const booked = spans.find((span) => span.name === 'POST /api/*');
    say(
      `spans received: ${spans.length}; the booking's trace ${booked?.trace ?? '(not found)'}${traceparent ? ` (traceparent answered: ${traceparent})` : ''}:`,
    );
    if (booked)
      for (const line of tree(spans.filter((span) => span.trace === booked.trace)))
        say(`  ${line}`);
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
