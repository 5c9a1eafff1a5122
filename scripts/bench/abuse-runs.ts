// The attacks the abuse limits exist for, run against the production build (`node
// dist/server/index.js`, NODE_ENV unset, the embedded platform, every limit at its default) on a
// fresh SQLite file or, with DATABASE_URL, a fresh PostgreSQL database's public schema:
//
// 1. Book-out: 15 bookings in 0.5 s for every room of one hotel for 60 nights, one made-up card,
//    a name and an e-mail of their own each; then one booking of 4 rooms for 365 nights.
// 2. Inbox flood: 25 bookings with one victim's e-mail, each cancelled at once; then an account's
//    e-mail switched to the victim's and back 10 times.
// 3. Distributed guessing: wrong passwords for one account from 40 addresses (X-Forwarded-For,
//    the site trusting one proxy as behind a balancer, TRUST_PROXY=1) for 60 s, first without
//    the captcha, then solving every captcha the platform asks for.
//
// Prints what each attack achieved: rooms held, mails that would leave for the victim (and those
// kept back), password guesses the platform checked. Bounded: each attack has a fixed number of
// requests or a time cap (ABUSE_GUESS_SECONDS, 60 by default).
//
//   npm run build && npm run bench:abuse
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<an empty database> npm run bench:abuse
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { ERROR } from '#shared/contract/error-codes.ts';
import { openStore, type Store } from '#platform/db/database.ts';
import { addDays } from '#platform/services/rates-dates.ts';
import { freePort, spawnNode, waitFor200 } from './children.ts';
import { loadAverage } from './machine.ts';
import { madeUpCard } from '#test/support/made-up-card.ts';

const GUESS_SECONDS = Number(process.env.ABUSE_GUESS_SECONDS ?? 60);
const say = (line: string) => process.stdout.write(`${line}\n`);

interface Site {
  url: string;
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown>; cookie?: string }>;
}

function siteClient(url: string): Site {
  return {
    url,
    async post(pathname, body, headers = {}) {
      const response = await fetch(url + pathname, {
        method: headers['x-method'] ?? 'POST',
        headers: {
          'Content-Type': headers['x-form']
            ? 'application/x-www-form-urlencoded'
            : 'application/json',
          Origin: url,
          ...Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith('x-'))),
        },
        body: headers['x-form']
          ? new URLSearchParams(body as Record<string, string>).toString()
          : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(text) as Record<string, unknown>;
      } catch {
        parsed = { text: text.slice(0, 200) };
      }
      const cookie = response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!)
        .find((pair) => /^(__Host-)?session=./.test(pair));
      return { status: response.status, body: parsed, cookie };
    },
  };
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const firstError = (answer: Answer) =>
  (
    answer.body.errors as { code?: string; parameterName?: string; message?: string }[] | undefined
  )?.[0];

const codeOf = (answer: Answer) => {
  const error = firstError(answer);
  const code = error?.code ?? (answer.body.status === 'ERROR' ? undefined : answer.body.status);
  return `${answer.status}${code ? ` ${String(code)}` : ''}${error?.parameterName ? ` ${error.parameterName}` : ''}`;
};

const tally = (codes: string[]) => {
  const counts: Record<string, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return JSON.stringify(counts);
};

async function solvedCaptcha(site: Site, address: string): Promise<string> {
  const response = await fetch(`${site.url}/api/v1/captcha/challenge`, {
    headers: { 'X-Forwarded-For': address },
  });
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function bookOut(site: Site, store: Store): Promise<void> {
  const types = await store.db
    .selectFrom('room_types')
    .innerJoin('hotels', 'hotels.hotel_id', 'room_types.hotel_id')
    .select([
      'room_types.hotel_id',
      'room_types.room_type_code',
      'room_types.total_rooms',
      'room_types.capacity',
    ])
    .where('hotels.coming_soon', '=', 0)
    .where('hotels.is_training', '=', 0)
    .orderBy('room_types.hotel_id')
    .execute();
  const hotelId = types[0]!.hotel_id;
  const ofHotel = types.filter((type) => type.hotel_id === hotelId);
  const totalRooms = ofHotel.reduce((sum, type) => sum + type.total_rooms, 0);
  const plan = await store.db
    .selectFrom('rate_plans')
    .select('rate_plan_code')
    .where('audience', '=', 'everyone')
    .orderBy('rate_plan_code')
    .executeTakeFirstOrThrow();
  const checkIn = addDays(new Date().toISOString().slice(0, 10), 30);
  // Every room of the hotel in requests of at most 4 rooms, one made-up card for all.
  const asks: { roomTypeCode: string; rooms: number }[] = [];
  for (const type of ofHotel)
    for (let left = type.total_rooms; left > 0; left -= 4)
      asks.push({ roomTypeCode: type.room_type_code, rooms: Math.min(4, left) });
  const card = { number: madeUpCard(1), expiry: '12/29', holder: 'Pat Hoarder' };
  const body = (i: number, roomTypeCode: string, rooms: number, nights: number) => ({
    hotelId,
    roomTypeCode,
    ratePlanCode: plan.rate_plan_code,
    checkIn,
    checkOut: addDays(checkIn, nights),
    adults: rooms,
    children: 0,
    rooms,
    givenName: `Hoarder${String.fromCharCode(65 + (i % 26))}`,
    surname: `Squat${String.fromCharCode(65 + ((i * 7) % 26))}`,
    email: `hoard${i}@example.net`,
    phone: '+1 555 010 0199',
    card,
  });
  const started = performance.now();
  let lastSent = 0;
  const answers = await Promise.all(
    asks.slice(0, 15).map(async (ask, i) => {
      await new Promise((resolve) => setTimeout(resolve, (500 / 15) * i));
      lastSent = performance.now() - started;
      return site.post(
        '/api/v1/reservation/reservations',
        body(i, ask.roomTypeCode, ask.rooms, 60),
        { 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': '198.51.100.10' },
      );
    }),
  );
  const elapsed = performance.now() - started;
  const held = await store.db
    .selectFrom('inventory')
    .select((eb) => eb.fn.sum<number>('booked').as('booked'))
    .where('hotel_id', '=', hotelId)
    .where('night', '=', checkIn)
    .executeTakeFirst();
  say(
    `book-out: hotel ${hotelId}, ${totalRooms} rooms; 15 bookings (${asks
      .slice(0, 15)
      .reduce(
        (sum, ask) => sum + ask.rooms,
        0,
      )} rooms × 60 nights) sent within ${Math.round(lastSent)} ms, all answered after ${Math.round(elapsed)} ms; answers ${tally(answers.map(codeOf))}; rooms held on the first night: ${Number(held?.booked ?? 0)} of ${totalRooms}`,
  );
  const year = await site.post(
    '/api/v1/reservation/reservations',
    {
      ...body(99, ofHotel[0]!.room_type_code, 4, 365),
      checkIn: addDays(checkIn, 90),
      checkOut: addDays(checkIn, 90 + 365),
      card: { ...card, number: madeUpCard(2) },
    },
    { 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': '198.51.100.11' },
  );
  say(
    `book-out: one booking of 4 rooms × 365 nights (another address and guest, a new card): ${codeOf(year)} "${firstError(year)?.message ?? ''}"`,
  );
}

async function outbox(store: Store, to: string) {
  const rows = await store.db
    .selectFrom('mail_outbox')
    .select(['kind', 'status'])
    .where('to_address', '=', to)
    .execute();
  const leaving = rows.filter((row) => row.status !== 'suppressed').length;
  return `${leaving} to be sent, ${rows.length - leaving} kept back (suppressed) ${tally(rows.map((row) => `${row.kind} ${row.status}`))}`;
}

async function inboxFlood(site: Site, store: Store): Promise<void> {
  const victim = 'victim@example.org';
  const stay = await store.db
    .selectFrom('room_types')
    .innerJoin('hotels', 'hotels.hotel_id', 'room_types.hotel_id')
    .select(['room_types.hotel_id', 'room_types.room_type_code'])
    .where('hotels.coming_soon', '=', 0)
    .where('hotels.is_training', '=', 0)
    .orderBy('room_types.hotel_id', 'desc')
    .executeTakeFirstOrThrow();
  const plan = await store.db
    .selectFrom('rate_plans')
    .select('rate_plan_code')
    .where('audience', '=', 'everyone')
    .orderBy('rate_plan_code')
    .executeTakeFirstOrThrow();
  const checkIn = addDays(new Date().toISOString().slice(0, 10), 40);
  const started = performance.now();
  const booked: string[] = [];
  const cancelled: string[] = [];
  const address = '198.51.100.20';
  let captchas = 0;
  for (let i = 0; i < 25; i++) {
    const surname = `Flood${String.fromCharCode(65 + (i % 26))}`;
    const booking = {
      hotelId: stay.hotel_id,
      roomTypeCode: stay.room_type_code,
      ratePlanCode: plan.rate_plan_code,
      checkIn,
      checkOut: addDays(checkIn, 1),
      adults: 1,
      children: 0,
      givenName: `Sender${i}`,
      surname,
      email: victim,
      phone: '+1 555 010 0198',
      card: { number: madeUpCard(100 + i), expiry: '12/29', holder: `Sender${i} ${surname}` },
    };
    const headers = { 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': address };
    let answer = await site.post('/api/v1/reservation/reservations', booking, headers);
    // The attacker solves every captcha the platform asks for (a script can: about a second each).
    if (firstError(answer)?.code === ERROR.CAPTCHA_REQUIRED) {
      captchas += 1;
      const captcha = await solvedCaptcha(site, address);
      answer = await site.post(
        '/api/v1/reservation/reservations',
        { ...booking, captcha },
        headers,
      );
    }
    booked.push(codeOf(answer));
    const reservation = answer.body.reservation as { confirmationNumber?: string } | undefined;
    if (reservation?.confirmationNumber) {
      const cancel = await site.post(
        `/api/v1/reservation/reservations/${reservation.confirmationNumber}/cancel`,
        { lastName: surname },
        { 'X-Forwarded-For': address },
      );
      cancelled.push(codeOf(cancel));
    }
  }
  say(
    `inbox flood: 25 bookings with one victim's e-mail, each cancelled, in ${((performance.now() - started) / 1000).toFixed(1)} s; bookings ${tally(booked)} (${captchas} captchas solved), cancellations ${tally(cancelled)}; mail for the victim: ${await outbox(store, victim)}`,
  );

  // An account's e-mail switched to another address and back, 10 times.
  const owner = { email: 'traveler@longstay.test', password: 'Roadwarrior7' };
  const other = 'victim2@example.org';
  const profile = {
    givenName: 'Priya',
    surname: 'Desai',
    address1: '12 Main St',
    city: 'Atlanta',
    subdivision: 'GA',
    postal: '30301',
    country: 'US',
    phone: '404-555-0100',
  };
  const signIn = await site.post('/api/session', owner, { 'X-Forwarded-For': '198.51.100.30' });
  let cookie = signIn.cookie;
  if (!cookie) {
    say(`e-mail switching: sign-in failed ${codeOf(signIn)}`);
    return;
  }
  const changes: string[] = [];
  const switchStarted = performance.now();
  let current = owner.email;
  for (let i = 0; i < 10; i++) {
    const next = current === owner.email ? other : owner.email;
    const answer = await site.post(
      `/api/v1/account/accounts/${encodeURIComponent(current)}`,
      // The account page's form: the whole profile with the new address.
      { ...profile, email: next, currentPassword: owner.password },
      { Cookie: cookie, 'x-method': 'PUT', 'x-form': '1', 'X-Forwarded-For': '198.51.100.30' },
    );
    changes.push(
      `${codeOf(answer)}${answer.status === 200 ? '' : ` "${firstError(answer)?.message ?? ''}"`}`,
    );
    if (answer.status !== 200) break;
    cookie = answer.cookie ?? cookie;
    current = next;
  }
  say(
    `e-mail switching: 10 changes in ${((performance.now() - switchStarted) / 1000).toFixed(1)} s, answers ${tally(changes)}; mail for ${owner.email}: ${await outbox(store, owner.email)}; for ${other}: ${await outbox(store, other)}`,
  );
}

async function guessing(site: Site, withCaptcha: boolean, email: string): Promise<void> {
  const addresses = Array.from({ length: 40 }, (_, i) => `203.0.113.${i + 1}`);
  const codes: string[] = [];
  const deadline = performance.now() + GUESS_SECONDS * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const address = addresses[next++ % addresses.length]!;
      const captcha = withCaptcha ? await solvedCaptcha(site, address) : undefined;
      if (performance.now() >= deadline) break;
      const answer = await site.post(
        '/api/session',
        {
          email,
          password: `Guess${randomBytes(4).toString('hex')}9`,
          ...(captcha ? { captcha } : {}),
        },
        { 'X-Forwarded-For': address },
      );
      codes.push(codeOf(answer));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  say(
    `guessing ${withCaptcha ? 'with every captcha solved' : 'without the captcha'}: ${codes.length} attempts in ${GUESS_SECONDS} s from 40 addresses against ${email}; answers ${tally(codes)}`,
  );
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'longstay-abuse-'));
  const port = Number(process.env.ABUSE_SITE_PORT ?? 0) || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const storeOptions = databaseUrl ? { databaseUrl } : { file: path.join(dir, 'longstay.db') };
  say(
    `abuse runs on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, production build, default limits; load average ${loadAverage()}`,
  );
  const site = spawnNode('site', 'dist/server/index.js', {
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: url,
    TRUST_PROXY: '1',
    SHUTDOWN_DRAIN_MS: '0',
    LOG_LEVEL: 'warn',
    ALTCHA_HMAC_KEY: randomBytes(16).toString('hex'),
    REVIEW_API_KEY: randomBytes(16).toString('hex'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { SQLITE_FILE: storeOptions.file! }),
  });
  site.process.stdout!.resume();
  const store = openStore(storeOptions);
  try {
    await waitFor200(`${url}/readyz`, Date.now(), 300_000);
    const client = siteClient(url);
    await bookOut(client, store);
    await inboxFlood(client, store);
    await guessing(client, false, 'guest@longstay.test');
    await guessing(client, true, 'unverified@longstay.test');
  } finally {
    await store.close();
    await site.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
