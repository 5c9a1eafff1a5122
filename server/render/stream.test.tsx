import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellError, streamDocument } from './stream.ts';

/** Just enough of an Express response for the stream state machine. */
class FakeResponse extends EventEmitter {
  statusCode = 0;
  headers: Record<string, string> = {};
  body = '';
  destroyed = false;
  writableFinished = false;
  flushes = 0;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  setHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  write(chunk: Buffer) {
    this.body += chunk.toString();
    return true;
  }
  flush() {
    this.flushes += 1;
  }
  end() {
    this.writableFinished = true;
    this.emit('finish');
    this.emit('close');
  }
}

const options = (res: FakeResponse) => ({
  res: res as unknown as Response,
  status: 200,
  waitForAll: false,
  timeoutMs: 60_000,
  nonce: 'n0nce',
  bootstrapModules: ['/assets/entry.js'],
  onRecoverableError: vi.fn(),
});

function Throws(): never {
  throw new Error('boom');
}

describe('streamDocument', () => {
  afterEach(() => {
    vi.mocked(setTimeout).mockRestore?.();
    vi.mocked(clearTimeout).mockRestore?.();
  });

  const abortTimerCleared = () => {
    const timers = vi.mocked(setTimeout).mock.calls.map((call, index) => ({
      ms: call[1],
      id: vi.mocked(setTimeout).mock.results[index]?.value as unknown,
    }));
    const abortTimer = timers.find((timer) => timer.ms === 60_000);
    expect(abortTimer).toBeDefined();
    return vi.mocked(clearTimeout).mock.calls.some((call) => call[0] === abortTimer!.id);
  };

  it('streams the document with the nonce, flushes each chunk and clears the abort timer', async () => {
    vi.spyOn(globalThis, 'setTimeout');
    vi.spyOn(globalThis, 'clearTimeout');
    const res = new FakeResponse();
    await streamDocument(
      <html lang="en">
        <body>
          <p>hello</p>
        </body>
      </html>,
      options(res),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<p>hello</p>');
    expect(res.body).toContain('<script type="module" src="/assets/entry.js" nonce="n0nce"');
    expect(res.flushes).toBeGreaterThan(0);
    expect(abortTimerCleared()).toBe(true);
  });

  it('rejects with ShellError before any byte when the shell throws, and clears the timer', async () => {
    vi.spyOn(globalThis, 'setTimeout');
    vi.spyOn(globalThis, 'clearTimeout');
    const res = new FakeResponse();
    await expect(
      streamDocument(
        <html lang="en">
          <body>
            <Throws />
          </body>
        </html>,
        options(res),
      ),
    ).rejects.toBeInstanceOf(ShellError);
    expect(res.body).toBe('');
    expect(res.statusCode).toBe(0);
    expect(abortTimerCleared()).toBe(true);
  });
});
