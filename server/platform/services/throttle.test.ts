import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { migrateToLatest, openStore, type Store } from '../db/database.ts';
import {
  clientAddress,
  clear,
  clearPrefix,
  hit,
  hitInTurn,
  isThrottled,
  limits,
  purgeExpired,
  type Limit,
} from './throttle.ts';
import { hitAll } from './throttle-batch.ts';
import { lookupLimits } from './reservations-manage.ts';

/** The address clientAddress reads, with the platform app's `trust proxy` set to `trusted`. */
async function addressSeen(trusted: string[], forwarded?: string): Promise<string> {
  const app = express();
  app.set('trust proxy', trusted);
  app.get('/', (req, res) => {
    res.send(clientAddress(req));
  });
  const call = request(app).get('/');
  return (await (forwarded ? call.set('X-Forwarded-For', forwarded) : call)).text;
}

describe('clientAddress', () => {
  it('believes X-Forwarded-For from a trusted peer only, read from the right past trusted proxies', async () => {
    // The embedded layout: the site on loopback wrote the browser's address.
    expect(await addressSeen(['loopback'], '203.0.113.6')).toBe('203.0.113.6');
    expect(await addressSeen(['loopback'], '1.1.1.1, 203.0.113.5')).toBe('203.0.113.5');
    expect(await addressSeen(['loopback'])).toMatch(/127\.0\.0\.1|::1/);
    // A balancer between site and platform appended the site's address: trusted, so skipped.
    expect(await addressSeen(['loopback', '10.0.0.0/8'], '198.51.100.9, 10.0.0.11')).toBe(
      '198.51.100.9',
    );
    // A peer that is not trusted: its header counts for nothing.
    expect(await addressSeen(['10.0.0.0/8'], '203.0.113.5')).toMatch(/127\.0\.0\.1|::1/);
  });
});

describe('per-address limits', () => {
  // Every limit that takes an address, by the name it is reached under.
  const perAddress: Record<string, (address: string) => Limit[]> = {
    signInPair: (a) => [limits.signInPair('guest@example.com', a)],
    signInAddress: (a) => [limits.signInAddress(a)],
    inquiry: (a) => [limits.inquiry('contact', a), limits.inquiry('majorAccounts', a)],
    newsletter: (a) => [limits.newsletter(a)],
    register: (a) => [limits.register(a)],
    passwordReset: (a) => [limits.passwordReset(a)],
    verification: (a) => [limits.verification(a)],
    lookup: (a) => lookupLimits(a, '1234567890').slice(0, 1),
  };

  it('names every limit of the table that takes an address', () => {
    const takesAddress = Object.entries(limits)
      .filter(([, make]) => make.toString().includes('addressGroup'))
      .map(([name]) => name);
    expect(takesAddress).toHaveLength(7);
    expect(Object.keys(perAddress)).toEqual(expect.arrayContaining(takesAddress));
  });

  it.each(Object.keys(perAddress))('%s counts an IPv6 address by its /64', (name) => {
    const keys = (address: string) => perAddress[name]!(address).map((limit) => limit.key);
    expect(keys('2001:db8:5:6::1')).toEqual(keys('2001:db8:5:6:ffff:eeee:dddd:1'));
    expect(keys('2001:db8:5:6::1')).not.toEqual(keys('2001:db8:5:7::1'));
    expect(keys('203.0.113.4')).not.toEqual(keys('203.0.113.5'));
  });
});

describe('fixed-window throttle', () => {
  let store: Store;
  beforeAll(async () => {
    store = openStore({ file: ':memory:' });
    await migrateToLatest(store.db);
  });
  afterAll(async () => store.close());
  const limit: Limit = { key: 'unit:a', max: 3, windowSeconds: 60 };

  it('counts hits, blocks at the limit, and starts again after the window', async () => {
    const t0 = new Date('2026-05-01T12:00:00Z');
    expect(await hit(store.db, limit, t0)).toBe(1);
    await hit(store.db, limit, t0);
    expect(await isThrottled(store.db, limit, t0)).toBe(false);
    expect(await hit(store.db, limit, t0)).toBe(3);
    expect(await isThrottled(store.db, limit, t0)).toBe(true);
    const later = new Date(t0.getTime() + 61_000);
    expect(await isThrottled(store.db, limit, later)).toBe(false);
    expect(await hit(store.db, limit, later)).toBe(1);
    await clear(store.db, limit);
    expect(await isThrottled(store.db, limit, later)).toBe(false);
  });

  it('refuses a hit past the limit without writing: the row stays as it was', async () => {
    const t0 = new Date('2026-05-01T12:00:00Z');
    const full: Limit = { key: 'unit:full', max: 2, windowSeconds: 60 };
    await hit(store.db, full, t0);
    await hit(store.db, full, t0);
    const row = () =>
      store.db.selectFrom('throttle').selectAll().where('key', '=', full.key).executeTakeFirst();
    const before = await row();
    expect(await hit(store.db, full, new Date(t0.getTime() + 1000))).toBe(3);
    expect(await row()).toEqual(before);
    // Amounts: 5 room-nights do not fit a limit of 4 at all.
    expect(await hit(store.db, { key: 'unit:amount', max: 4, windowSeconds: 60 }, t0, 5)).toBe(5);
    expect(await hit(store.db, { key: 'unit:amount', max: 4, windowSeconds: 60 }, t0, 3)).toBe(3);
  });

  it('takes limits in turn and writes nothing after the first one used up', async () => {
    const t0 = new Date('2026-05-01T12:00:00Z');
    const address: Limit = { key: 'unit:turn:address', max: 1, windowSeconds: 60 };
    const next = (n: number): Limit => ({ key: `unit:turn:${n}`, max: 5, windowSeconds: 60 });
    expect(await hitInTurn(store.db, [address, next(1)], t0)).toBe(-1);
    for (let n = 2; n < 10; n++) expect(await hitInTurn(store.db, [address, next(n)], t0)).toBe(0);
    const keys = await store.db
      .selectFrom('throttle')
      .select('key')
      .where('key', 'like', 'unit:turn:%')
      .execute();
    expect(keys.map((k) => k.key).sort()).toEqual(['unit:turn:1', 'unit:turn:address']);
  });

  it('purges the windows that have run out, and clears by prefix literally', async () => {
    const t0 = new Date('2026-06-01T12:00:00Z');
    await hit(store.db, { key: 'unit:purge:short', max: 9, windowSeconds: 60 }, t0);
    await hit(store.db, { key: 'unit:purge:long', max: 9, windowSeconds: 3600 }, t0);
    expect(await purgeExpired(store.db, new Date(t0.getTime() + 120_000))).toBeGreaterThan(0);
    const left = await store.db.selectFrom('throttle').select('key').execute();
    expect(left.map((k) => k.key)).toContain('unit:purge:long');
    expect(left.map((k) => k.key)).not.toContain('unit:purge:short');
    await hit(store.db, { key: 'sign-in:pair:a_b@x.com|1.2.3.4', max: 9, windowSeconds: 60 }, t0);
    await hit(store.db, { key: 'sign-in:pair:aXb@x.com|1.2.3.4', max: 9, windowSeconds: 60 }, t0);
    await clearPrefix(store.db, 'sign-in:pair:a_b@x.com|');
    const pairs = await store.db
      .selectFrom('throttle')
      .select('key')
      .where('key', 'like', 'sign-in:pair:%')
      .execute();
    expect(pairs.map((k) => k.key)).toEqual(['sign-in:pair:aXb@x.com|1.2.3.4']);
  });

  it('takes many counts together, or none: a used-up count refuses before anything is written', async () => {
    const t0 = new Date('2026-07-01T12:00:00Z');
    const a: Limit = { key: 'unit:all:a', max: 2, windowSeconds: 60 };
    const b: Limit = { key: 'unit:all:b', max: 10, windowSeconds: 60 };
    const c: Limit = { key: 'unit:all:c', max: 10, windowSeconds: 60 };
    const both = (extra: Limit) => [
      { limit: a, amount: 1 },
      { limit: extra, amount: 4 },
    ];
    expect((await hitAll(store.db, both(b), t0)).refused).toBe(-1);
    const second = await hitAll(store.db, both(b), t0);
    expect(second).toEqual({
      refused: -1,
      counts: new Map([
        ['unit:all:a', 2],
        ['unit:all:b', 8],
      ]),
    });
    // a is used up: refused at index 0, and c (a new key) is not written.
    expect((await hitAll(store.db, both(c), t0)).refused).toBe(0);
    const keys = await store.db
      .selectFrom('throttle')
      .select('key')
      .where('key', 'like', 'unit:all:%')
      .execute();
    expect(keys.map((k) => k.key).sort()).toEqual(['unit:all:a', 'unit:all:b']);
    // A count only checked: room in it is needed, nothing is added.
    const checked = await hitAll(
      store.db,
      [
        { limit: b, amount: 1 },
        { limit: c, amount: 1 },
      ],
      t0,
      1,
    );
    expect(checked.counts).toEqual(new Map([['unit:all:c', 1]]));
  });
});
