// The cross-instance checks of `npm run bench:cluster`, each a PASS or a FAIL with what was seen:
// a session made on one site instance works on the other; sign-in throttling counts across
// instances; racing bookings for the last rooms, spread over both platform instances, book exactly
// the rooms left; a hotel changed in the database appears on every site instance within
// CATALOG_CACHE_SECONDS; a site instance stopped (SIGTERM) under load costs no request.
import { readFileSync, statSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { BROWSER_HEADERS } from './load.ts';
import { contentionHeld, runContention, type ContentionResult } from './contention.ts';
import { CATALOG_CACHE_SECONDS, SITE_DRAIN_MS, type Cluster } from './cluster-topology.ts';

export interface Check {
  name: string;
  passed: boolean;
  detail: string;
}

const DEMO = { email: 'guest@longstay.test', password: 'Longstay2026' };
export const HOTEL_PATH = '/extended-stay-hotels/texas/austin/longstay-suites-austin-downtown';

/** The lines nginx wrote to an access log from `offset` on: method, uri, status, upstream. */
export function logLines(file: string, offset: number) {
  return readFileSync(file, 'utf8')
    .slice(offset)
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [method, uri, status, ...upstream] = line.split(' ');
      return { method, uri, status: Number(status), upstream: upstream.join(' ') };
    });
}

export const logSize = (file: string) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;

export async function sessionAcrossSites(cluster: Cluster): Promise<Check> {
  const [a, b] = cluster.sites as [Cluster['sites'][0], Cluster['sites'][0]];
  const origin = new URL(cluster.url).origin;
  const signIn = await fetch(`${a.url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(DEMO),
  });
  await signIn.arrayBuffer();
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  const account = (site: string, withCookie: boolean) =>
    fetch(`${site}/api/v1/account/accounts/${encodeURIComponent(DEMO.email)}`, {
      headers: withCookie ? { cookie } : {},
    }).then(async (res) => ({ status: res.status, body: await res.text() }));
  const onB = await account(b.url, true);
  const anonymousOnB = await account(b.url, false);
  // Signed out on B: the same cookie no longer works on A.
  const signOut = await fetch(`${b.url}/api/session`, {
    method: 'DELETE',
    headers: { cookie, origin },
  });
  const onAAfter = await account(a.url, true);
  const passed =
    signIn.status === 200 &&
    cookie.startsWith('session=') &&
    onB.status === 200 &&
    onB.body.includes(DEMO.email) &&
    anonymousOnB.status === 401 &&
    signOut.status === 204 &&
    onAAfter.status === 401;
  return {
    name: 'a session made on one site instance works on the other',
    passed,
    detail: `sign-in on site 1: ${signIn.status}; account on site 2 with its cookie: ${onB.status}, without: ${anonymousOnB.status}; sign-out on site 2: ${signOut.status}; the cookie on site 1 then: ${onAAfter.status}`,
  };
}

/** 20 failed sign-ins from one address, alternating between the sites: the 21st is refused. */
export async function throttleAcrossSites(cluster: Cluster): Promise<Check> {
  const origin = new URL(cluster.url).origin;
  // The sites trust one proxy (TRUST_PROXY=1): this client stands in for it and names a guest.
  const address = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
  const attempt = (i: number) =>
    fetch(`${cluster.sites[i % 2]!.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': address },
      body: JSON.stringify({ email: `nobody${i}@bench.example`, password: 'Wrong1pass' }),
    }).then(async (res) => (await res.arrayBuffer(), res.status));
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) statuses.push(await attempt(i));
  const first20 = statuses.slice(0, 20);
  const passed = first20.every((status) => status === 401) && statuses[20] === 429;
  return {
    name: 'sign-in throttling counts across instances',
    passed,
    detail: `20 failures from ${address} (10 on each site): ${summary(first20)}; the 21st, on site 2: ${statuses[20]}`,
  };
}

export async function racingBookings(
  cluster: Cluster,
): Promise<{ check: Check; row: ContentionResult }> {
  const offset = logSize(cluster.platformLog);
  const row = await runContention('cluster', {
    siteUrl: cluster.url,
    store: { databaseUrl: cluster.databaseUrl },
    guests: 300,
    roomsLeft: 5,
    nights: 14,
  });
  const perPlatform = new Map<string, number>();
  for (const line of logLines(cluster.platformLog, offset))
    if (line.method === 'POST' && line.uri === '/v1/reservation/reservations')
      perPlatform.set(line.upstream, (perPlatform.get(line.upstream) ?? 0) + 1);
  const spread = cluster.platforms.every((p) => (perPlatform.get(`127.0.0.1:${p.port}`) ?? 0) > 0);
  return {
    row,
    check: {
      name: '300 racing bookings for the last 5 rooms, over both platform instances',
      passed: contentionHeld(row) && spread,
      detail: `booked ${row.successes} (reservations stored: ${row.reservationsMade}), sold out ${row.soldOut}, 504 ${row.timeouts}, other ${row.otherErrors}, inventory consistent: ${row.inventoryConsistent ? 'yes' : 'NO'}; booking calls per platform: ${[...perPlatform].map(([k, v]) => `${k} ${v}`).join(', ')}; p99 ${Math.round(row.p99)} ms`,
    },
  };
}

/** Renames a hotel in the database and polls its page on every site until the new name shows. */
export async function catalogChange(cluster: Cluster): Promise<Check> {
  const page = (site: string) =>
    fetch(`${site}${HOTEL_PATH}`, { headers: BROWSER_HEADERS }).then((res) => res.text());
  await Promise.all(cluster.sites.map((s) => page(s.url))); // cached on both
  const name = `Longstay Suites Cluster ${Date.now().toString(36)}`;
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  await db.query('update hotels set hotel_name = $1 where hotel_uri = $2', [name, HOTEL_PATH]);
  await db.end();
  const changedAt = performance.now();
  const limitMs = CATALOG_CACHE_SECONDS * 1000 + 1000;
  const seenAfter = await Promise.all(
    cluster.sites.map(async (s) => {
      while (performance.now() - changedAt < limitMs + 3000) {
        if ((await page(s.url)).includes(name)) return performance.now() - changedAt;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return Infinity;
    }),
  );
  return {
    name: `a hotel changed in the database appears on every site within CATALOG_CACHE_SECONDS (${CATALOG_CACHE_SECONDS} s)`,
    passed: seenAfter.every((ms) => ms <= limitMs),
    detail: `new name seen after ${seenAfter.map((ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never')).join(' and ')} (bound: the cache time plus one refresh, ${limitMs / 1000} s)`,
  };
}

/** Page views at the balancer; site 1 gets SIGTERM after 2 s. No view may fail. */
export async function sigtermUnderLoad(cluster: Cluster): Promise<Check> {
  const offset = logSize(cluster.siteLog);
  const victim = cluster.sites[0]!;
  const exited = new Promise<number | null>((resolve) =>
    victim.child.process.once('exit', (code) => resolve(code)),
  );
  const load = autocannon({
    url: cluster.url,
    connections: 16,
    duration: 4 + SITE_DRAIN_MS / 1000 + 2,
    headers: BROWSER_HEADERS,
    timeout: 10,
    requests: [{ path: '/' }, { path: HOTEL_PATH }, { path: '/who-we-are' }],
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const signalAt = logSize(cluster.siteLog);
  victim.child.process.kill('SIGTERM');
  const [result, code] = await Promise.all([load, exited]);
  const lines = logLines(cluster.siteLog, offset);
  const afterSignal = logLines(cluster.siteLog, signalAt);
  const victimAddress = `127.0.0.1:${victim.port}`;
  const servedByVictim = afterSignal.filter((l) => l.upstream === victimAddress).length;
  const passedOn = lines.filter((l) => l.upstream.includes(',')).length;
  // 499: autocannon closed a connection with a view in flight when its time was up.
  const failedAtBalancer = lines.filter((l) => l.status >= 400 && l.status !== 499);
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    name: 'a site instance stopped with SIGTERM under load: no failed request at the balancer',
    passed:
      failures === 0 && failedAtBalancer.length === 0 && code === 0 && result.requests.total > 0,
    detail: `${result.requests.total} views at 16 connections; errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; nginx answered ${failedAtBalancer.length} with 4xx/5xx${failedAtBalancer.map((l) => ` (${l.status} ${l.uri} from ${l.upstream})`).join('')}; site 1 served ${servedByVictim} views after the signal (drain ${SITE_DRAIN_MS} ms) and exited ${code}; nginx passed ${passedOn} on to the other site`,
  };
}

function summary(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
}
