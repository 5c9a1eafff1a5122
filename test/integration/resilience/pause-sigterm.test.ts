// A platform process paused while bookings arrive (a stop-the-world pause, a frozen container),
// whose callers all gave up meanwhile, then resumed and told to stop: it once made bookings for
// callers long gone (nothing tells a process that its caller left until it writes the answer)
// and, on a slow database, worked through that queue past its drain until the shutdown deadline
// (21 s). The callers send their deadline, as the site does with every booking
// (X-Caller-Deadline); the platform now starts none of them and exits 0 within its drain.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '#platform/db/database.ts';
import { CALLER_DEADLINE_HEADER } from '#shared/data/booking-contract.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DRAIN_MS = 2000;
const BOOKINGS = 200;
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let dataDir: string | undefined;
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a paused platform, then SIGTERM', () => {
  it('books nothing for callers who left during the pause and stops within its drain', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'longstay-pause-'));
    const file = path.join(dataDir, 'platform.db');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/platform-process.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        REVIEW_API_KEY: 'pause-test-review-key',
        DATABASE_URL: '',
        SQLITE_FILE: file,
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_TIMEOUT_MS: '10000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout! }).on('line', (line) => {
          if (!line.startsWith('{')) return;
          const parsed = JSON.parse(line) as { msg: string; port?: number };
          if (parsed.msg === 'platform listening') resolve(`http://127.0.0.1:${parsed.port}`);
        });
        void exited.then((code) => reject(new Error(`the platform exited (${code})`)));
      });

      process.kill(child.pid!, 'SIGSTOP');
      const answers = await Promise.all(
        Array.from({ length: BOOKINGS }, (_, i) =>
          fetch(`${url}/v1/reservation/reservations`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'idempotency-key': `paused-${i}`,
              [CALLER_DEADLINE_HEADER]: String(Date.now() + 1000),
            },
            body: JSON.stringify({
              hotelId: 'TX917',
              roomTypeCode: 'SQ',
              ratePlanCode: 'STANDARD',
              checkIn: day(40),
              checkOut: day(43),
              adults: 1,
              givenName: 'Paused',
              surname: `Guest${i}`,
              email: `paused${i}@example.com`,
              phone: '+1 555 010 0200',
              card: { number: '4111111111111111', expiry: '12/35', holder: 'Paused Guest' },
            }),
            signal: AbortSignal.timeout(1000),
          }).then(
            (res) => String(res.status),
            (error: Error) => error.name,
          ),
        ),
      );
      // Every caller gave up while the platform was paused.
      expect(new Set(answers)).toEqual(new Set(['TimeoutError']));

      const signalled = Date.now();
      process.kill(child.pid!, 'SIGCONT');
      process.kill(child.pid!, 'SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(DRAIN_MS + 3000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }

    const store = openStore({ file });
    try {
      const made = await store.db
        .selectFrom('reservations')
        .select('confirmation_number')
        .where('idempotency_key', 'like', 'paused-%')
        .execute();
      expect(made).toEqual([]);
    } finally {
      await store.close();
    }
  }, 120_000);
});
