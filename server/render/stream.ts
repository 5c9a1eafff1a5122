// The streaming state machine of React Router's server entry: people get the shell as
// soon as it is ready (onShellReady), crawlers the complete document (onAllReady); an abort timer
// bounds every render and is always cleared; a shell that fails rejects so the caller can answer
// with the error document. What React has written goes to the response, and through compression,
// in one write each time it pauses (its destination's flush()).
import { Writable } from 'node:stream';
import type { Response } from 'express';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface StreamOptions {
  res: Response;
  status: number;
  /** Crawlers wait for everything (onAllReady). */
  waitForAll: boolean;
  timeoutMs: number;
  nonce: string | undefined;
  bootstrapModules: string[];
  /** Errors inside Suspense boundaries after the shell (logged, the stream goes on). */
  onRecoverableError: (error: unknown) => void;
}

export class ShellError extends Error {
  constructor(override readonly cause: unknown) {
    super('The document shell failed to render');
    this.name = 'ShellError';
  }
}

type ResponseWithFlush = Response & { flush?: () => void };

/**
 * A boundary complete when its place is written stays there, in reading order. Past
 * 12.8 kB React would move each to the end of the document behind its fallback and reveal it by
 * script after the first paint: the chrome's parts that hydrate late (the health notice appearing
 * above the page is a layout shift), the results list behind skeleton cards, and a crawler's
 * every boundary. Boundaries that wait for data stream in as before.
 */
export const WHOLE_SHELL = Number.MAX_SAFE_INTEGER;

/** Resolves when the whole document has been written; rejects with ShellError before any byte. */
export function streamDocument(element: ReactNode, options: StreamOptions): Promise<void> {
  const res = options.res as ResponseWithFlush;
  return new Promise<void>((resolve, reject) => {
    let started = false;
    let timer: NodeJS.Timeout | undefined;
    const clear = () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
    };

    // What React writes in one go (the shell, then each boundary as it completes) reaches the
    // response as one write when React calls its destination's flush(): React writes 4 kB at a
    // time, and each write through compression was a round trip of its own through the thread
    // pool (profiled: ~40 per results page, 10-20 % of the render's time). A write
    // without a flush goes out at the end of the microtask. The compressor is flushed at each
    // flush(), so streamed parts are not held back by it. While the response asks to wait
    // ('drain'), writes are held, so React pauses as it did.
    let pending: Buffer[] = [];
    let sendScheduled = false;
    let flushWanted = false;
    let held: ((error?: Error | null) => void) | undefined;
    const send = () => {
      sendScheduled = false;
      if (pending.length > 0) {
        const data = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
        pending = [];
        if (!res.write(data) && !held) {
          held = () => undefined;
          res.once('drain', () => {
            const callback = held;
            held = undefined;
            callback?.();
            send();
          });
        }
      }
      if (flushWanted && !held) {
        flushWanted = false;
        res.flush?.();
      }
    };
    const take = (chunks: Buffer[], callback: (error?: Error | null) => void) => {
      pending.push(...chunks);
      if (!sendScheduled) {
        sendScheduled = true;
        queueMicrotask(send);
      }
      if (held) held = callback;
      else callback();
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        take([chunk], callback);
      },
      writev(chunks, callback) {
        take(
          chunks.map(({ chunk }) => chunk as Buffer),
          callback,
        );
      },
      final(callback) {
        send();
        clear();
        res.end();
        resolve();
        callback();
      },
    });
    Object.assign(sink, {
      flush() {
        flushWanted = true;
        send();
      },
    });

    const start = () => {
      if (started || res.destroyed) return;
      started = true;
      res.status(options.status);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      stream.pipe(sink);
    };

    const stream = renderToPipeableStream(element, {
      nonce: options.nonce,
      bootstrapModules: options.bootstrapModules,
      progressiveChunkSize: WHOLE_SHELL,
      onShellReady() {
        if (!options.waitForAll) start();
      },
      onAllReady() {
        if (options.waitForAll) start();
      },
      onShellError(error) {
        clear();
        reject(new ShellError(error));
      },
      onError(error) {
        options.onRecoverableError(error);
      },
    });

    // The client left: stop rendering (pending Suspense boundaries are abandoned).
    res.once('close', () => {
      clear();
      if (!res.writableFinished) stream.abort(new Error('The client closed the connection'));
      if (!started) resolve();
    });
    timer = setTimeout(
      () => stream.abort(new Error(`Render exceeded ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    timer.unref();
  });
}
