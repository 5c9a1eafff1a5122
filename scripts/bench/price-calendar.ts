// The price calendar's platform call: latency of one
// GET /v2/rate/hotels/{id}/calendar (two months of check-in dates, ~61 stays) for stays of 7, 30 and
// 90 nights, called one after another on an idle platform, beside one single stay's rooms call
// (what each of the ~61 dates would cost asked one by one). `npm run bench` prints the table in
// its report. Run alone, it prints the table for a platform of its own (bundled like the bench's,
// on a fresh SQLite file) or for a running one:
//   npx tsx scripts/bench/price-calendar.ts [http://127.0.0.1:PORT]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_DIST, bundleBenchServers, startPortServer, stopAll } from './children.ts';
import { fixed, table } from './markdown.ts';

export const CALENDAR_HOTEL = 'TX917';
const NIGHTS = [7, 30, 90];
const WARM_UP = 3;
const CALLS = Number(process.env.BENCH_CALENDAR_CALLS ?? 20);

export interface CalendarLatencyRow {
  nights: number;
  days: number;
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** One stay of the same length priced by the rooms call, median. */
  singleStayP50Ms: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function timed(url: string): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return { ms: performance.now() - started, body };
}

async function series(url: string): Promise<{ sorted: number[]; body: unknown }> {
  let body: unknown = null;
  for (let i = 0; i < WARM_UP; i += 1) body = (await timed(url)).body;
  const times: number[] = [];
  for (let i = 0; i < CALLS; i += 1) times.push((await timed(url)).ms);
  return { sorted: times.sort((a, b) => a - b), body };
}

/** The first month shown is next month, so every date of both months can be booked. */
function nextMonth(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 7);
}

export async function measurePriceCalendar(platformUrl: string): Promise<CalendarLatencyRow[]> {
  const month = nextMonth();
  const rows: CalendarLatencyRow[] = [];
  for (const nights of NIGHTS) {
    const calendar = await series(
      `${platformUrl}/v2/rate/hotels/${CALENDAR_HOTEL}/calendar?month=${month}&nights=${nights}`,
    );
    const checkIn = `${month}-01`;
    const checkOut = new Date(Date.parse(checkIn) + nights * 86_400_000).toISOString().slice(0, 10);
    const single = await series(
      `${platformUrl}/v2/rate/hotels/${CALENDAR_HOTEL}/rooms?checkIn=${checkIn}&checkOut=${checkOut}`,
    );
    rows.push({
      nights,
      days: (calendar.body as { days: unknown[] }).days.length,
      calls: CALLS,
      p50Ms: quantile(calendar.sorted, 0.5),
      p95Ms: quantile(calendar.sorted, 0.95),
      maxMs: calendar.sorted.at(-1)!,
      singleStayP50Ms: quantile(single.sorted, 0.5),
    });
  }
  return rows;
}

/** The report's table: latency in ms per length of stay. */
export function calendarTable(rows: CalendarLatencyRow[]): string {
  return table(
    ['Nights', 'Dates', 'Calls', 'p50', 'p95', 'max', 'One stay p50'],
    rows.map((row) => [
      String(row.nights),
      String(row.days),
      String(row.calls),
      fixed(row.p50Ms),
      fixed(row.p95Ms),
      fixed(row.maxMs),
      fixed(row.singleStayP50Ms),
    ]),
  );
}

/** The calendar measured on a platform of its own: bundled, on a fresh SQLite file. */
async function onOwnPlatform(): Promise<CalendarLatencyRow[]> {
  await bundleBenchServers();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'longstay-calendar-bench-'));
  try {
    const platform = await startPortServer('platform', path.join(BENCH_DIST, 'platform.js'), {
      DB_FILE: path.join(tmp, 'longstay.db'),
    });
    return await measurePriceCalendar(`http://127.0.0.1:${platform.port}`);
  } finally {
    await stopAll();
    await rm(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.argv[2];
  const rows = url ? await measurePriceCalendar(url) : await onOwnPlatform();
  process.stdout.write(`${calendarTable(rows)}\n`);
}
