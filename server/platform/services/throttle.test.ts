import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { migrateToLatest, openStore, type Store } from '../db/database.ts';
import { clientAddress, clear, hit, isThrottled, type Limit } from './throttle.ts';

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
});
