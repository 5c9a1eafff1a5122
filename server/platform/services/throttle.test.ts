import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { migrateToLatest, openStore, type Store } from '../db/database.ts';
import { clientAddress, clear, hit, isThrottled, type Limit } from './throttle.ts';

const request = (remoteAddress: string, forwarded?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  }) as unknown as Request;

describe('clientAddress', () => {
  it('believes X-Forwarded-For only from loopback, and only its last entry', () => {
    expect(clientAddress(request('127.0.0.1', '1.1.1.1, 203.0.113.5'))).toBe('203.0.113.5');
    expect(clientAddress(request('::1', '203.0.113.6'))).toBe('203.0.113.6');
    expect(clientAddress(request('198.51.100.7', '203.0.113.5'))).toBe('198.51.100.7');
    expect(clientAddress(request('127.0.0.1'))).toBe('127.0.0.1');
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
