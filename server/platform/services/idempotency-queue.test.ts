import { describe, expect, it } from 'vitest';
import type { PlatformContext } from '../context.ts';
import { oneAtATime } from './idempotency-queue.ts';

const platform = {} as PlatformContext;

describe('one booking attempt per idempotency key', () => {
  it('lets a retry of a key run only after the attempt before it ended, and other keys at once', async () => {
    const events: string[] = [];
    let release!: () => void;
    const first = oneAtATime(platform, 'key-a', async () => {
      events.push('first starts');
      await new Promise<void>((resolve) => (release = resolve));
      events.push('first ends');
      return 'booked';
    });
    const retries = [1, 2].map((n) =>
      oneAtATime(platform, 'key-a', async () => {
        events.push(`retry ${n} runs`);
        return `read back ${n}`;
      }),
    );
    const other = await oneAtATime(platform, 'key-b', async () => 'other key');
    expect(other).toBe('other key');
    expect(events).toEqual(['first starts']);
    release();
    expect(await first).toBe('booked');
    expect(await Promise.all(retries)).toEqual(['read back 1', 'read back 2']);
    expect(events).toEqual(['first starts', 'first ends', 'retry 1 runs', 'retry 2 runs']);
  });

  it('lets a retry run after an attempt that failed', async () => {
    const failed = oneAtATime(platform, 'key-c', async () => {
      throw new Error('sold out');
    });
    const retry = oneAtATime(platform, 'key-c', async () => 'tried again');
    await expect(failed).rejects.toThrow('sold out');
    expect(await retry).toBe('tried again');
  });
});
