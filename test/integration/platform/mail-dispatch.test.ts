// Mail that is never lost: the outbox dispatcher against a real SMTP server (the
// `smtp-server` package), on SQLite and PostgreSQL. Mail is delivered; with SMTP down it waits in
// the outbox and goes out when SMTP returns; two dispatchers on one database never send one mail
// twice; a mail the server keeps refusing becomes a dead letter, logged and counted without the
// recipient's address.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { register } from 'prom-client';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformConfig, PlatformContext } from '#platform/context.ts';
import { openStore, type Store } from '#platform/db/database.ts';
import { createPlatformContext, preparePlatformStore } from '#platform/start.ts';
import { databaseKinds, testLog, testPlatformConfig } from '#test/support/platform.ts';

interface Received {
  messageId: string;
  to: string[];
}

/** A real SMTP server on loopback that records each message (or refuses every recipient). */
class Smtp {
  received: Received[] = [];
  refuse = false;
  private server: SMTPServer | undefined;
  port = 0;

  async start(port = 0): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) =>
        callback(
          this.refuse ? Object.assign(new Error('No such user'), { responseCode: 550 }) : undefined,
        ),
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
          this.received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

const FAST = { retryMs: 40, maxRetryMs: 80, pollMs: 30, leaseMs: 5000, batchSize: 5 };

describe.each(databaseKinds)('the mail dispatcher on %s', (kind) => {
  const smtp = new Smtp();
  const stores: Store[] = [];
  const contexts: PlatformContext[] = [];
  let dir: string;
  const schema = `mail_${randomBytes(5).toString('hex')}`;

  /** A platform context on this test's database (a second call opens a second connection pool). */
  async function platformOn(config: Partial<PlatformConfig>): Promise<PlatformContext> {
    const options = {
      ...(kind === 'postgres'
        ? { databaseUrl: process.env.DATABASE_URL, schema }
        : { file: path.join(dir, 'mail.db') }),
      config: { ...testPlatformConfig, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, ...config },
      log: testLog,
      seed: false,
    };
    const store = await preparePlatformStore(options);
    stores.push(store);
    const context = createPlatformContext(store, options);
    contexts.push(context);
    return context;
  }

  const outbox = (context: PlatformContext) =>
    context.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'longstay-mail-'));
    await smtp.start();
  });

  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.mailDispatcher?.close();
    await stores[0]?.db.deleteFrom('mail_outbox').execute();
    smtp.received = [];
    smtp.refuse = false;
  });

  afterAll(async () => {
    await smtp.stop();
    for (const store of stores) await store.close();
    if (kind === 'postgres') {
      const admin = openStore({ databaseUrl: process.env.DATABASE_URL });
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    }
    await rm(dir, { recursive: true, force: true });
  });

  it('delivers a mail with a stable Message-ID and marks it sent', async () => {
    const platform = await platformOn({ mailDispatch: FAST });
    platform.mailDispatcher!.start();
    await platform.mailer.send({
      to: 'Guest@Example.com',
      subject: 'Hi',
      text: 'Body',
      kind: 'verify',
    });

    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    const [row] = await outbox(platform);
    expect(smtp.received[0]).toEqual({
      messageId: `<${row!.mail_id}@${testPlatformConfig.siteDomain}>`,
      to: ['guest@example.com'],
    });
    await expect.poll(async () => (await outbox(platform))[0]?.status).toBe('sent');
    expect((await outbox(platform))[0]).toMatchObject({ attempts: 1, claimed_until: null });
  });

  it('keeps mail while SMTP is down and delivers it when SMTP is back', async () => {
    const platform = await platformOn({ mailDispatch: FAST });
    const port = smtp.port;
    await smtp.stop();
    platform.mailDispatcher!.start();
    await platform.mailer.send({
      to: 'a@example.com',
      subject: 'Booked',
      text: 'T',
      kind: 'booking',
    });

    // Tried and failed more than once, still waiting: nothing lost, nothing dead.
    await expect
      .poll(async () => (await outbox(platform))[0]?.attempts ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    expect((await outbox(platform))[0]).toMatchObject({ status: 'pending', sent_at: null });
    expect((await outbox(platform))[0]!.last_error).toMatch(/ECONNECTION|ESOCKET/);

    await smtp.start(port);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await outbox(platform))[0]?.status).toBe('sent');
  });

  it('never sends one mail twice with two dispatchers on the same database', async () => {
    const first = await platformOn({ mailDispatch: FAST });
    const second = await platformOn({ mailDispatch: FAST });
    for (let i = 0; i < 40; i += 1)
      await first.mailer.send({
        to: `guest${i}@example.com`,
        subject: `#${i}`,
        text: 'T',
        kind: 'form',
      });

    // Both work off the queue at once, each run claiming a batch, until it is empty.
    const drain = async (platform: PlatformContext) => {
      while ((await platform.mailDispatcher!.runOnce()) > 0);
    };
    await Promise.all([drain(first), drain(second), drain(first), drain(second)]);

    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    const rows = await outbox(first);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('makes a refused mail a dead letter after the last try, counted and logged without the address', async () => {
    const before = (await register.getSingleMetricAsString('mail_failed_total')).match(/ (\d+)$/m);
    const platform = await platformOn({ mailDispatch: { ...FAST, maxAttempts: 2 } });
    smtp.refuse = true;
    platform.mailDispatcher!.start();
    await platform.mailer.send({
      to: 'nobody@example.com',
      subject: 'S',
      text: 'T',
      kind: 'reset',
    });

    await expect
      .poll(async () => (await outbox(platform))[0]?.status, { timeout: 10_000 })
      .toBe('failed');
    const [row] = await outbox(platform);
    expect(row).toMatchObject({ attempts: 2, next_attempt_at: null, sent_at: null });
    expect(row!.last_error).toContain('550');
    expect(row!.last_error).not.toContain('nobody');
    const after = (await register.getSingleMetricAsString('mail_failed_total')).match(/ (\d+)$/m);
    expect(Number(after?.[1])).toBe(Number(before?.[1] ?? 0) + 1);
    expect(smtp.received).toEqual([]);
  });
});
