import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isSlowConnection,
  onFocusRevalidate,
  slowAfterMs,
  Superseder,
  watchSlow,
} from './timing.ts';

describe('slow loading (3 s, 5 s on a slow connection)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports slow after 3 s, not before', async () => {
    const onSlow = vi.fn();
    watchSlow(new Promise(() => {}), onSlow, slowAfterMs(undefined));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(onSlow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onSlow).toHaveBeenCalledTimes(1);
  });

  it('waits 5 s on 2g, slow-2g or data saver', async () => {
    for (const connection of [
      { effectiveType: '2g' },
      { effectiveType: 'slow-2g' },
      { effectiveType: '4g', saveData: true },
    ]) {
      expect(isSlowConnection(connection)).toBe(true);
      const onSlow = vi.fn();
      watchSlow(new Promise(() => {}), onSlow, slowAfterMs(connection));
      await vi.advanceTimersByTimeAsync(4_999);
      expect(onSlow).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(onSlow).toHaveBeenCalledTimes(1);
    }
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(slowAfterMs({ effectiveType: '4g' })).toBe(3_000);
  });

  it('never reports a request that settled in time', async () => {
    const onSlow = vi.fn();
    watchSlow(new Promise((resolve) => setTimeout(resolve, 2_500)), onSlow, 3_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onSlow).not.toHaveBeenCalled();
  });
});

describe('focus revalidation (at most every 5 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('revalidates on focus only when 5 s have passed since the last load', () => {
    const target = new EventTarget();
    const revalidate = vi.fn();
    onFocusRevalidate(target, revalidate);
    target.dispatchEvent(new Event('focus'));
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    target.dispatchEvent(new Event('focus'));
    expect(revalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4_999);
    target.dispatchEvent(new Event('focus'));
    expect(revalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    target.dispatchEvent(new Event('focus'));
    expect(revalidate).toHaveBeenCalledTimes(2);
  });

  it('counts a navigation as a fresh load and stops listening when disposed', () => {
    const target = new EventTarget();
    const revalidate = vi.fn();
    let loadedAt = Date.now();
    const dispose = onFocusRevalidate(target, revalidate, { lastLoadedAt: () => loadedAt });
    vi.advanceTimersByTime(4_000);
    loadedAt = Date.now();
    vi.advanceTimersByTime(4_000);
    target.dispatchEvent(new Event('focus'));
    expect(revalidate).not.toHaveBeenCalled();
    dispose();
    vi.advanceTimersByTime(10_000);
    target.dispatchEvent(new Event('focus'));
    expect(revalidate).not.toHaveBeenCalled();
  });
});

describe('superseded requests', () => {
  it('aborts the previous signal when a new one starts', () => {
    const superseder = new Superseder();
    const first = superseder.start();
    const second = superseder.start();
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
  });
});
