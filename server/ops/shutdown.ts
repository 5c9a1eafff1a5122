// Graceful shutdown (issue 3 "Done when"): on SIGTERM/SIGINT stop accepting connections, let
// in-flight requests finish (answered with `Connection: close` so their sockets end with them),
// close idle keep-alive sockets at once, run the cleanup, and exit promptly — or hard-exit after
// a timeout if something hangs.
import type { Server, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

export interface ShutdownState {
  shuttingDown: boolean;
  /** Responses not yet finished: told to close their connection when shutdown begins. */
  inFlight: Set<ServerResponse>;
}

export function createShutdownState(): ShutdownState {
  return { shuttingDown: false, inFlight: new Set() };
}

/** Tracks in-flight responses; marks them `Connection: close` once shutdown has begun. */
export function trackInFlight(state: ShutdownState): RequestHandler {
  return (_req, res, next) => {
    if (state.shuttingDown) res.set('Connection', 'close');
    state.inFlight.add(res);
    res.once('close', () => state.inFlight.delete(res));
    next();
  };
}

export interface GracefulShutdownOptions {
  server: Server;
  log: Logger;
  state: ShutdownState;
  timeoutMs: number;
  /** Runs after the last connection has closed (close the platform, dispatchers...). */
  cleanup?: () => Promise<void>;
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
}

/** Installs the signal handlers; returns the shutdown function (also usable directly). */
export function installGracefulShutdown(
  options: GracefulShutdownOptions,
): (signal: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const { server, log, state } = options;
  let running: Promise<void> | undefined;

  const shutdown = (signal: string): Promise<void> => {
    if (running) return running;
    state.shuttingDown = true;
    log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const hardStop = setTimeout(() => {
      log.error(
        { timeoutMs: options.timeoutMs },
        'shutdown timed out; closing remaining connections',
      );
      server.closeAllConnections();
      exit(1);
    }, options.timeoutMs);
    hardStop.unref();

    // In-flight responses end their connection with them; any socket that still turns idle
    // (a response that had already sent its headers) is closed as soon as it does.
    for (const res of state.inFlight) {
      if (!res.headersSent) res.setHeader('Connection', 'close');
    }
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    sweep.unref();

    running = new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    })
      .then(async () => {
        clearInterval(sweep);
        await options.cleanup?.();
        clearTimeout(hardStop);
        log.info('shutdown complete');
        exit(0);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        exit(1);
      });
    return running;
  };

  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT']) {
    process.once(signal, (received) => void shutdown(received));
  }
  return shutdown;
}
