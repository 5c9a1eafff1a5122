import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  beforeAll(async () => {
    store = openStore({ file: ':memory:' });
    await migrateToLatest(store.db);
  });
  afterAll(async () => {
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

  it('queues the mail for the dispatcher and wakes it when SMTP is configured', async () => {
    let woken = 0;
    const dispatcher = {
      runOnce: async () => 0,
      start() {},
      wake: () => void (woken += 1),
      close: async () => {},
    };
    const now = new Date('2026-12-01T10:00:00.000Z');
    const mailer = createMailer(
      { db: store.db, dialect: 'sqlite', config, log: pino({ level: 'silent' }), now: () => now },
      dispatcher,
    );
    await mailer.send({ to: 'b@example.com', subject: 'S', text: 'T', kind: 'booking' });
    const row = await store.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'b@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, sent_at: null });
    expect(row.next_attempt_at).toBe(now.toISOString());
    expect(woken).toBe(1);
  });

  it('logs an outbox failure without throwing', async () => {
    const errors: unknown[] = [];
    const log = pino(
      { level: 'error' },
      { write: (line: string) => void errors.push(JSON.parse(line)) },
    );
    const closed = openStore({ file: ':memory:' });
    await closed.close();
    const mailer = createMailer({
      db: closed.db,
      dialect: 'sqlite',
      config,
      log,
      now: () => new Date(),
    });
    await expect(
      mailer.send({ to: 'c@example.com', subject: 'S', text: 'T', kind: 'booking' }),
    ).resolves.toBeUndefined();
    expect(errors).toEqual([
      expect.objectContaining({ msg: 'mail could not be written to the outbox' }),
    ]);
  });
});
