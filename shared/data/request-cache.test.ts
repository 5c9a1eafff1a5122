import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestCache } from './request-cache.ts';

describe('RequestCache (dedupe identical requests within 2 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const delayed = <T>(value: T, ms = 100) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

  it('shares one call for identical requests within 2 s', async () => {
    const cache = new RequestCache();
    const run = vi.fn(() => delayed('a'));
    const first = cache.fetch('GET /x', run);
    vi.advanceTimersByTime(1_999);
    const second = cache.fetch('GET /x', run);
    await vi.runAllTimersAsync();
    expect(await first).toBe('a');
    expect(await second).toBe('a');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('calls again at 2 s after the first request', async () => {
    const cache = new RequestCache();
    const run = vi.fn(() => delayed('a'));
    void cache.fetch('GET /x', run);
    await vi.advanceTimersByTimeAsync(2_000);
    void cache.fetch('GET /x', run);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does not share different requests', () => {
    const cache = new RequestCache();
    const run = vi.fn(() => delayed('a'));
    void cache.fetch('GET /x', run);
    void cache.fetch('GET /y', run);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('serves a primed answer without calling (hydration never refetches)', async () => {
    const cache = new RequestCache();
    cache.prime('route /who-we-are', { title: 'Who We Are' });
    const run = vi.fn(() => delayed({ title: 'fetched' }));
    expect(await cache.fetch('route /who-we-are', run)).toEqual({ title: 'Who We Are' });
    expect(run).not.toHaveBeenCalled();
  });

  it('never reuses a failure', async () => {
    const cache = new RequestCache();
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    await expect(cache.fetch('GET /x', failing)).rejects.toThrow('down');
    const ok = vi.fn(() => Promise.resolve('ok'));
    expect(await cache.fetch('GET /x', ok)).toBe('ok');
  });

  it('fresh ignores the deduplicated answer (focus revalidation)', async () => {
    const cache = new RequestCache();
    cache.prime('k', 'old');
    expect(await cache.fetch('k', () => Promise.resolve('new'), { fresh: true })).toBe('new');
  });

  it('aborts the call when its only caller aborts, and rejects that caller', async () => {
    const cache = new RequestCache();
    let seen: AbortSignal | undefined;
    const caller = new AbortController();
    const promise = cache.fetch(
      'GET /slow',
      (signal) => {
        seen = signal;
        return delayed('late', 10_000);
      },
      { signal: caller.signal },
    );
    caller.abort();
    await expect(promise).rejects.toBeDefined();
    expect(seen?.aborted).toBe(true);
  });

  it('keeps the call going while another caller still waits', async () => {
    const cache = new RequestCache();
    let seen: AbortSignal | undefined;
    const a = new AbortController();
    const b = new AbortController();
    const run = (signal: AbortSignal) => {
      seen = signal;
      return delayed('v', 500);
    };
    const first = cache.fetch('GET /x', run, { signal: a.signal });
    const second = cache.fetch('GET /x', run, { signal: b.signal });
    a.abort();
    await expect(first).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(500);
    expect(await second).toBe('v');
    expect(seen?.aborted).toBe(false);
  });
});
