// Bookings under contention: the last few rooms of one room type for a 14-night stay,
// then hundreds of guests booking them at once through the site's /api (origin check, proxy, the
// booking deadline), each with a key of its own, each retrying a 5xx as the browser does and
// sending the booking again while the site answers 202 CONFIRMING, as the page does. Counts the
// first and the last answers, then reads the store to find any hidden booking (made, but its guest
// was last answered something else than the booking), and checks the inventory.
import { randomBytes } from 'node:crypto';
import { Agent } from 'undici';
import { backOffMs, DEFAULT_RETRY } from '#client/browser-api-client.ts';
import { CONFIRM_BUDGET_MS } from '#shared/data/confirming.ts';
import { cpuSeconds } from './children.ts';
import { openStore, type StoreOptions } from '#platform/db/database.ts';
import { addDays } from '#platform/services/rates-dates.ts';

export interface ContentionOptions {
  /** The site (its /api proxy), or the platform itself with `direct`. */
  siteUrl: string;
  direct?: boolean;
  /** Processes whose CPU time the rush costs: the site's and the platform's. */
  pids?: { site: number; platform: number };
  store: StoreOptions;
  /** Guests booking at once. */
  guests: number;
  /** Rooms left of the type before the rush. */
  roomsLeft: number;
  nights: number;
}

export interface ContentionResult {
  database: string;
  guests: number;
  roomsLeft: number;
  nights: number;
  /** Guests whose last answer was their booking (201, or 200 for a retry read back). */
  successes: number;
  soldOut: number;
  /** 504 as the last answer, after the browser's retries. */
  timeouts: number;
  /** 504 as the first answer (the guest's browser then retried). */
  firstTimeouts: number;
  /** 202 CONFIRMING as the first answer (the page then sent the booking again). */
  firstConfirming: number;
  retried: number;
  otherErrors: number;
  /** Hidden bookings: reservations in the store whose guest's last answer was not the booking. */
  madeButFailed: number;
  reservationsMade: number;
  /** booked == total on every night afterwards, and never above it. */
  inventoryConsistent: boolean;
  p50: number;
  p99: number;
  maxMs: number;
  wallMs: number;
  /** CPU milliseconds per booking request, in the site and in the platform. */
  siteCpuMs: number;
  platformCpuMs: number;
  /** Last answers by status; `first` the first answers. */
  statuses: Record<string, number>;
  first: Record<string, number>;
}

interface Target {
  hotelId: string;
  roomTypeCode: string;
  checkIn: string;
  checkOut: string;
  nightList: string[];
}

/** Picks an open hotel's room type and leaves `roomsLeft` of it free on every night of the stay. */
async function prepare(options: ContentionOptions): Promise<Target> {
  const store = openStore(options.store);
  try {
    const type = await store.db
      .selectFrom('room_types')
      .innerJoin('hotels', 'hotels.hotel_id', 'room_types.hotel_id')
      .select(['room_types.hotel_id', 'room_types.room_type_code', 'room_types.total_rooms'])
      .where('hotels.coming_soon', '=', 0)
      .where('hotels.is_training', '=', 0)
      .where('room_types.total_rooms', '>', options.roomsLeft)
      .where('room_types.capacity', '>=', 2)
      .orderBy('room_types.hotel_id')
      .orderBy('room_types.room_type_code')
      .executeTakeFirstOrThrow();
    const checkIn = addDays(new Date().toISOString().slice(0, 10), 30);
    const nightList = Array.from({ length: options.nights }, (_, i) => addDays(checkIn, i));
    for (const night of nightList) {
      const row = {
        hotel_id: type.hotel_id,
        room_type_code: type.room_type_code,
        night,
        total: type.total_rooms,
        booked: type.total_rooms - options.roomsLeft,
      };
      await store.db
        .insertInto('inventory')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['hotel_id', 'room_type_code', 'night']).doUpdateSet({ booked: row.booked }),
        )
        .execute();
    }
    return {
      hotelId: type.hotel_id,
      roomTypeCode: type.room_type_code,
      checkIn,
      checkOut: addDays(checkIn, options.nights),
      nightList,
    };
  } finally {
    await store.close();
  }
}

export interface BenchStay {
  hotelId: string;
  roomTypeCode: string;
  checkIn: string;
  checkOut: string;
}

/** One booking of the standard rate for two adults, as the browser posts it (the site's /api). */
export function postBooking(
  url: string,
  request: { origin: string; key: string; guest: string; dispatcher: Agent; timeoutMs: number },
  stay: BenchStay,
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: request.origin,
      'idempotency-key': request.key,
    },
    body: JSON.stringify({
      hotelId: stay.hotelId,
      roomTypeCode: stay.roomTypeCode,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      ratePlanCode: 'STANDARD',
      adults: 2,
      children: 0,
      givenName: 'Bench',
      surname: request.guest,
      email: `${request.guest.toLowerCase()}@bench.example`,
      phone: '+1 555 010 0200',
      card: { number: '4111 1111 1111 1111', expiry: '12/35', holder: 'Bench Guest' },
    }),
    // @ts-expect-error undici's dispatcher option of Node's fetch
    dispatcher: request.dispatcher,
    signal: AbortSignal.timeout(request.timeoutMs),
  });
}

const RETRIED = /^(5\d\d|network)/;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : NaN;

export async function runContention(
  database: string,
  options: ContentionOptions,
): Promise<ContentionResult> {
  const target = await prepare(options);
  const run = randomBytes(4).toString('hex');
  const origin = new URL(options.siteUrl).origin;
  // One connection per guest, as that many browsers would open.
  const dispatcher = new Agent({ connections: options.guests, headersTimeout: 60_000 });
  const send = async (i: number, key: string) => {
    let status: string;
    try {
      const api = options.direct ? '' : '/api';
      const res = await postBooking(
        `${options.siteUrl}${api}/v1/reservation/reservations`,
        { origin, key, guest: `Guest${i}`, dispatcher, timeoutMs: 60_000 },
        target,
      );
      const body = (await res.json()) as { errors?: { code?: string }[] };
      status = res.status === 409 ? `409 ${body.errors?.[0]?.code ?? ''}` : String(res.status);
    } catch (error) {
      status = `network error (${(error as Error).name})`;
    }
    return status;
  };
  // As the browser client (a 5xx or a lost connection: the same key again after a back-off) and
  // the page (shared/data/confirming.ts: after 202 CONFIRMING, again every 2 s within its budget).
  const book = async (i: number) => {
    const key = `bench-${run}-${i}`;
    const started = performance.now();
    const first = await send(i, key);
    let status = first;
    let confirming = first === '202';
    let attempt = 0;
    while (performance.now() - started < CONFIRM_BUDGET_MS) {
      if (status === '202') await DEFAULT_RETRY.sleep(2_000);
      else if (RETRIED.test(status) && (confirming || attempt < DEFAULT_RETRY.retries)) {
        await DEFAULT_RETRY.sleep(backOffMs(DEFAULT_RETRY, Math.min(attempt, 2)));
        attempt += 1;
      } else break;
      status = await send(i, key);
      confirming ||= status === '202';
    }
    return { key, first, status, ms: performance.now() - started };
  };
  const cpu = () => ({
    site: options.pids ? cpuSeconds(options.pids.site) : NaN,
    platform: options.pids ? cpuSeconds(options.pids.platform) : NaN,
  });
  const cpuBefore = cpu();
  const wallStarted = performance.now();
  const answers = await Promise.all(Array.from({ length: options.guests }, (_, i) => book(i)));
  const wallMs = performance.now() - wallStarted;
  const cpuAfter = cpu();
  await dispatcher.close();

  const store = openStore(options.store);
  try {
    const made = await store.db
      .selectFrom('reservations')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `bench-${run}-%`)
      .execute();
    const won = new Set(
      answers.filter((a) => a.status === '201' || a.status === '200').map((a) => a.key),
    );
    const nights = await store.db
      .selectFrom('inventory')
      .select(['total', 'booked'])
      .where('hotel_id', '=', target.hotelId)
      .where('room_type_code', '=', target.roomTypeCode)
      .where('night', 'in', target.nightList)
      .execute();
    const expectedBooked = Math.min(options.roomsLeft, made.length);
    const statuses: Record<string, number> = {};
    const first: Record<string, number> = {};
    for (const a of answers) {
      statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      first[a.first] = (first[a.first] ?? 0) + 1;
    }
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    return {
      database,
      guests: options.guests,
      roomsLeft: options.roomsLeft,
      nights: options.nights,
      successes: won.size,
      soldOut: statuses['409 SOLD_OUT'] ?? 0,
      timeouts: statuses['504'] ?? 0,
      firstTimeouts: answers.filter((a) => a.first === '504').length,
      firstConfirming: answers.filter((a) => a.first === '202').length,
      retried: answers.filter((a) => RETRIED.test(a.first) || a.first === '202').length,
      otherErrors: answers.filter(
        (a) => !won.has(a.key) && a.status !== '409 SOLD_OUT' && a.status !== '504',
      ).length,
      madeButFailed: made.filter((r) => !won.has(r.idempotency_key ?? '')).length,
      reservationsMade: made.length,
      inventoryConsistent:
        nights.length === options.nights &&
        nights.every(
          (n) => n.booked <= n.total && n.booked === n.total - options.roomsLeft + expectedBooked,
        ),
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      maxMs: times[times.length - 1] ?? NaN,
      wallMs,
      siteCpuMs: options.direct ? 0 : ((cpuAfter.site - cpuBefore.site) * 1000) / options.guests,
      platformCpuMs: ((cpuAfter.platform - cpuBefore.platform) * 1000) / options.guests,
      statuses,
      first,
    };
  } finally {
    await store.close();
  }
}

/** The Markdown table of one or more runs. */
export function contentionTable(rows: ContentionResult[]): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    '| database | guests | rooms left | nights | successes | sold out (409) | timeouts (504) | other errors | hidden bookings (made, guest not answered with it) | first answer 504, 202 confirming, sent again | inventory consistent | p50 | p99 | max | all answered after | CPU per request: site, platform |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.guests} | ${r.roomsLeft} | ${r.nights} | ${r.successes} | ${r.soldOut} | ${r.timeouts} | ${r.otherErrors} | ${r.madeButFailed} | ${r.firstTimeouts}, ${r.firstConfirming}, ${r.retried} | ${r.inventoryConsistent ? 'yes' : 'NO'} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.maxMs)} | ${ms(r.wallMs)} | ${r.siteCpuMs.toFixed(1)} ms, ${r.platformCpuMs.toFixed(1)} ms |`,
    ),
  ].join('\n');
}

/** Whether a run met the bar: exactly the rooms left booked, nothing else wrong. */
export function contentionHeld(r: ContentionResult): boolean {
  return (
    r.successes === r.roomsLeft &&
    r.timeouts === 0 &&
    r.otherErrors === 0 &&
    r.madeButFailed === 0 &&
    r.reservationsMade === r.roomsLeft &&
    r.inventoryConsistent
  );
}
