import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_DELAY_MS, startAutoplay } from './carousel-autoplay.ts';

afterEach(() => vi.useRealTimers());

describe('carousel autoplay', () => {
  it('moves on every 3000 ms until stopped', () => {
    vi.useFakeTimers();
    const advance = vi.fn();
    const stop = startAutoplay(advance);
    expect(AUTOPLAY_DELAY_MS).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(advance).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(30_000);
    expect(advance).toHaveBeenCalledTimes(2);
  });
});
