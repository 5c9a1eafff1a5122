// The mail dispatcher (docs/decisions/0025-mail-dispatcher.md). The outbox table
// is the queue: a mail is written there in the same request that causes it (mailer.ts) and sent
// from there, so a mail server that is down delays mail and loses none. Any number of platform
// instances run a dispatcher on one database: each claims a batch of due mails under a lease in
// one statement (PostgreSQL: `FOR UPDATE SKIP LOCKED`, so two dispatchers never claim one mail and
// neither waits for the other; SQLite: the statement itself is atomic), sends them, and marks
// them sent. A failed send is tried again after an exponential back-off; after `maxAttempts` the
// mail becomes a dead letter ('failed'). Every try carries the same Message-ID
// (<mail_id@site domain>), so in the one case where a mail may go out twice (sent, then the
// instance died before marking it, and the lease ran out) the receiving side sees one message.
import type { Transporter } from 'nodemailer';
import { Counter, Gauge, register } from 'prom-client';
import type { PlatformContext } from '../context.ts';
import { outgoingMessage } from './mail-message.ts';

export interface MailDispatchSettings {
  /** Tries before a mail becomes a dead letter. */
  maxAttempts: number;
  /** The first retry waits this long; each next one twice as long, up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
  /** How often an idle dispatcher looks for due mail (a new mail also wakes it). */
  pollMs: number;
  /** How long a claim holds: a dispatcher that dies mid-send frees its mails after this. */
  leaseMs: number;
  batchSize: number;
}

export const defaultMailDispatch: MailDispatchSettings = {
  maxAttempts: 20,
  retryMs: 30_000,
  maxRetryMs: 15 * 60_000,
  pollMs: 1000,
  leaseMs: 60_000,
  batchSize: 20,
};

// One set per process, in prom-client's default registry (the site's /metrics includes it); a
// module loaded twice in one process finds the metrics already there.
const counter = (name: string, help: string) =>
  (register.getSingleMetric(name) as Counter | undefined) ?? new Counter({ name, help });
const sent = counter('mail_sent_total', 'Mails delivered to the SMTP server.');
const retried = counter('mail_retried_total', 'Failed sends to be tried again after a back-off.');
const failed = counter('mail_failed_total', 'Mails given up on after the last try (dead letters).');
const queueDepth =
  (register.getSingleMetric('mail_queue_depth') as Gauge | undefined) ??
  new Gauge({
    name: 'mail_queue_depth',
    help: 'Mails waiting to be sent, as the last dispatcher run counted them.',
  });

export interface MailDispatcher {
  /** Claims and sends what is due; resolves with the number of mails it tried. */
  runOnce(): Promise<number>;
  /** Polls until closed. */
  start(): void;
  /** A mail was just written: run soon instead of at the next poll. */
  wake(): void;
  close(): Promise<void>;
}

type DispatchContext = Pick<PlatformContext, 'db' | 'dialect' | 'config' | 'log' | 'now'>;

/** The wait before try `attempt + 1`: doubling from `retryMs`, capped, with ±20 % jitter. */
export function retryDelayMs(attempt: number, settings: MailDispatchSettings): number {
  const base = Math.min(settings.retryMs * 2 ** Math.max(0, attempt - 1), settings.maxRetryMs);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** An SMTP failure as a code, never the server's text (which may quote the recipient). */
function errorCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return [code, responseCode].filter((part) => part !== undefined).join(' ') || 'unknown';
}

export function createMailDispatcher(
  platform: DispatchContext,
  transport: Transporter,
  settings: MailDispatchSettings = defaultMailDispatch,
): MailDispatcher {
  const { db, dialect, config, log } = platform;
  const iso = (offsetMs = 0) => new Date(platform.now().getTime() + offsetMs).toISOString();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let closed = false;

  async function claim() {
    const now = iso();
    let due = db
      .selectFrom('mail_outbox')
      .select('mail_id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('next_attempt_at')
      .limit(settings.batchSize);
    if (dialect === 'postgres') due = due.forUpdate().skipLocked();
    const lease = iso(settings.leaseMs);
    const rows = await db
      .updateTable('mail_outbox')
      .set((eb) => ({ claimed_until: lease, attempts: eb('attempts', '+', 1) }))
      .where('mail_id', 'in', due)
      .returningAll()
      .execute();
    return { rows, lease };
  }

  async function sendOne(row: Awaited<ReturnType<typeof claim>>['rows'][number], lease: string) {
    const mine = (query: ReturnType<typeof db.updateTable<'mail_outbox'>>) =>
      query.where('mail_id', '=', row.mail_id).where('claimed_until', '=', lease);
    try {
      await transport.sendMail(outgoingMessage(row, config));
      await mine(db.updateTable('mail_outbox'))
        .set({ status: 'sent', sent_at: iso(), claimed_until: null, last_error: null })
        .execute();
      sent.inc();
    } catch (error) {
      const code = errorCode(error);
      const dead = row.attempts >= settings.maxAttempts;
      await mine(db.updateTable('mail_outbox'))
        .set({
          status: dead ? 'failed' : 'pending',
          next_attempt_at: dead ? null : iso(retryDelayMs(row.attempts, settings)),
          claimed_until: null,
          last_error: code,
        })
        .execute();
      (dead ? failed : retried).inc();
      const fields = { mailId: row.mail_id, kind: row.kind, attempts: row.attempts, code };
      if (dead) log.error(fields, 'mail given up after its last try (dead letter)');
      else log.warn(fields, 'mail could not be sent by SMTP; it will be tried again');
    }
  }

  async function run(): Promise<number> {
    const { rows, lease } = await claim();
    for (const row of rows) await sendOne(row, lease);
    const waiting = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    queueDepth.set(Number(waiting?.count ?? 0));
    return rows.length;
  }

  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .then((count) => {
        // A full batch may have more behind it.
        if (count === settings.batchSize) again = true;
        return count;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail dispatch failed; the mails stay queued');
        return 0;
      })
      .finally(() => {
        running = undefined;
        // A full batch, or a wake during the run, asks for another look at once.
        if (again && !closed) {
          again = false;
          void runOnce();
        }
      });
    return running;
  };

  return {
    runOnce,
    start() {
      if (timer || closed) return;
      timer = setInterval(() => void runOnce(), settings.pollMs);
      timer.unref();
      void runOnce();
    },
    wake() {
      if (timer && !closed) setImmediate(() => void runOnce());
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
