import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_CLEAR_MS, statusAnnouncer } from './status-message.tsx';

afterEach(() => vi.useRealTimers());

describe('the accessibility status message', () => {
  it('is cleared 500 ms after it was announced', () => {
    vi.useFakeTimers();
    const shown: string[] = [];
    const status = statusAnnouncer((message) => shown.push(message));
    status.announce('3 results are available.');
    expect(shown).toEqual(['3 results are available.']);
    vi.advanceTimersByTime(499);
    expect(shown).toEqual(['3 results are available.']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['3 results are available.', '']);
    expect(STATUS_CLEAR_MS).toBe(500);
  });

  it('restarts the 500 ms for a newer message, and stops when disposed', () => {
    vi.useFakeTimers();
    const shown: string[] = [];
    const status = statusAnnouncer((message) => shown.push(message));
    status.announce('first');
    vi.advanceTimersByTime(400);
    status.announce('second');
    vi.advanceTimersByTime(400);
    expect(shown).toEqual(['first', 'second']);
    vi.advanceTimersByTime(100);
    expect(shown).toEqual(['first', 'second', '']);
    status.announce('third');
    status.dispose();
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual(['first', 'second', '', 'third']);
  });
});
