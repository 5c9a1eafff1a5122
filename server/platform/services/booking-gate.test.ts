import { describe, expect, it } from 'vitest';
import { createGate } from './booking-gate.ts';

/** A promise with its resolve, to hold an attempt open until the test lets it end. */
function held<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the booking gate', () => {
  it('runs at most its concurrency at once and the waiting ones first come, first served', async () => {
    const gate = createGate(2, 10);
    const started: number[] = [];
    const holds = Array.from({ length: 5 }, () => held());
    const runs = holds.map((h, i) =>
      gate.run(undefined, async () => {
        started.push(i);
        await h.promise;
        return i;
      }),
    );
    await turn();
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ running: 2, waiting: 3 });
    holds[1]!.resolve();
    await turn();
    expect(started).toEqual([0, 1, 2]);
    for (const h of holds) h.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('never starts an attempt whose caller gave up while it waited', async () => {
    const gate = createGate(1, 10);
    const first = held();
    const running = gate.run(undefined, () => first.promise);
    const leaving = new AbortController();
    let ran = false;
    const waiting = gate.run(leaving.signal, async () => {
      ran = true;
    });
    leaving.abort();
    await expect(waiting).rejects.toMatchObject({ statusCode: 499, code: 'CLIENT_LEFT' });
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    first.resolve();
    await running;
    expect(ran).toBe(false);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once with 503, nothing booked, when the queue is full', async () => {
    const gate = createGate(1, 1);
    const first = held();
    const running = gate.run(undefined, () => first.promise);
    const queued = gate.run(undefined, async () => 'queued');
    await expect(gate.run(undefined, async () => 'refused')).rejects.toMatchObject({
      statusCode: 503,
      code: 'BOOKING_BUSY',
    });
    first.resolve();
    await running;
    expect(await queued).toBe('queued');
  });

  it('gives the place on when an attempt fails', async () => {
    const gate = createGate(1, 10);
    const failing = gate.run(undefined, async () => {
      throw new Error('no');
    });
    const next = gate.run(undefined, async () => 'next');
    await expect(failing).rejects.toThrow('no');
    expect(await next).toBe('next');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
