// The figures of `npm run bench:cluster`: page views per page type and bookings, each at the
// balancer for a fixed time, with the CPU time every tier used meanwhile (sites, platforms,
// PostgreSQL backends of the bench's database, nginx). Pages (or bookings) per second per core is
// what was served divided by the CPU seconds a tier spent: the figure a capacity model scales by
// (docs/performance.md "Capacity model"), and much steadier than req/s on a shared machine.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { Agent } from 'undici';
import { openStore } from '#platform/db/database.ts';
import { addDays } from '#platform/services/rates-dates.ts';
import { BROWSER_HEADERS, warmUp } from './load.ts';
import { HOTEL_PATH } from './cluster-checks.ts';
import { postBooking } from './contention.ts';
import type { Cluster, Tier, TierCpu } from './cluster-topology.ts';

export const PAGE_CONNECTIONS = 24;
export const PAGE_SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const BOOKING_GUESTS = 16;
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'results', path: '/extended-stay-hotels/locations/texas/dallas/hotels' },
  { name: 'hotel', path: HOTEL_PATH },
];

export interface Figure {
  name: string;
  /** Answered per second at the balancer; ok = 2xx. */
  perSecond: number;
  total: number;
  failed: number;
  /** What the failed ones answered, e.g. `2 × 504`. */
  failures: string;
  p50: number;
  p99: number;
  /** CPU milliseconds per answer, by tier. */
  cpuMs: TierCpu;
}

const TIERS: Tier[] = ['site', 'platform', 'postgres', 'nginx'];

async function withCpu<T>(cluster: Cluster, run: () => Promise<T>) {
  const meter = cluster.meter();
  const started = performance.now();
  const result = await run();
  const seconds = (performance.now() - started) / 1000;
  return { result, seconds, used: meter.stop() };
}

const perAnswer = (used: TierCpu, answers: number) =>
  Object.fromEntries(TIERS.map((t) => [t, (used[t] * 1000) / Math.max(answers, 1)])) as TierCpu;

export async function pageFigures(cluster: Cluster): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const page of PAGES) {
    const url = `${cluster.url}${page.path}`;
    await warmUp(url, 3);
    const { result, used } = await withCpu(cluster, () =>
      autocannon({
        url,
        connections: PAGE_CONNECTIONS,
        duration: PAGE_SECONDS,
        headers: BROWSER_HEADERS,
        timeout: 10,
      }),
    );
    const ok = result['2xx'];
    figures.push({
      name: page.name,
      perSecond: ok / result.duration,
      total: result.requests.total,
      failed: result.errors + result.timeouts + result.non2xx,
      failures: tally([
        ...Object.entries(result.statusCodeStats)
          .filter(([code]) => !code.startsWith('2'))
          .map(([code, { count }]) => [code, count] as const),
        ['error', result.errors],
        ['timeout', result.timeouts],
      ]),
      p50: result.latency.p50,
      p99: result.latency.p99,
      cpuMs: perAnswer(used, ok),
    });
  }
  return figures;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;

/**
 * Bookings that never compete: each guest books a different room type or stay, through the
 * balancer's /api as the browser does, for PAGE_SECONDS.
 */
export async function bookingFigure(cluster: Cluster): Promise<Figure> {
  const today = new Date().toISOString().slice(0, 10);
  const store = openStore({ databaseUrl: cluster.databaseUrl });
  const types = await store.db
    .selectFrom('room_types')
    .innerJoin('hotels', 'hotels.hotel_id', 'room_types.hotel_id')
    .select(['room_types.hotel_id', 'room_types.room_type_code'])
    .where('hotels.coming_soon', '=', 0)
    .where('hotels.is_training', '=', 0)
    .where((eb) =>
      eb.or([eb('hotels.presell_date', 'is', null), eb('hotels.presell_date', '<=', today)]),
    )
    .where('room_types.capacity', '>=', 2)
    .orderBy('room_types.hotel_id')
    .orderBy('room_types.room_type_code')
    .execute();
  await store.close();
  const origin = new URL(cluster.url).origin;
  const run = randomBytes(4).toString('hex');
  const dispatcher = new Agent({ connections: BOOKING_GUESTS });
  let next = 0;
  const times: number[] = [];
  const statuses = new Map<string, number>();
  const deadline = performance.now() + PAGE_SECONDS * 1000;
  const guest = async () => {
    while (performance.now() < deadline) {
      const i = next++;
      const type = types[i % types.length]!;
      const checkIn = addDays(today, 60 + 3 * Math.floor(i / types.length));
      const started = performance.now();
      let status: string;
      try {
        const res = await postBooking(
          `${cluster.url}/api/v1/reservation/reservations`,
          {
            origin,
            key: `cluster-${run}-${i}`,
            guest: `Cluster${i}`,
            dispatcher,
            timeoutMs: 30_000,
          },
          {
            hotelId: type.hotel_id,
            roomTypeCode: type.room_type_code,
            checkIn,
            checkOut: addDays(checkIn, 2),
          },
        );
        const body = await res.text();
        status =
          res.status === 201
            ? '201'
            : `${res.status} ${/"code":"([A-Z_]+)"/.exec(body)?.[1] ?? ''}`.trim();
      } catch (error) {
        status = `network error (${(error as Error).name})`;
      }
      times.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const { seconds, used } = await withCpu(cluster, () =>
    Promise.all(Array.from({ length: BOOKING_GUESTS }, guest)),
  );
  await dispatcher.close();
  const booked = statuses.get('201') ?? 0;
  times.sort((a, b) => a - b);
  return {
    name: 'booking',
    perSecond: booked / seconds,
    total: times.length,
    failed: times.length - booked,
    failures: tally([...statuses].filter(([status]) => status !== '201')),
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    cpuMs: perAnswer(used, booked),
  };
}

const tally = (counts: (readonly [string, number])[]) =>
  counts
    .filter(([, n]) => n > 0)
    .map(([what, n]) => `${n} × ${what}`)
    .join(', ');

/** The table of figures: throughput at the balancer, p99, and per core of each tier. */
export function figureTable(figures: Figure[]): string {
  const perCore = (ms: number) => (ms > 0 ? Math.round(1000 / ms).toString() : '–');
  const stackMs = (f: Figure) => TIERS.reduce((sum, t) => sum + f.cpuMs[t], 0);
  return [
    '| what | per second at the balancer | p50 | p99 | failed | CPU ms each: site / platform / PostgreSQL / nginx | per site core | per platform core | per PostgreSQL core | per core, whole stack |',
    '|---|---:|---:|---:|---:|---|---:|---:|---:|---:|',
    ...figures.map(
      (f) =>
        `| ${f.name} | ${f.perSecond.toFixed(1)} | ${Math.round(f.p50)} ms | ${Math.round(f.p99)} ms | ${f.failed} of ${f.total} | ${TIERS.map((t) => f.cpuMs[t].toFixed(2)).join(' / ')} | ${perCore(f.cpuMs.site)} | ${perCore(f.cpuMs.platform)} | ${perCore(f.cpuMs.postgres)} | ${perCore(stackMs(f))} |`,
    ),
    ...figures
      .filter((f) => f.failures)
      .map((f) => `\n${f.name}: the failed ones answered ${f.failures}`),
  ].join('\n');
}
