import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { Suspense, use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { streamDocument } from './stream.ts';

/** An Express response that records each write, can ask for 'drain', and counts flushes. */
class RecordingResponse extends EventEmitter {
  statusCode = 0;
  destroyed = false;
  writableFinished = false;
  writes: string[] = [];
  /** What the response had received at each flush of the compressor. */
  flushedAt: number[] = [];
  /** Writes that answer false (the caller must wait for 'drain'). */
  refuse = 0;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  setHeader() {}
  write(chunk: Buffer) {
    this.writes.push(chunk.toString());
    if (this.refuse === 0) return true;
    this.refuse -= 1;
    setTimeout(() => this.emit('drain'), 5);
    return false;
  }
  flush() {
    this.flushedAt.push(this.writes.length);
  }
  end() {
    this.writableFinished = true;
    this.emit('close');
  }
  get body() {
    return this.writes.join('');
  }
}

const options = (res: RecordingResponse) => ({
  res: res as unknown as Response,
  status: 200,
  waitForAll: false,
  timeoutMs: 60_000,
  nonce: undefined,
  bootstrapModules: [],
  onRecoverableError: vi.fn(),
});

/** 600 cards: ~37 kB, written by React in 4 kB pieces. */
const cards = Array.from({ length: 600 }, (_, index) => (
  <li key={index} className="card">
    {`Hotel number ${index}, a suite with a kitchen`}
  </li>
));

function Late({ value }: { value: Promise<string> }) {
  return <p id="late">{use(value)}</p>;
}

/** Streams the 600 cards, then a boundary that completes when `settle` is called. */
function streamCardsThenLate(res: RecordingResponse) {
  let settle!: (value: string) => void;
  const late = new Promise<string>((resolve) => (settle = resolve));
  const done = streamDocument(
    <html lang="en">
      <body>
        <ul>{cards}</ul>
        <Suspense fallback={<p>loading</p>}>
          <Late value={late} />
        </Suspense>
      </body>
    </html>,
    options(res),
  );
  return { done, settle };
}

describe('streamDocument writes what React wrote in one go as one write', () => {
  it('sends the shell in one write and a boundary that completes later in one more', async () => {
    const res = new RecordingResponse();
    const { done, settle } = streamCardsThenLate(res);
    await vi.waitFor(() => expect(res.writes.length).toBeGreaterThan(0));
    expect(res.writes).toHaveLength(1);
    expect(res.writes[0]).toContain('Hotel number 599');
    expect(res.writes[0]!.length).toBeGreaterThan(30_000);
    // The compressor was flushed (React may ask more than once), and only once the shell was in.
    expect(res.flushedAt.length).toBeGreaterThan(0);
    expect(res.flushedAt.every((writes) => writes === 1)).toBe(true);
    settle('rate ready');
    await done;
    expect(res.writes).toHaveLength(2);
    expect(res.writes[1]).toContain('rate ready');
    expect(res.flushedAt.at(-1)).toBe(2);
  });

  it('waits for drain when the response asks, and loses nothing', async () => {
    const res = new RecordingResponse();
    res.refuse = 1;
    const { done, settle } = streamCardsThenLate(res);
    await vi.waitFor(() => expect(res.writes.length).toBeGreaterThan(0));
    settle('rate ready');
    await done;
    expect(res.body).toMatch(/Hotel number 0,[\s\S]*Hotel number 599[\s\S]*rate ready/);
    expect(res.body.endsWith('</html>')).toBe(true);
    // The compressor is flushed after the last bytes React wrote.
    expect(res.flushedAt.at(-1)).toBe(res.writes.length);
  });
});
