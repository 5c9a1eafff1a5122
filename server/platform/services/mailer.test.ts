import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import pino from 'pino';
import { migrateToLatest, openStore, type Store } from '../db/database.ts';
import type { PlatformConfig } from '../context.ts';
import { createMailer } from './mailer.ts';

const config: PlatformConfig = {
  siteUrl: 'http://localhost:3000',
  siteDomain: 'localhost',
  mailFrom: 'Longstay <reservations@longstay.test>',
  altchaHmacKey: 'k',
  reviewApiKey: 'k',
  development: true,
};

describe('mailer', () => {
  let store: Store;
  let deadSmtp: Server;
  let port = 0;
  beforeAll(async () => {
    store = openStore({ file: ':memory:' });
    await migrateToLatest(store.db);
    // an "SMTP server" that hangs up at once
    deadSmtp = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => deadSmtp.listen(0, '127.0.0.1', resolve));
    port = (deadSmtp.address() as { port: number }).port;
  });
  afterAll(async () => {
    deadSmtp.close();
    await store.close();
  });

  it('writes every mail to the outbox, lower-casing the recipient', async () => {
    const mailer = createMailer({
      db: store.db,
      dialect: 'sqlite',
      config,
      log: pino({ level: 'silent' }),
      now: () => new Date(),
    });
    await mailer.send({ to: 'Guest@Example.com', subject: 'Hello', text: 'Body', kind: 'verify' });
    const rows = await store.db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        to_address: 'guest@example.com',
        subject: 'Hello',
        kind: 'verify',
        sent_at: null,
      }),
    ]);
  });

  it('logs an SMTP failure without throwing, and keeps the mail unsent in the outbox', async () => {
    const errors: unknown[] = [];
    const log = pino(
      { level: 'error' },
      { write: (line: string) => void errors.push(JSON.parse(line)) },
    );
    const mailer = createMailer({
      db: store.db,
      dialect: 'sqlite',
      config: { ...config, smtpUrl: `smtp://127.0.0.1:${port}` },
      log,
      now: () => new Date(),
    });
    await expect(
      mailer.send({ to: 'b@example.com', subject: 'S', text: 'T', kind: 'booking' }),
    ).resolves.toBeUndefined();
    const row = await store.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'b@example.com')
      .executeTakeFirstOrThrow();
    expect(row.sent_at).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
